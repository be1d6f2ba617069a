import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { MOCKS } from './test/helpers/mock-files';

// Two groups, run one after the other (sequence.groupOrder):
//  0. 'mocks' (see MOCKS) and 'unit': every test except the ones below (test/site builds dist/ with `npm run build`,
//     others build projects of their own);
//  1. 'browser': test/browser and test/pdf drive Chromium against the built dist/. They start after group 0, so
//     they never read dist/ while a build rewrites it; they reuse that build (or build it if missing or stale).
//     With them, test/package packs rocsite, installs it into a temporary project and builds that project, and
//     checks that nothing outside it was written (the repository's git status, dist/ and .cache/): the browser tests
//     beside it write only into temporary directories and the ignored test-artifacts/, and the builds of group 0 are
//     over.
// Within a group vitest runs one project after another: a project's files start once every file of the one before
// has started. So group 1 is one project (as two, the package test, 70 s with its install, started after the last
// browser file and ran alone for 47 s at the end), and group 0 starts with 'mocks' (its 19 s file ran alone at the
// end): LONGEST puts a file of it first.
const BROWSER = ['test/browser/**/*.test.ts', 'test/pdf/**/*.test.ts', 'test/package/**/*.test.ts'];
// The unit group's files share the modules they import within each worker process (SHARED): importing the engine,
// DuckDB, the Parquet readers and zod again for each of 123 files, each in a new process, was 86–97 s of the suite's
// summed time (collect) and 15–18 s (prepare); shared, 26–31 s and 0.7–1.1 s in the whole suite. The files that replace a module with vi.mock
// ('mocks', test/helpers/mock-files.ts) import their modules afresh (ISOLATED), or the module they replace would be
// the one every later file of that worker imports; so do the browser group's files, whose harness keeps the site
// under test per module and removes its temporary copy at the file's end.
// (Vitest reads a project's poolOptions.forks.isolate before its `isolate`, and the projects inherit the root's.)
const SHARED = { poolOptions: { forks: { isolate: false } } };
const ISOLATED = { poolOptions: { forks: { isolate: true } } };

// The longest test files, longest first within each group (seconds in a fresh clone's run on a slow host: group 0
// engine-progress 13 (mocks), build-atomic 185, build 86 with the examples' build; group 1 axe 187, pack 102 with its
// install, site 55, review 53, pdf 40 with its exports, typecheck 24, print-charts 15: axe and pdf on one worker, the
// others on the other, about 230–250 s each). (pdf last left one worker alone for 30 s.)
// Without vitest's duration cache (a fresh clone, CI) vitest runs larger files first, which once put a 60 s browser
// file last, alone on one worker; longest first leaves the short ones to fill the end.
const LONGEST = [
  'test/io/engine-progress.test.ts',
  'test/hardening/build-atomic.test.ts',
  'test/site/build.test.ts',
  'test/browser/axe.test.ts',
  'test/package/pack.test.ts',
  'test/browser/site.test.ts',
  'test/browser/review.test.ts',
  'test/pdf/pdf.test.ts',
  'test/package/typecheck.test.ts',
  'test/browser/print-charts.test.ts',
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
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...BROWSER, ...MOCKS], ...SHARED, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'mocks', ...ISOLATED, include: MOCKS, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'browser', ...ISOLATED, include: BROWSER, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
