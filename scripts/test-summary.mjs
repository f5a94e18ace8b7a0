#!/usr/bin/env node
// Adds up the unit (Vitest) and browser (Playwright) JSON reports and prints the
// closing line CI reads: "N passed, N failed" (", N skipped" when any were skipped).
// Exits 1 when a report is missing or any test failed.
import {existsSync, readFileSync} from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
  if (!unit.success && unit.numFailedTests === 0) failed += 1;
} else missing++;

const e2e = read('test-results/e2e.json');
if (e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
} else missing++;

if (missing) console.log(`${missing} test report(s) missing: an earlier step failed`);
console.log(`${passed} passed, ${failed + missing} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed + missing > 0 ? 1 : 0);
