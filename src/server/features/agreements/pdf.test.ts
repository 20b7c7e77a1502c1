// The PDF read back as a person's tools read it: pdftotext for the words (in their logical
// order, Hindi too), and the glyphs drawn with the Devanagari font compared with HarfBuzz's
// shaping of the same words, so a character-by-character rendering would fail.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { sampleInput } from './agreements-test-kit.ts';
import { draftAgreement, sha256OfText } from './draft.ts';
import { agreementPdf } from './pdf.ts';
import type { AgreementAudit, AgreementDocument } from './types.ts';

const hasPoppler = existsSync('/usr/bin/pdftotext');
const dir = mkdtempSync(path.join(tmpdir(), 'agreement-pdf-'));
const CONJUNCTS = ['क्ष', 'त्र', 'ज्ञ', 'श्र', 'द्ध', 'र्क', 'कि', 'किराया', 'अनुबंध', 'प्रतिभूति'];

const audit = (doc: AgreementDocument): AgreementAudit => ({
  sha256: sha256OfText(doc),
  verifyUrl: 'https://thikana.example/agreements/verify/9f2c',
  signatures: [
    {
      role: 'owner',
      name: 'Asha Rao',
      signedAt: '2026-12-08T06:30:00.000Z',
      via: 'code to +91 98••••10',
      ip: '203.0.113.7',
    },
    {
      role: 'tenant',
      name: 'Vikram Singh',
      signedAt: '2026-12-08T07:45:00.000Z',
      via: 'code to +91 99••••20',
      ip: null,
    },
  ],
});

/** The PDF's text as pdftotext reads it, runs of white space made one space. */
const textOf = (pdf: Buffer, name: string) => {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
};

const expectInOrder = (text: string, words: string[]) => {
  const at = words.map((w) => text.indexOf(w));
  expect(at, `${words.join(' | ')} at ${at.join(', ')}`).not.toContain(-1);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
};

describe.skipIf(!hasPoppler)('agreementPdf', () => {
  it('an English agreement reads back its parties, rent, deposit, the state note and the audit page', async () => {
    const doc = draftAgreement(sampleInput());
    const pdf = await agreementPdf(doc, audit(doc));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf, 'en');
    expectInOrder(text, [
      'Leave and Licence Agreement',
      'Asha Rao',
      'Vikram Singh',
      'The rent is ₹25,000 a month',
      'security deposit of ₹1,00,000',
      'Maharashtra: registration, stamp duty and deposit',
      'https://igrmaharashtra.gov.in/',
      'Estimate: ₹711',
      '(₹2,75,000 + ₹9,167) = ₹711',
      'Article 36A',
      'Signatures and verification',
      sha256OfText(doc),
      'Owner: Asha Rao',
      'Tenant: Vikram Singh',
      'https://thikana.example/agreements/verify/9f2c',
    ]);
    const info = execFileSync('/usr/bin/pdfinfo', [path.join(dir, 'en.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('without an audit there is no audit page', async () => {
    const text = textOf(await agreementPdf(draftAgreement(sampleInput()), null), 'en-unsigned');
    expect(text).toContain('Estimate: ₹711');
    expect(text).not.toContain('Signatures and verification');
  });

  it('a Hindi agreement reads back its Hindi words in their order', async () => {
    const input = sampleInput({ language: 'hi' });
    input.premises = { ...input.premises, city: 'Jaipur', locality: 'Malviya Nagar' };
    const doc = draftAgreement(input);
    const text = textOf(await agreementPdf(doc, audit(doc)), 'hi');
    expectInOrder(text, [
      'किराया अनुबंध',
      '1. पक्षकार',
      'Asha Rao',
      'मकान मालिक',
      'Vikram Singh',
      'किरायेदार',
      'जयपुर, राजस्थान',
      'मासिक किराया ₹25,000 है',
      'प्रतिभूति राशि (सिक्योरिटी डिपॉज़िट)',
      '₹1,00,000 की वापसी-योग्य प्रतिभूति राशि',
      '30 दिनों के भीतर',
      'राजस्थान: पंजीकरण, स्टांप शुल्क और प्रतिभूति राशि',
      'कोई अनुमान नहीं: उप-पंजीयक से पूछें।',
      'हस्ताक्षर और सत्यापन',
      sha256OfText(doc),
    ]);
    expect(text).toContain('पृष्ठ 1 /');
  });
});

// ---- the glyphs the PDF draws with the Devanagari font, as glyph ids of the font file ----

type PdfObject = { dict: string; stream: Buffer | null };

const objectsOf = (pdf: Buffer) => {
  const objects = new Map<number, PdfObject>();
  const raw = pdf.toString('latin1');
  for (const [, n, body] of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const at = body!.indexOf('stream');
    const dict = at >= 0 ? body!.slice(0, at) : body!;
    const data =
      at >= 0
        ? Buffer.from(body!.slice(body!.indexOf('\n', at) + 1, body!.lastIndexOf('endstream')), 'latin1')
        : null;
    objects.set(Number(n), { dict, stream: data && /FlateDecode/.test(dict) ? inflateSync(data) : data });
  }
  return objects;
};

const ref = (dict: string, key: string) =>
  Number(new RegExp(`/${key}\\s*\\[?\\s*(\\d+) 0 R`).exec(dict)?.[1]);

/** The Devanagari font's glyph ids in drawing order, and its embedded subset. */
const devanagariGlyphs = (pdf: Buffer, fontName: string) => {
  const objects = objectsOf(pdf);
  const fontFor = new Map<string, number>();
  for (const { dict } of objects.values())
    for (const [, name, n] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontFor.set(name!, Number(n));
  const [resource, type0] = [...fontFor].find(([, n]) => {
    const cid = objects.get(ref(objects.get(n)!.dict, 'DescendantFonts'))!;
    return objects.get(ref(cid.dict, 'FontDescriptor'))!.dict.includes(`+${fontName}`);
  })!;
  const cid = objects.get(ref(objects.get(type0)!.dict, 'DescendantFonts'))!;
  const subset = objects.get(ref(objects.get(ref(cid.dict, 'FontDescriptor'))!.dict, 'FontFile2'))!.stream!;
  const glyphs: number[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /FontFile2|Length1|Subtype/.test(dict)) continue;
    let current = '';
    for (const [, font, hex] of stream.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]+)>/g)) {
      if (font) current = font;
      else if (current === resource)
        for (let i = 0; i < hex!.length; i += 4) glyphs.push(Number.parseInt(hex!.slice(i, i + 4), 16));
    }
  }
  return { glyphs, subset };
};

