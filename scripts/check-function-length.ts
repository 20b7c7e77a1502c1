// A screen reads top to bottom in one sitting: no function, arrow function or method in src/
// is longer than MAX_LINES (docs/architecture.md). Tests and content pages (the long texts of
// the FAQ and policy pages, *-content.en.tsx / *-content.hi.tsx) are left out. Prints each
// function over the limit as "path:line name N lines" and exits 1 when there is one;
// `--list N` prints every function over N lines instead and exits 0.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_LINES = 150;

type LongFunction = { file: string; line: number; name: string; lines: number };

const isChecked = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.d\.ts$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !/-content\.(en|hi)\.tsx$/.test(file);

const nameOf = (node: ts.Node): string => {
  if (
    (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) &&
    node.name
  ) {
    return node.name.getText();
  }
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    // A component wrapped in memo() or forwardRef() is named by its variable.
    const holder = parent.parent;
    if (ts.isVariableDeclaration(holder)) return holder.name.getText();
    return `(callback of ${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee})`;
  }
  return '(anonymous)';
};

/** Every function in `source` whose body is longer than `limit` lines. */
export const longFunctions = (file: string, source: string, limit: number): LongFunction[] => {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isConstructorDeclaration(node) ||
        ts.isGetAccessorDeclaration(node) ||
        ts.isSetAccessorDeclaration(node)) &&
      node.body
    ) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.body.getStart(sourceFile)).line;
      const end = sourceFile.getLineAndCharacterOfPosition(node.body.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) {
        const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
        found.push({ file, line, name: nameOf(node), lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return isChecked(full) ? [full] : [];
  });

const checkTree = (root: string, limit: number) =>
  filesUnder(path.join(root, 'src')).flatMap((file) =>
    longFunctions(path.relative(root, file), readFileSync(file, 'utf8'), limit),
  );

if (process.argv[1]?.endsWith('check-function-length.ts')) {
  const root = path.resolve(import.meta.dirname, '..');
  const listAt = process.argv.indexOf('--list');
  const limit = listAt === -1 ? MAX_LINES : Number(process.argv[listAt + 1]);
  if (!Number.isInteger(limit) || limit < 0) {
    process.stderr.write('usage: check-function-length.ts [--list N]\n');
    process.exit(2);
  }
  const found = checkTree(root, limit).sort((a, b) => b.lines - a.lines);
  const out = listAt === -1 ? process.stderr : process.stdout;
  for (const f of found) out.write(`${f.file}:${f.line} ${f.name} ${f.lines} lines\n`);
  if (listAt === -1) {
    if (found.length > 0) {
      process.stderr.write(
        `${found.length} functions over ${MAX_LINES} lines: split them into named parts\n`,
      );
      process.exit(1);
    }
    process.stdout.write(`no function over ${MAX_LINES} lines\n`);
  } else {
    process.stdout.write(`${found.length} functions over ${limit} lines\n`);
  }
}
