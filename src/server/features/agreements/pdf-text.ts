// Lines of text in a PDF, in Latin and Devanagari: each run of a script in its own font, shaped
// by fontkit (conjuncts, reph, the i-matra before its consonant), wrapped by our own measure, and
// marked with its text as ActualText so that copying or pdftotext reads the words in their
// logical order rather than the glyphs' visual one (docs/decisions/0154-what-is-signed-is-the-texts-hash.md).
import { readFileSync } from 'node:fs';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';

const FONT_FILES = {
  'latin-regular': 'NotoSans-Regular.ttf',
  'latin-bold': 'NotoSans-Bold.ttf',
  'deva-regular': 'NotoSansDevanagari-Regular.ttf',
  'deva-bold': 'NotoSansDevanagari-Bold.ttf',
} as const;
let fontBytes: Record<keyof typeof FONT_FILES, Buffer> | null = null;

/** Registers the four Noto fonts (fonts/OFL.txt); pdfkit embeds only the glyphs used. */
export const registerFonts = (doc: Doc) => {
  fontBytes ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [
      name,
      readFileSync(new URL(`./fonts/${file}`, import.meta.url)),
    ]),
  ) as Record<keyof typeof FONT_FILES, Buffer>;
  for (const [name, bytes] of Object.entries(fontBytes)) doc.registerFont(name, bytes);
};

// Devanagari and its extended block, with the joiners that shape it; digits, ₹ and Latin go to Noto Sans.
const isDevanagari = (ch: string) => /[\u0900-\u097F\uA8E0-\uA8FF\u200C\u200D]/.test(ch);

type Run = { font: string; text: string };

/** "मासिक किराया ₹25,000 है" -> runs of one script each; a space stays with the run before it. */
const runsOf = (text: string, weight: Weight): Run[] => {
  const runs: Run[] = [];
  for (const ch of text) {
    const script = ch === ' ' && runs.length > 0 ? null : isDevanagari(ch) ? 'deva' : 'latin';
    const last = runs.at(-1);
    if (last && (script === null || last.font === `${script}-${weight}`)) last.text += ch;
    else runs.push({ font: `${script}-${weight}`, text: ch });
  }
  return runs;
};

const widthOf = (doc: Doc, text: string, weight: Weight, size: number) =>
  runsOf(text, weight).reduce(
    (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text),
    0,
  );

/** Words packed into lines no wider than `width`; a word wider than a line stands alone. */
export const wrap = (doc: Doc, text: string, width: number, weight: Weight, size: number) => {
  // A space is measured in the wider of the two fonts, so a line never overruns the margin.
  const space = Math.max(
    widthOf(doc, ' ', weight, size),
    doc.font(`deva-${weight}`).fontSize(size).widthOfString(' '),
  );
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = widthOf(doc, word, weight, size);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = '';
    }
    lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};

/** Draws one line with its top at (x, y), both scripts on one baseline, with its text as ActualText. */
export const drawLine = (doc: Doc, text: string, x: number, y: number, weight: Weight, size: number) => {
  doc.markContent('Span', { actual: text });
  let at = x;
  for (const run of runsOf(text, weight)) {
    doc
      .font(run.font)
      .fontSize(size)
      .text(run.text, at, y + size * 1.1, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(run.text);
  }
  doc.endMarkedContent();
};
