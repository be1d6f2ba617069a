/**
 * The content loader of the computed reports (src/lib/site/loader.ts), driven with a minimal stand-in for Astro's
 * loader context: one entry per planned report, in plan order, validated by the report schema, its body the exact
 * `rocsite compute` JSON; a failing report is named.
 */
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportDataLoader, siteEntrySchema, siteReportOf } from '../../src/lib/site/loader';
import { computeReportJson } from '../../src/lib/report/pipeline';
import { root } from '../helpers/cli';

function context() {
  const entries = new Map<string, { id: string; data: Record<string, unknown>; body?: string; digest?: string }>();
  return {
    entries,
    ctx: {
      store: {
        keys: () => [...entries.keys()],
        delete: (id: string) => entries.delete(id),
        set: (e: { id: string; data: Record<string, unknown>; body?: string; digest?: string }) => (entries.set(e.id, e), true),
      },
      parseData: async ({ data }: { id: string; data: unknown }) => siteEntrySchema.parseAsync(data),
      generateDigest: (s: string) => String(s.length),
      logger: { info: () => {}, error: () => {}, warn: () => {} },
      watcher: undefined,
    },
  };
}

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rocsite-loader-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  return dir;
}

describe('reportDataLoader', () => {
  it('stores every planned report, validated, with the rocsite compute JSON as body', async () => {
    const dir = site({ 'content/reports/pub.mdx': '---\ntitle: Published\nconfig: data/published/sepsis-screening.yaml\n---\nText\n' });
    cpSync(join(root, 'data', 'published'), join(dir, 'data', 'published'), { recursive: true });
    const { entries, ctx } = context();
    const env = { ...process.env, SOURCE_DATE_EPOCH: '1700000000' };
    const saved = process.env.SOURCE_DATE_EPOCH;
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    try {
      await reportDataLoader({ root: dir }).load(ctx as never);
    } finally {
      if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = saved;
    }
    expect([...entries.keys()]).toEqual(['pub']);
    const e = entries.get('pub')!;
    expect(e.data).toMatchObject({ slug: 'pub', configPath: 'data/published/sepsis-screening.yaml', mdx: 'pub', index: 0 });
    const cli = await computeReportJson(join(dir, 'data/published/sepsis-screening.yaml'), { cache: false, env });
    expect(e.body).toBe(cli.json);
    // The report travels as the body; siteReportOf parses and validates it (Astro's store cannot hold `__proto__` keys).
    expect(e.data).not.toHaveProperty('report');
    expect(siteReportOf(e as never).report).toEqual(JSON.parse(cli.json));
  }, 120_000);

  it('a report that fails is named with its config', async () => {
    const dir = site({ 'data/x/bad.yaml': 'title: Bad\ndataset: { path: missing.csv, label: y }\n' });
    const { ctx } = context();
    await expect(reportDataLoader({ root: dir }).load(ctx as never)).rejects.toThrow(/^report "bad" \(data\/x\/bad\.yaml\): /);
  });
});
