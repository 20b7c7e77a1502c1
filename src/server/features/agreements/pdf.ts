// The agreement as an A4 PDF: the agreement itself, the state's note (registration, stamp duty
// with its formula and source) and, once signed, an audit page with both signatures, the hash
// and the address to verify it (docs/decisions/0154-what-is-signed-is-the-texts-hash.md).
import PDFDocument from 'pdfkit';
import { formatLongDate, formatRupees, indianClock } from '../../../shared/format.ts';
import { pdfLabels } from './pdf-labels.ts';
import { drawLine, registerFonts, type Weight, wrap } from './pdf-text.ts';
import type { AgreementAudit, AgreementDocument, SignatureLine } from './types.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { x: 60, top: 64, bottom: 72 };
const WIDTH = A4.width - 2 * MARGIN.x;
const STYLE = {
  title: { size: 18, weight: 'bold', after: 10 },
  heading: { size: 12, weight: 'bold', after: 4 },
  body: { size: 10.5, weight: 'regular', after: 6 },
  small: { size: 9, weight: 'regular', after: 4 },
} as const satisfies Record<string, { size: number; weight: Weight; after: number }>;
type Style = keyof typeof STYLE;

/** A writer that flows blocks of text down the pages, opening a page when one is full. */
const flow = (doc: InstanceType<typeof PDFDocument>) => {
  let y = MARGIN.top;
  const block = (text: string, style: Style, indent = 0) => {
    const { size, weight, after } = STYLE[style];
    const lineHeight = size * 1.5;
    const lines = wrap(doc, text, WIDTH - indent, weight, size);
    // A heading is never left alone at the foot of a page.
    const keep = style === 'heading' ? lineHeight * 3 : lineHeight;
    if (y + keep > A4.height - MARGIN.bottom) newPage();
    for (const line of lines) {
      if (y + lineHeight > A4.height - MARGIN.bottom) newPage();
      drawLine(doc, line, MARGIN.x + indent, y, weight, size);
      y += lineHeight;
    }
    y += after;
  };
  const newPage = () => {
    doc.addPage();
    y = MARGIN.top;
  };
  const space = (points: number) => {
    y += points;
  };
  return { block, newPage, space };
};

const indianTime = (iso: string, language: AgreementDocument['language']) => {
  const india = indianClock(new Date(iso));
  if (!india) return iso;
  const clock = `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatLongDate(new Date(iso), language === 'hi' ? 'hi-IN' : 'en-IN')}, ${clock} IST (${iso})`;
};

const writeStateNote = (w: ReturnType<typeof flow>, doc: AgreementDocument) => {
  const t = pdfLabels(doc.language);
  const { registration, stampDuty, depositCap, warnings } = doc.state;
  w.newPage();
  w.block(t.stateHeading(doc.state), 'title');
  w.block(t.stateIntro, 'small');
  w.space(6);
  w.block(t.registration, 'heading');
  w.block(t.registrationSummary(registration.required), 'body');
  w.block(registration.rule, 'body');
  w.block(t.source(registration.source.title, registration.source.url, registration.source.asOf), 'small');
  w.block(t.stampDuty, 'heading');
  w.block(t.stampSummary(stampDuty.estimate === null ? null : formatRupees(stampDuty.estimate)), 'body');
  w.block(stampDuty.formula, 'body');
  if (stampDuty.note) w.block(stampDuty.note, 'body');
  w.block(t.source(stampDuty.source.title, stampDuty.source.url, stampDuty.source.asOf), 'small');
  if (depositCap) {
    w.block(t.depositCap, 'heading');
    w.block(depositCap.law, 'body');
    w.block(t.source(depositCap.source.title, depositCap.source.url, depositCap.source.asOf), 'small');
  }
  if (warnings.length > 0) {
    w.block(t.warnings, 'heading');
    for (const warning of warnings) w.block(`• ${warning}`, 'body', 8);
  }
};

const writeAudit = (w: ReturnType<typeof flow>, doc: AgreementDocument, audit: AgreementAudit) => {
  const t = pdfLabels(doc.language);
  w.newPage();
  w.block(t.auditHeading, 'title');
  w.block(t.auditIntro, 'body');
  w.block(t.hash, 'heading');
  w.block(audit.sha256, 'body');
  for (const role of ['owner', 'tenant'] as const) {
    const signature: SignatureLine | undefined = audit.signatures.find((s) => s.role === role);
    w.block(`${t.role[role]}: ${signature?.name ?? ''}`, 'heading');
    if (!signature) {
      w.block(t.unsigned, 'body');
      continue;
    }
    w.block(`${t.signedAt}: ${indianTime(signature.signedAt, doc.language)}`, 'body');
    w.block(`${t.via}: ${signature.via}`, 'body');
    if (signature.ip) w.block(`${t.ip}: ${signature.ip}`, 'body');
  }
  w.block(t.verify, 'heading');
  w.block(audit.verifyUrl, 'body');
};

/** Numbers every page "Page n of N" at its foot, once all pages are drawn. */
const numberPages = (doc: InstanceType<typeof PDFDocument>, language: AgreementDocument['language']) => {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    drawLine(
      doc,
      pdfLabels(language).page(i + 1, count),
      MARGIN.x,
      A4.height - MARGIN.bottom + 30,
      'regular',
      9,
    );
  }
};

export const agreementPdf = (doc: AgreementDocument, audit: AgreementAudit | null): Promise<Buffer> => {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: 0, left: MARGIN.x, right: MARGIN.x },
    bufferPages: true,
    lang: doc.language === 'hi' ? 'hi-IN' : 'en-IN',
    info: { Title: doc.title, Author: 'Thikana', Subject: doc.state.state },
    displayTitle: true,
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  const w = flow(pdf);
  w.block(doc.title, 'title');
  for (const section of doc.sections) {
    w.block(section.heading, 'heading');
    for (const paragraph of section.paragraphs) w.block(paragraph, 'body');
    w.space(4);
  }
  writeStateNote(w, doc);
  if (audit) writeAudit(w, doc, audit);
  numberPages(pdf, doc.language);
  pdf.end();
  return done;
};