const hbFont = (bytes: Buffer) => new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(bytes).buffer)));

const shape = (font: hb.Font, text: string) => {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((g) => g.codepoint);
};

const indexOfRun = (haystack: string[], needle: string[]) =>
  haystack.findIndex((_, i) => needle.every((g, j) => haystack[i + j] === g));

describe.skipIf(!hasPoppler)('Devanagari in the PDF', () => {
  it('draws conjuncts, reph and the i-matra as HarfBuzz shapes them, not letter by letter', async () => {
    const input = sampleInput({ language: 'hi' });
    input.terms = { ...input.terms, houseRules: [CONJUNCTS.join(' ')] };
    const pdf = await agreementPdf(draftAgreement(input), null);
    const { glyphs, subset } = devanagariGlyphs(pdf, 'NotoSansDevanagari-Regular');
    const original = hbFont(readFileSync(new URL('./fonts/NotoSansDevanagari-Regular.ttf', import.meta.url)));
    const embedded = hbFont(subset);
    // A glyph of the subset is named by its outline, which is the original glyph's outline.
    const drawn = glyphs.map((g) => embedded.glyphToPath(g));
    for (const word of CONJUNCTS) {
      const shaped = shape(original, word).map((g) => original.glyphToPath(g));
      const letterByLetter = [...word]
        .flatMap((ch) => shape(original, ch))
        .map((g) => original.glyphToPath(g));
      expect(shaped, `${word}: shaping changes it`).not.toEqual(letterByLetter);
      expect(indexOfRun(drawn, shaped), `${word} drawn as shaped`).toBeGreaterThanOrEqual(0);
    }
    // The page also renders: pdftoppm draws the first page.
    const file = path.join(dir, 'conjuncts.pdf');
    writeFileSync(file, pdf);
    execFileSync('/usr/bin/pdftoppm', [
      '-r',
      '30',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      file,
      path.join(dir, 'page'),
    ]);
    expect(existsSync(path.join(dir, 'page-1.png'))).toBe(true);
  });
});
