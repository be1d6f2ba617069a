/**
 * The content loader of the computed reports (src/lib/site/loader.ts), driven with a minimal stand-in for Astro's
 * loader context: one entry per planned report, in plan order, validated by the report schema, its JSON the exact
 * `rocsite compute` text in a file named by the entry (not in Astro's store); a failing report is named.
 */
import { describe, it, expect, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import { mkdtempSync, mkdirSync, writeFileSync, cpSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportDataLoader } from '../../src/lib/site/loader';
import { siteDataDir, siteEntrySchema, siteReportJson, siteReportOf } from '../../src/lib/site/site-data';
import { computeReportJson } from '../../src/lib/report/pipeline';
import { siteConfig } from '../../src/lib/site/astro-config';
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
  it('stores every planned report, validated; its rocsite compute JSON in a file checked by its digest', async () => {
    const dir = site({ 'content/reports/pub.mdx': '---\ntitle: Published\nconfig: data/published/sepsis-screening.yaml\n---\nText\n' });
    cpSync(join(root, 'data', 'published'), join(dir, 'data', 'published'), { recursive: true });
    const { entries, ctx } = context();
    const env = { ...process.env, SOURCE_DATE_EPOCH: '1700000000' };
    const saved = process.env.SOURCE_DATE_EPOCH;
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    const load = () => reportDataLoader({ root: dir }).load(ctx as never);
    try {
      // A file of a report that no longer exists is removed by the next load.
      mkdirSync(siteDataDir(dir), { recursive: true });
      writeFileSync(join(siteDataDir(dir), 'gone.0123456789abcdef.json'), '{}');
      await load();
    } finally {
      if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = saved;
    }
    expect([...entries.keys()]).toEqual(['pub']);
    const e = entries.get('pub')!;
    expect(e.data).toMatchObject({ slug: 'pub', configPath: 'data/published/sepsis-screening.yaml', mdx: 'pub', index: 0 });
    const cli = await computeReportJson(join(dir, 'data/published/sepsis-screening.yaml'), { cache: false, env });
    // The text stays out of Astro's store (which the build bundles as one module); the entry names its file.
    expect(e.body).toBeUndefined();
    expect(e.data).not.toHaveProperty('report');
    expect(readdirSync(siteDataDir(dir))).toEqual([`pub.${String(e.data.sha256).slice(0, 16)}.json`]);
    expect(readFileSync(String(e.data.reportFile), 'utf8')).toBe(cli.json);
    expect(siteReportJson(e.data as never).toString('utf8')).toBe(cli.json);
    expect(siteReportOf(e as never).report).toEqual(JSON.parse(cli.json));
    // Parsed once per digest, until Astro has generated the pages: then the build forgets the parsed reports.
    const once = siteReportOf(e as never).report;
    expect(siteReportOf(e as never).report).toBe(once);
    const forget = siteConfig().integrations!.flat().find((i) => !!i && typeof i === 'object' && 'name' in i && i.name === 'rocsite-forget-reports');
    await (forget as { hooks: Record<string, () => unknown> }).hooks['astro:build:generated']();
    const again = siteReportOf(e as never).report;
    expect(again).not.toBe(once);
    expect(again).toEqual(once);
    // A file changed after the load is an error naming the report and the file, not a stale page.
    writeFileSync(String(e.data.reportFile), cli.json.replace('"title"', ' "title"'));
    expect(() => siteReportJson(e.data as never)).toThrow(/^report "pub": .*pub\.[0-9a-f]{16}\.json changed since the reports were loaded; run the build again$/);
  }, 120_000);

  it('in dev, a file added under data/ recomputes the reports: a new part file a pattern matches is read', async () => {
    const dir = site({
      'data/x/r.yaml': 'title: Parts\ndataset: { path: "parts/*.csv", label: y }\n',
      'data/x/parts/p1.csv': 'y,s\n1,0.9\n0,0.1\n',
    });
    const { entries, ctx } = context();
    const logged: string[] = [];
    const watcher = new EventEmitter();
    const rows = () => (siteReportOf(entries.get('r') as never).report as { dataset: { positives: number; negatives: number } }).dataset;
    await reportDataLoader({ root: dir }).load({ ...ctx, watcher, logger: { ...ctx.logger, info: (m: string) => logged.push(m) } } as never);
    expect(rows()).toMatchObject({ positives: 1, negatives: 1 });
    const added = join(dir, 'data/x/parts/p2.csv');
    writeFileSync(added, 'y,s\n1,0.8\n1,0.7\n0,0.2\n');
    watcher.emit('add', added);
    expect(logged).toContain(`${added} added: recomputing the reports`);
    await vi.waitFor(() => expect(rows()).toMatchObject({ positives: 3, negatives: 2 }), { timeout: 20_000, interval: 100 });
    // Outside data/ and content/reports/: nothing happens.
    watcher.emit('unlink', join(dir, 'elsewhere.csv'));
    expect(logged.filter((m) => m.includes('elsewhere'))).toEqual([]);
  }, 60_000);

  it('a report that fails is named with its config', async () => {
    const dir = site({ 'data/x/bad.yaml': 'title: Bad\ndataset: { path: missing.csv, label: y }\n' });
    const { ctx } = context();
    await expect(reportDataLoader({ root: dir }).load(ctx as never)).rejects.toThrow(/^report "bad" \(data\/x\/bad\.yaml\): /);
  });
});
