// The whole interface reads in the chosen language (docs/product/language.md): no component
// shows English written into its code. This reads every component's source and fails on text
// between tags, on spoken attributes (aria-label, title, alt, placeholder) and on toasts given
// as literal strings, since those would stay English for a Hindi reader.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Pages written whole in each language (docs/decisions/0072-long-form-pages-per-language.md). */
const WRITTEN_PER_LANGUAGE = /-content\.(en|hi)\.tsx$/;

/** Names that read the same in both languages. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Thikana',
  'WhatsApp',
  'Razorpay',
  'Facebook',
  'Instagram',
  'X',
  'YouTube',
  'LinkedIn',
  'OTP',
]);

const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'aria-description',
  'label',
  'heading',
  'loadingLabel',
  'legend',
  'error',
  'description',
  'hint',
]);

/** The web app's source, tests, test helpers and type declarations aside, by path from src/web. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../**/*.d.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)
  .filter(([path]) => !WRITTEN_PER_LANGUAGE.test(path))
  .map(([path, text]) => ({ path: path.replace(/^\.\.\//, ''), text }));

/** Whether a text would read as English: a word of two or more Latin letters not in the list above. */
const isWords = (text: string) =>
  (text.replace(/https?:\/\/\S*|\S+@\S+/g, '').match(/[A-Za-z][A-Za-z']+/g) ?? []).some(
    (word) => !SAME_IN_EVERY_LANGUAGE.has(word),
  );

/** An element nobody sees or hears (a bots-only field): `aria-hidden="true"` on its opening tag. */
const isHidden = (node: ts.Node, source: ts.SourceFile) =>
  ts.isJsxElement(node) &&
  node.openingElement.attributes.properties.some(
    (a) =>
      ts.isJsxAttribute(a) &&
      a.name.getText(source) === 'aria-hidden' &&
      a.initializer?.getText(source) === '"true"',
  );

const literalTexts = (path: string, text: string) => {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const at = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (isHidden(node, source)) return;
    if (ts.isJsxText(node) && isWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const text = ts.isStringLiteral(value)
        ? value.text
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression.text
          : undefined;
      if (text !== undefined && isWords(text)) at(node, text);
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
      if (ts.isJsxElement(node.parent) && isWords(node.expression.text)) at(node, node.expression.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const [first] = node.arguments;
      if (/^toast(\.\w+)?$/.test(callee) && first && ts.isStringLiteralLike(first)) {
        if (isWords(first.text)) at(node, first.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('the interface has no English written into components', () => {
  it('reads every text from the catalogue', () => {
    expect(sources.map(({ path }) => path)).toContain('components/header.tsx');
    const found = sources.flatMap(({ path, text }) => literalTexts(path, text));
    expect(found).toEqual([]);
  });

  it('catches a literal text, a spoken attribute and a literal toast', () => {
    const samples = [
      '<p>Hello there</p>',
      '<button aria-label="Close dialog" />',
      "toast.success('Saved it')",
      '<b>{"Plain words"}</b>',
      '<p>Thikana</p>',
      '<p>{t("x")}</p>',
      '<img alt={t("photo")} />',
    ];
    const flagged = samples.map((text) => literalTexts('sample.tsx', text).length > 0);
    expect(flagged).toEqual([true, true, true, true, false, false, false]);
  });
});
