import { describe, expect, it } from 'vitest';
import { longFunctions, MAX_LINES } from './check-function-length.ts';

const component = (name: string, bodyLines: number) =>
  [
    `export const ${name} = () => {`,
    ...Array.from({ length: bodyLines }, (_, i) => `  const a${i} = ${i};`),
    '  return null;',
    '};',
  ].join('\n');

describe('the function length check', () => {
  it('flags a component longer than the limit, with its file, line, name and length', () => {
    const source = `import x from 'y';\n\n${component('LongPage', MAX_LINES)}\n`;
    expect(longFunctions('src/web/pages/long-page.tsx', source, MAX_LINES)).toEqual([
      { file: 'src/web/pages/long-page.tsx', line: 3, name: 'LongPage', lines: MAX_LINES + 3 },
    ]);
  });

  it('passes a short component', () => {
    expect(longFunctions('src/web/pages/short-page.tsx', component('ShortPage', 10), MAX_LINES)).toEqual([]);
  });

  it('names a long method and a long route callback', () => {
    const body = Array.from({ length: 20 }, () => '    work();').join('\n');
    const source = `class Store {\n  load() {\n${body}\n  }\n}\napp.get('/x', async () => {\n${body}\n});\n`;
    expect(longFunctions('src/server/x.ts', source, 10).map((f) => f.name)).toEqual([
      'load',
      '(callback of app.get)',
    ]);
  });
});
