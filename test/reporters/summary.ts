/**
 * Vitest reporter that ends the run with one plain line, `tests: N passed, N failed, N skipped`, so CI logs state the
 * count in a form any reader (or tool) can parse. Used next to the default reporter (vitest.config.ts).
 */
import type { Reporter } from 'vitest/reporters';
import type { RunnerTask, RunnerTestFile } from 'vitest';

function count(tasks: RunnerTask[], acc: { passed: number; failed: number; skipped: number }): void {
  for (const t of tasks) {
    if (t.type === 'suite') {
      count(t.tasks, acc);
      continue;
    }
    const state = t.result?.state;
    if (state === 'pass') acc.passed++;
    else if (state === 'fail') acc.failed++;
    else acc.skipped++;
  }
}

export default class SummaryReporter implements Reporter {
  onFinished(files: RunnerTestFile[] = [], errors: unknown[] = []): void {
    const acc = { passed: 0, failed: 0, skipped: 0 };
    count(files, acc);
    // A file that failed to load (or an unhandled error) counts as a failure.
    const broken = files.filter((f) => f.result?.state === 'fail' && f.tasks.length === 0).length + errors.length;
    acc.failed += broken;
    process.stdout.write(`\ntests: ${acc.passed} passed, ${acc.failed} failed, ${acc.skipped} skipped\n`);
  }
}
