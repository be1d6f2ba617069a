/**
 * The report cache is verified, not trusted: an entry whose body was edited (a clinical number changed by hand),
 * truncated, emptied, stored under another key, or that is not JSON / not a report, is recomputed; the published value
 * is the true one, and the rejection is said once on stderr.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheHeader } from '../../src/lib/report/cache';
import { sha256 } from '../../src/lib/hash';
import { root, runCli } from '../helpers/cli';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const tmp = mkdtempSync(join(tmpdir(), 'rocsite-cache-trust-'));
const config = join(tmp, 'small.yaml');
const cacheDir = join(tmp, 'cache');
let truth = '';
let entryFile = '';
let header = '';
let body = '';

/** The AUROC values of a report JSON text, as published. */
const aurocs = (json: string) => (JSON.parse(json) as { models: { auroc: number }[] }).models.map((m) => m.auroc);

async function compute(out: string, e: Record<string, string> = env) {
  return runCli(['compute', config, '--out', join(tmp, out), '--cache-dir', cacheDir], tmp, e);
}

beforeAll(async () => {
  copyFileSync(join(root, 'test/fixtures/small/small.yaml'), config);
  copyFileSync(join(root, 'test/fixtures/small/small.csv'), join(tmp, 'small.csv'));
  const r = await runCli(['compute', config, '--out', join(tmp, 'truth.json')], tmp, env);
  expect(r.code).toBe(0);
  truth = readFileSync(join(tmp, 'truth.json'), 'utf8');
  const first = await compute('first.json');
  expect(first.code).toBe(0);
  expect(first.err).toBe('');
  const files = readdirSync(cacheDir).filter((f) => f.endsWith('.json'));
  expect(files).toHaveLength(1);
  entryFile = join(cacheDir, files[0]);
  const text = readFileSync(entryFile, 'utf8');
  header = text.slice(0, text.indexOf('\n'));
  body = text.slice(text.indexOf('\n') + 1);
  expect(body).toBe(truth);
  const again = await compute('again.json');
  expect(again.out).toMatch(/\(from cache\)/);
}, 120_000);

describe('report cache: verified entries', () => {
  const key = () => entryFile.slice(entryFile.lastIndexOf('/') + 1, -'.json'.length);
  const inputHash = () => /input=([0-9a-f]{64})/.exec(header)![1];
  const tampered = () => body.replace(/"auroc": [0-9.]+/, '"auroc": 0.9999');
  const cases: [string, () => string | Buffer, RegExp][] = [
    ['an edited auroc (0.9999), header unchanged', () => `${header}\n${tampered()}`, /SHA-256/],
    ['a truncated entry', () => `${header}\n${body}`.slice(0, Math.floor((header.length + body.length) / 2)), /truncated/],
    ['an empty entry', () => '', /empty/],
    ['an entry without a header (the bare report)', () => body, /header/],
    ['an entry stored under another key', () => `${header.replace(/key=[0-9a-f]{64}/, `key=${sha256('another')}`)}\n${body}`, /another key/],
    ['a consistent header over non-JSON', () => `${cacheHeader(key(), inputHash(), 'not json {')}\nnot json {`, /not JSON/],
    ['a consistent header over JSON that is not a report', () => `${cacheHeader(key(), inputHash(), '{"auroc":0.9999}')}\n{"auroc":0.9999}`, /report schema/],
    [
      'a consistent header over a report of other inputs',
      () => {
        const other = body.replace(/"inputHash": "[0-9a-f]{64}"/, `"inputHash": "${sha256('other inputs')}"`);
        return `${cacheHeader(key(), inputHash(), other)}\n${other}`;
      },
      /other inputs/,
    ],
  ];
  for (const [name, make, reason] of cases) {
    it(`${name}: recomputed, the true values published, one message`, async () => {
      writeFileSync(entryFile, make());
      const r = await compute('out.json');
      expect(r.code).toBe(0);
      expect(r.out).not.toMatch(/from cache/);
      const published = readFileSync(join(tmp, 'out.json'), 'utf8');
      expect(published).toBe(truth);
      expect(aurocs(published)).not.toContain(0.9999);
      const lines = r.err.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/ignoring the cached report of .*small\.yaml/);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).toMatch(/recomputing/);
      // The entry was rewritten: the next run reads it back, silently.
      const next = await compute('next.json');
      expect(next.out).toMatch(/\(from cache\)/);
      expect(next.err).toBe('');
      expect(readFileSync(join(tmp, 'next.json'), 'utf8')).toBe(truth);
    }, 60_000);
  }
});
