// A handover report as an A4 PDF in English or Hindi (docs/decisions/0162-handover-reports.md):
// room by room, each entry's condition, meters, items and photos' times, the addenda apart, and
// who confirmed each round, when, with the SHA-256 of the text they confirmed. Drawn with the
// agreements' fonts, so Devanagari is shaped as in the agreement.
import PDFDocument from 'pdfkit';
import { formatLongDate, indianClock } from '../../../shared/format.ts';
import type { DealRole } from '../../../shared/schemas/deal-card.ts';
import type { HandoverReport } from '../../../shared/schemas/handover.ts';
import { drawLine, registerFonts, wrap } from '../agreements/index.ts';

type Language = 'en' | 'hi';

const LABELS = {
  en: {
    title: 'Move-in report',
    subtitle: (title: string, id: number) => `${title} (deal ${id})`,
    round: (n: number) => (n === 1 ? 'The report' : `Addendum ${n - 1}`),
    by: { owner: 'Added by the owner', tenant: 'Added by the tenant' } as Record<DealRole, string>,
    condition: 'Condition',
    meter: 'Meter',
    item: 'Handed over',
    photo: 'Photo taken',
    confirmed: (who: string, role: DealRole, at: string) =>
      `Confirmed by ${who} (${role === 'owner' ? 'owner' : 'tenant'}) on ${at} with a one-time code`,
    notConfirmed: 'Not confirmed by both yet.',
    hash: 'SHA-256 of the text confirmed',
    none: 'No rooms added yet.',
  },
  hi: {
    title: 'गृह-प्रवेश रिपोर्ट',
    subtitle: (title: string, id: number) => `${title} (सौदा ${id})`,
    round: (n: number) => (n === 1 ? 'रिपोर्ट' : `परिशिष्ट ${n - 1}`),
    by: { owner: 'मालिक ने जोड़ा', tenant: 'किरायेदार ने जोड़ा' } as Record<DealRole, string>,
    condition: 'स्थिति',
    meter: 'मीटर',
    item: 'सौंपा गया',
    photo: 'फ़ोटो लिया गया',
    confirmed: (who: string, role: DealRole, at: string) =>
      `${who} (${role === 'owner' ? 'मालिक' : 'किरायेदार'}) ने ${at} को एक बार के कोड से पुष्टि की`,
    notConfirmed: 'अभी दोनों ने पुष्टि नहीं की है।',
    hash: 'पुष्टि किए गए पाठ का SHA-256',
    none: 'अभी कोई कमरा नहीं जोड़ा गया।',
  },
} as const;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { x: 56, top: 60, bottom: 64 };
const WIDTH = A4.width - 2 * MARGIN.x;

const when = (iso: string, language: Language) => {
  const india = indianClock(new Date(iso));
  if (!india) return iso;
  const clock = `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatLongDate(new Date(iso), language === 'hi' ? 'hi-IN' : 'en-IN')}, ${clock} IST`;
};

export const handoverPdf = (
  report: HandoverReport,
  listingTitle: string,
  language: Language,
): Promise<Buffer> => {
  const t = LABELS[language];
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: 0, left: MARGIN.x, right: MARGIN.x },
    lang: language === 'hi' ? 'hi-IN' : 'en-IN',
    info: { Title: t.title, Author: 'Thikana' },
    displayTitle: true,
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  let y = MARGIN.top;
  const block = (text: string, size: number, weight: 'regular' | 'bold' = 'regular', indent = 0) => {
    const lineHeight = size * 1.5;
    for (const line of wrap(pdf, text, WIDTH - indent, weight, size)) {
      if (y + lineHeight > A4.height - MARGIN.bottom) {
        pdf.addPage();
        y = MARGIN.top;
      }
      drawLine(pdf, line, MARGIN.x + indent, y, weight, size);
      y += lineHeight;
    }
    y += size * 0.4;
  };
  block(t.title, 18, 'bold');
  block(t.subtitle(listingTitle, report.deal_id), 11);
  if (report.entries.length === 0) block(t.none, 10.5);
  const rounds = [...new Set(report.entries.map((e) => e.round))].sort((a, b) => a - b);
  for (const round of rounds) {
    y += 6;
    block(t.round(round), 14, 'bold');
    for (const entry of report.entries.filter((e) => e.round === round)) {
      block(`${entry.room} — ${t.by[entry.by]}`, 12, 'bold');
      if (entry.condition) block(`${t.condition}: ${entry.condition}`, 10.5, 'regular', 12);
      for (const meter of entry.meters)
        block(`${t.meter}: ${meter.name}: ${meter.reading}`, 10.5, 'regular', 12);
      for (const item of entry.items) block(`${t.item}: ${item.name} × ${item.count}`, 10.5, 'regular', 12);
      for (const photo of entry.photos)
        block(`${t.photo}: ${when(photo.taken_at, language)}`, 9, 'regular', 12);
    }
    const confirmations = report.confirmations.filter((c) => c.round === round);
    for (const c of confirmations) {
      block(t.confirmed(c.name, c.role, when(c.confirmed_at, language)), 9.5, 'regular');
      block(`${t.hash}: ${c.sha256}`, 8.5, 'regular', 12);
    }
    if (round > report.settled_rounds) block(t.notConfirmed, 9.5, 'bold');
  }
  pdf.end();
  return done;
};
