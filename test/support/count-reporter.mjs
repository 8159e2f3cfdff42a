// Writes the browser run's totals to a JSON file, so that `npm test` can print one
// "N passed, M failed" line for all suites. A file that failed to load counts as one failure.
import { writeFileSync } from 'node:fs';

function countSuite(suite, totals) {
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) countSuite(child, totals);
}

export function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) countSuite(session.testResults, totals);
        if (session.errors.length > 0 || (!session.passed && !session.testResults)) totals.failed += 1;
      }
      if (file) writeFileSync(file, JSON.stringify(totals));
    },
  };
}
