/**
 * The report pipeline hands back each report's SHA-256 and sizes with its text (a site build logs them and keys its
 * output cache by the digest), and the report cache checks a report text against the schema once per process: a
 * site build reads each cached report twice (its compute step, then the content loader).
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheHeader, verifyEntry } from '../../src/lib/report/cache';
import { computeReportJson } from '../../src/lib/report/pipeline';
import { sha256 } from '../../src/lib/hash';
import { reportSchema } from '../../src/lib/report/schema';
import { root } from '../helpers/cli';

const tmp = mkdtempSync(join(tmpdir(), 'rocsite-cache-digest-'));
const config = join(tmp, 'small.yaml');
const cacheDir = join(tmp, 'cache');
const env = { ...process.env, SOURCE_DATE_EPOCH: '1700000000' };

beforeAll(() => {
  copyFileSync(join(root, 'test/fixtures/small/small.yaml'), config);
  copyFileSync(join(root, 'test/fixtures/small/small.csv'), join(tmp, 'small.csv'));
});
afterEach(() => vi.restoreAllMocks());

/** The entry file's key, header and body. */
function entry(): { key: string; inputHash: string; header: string; body: string } {
  const [name] = readdirSync(cacheDir).filter((f) => f.endsWith('.json'));
  const text = readFileSync(join(cacheDir, name), 'utf8');
  const header = text.slice(0, text.indexOf('\n'));
  return { key: name.slice(0, -'.json'.length), inputHash: /input=([0-9a-f]{64})/.exec(header)![1], header, body: text.slice(header.length + 1) };
}

describe('report pipeline: digest and sizes with the text', () => {
  it('computed, then read from the cache: the SHA-256 of the very text, the numbers of models and warnings', async () => {
    const first = await computeReportJson(config, { cwd: tmp, env, cacheDir });
    expect(first.cached).toBe(false);
    const report = JSON.parse(first.json) as { models: unknown[]; warnings: unknown[] };
    expect(first.sha256).toBe(sha256(first.json));
    expect(first.models).toBe(2);
    expect(first.models).toBe(report.models.length);
    expect(first.warnings).toBe(report.warnings.length);
    // The entry's header names the same digest.
    expect(entry().header).toContain(`sha256=${first.sha256}`);

    const again = await computeReportJson(config, { cwd: tmp, env, cacheDir });
    expect(again.cached).toBe(true);
    expect(again.json).toBe(first.json);
    expect({ sha256: again.sha256, models: again.models, warnings: again.warnings }).toEqual({
      sha256: first.sha256,
      models: first.models,
      warnings: first.warnings,
    });

    const uncached = await computeReportJson(config, { cwd: tmp, env, cache: false });
    expect(uncached.json).toBe(first.json);
    expect(uncached.sha256).toBe(first.sha256);
  });

  it('a report text is checked against the schema once per process; another text, or the same text under other inputs, again', async () => {
    await computeReportJson(config, { cwd: tmp, env, cacheDir });
    const { key, inputHash, header, body } = entry();
    const check = vi.spyOn(reportSchema, 'safeParse');

    // The pipeline above already checked this text: no second check, the same answer.
    const hit = verifyEntry(Buffer.from(`${header}\n${body}`), key, inputHash);
    expect(hit).toMatchObject({ status: 'hit', json: body, sha256: sha256(body), models: 2 });
    expect(check).toHaveBeenCalledTimes(0);

    // Another report text (a consistent header over an edited but valid report): checked, then remembered.
    const edited = body.replace(/"auroc": ([0-9.]+)/, '"auroc": 0.5');
    expect(edited).not.toBe(body);
    const bytes = Buffer.from(`${cacheHeader(key, inputHash, edited)}\n${edited}`);
    expect(verifyEntry(bytes, key, inputHash).status).toBe('hit');
    expect(check).toHaveBeenCalledTimes(1);
    expect(verifyEntry(bytes, key, inputHash).status).toBe('hit');
    expect(check).toHaveBeenCalledTimes(1);

    // The same text under a header claiming other inputs: checked again, and rejected (the report's own input hash).
    const other = sha256('other inputs');
    const r = verifyEntry(Buffer.from(`${cacheHeader(key, other, body)}\n${body}`), key, other);
    expect(r).toEqual({ status: 'invalid', reason: 'the report in the entry was computed from other inputs' });
    expect(check).toHaveBeenCalledTimes(2);

    // A broken text is never remembered as checked.
    const broken = body.replace('"models"', '"modelz"');
    const b = Buffer.from(`${cacheHeader(key, inputHash, broken)}\n${broken}`);
    expect(verifyEntry(b, key, inputHash).status).toBe('invalid');
    expect(verifyEntry(b, key, inputHash).status).toBe('invalid');
    expect(check).toHaveBeenCalledTimes(4);
  });
});
