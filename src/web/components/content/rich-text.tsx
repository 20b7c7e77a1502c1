// Blog text is plain text: paragraphs are separated by a blank line and every piece
// is a React text node, so nothing from the database is ever parsed as HTML.
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, i) => (
        // Paragraphs have no identity of their own; their order is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={i} className={`whitespace-pre-line ${className ?? ''}`}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
