// Adds up the Vitest and Playwright JSON reports (and any further Vitest reports after them,
// such as the server image's test that .ci/run runs last) into one closing line:
// "N passed, N failed" (", N skipped" when some were skipped). A report that is
// missing, or a suite that failed before any test ran, counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile, ...laterVitestFiles] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

const addVitest = (file) => {
  if (!file || !existsSync(file)) {
    failed += 1;
    return;
  }
  const v = JSON.parse(readFileSync(file, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const result of v.testResults ?? []) {
    const anyFailedTest = (result.assertionResults ?? []).some((a) => a.status === 'failed');
    if (result.status === 'failed' && !anyFailedTest) failed += 1;
  }
};

addVitest(vitestFile);
for (const file of laterVitestFiles) addVitest(file);

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
