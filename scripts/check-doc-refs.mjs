// Every document the code cites must be in the repository. Fails (exit 1) when a file
// under src/, e2e/, bench/ or scripts/ cites:
//   - the product brief's files by name (SPEC, DECISIONS, DESIGN, ARCHITECTURE or
//     STYLE, each with a .md suffix), or any other bare capitalised Markdown name that
//     is missing at the root (README is there);
//   - a relative path into a `shared/` folder that does not exist from that file
//     (imports of src/shared resolve; the old ../shared brief does not);
//   - a path under docs/ to a Markdown file that does not exist, or whose #anchor is
//     not a heading of that file;
//   - a file named from the repository's root (src/..., e2e/..., bench/..., scripts/...)
//     in a comment, that does not exist.
// Links between the Markdown files of docs/ and the README are checked the same way.
// Anchors follow GitHub's rules: lowercase, spaces to hyphens, punctuation dropped.
// Usage: node scripts/check-doc-refs.mjs [repository root]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CODE_DIRS = ['src', 'e2e', 'bench', 'scripts'];
const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git']);
/** The brief that lives outside the repository; citing it is always wrong. */
const BRIEF_FILES = new Set(['SPEC', 'DECISIONS', 'DESIGN', 'ARCHITECTURE', 'STYLE'].map((n) => `${n}.md`));

const walk = (dir, keep) => {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(path, keep);
    return keep(entry.name) ? [path] : [];
  });
};

/** GitHub's heading anchor: lowercase, punctuation dropped, spaces to hyphens. */
export const slugOf = (heading) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');

const anchorCache = new Map();
/** Every anchor a Markdown file offers (duplicates get -1, -2, ... as on GitHub). */
export const anchorsOf = (file) => {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (!fence) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const base = slugOf(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
};

/** A reason the cited `path#anchor` (resolved to `target`) is not in the repository, or null. */
const problemOf = (target, anchor, root) => {
  if (!target.startsWith(root)) return 'points outside the repository';
  if (!existsSync(target) || !statSync(target).isFile()) return 'no such file in the repository';
  if (anchor && !anchorsOf(target).has(anchor)) return `no heading with the anchor #${anchor}`;
  return null;
};

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Citations in a source file: [line, cited text, problem]. */
const checkCodeFile = (file, root) => {
  const text = readFileSync(file, 'utf8');
  const found = [];
  const report = (index, cited, problem) => found.push([lineOf(text, index), cited, problem]);

  for (const m of text.matchAll(/(?<![\w/.-])([A-Z][\w-]*\.md)(?![\w(])/g)) {
    if (BRIEF_FILES.has(m[1])) report(m.index, m[1], 'the product brief is not part of the repository');
    else if (!existsSync(join(root, m[1]))) report(m.index, m[1], 'no such file at the repository root');
  }
  for (const m of text.matchAll(/(?<![\w/.-])((?:\.\.?\/)+shared\/[\w./-]*[\w-])/g)) {
    const target = resolve(dirname(file), m[1]);
    const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
    if (!candidates.some((c) => c.startsWith(root) && existsSync(c))) {
      report(m.index, m[1], 'no such path in the repository');
    }
  }
  for (const m of text.matchAll(/(?<![\w-])((?:\.\.?\/)*docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g)) {
    const path = m[1].replace(/^(?:\.\.?\/)+/, '');
    const problem = problemOf(resolve(root, path), m[2], root);
    if (problem) report(m.index, m[0], problem);
  }
  let offset = 0;
  for (const line of text.split('\n')) {
    const comment = line.match(COMMENT);
    if (comment) {
      const start = offset + line.length - comment[1].length;
      for (const m of comment[1].matchAll(REPO_PATH)) {
        if (!existsSync(join(root, m[1]))) report(start + m.index, m[1], 'no such file in the repository');
      }
    }
    offset += line.length + 1;
  }
  return found;
};

/** The comment of a line: after `//` that starts it or follows a space, or a block comment's line. */
const COMMENT = /(?:^\s*(?:\/\/|\/?\*+)|\s\/\/)(.*)$/;

/** A file of this repository named from its root (`src/server/main.ts`). */
const REPO_PATH =
  /(?<![\w/.@-])((?:src|e2e|bench|scripts)\/(?:[\w.-]+\/)*[\w.-]+\.(?:tsx?|mjs|js|json|sql|css))(?![\w/])/g;

/** Relative links between Markdown files: [line, link, problem]. */
const checkMarkdownFile = (file, root) => {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(/\]\(([^)\s]+?\.md)(?:#([^)\s]+))?\)/g)) {
    if (/^[a-z]+:/i.test(m[1])) continue;
    const problem = problemOf(resolve(dirname(file), m[1]), m[2], root);
    if (problem) found.push([lineOf(text, m.index), m[0].slice(1), problem]);
  }
  for (const m of text.matchAll(/\]\(#([^)\s]+)\)/g)) {
    if (!anchorsOf(file).has(m[1])) found.push([lineOf(text, m.index), `#${m[1]}`, 'no such heading here']);
  }
  return found;
};

export const checkDocRefs = (rootDir) => {
  const root = resolve(rootDir);
  anchorCache.clear();
  const problems = [];
  const add = (file, check) => {
    for (const [line, cited, problem] of check(file, root)) {
      problems.push(`${relative(root, file)}:${line}: ${cited}: ${problem}`);
    }
  };
  for (const dir of CODE_DIRS) {
    for (const file of walk(join(root, dir), (name) => CODE_FILE.test(name))) add(file, checkCodeFile);
  }
  const markdown = [...walk(join(root, 'docs'), (name) => name.endsWith('.md')), join(root, 'README.md')];
  for (const file of markdown.filter((f) => existsSync(f))) add(file, checkMarkdownFile);
  return problems;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkDocRefs(root);
  if (problems.length > 0) {
    console.error(`Citations of documents the repository does not hold (${problems.length}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error('Cite docs/product/*.md or docs/decisions/*.md with an anchor that is a heading there.');
    process.exit(1);
  }
  console.info('Every cited document and heading exists.');
}
