// A person's own words in a notice we send are never given as ours
// (docs/decisions/0137-strangers-words-are-quoted-never-relayed.md): an email quotes them under
// "<Name> wrote:", as "> " lines in its text and a quote block in its HTML, with everything
// escaped; a WhatsApp message, which reads as Thikana speaking, only says that they wrote
// something and where to read it.

/** Someone's words, and what WhatsApp says in their place ("Meera Iyer left a note: …"). */
type TheirWords = { by: string; words: string; onWhatsApp: string };

/** A notice's lines: ours as strings, theirs quoted. */
export type NoticeLines = (string | TheirWords)[];

// biome-ignore lint/suspicious/noControlCharactersInRegex: vertical tab and form feed break lines too
const LINE_BREAK = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

const linesOf = (words: string) =>
  words
    .replaceAll(CONTROL, '')
    .split(LINE_BREAK)
    .map((line) => line.trimEnd());

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** One of our lines in HTML: our own links stay links; quoted words never get any. */
const ourLine = (line: string) =>
  escapeHtml(line).replaceAll(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const QUOTE_STYLE = 'margin:0 0 1em 0;padding:0 0 0 12px;border-left:3px solid #c8c8c8;color:#555';

/** The email's text, its HTML, and the WhatsApp text of a notice. */
export const composeNotice = (lines: NoticeLines) => ({
  text: lines
    .map((line) =>
      typeof line === 'string'
        ? line
        : ['', `${line.by} wrote:`, ...linesOf(line.words).map((l) => `> ${l}`), ''].join('\n'),
    )
    .join('\n')
    .replaceAll(/\n{3,}/g, '\n\n')
    .trim(),
  html: lines
    .map((line) =>
      typeof line === 'string'
        ? `<p>${ourLine(line)}</p>`
        : `<p>${escapeHtml(line.by)} wrote:</p><blockquote style="${QUOTE_STYLE}">${linesOf(line.words)
            .map(escapeHtml)
            .join('<br>')}</blockquote>`,
    )
    .join('\n'),
  whatsapp: lines.map((line) => (typeof line === 'string' ? line : line.onWhatsApp)).join('\n'),
});
