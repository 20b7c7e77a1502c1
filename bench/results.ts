// bench/RESULTS.md holds one section per benchmark that writes there; each run replaces
// its own section (between its markers) and leaves the others as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.join(path.resolve(import.meta.dirname, '..'), 'bench/RESULTS.md');

export const writeResults = (name: string, markdown: string) => {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}${current.trim() ? '\n\n' : ''}${section}\n`;
  writeFileSync(file, next);
};
