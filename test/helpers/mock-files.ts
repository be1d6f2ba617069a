/**
 * The test files that replace a module (vi.mock): vitest.config.ts has them import their modules afresh (project
 * 'mocks'), as the other unit files share their worker's modules (isolate: false); test/audit/mock-files.test.ts
 * checks that the list names every such file.
 */
export const MOCKS = ['test/io/engine-progress.test.ts', 'test/io/read-progress.test.ts', 'test/io/size-limit.test.ts'];
