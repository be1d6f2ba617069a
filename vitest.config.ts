import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { MOCKS } from './test/helpers/mock-files';

// Two groups, run one after the other (sequence.groupOrder):
//  0. 'unit' (and 'mocks', see MOCKS): every test except the ones below (test/site builds dist/ with `npm run build`,
//     others build projects of their own);
//  1. 'browser': test/browser and test/pdf drive Chromium against the built dist/. They start after group 0, so
//     they never read dist/ while a build rewrites it; they reuse that build (or build it if missing or stale).
//     With them, 'package': test/package packs rocsite, installs it into a temporary project and builds that
//     project, and checks that nothing outside it was written (the repository's git status, dist/ and .cache/): the
//     browser tests beside it write only into temporary directories and the ignored test-artifacts/, and the builds
//     of group 0 are over.
const BROWSER = ['test/browser/**/*.test.ts', 'test/pdf/**/*.test.ts'];
const PACKAGE = ['test/package/**/*.test.ts'];
// The unit group's files share the modules they import within each worker process (SHARED): importing the engine,
// DuckDB, the Parquet readers and zod again for each of 120 files, each in a new process, was 86 s of the suite's
// summed time (collect) and 15 s (prepare); shared, 22 s and 0.3 s. The files that replace a module with vi.mock
// ('mocks', test/helpers/mock-files.ts) import their modules afresh (ISOLATED), or the module they replace would be
// the one every later file of that worker imports; so do the browser group's files, whose harness keeps the site
// under test per module and removes its temporary copy at the file's end.
const SHARED = { isolate: false, poolOptions: { forks: { isolate: false } } };
const ISOLATED = { isolate: true, poolOptions: { forks: { isolate: true } } };

// The longest test files, longest first within each group (seconds in a fresh clone on the 2-core CI machine, set-up
// and collection included: group 0 build-atomic 167, build 42; group 1 axe 74, package 71, review 67, site 55, pdf 36,
// print-charts 35, typecheck 16).
// Without vitest's duration cache (a fresh clone, CI) vitest runs larger files first, which once put a 60 s browser
// file last, alone on one worker; longest first leaves the short ones to fill the end.
const LONGEST = [
  'test/hardening/build-atomic.test.ts',
  'test/site/build.test.ts',
  'test/browser/axe.test.ts',
  'test/package/pack.test.ts',
  'test/browser/review.test.ts',
  'test/browser/site.test.ts',
  'test/pdf/pdf.test.ts',
  'test/browser/print-charts.test.ts',
  'test/package/typecheck.test.ts',
];

/** Vitest's order (failed first, then longest by its cache or largest), with {@link LONGEST} first in its order. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.indexOf(relative(this.ctx.config.root, f.moduleId).split('\\').join('/'));
      return i < 0 ? LONGEST.length : i;
    };
    return (await super.sort(files))
      .map((f, at) => ({ f, at }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.at - b.at)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Worker processes are reused from one test file to the next; each project below says whether its files also share
    // the modules they import (isolate: false) or import them afresh (isolate: true). See SHARED.
    poolOptions: { forks: { isolate: false } },
    // Both cores (vitest's default is cores − 1, one worker on a 2-core CI machine). In a fresh clone the suite took
    // 470 s with 2 workers and 435 s with 3 (one run each): 7 %, within the spread between runs (470–559 s), for three
    // files with time limits sharing two cores, so 2. Tests that run builds or browsers use their own temporary
    // projects, or the groups above.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // Temporary files of the whole run in one directory, removed at its end (test/helpers/temp-root.ts).
    globalSetup: ['test/helpers/temp-root.ts'],
    reporters: ['default', './test/reporters/summary.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...BROWSER, ...PACKAGE, ...MOCKS], ...SHARED, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'mocks', ...ISOLATED, include: MOCKS, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'browser', ...ISOLATED, include: BROWSER, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: { name: 'package', ...ISOLATED, include: PACKAGE, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
