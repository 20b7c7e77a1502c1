// Adds up the Vitest and Playwright JSON reports into one closing line:
// "N passed, N failed" (", N skipped" when some were skipped). A report that is
// missing, or a suite that failed before any test ran, counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const anyFailedTest = (file.assertionResults ?? []).some((a) => a.status === 'failed');
    if (file.status === 'failed' && !anyFailedTest) failed += 1;
  }
} else {
  failed += 1;
}

if (playwrightFile && existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const s = p.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  if ((p.errors ?? []).length > 0) failed += 1;
} else {
  failed += 1;
}

console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
