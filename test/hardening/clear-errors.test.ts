/**
 * Clear errors instead of wrong results with exit 0: each case reproduces a config or input that used to be accepted
 * silently (or crash with a stack trace) and checks the message names the file and the line/column or key path.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, MAX_ALIAS_COUNT } from '../../src/lib/config/load';
import { MAX_THRESHOLDS } from '../../src/lib/config/schema';
import { InputError } from '../../src/lib/io/errors';
import { MAX_RECORD_CHARS, streamCsv } from '../../src/lib/io/csv';
import { tDistribution, MAX_ODDS } from '../../src/lib/metrics/cost';
import { MetricInputError } from '../../src/lib/metrics/errors';
import { pdfDate } from '../../src/lib/pdf/metadata';
import { runCli } from '../helpers/cli';
import { tempFiles } from '../helpers/files';

const env = { SOURCE_DATE_EPOCH: '1700000000' };
const SCORES = 'dataset: { path: d.csv, label: y }\n';

function configError(text: string): string {
  try {
    parseConfig(text, 'c.yaml', '/x');
  } catch (e) {
    expect((e as Error).name).toBe('ConfigError');
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

async function compute(files: Record<string, string>, extraEnv: Record<string, string> = {}): Promise<{ code: number; err: string; out: string }> {
  const t = tempFiles('rocsite-clear-');
  for (const [n, s] of Object.entries(files)) t.write(n, s);
  return runCli(['compute', 'c.yaml', '--out', 'o.json'], t.dir, { ...env, ...extraEnv });
}

describe('config errors with their key path', () => {
  it('a capacity count below 1 suggests the share it probably meant', () => {
    expect(configError(`title: t\n${SCORES}scenarios: [{ name: s, precision: 0.5, capacity: 0.4, cost: { t: [0, 1] } }]\n`)).toBe(
      "c.yaml: scenarios[0].capacity: expected a count of at least 1 alert or a share like '20%', got 0.4 (a count below 1 alert; for a share of the cases write '40%')",
    );
    expect(configError(`title: t\n${SCORES}heatmap: { precision: [0.5], capacity: [10, 0.05], cost: { t: [0, 1] } }\n`)).toContain("heatmap.capacity[1]: expected a count of at least 1 alert or a share like '20%', got 0.05 (a count below 1 alert; for a share of the cases write '5%')");
  });

  it('P and N of published curves below one case', () => {
    expect(configError('title: t\ndataset: { roc: { A: a.csv }, positives: 1e-300, negatives: 1e-300 }\n')).toMatch(/^c\.yaml: dataset\.positives: expected a number ≥ 1, got 1e-300/);
  });

  it('a cost ratio range beyond 1e9 (every PV null or 0 before)', () => {
    expect(configError(`title: t\n${SCORES}scenarios: [{ name: s, precision: 0.5, capacity: 5, cost: { ratio: [0, 1e308] } }]\n`)).toBe(
      'c.yaml: scenarios[0].cost.ratio: expected a C0/C1 cost-ratio range [lo, hi] with 0 ≤ lo ≤ hi ≤ 1e9, got [0,1e+308]',
    );
    // The metric core refuses odds it cannot integrate, whatever the caller (here N/P = 1e4 lifts 1e9 to 1e13).
    expect(() => tDistribution({ ratio: [0, 1e9] }, 1, 1e4)).toThrow(MetricInputError);
    expect(() => tDistribution({ ratio: [0, MAX_ODDS] }, 1, 1)).not.toThrow();
  });

  it('blank names: a scenario, a title, a model key', () => {
    expect(configError(`title: t\n${SCORES}scenarios: [{ name: " ", precision: 0.5, capacity: 5, cost: { t: [0, 1] } }]\n`)).toBe("c.yaml: scenarios[0].name: expected a name with a visible character, got ' '");
    expect(configError(`title: "  "\n${SCORES}`)).toBe("c.yaml: title: expected a name with a visible character, got '  '");
    expect(configError('title: t\ndataset: { roc: { " ": a.csv }, positives: 10, negatives: 10 }\n')).toBe('c.yaml: dataset.roc[" "]: expected a model name with a visible character, got \' \'');
    expect(configError('title: t\ndataset: { path: d.csv, label: y, models: [A, "\\t"] }\n')).toContain('dataset.models[1]: expected a name with a visible character');
  });

  it(`more than ${MAX_THRESHOLDS} thresholds per model (the JSON outgrew the engine's string limit before)`, () => {
    const many = Array.from({ length: MAX_THRESHOLDS + 1 }, (_, i) => i).join(',');
    expect(configError(`title: t\n${SCORES}thresholds: [${many}]\n`)).toBe(`c.yaml: thresholds: expected at most 10,000 thresholds per model (each is an operating point of the report), got ${MAX_THRESHOLDS + 1}`);
    expect(configError(`title: t\ndataset: { roc: { A: a.csv }, positives: 10, negatives: 10 }\nthresholds: { A: [${many}] }\n`)).toContain('c.yaml: thresholds.A: expected at most 10,000 thresholds per model');
  });

  it('a YAML alias bomb is a ConfigError naming the file', () => {
    const lv = (n: number) => `l${n}: &l${n} [${Array(10).fill(n === 0 ? '"x"' : `*l${n - 1}`).join(',')}]`;
    const bomb = `${Array.from({ length: 6 }, (_, i) => lv(i)).join('\n')}\ntitle: t\n`;
    expect(configError(bomb)).toBe(`c.yaml: cannot parse YAML/JSON: its aliases (*name) expand too far (more than ${MAX_ALIAS_COUNT} per anchor); write the values out instead`);
    // Found by the config fuzz (test/hardening/fuzz.test.ts): an alias without its anchor was a raw ReferenceError.
    expect(configError('<<: *a')).toBe('c.yaml: cannot parse YAML/JSON: Unresolved alias (the anchor must be set before the alias): a');
  });
});

describe('input errors with file, line and column', () => {
  it('an empty header name (a model named ""), a repeated one, fpr,tpr,TPR', async () => {
    const a = await compute({ 'd.csv': 'y,,A\n1,0.5,0.4\n0,0.1,0.2\n', 'c.yaml': `title: t\n${SCORES}` });
    expect(a.err).toBe('rocsite compute: d.csv line 1: column 2 of the header has no name: every column needs one (name it, or delete the column if it holds nothing)\n');
    expect(a.code).toBe(1);
    // pandas' to_csv writes its row index as an unnamed first column (R's write.csv its row names, quoted): the remedy.
    for (const head of [',y,A', '"","y","A"']) {
      const p = await compute({ 'd.csv': `${head}\n0,1,0.4\n1,0,0.2\n`, 'c.yaml': `title: t\n${SCORES}` });
      expect(p.err).toBe("rocsite compute: d.csv line 1: column 1 of the header has no name: every column needs one (pandas writes its row index there unless saved with to_csv(..., index=False), R's write.csv its row names unless row.names = FALSE: save the file without it, or name the column)\n");
      expect(p.code).toBe(1);
    }
    const b = await compute({ 'd.csv': 'y,A,A\n1,0.5,0.4\n0,0.1,0.2\n', 'c.yaml': `title: t\n${SCORES}` });
    expect(b.err).toBe("rocsite compute: d.csv line 1, column 'A': duplicate column name (columns 2 and 3)\n");
    const c = await compute({ 'a.csv': 'fpr,tpr,TPR\n0,0,0\n0.5,0.6,0.9\n1,1,1\n', 'c.yaml': 'title: t\ndataset: { roc: { A: a.csv }, positives: 10, negatives: 10 }\n' });
    expect(c.err).toBe("rocsite compute: a.csv line 1, column 'TPR': duplicate column name: columns 2 and 3 are both 'tpr' (names are compared ignoring case)\n");
  });

  it('a record beyond the length limit (a 600 MB line hit the engine\'s string limit before): file and line', async () => {
    expect(MAX_RECORD_CHARS).toBe(16 * 1024 * 1024);
    const t = tempFiles('rocsite-long-');
    const p = t.write('long.csv', `y,A\n1,0.5\n0,${'9'.repeat(5000)}\n`);
    let err: unknown;
    await streamCsv(p, 'long.csv', () => {}, () => {}, 1000).catch((e) => (err = e));
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toBe('long.csv line 3: a record longer than 1,000 characters (the limit of a CSV line or record; is this a CSV file?)');
  });
});

describe('environment and output errors', () => {
  it('SOURCE_DATE_EPOCH that is not a whole number of seconds: one line, exit 1 (compute and PDF alike)', async () => {
    for (const v of ['abc', '1.5', '99999999999999999']) {
      const r = await compute({ 'd.csv': 'y,A\n1,0.9\n0,0.1\n', 'c.yaml': `title: t\n${SCORES}` }, { SOURCE_DATE_EPOCH: v });
      expect(r.code).toBe(1);
      expect(r.err).toBe(`rocsite compute: SOURCE_DATE_EPOCH: expected a whole number of seconds since 1970 (0 to 8640000000000), found "${v}"\n`);
      expect(() => pdfDate(undefined, { SOURCE_DATE_EPOCH: v })).toThrow(/SOURCE_DATE_EPOCH: expected a whole number of seconds/);
    }
  });
});

describe('the tie warning', () => {
  it('63 cases tied at the top score with capacity 60: PV 0 comes with a coded warning naming the tie and the count', async () => {
    // Model A gives 63 positives the score 1.0; model B ranks them without ties.
    const rows = ['y,A,B'];
    for (let i = 0; i < 63; i++) rows.push(`1,1.0,${(0.5 + i / 200).toFixed(3)}`);
    for (let i = 0; i < 37; i++) rows.push(`1,${(0.2 + i / 100).toFixed(3)},${(0.2 + i / 100).toFixed(3)}`);
    for (let i = 0; i < 400; i++) rows.push(`0,${(i / 1000).toFixed(4)},${(i / 1000).toFixed(4)}`);
    const t = tempFiles('rocsite-tie-');
    t.write('d.csv', rows.join('\n') + '\n');
    const heat = 'heatmap: { precision: [0.5, 0.6], capacity: [30, 60, 63, 100], cost: { t: [0.1, 0.5] } }\n';
    t.write('c.yaml', `title: t\n${SCORES}scenarios:\n  - { name: s, precision: 0.5, capacity: 60, cost: { t: [0.1, 0.5] } }\n${heat}`);
    const r = await runCli(['compute', 'c.yaml', '--out', 'o.json'], t.dir, env);
    expect(r.code).toBe(0);
    const rep = JSON.parse(readFileSync(join(t.dir, 'o.json'), 'utf8'));
    expect(rep.warnings).toEqual([
      {
        code: 'scenario.top-tie-exceeds-capacity',
        message: "Scenario 's', model 'A': the 63 cases tied at the top score 1 exceed the capacity κ = 60, so no threshold flags at most κ cases and the model can only never alarm (PV 0).",
        scenario: 's',
        model: 'A',
      },
      // κ = 30 and 60 are below the tie of 63, for both α: 4 of the 8 cells.
      {
        code: 'heatmap.top-tie-exceeds-capacity',
        message: "Heatmap: model 'A' can only never alarm in 4 of 8 cells (PV 0 there): the 63 cases tied at the top score 1 exceed their capacity κ.",
        model: 'A',
      },
    ]);
    for (const row of rep.heatmap.cells) expect([row[0].partialVoros.A, row[1].partialVoros.A]).toEqual([0, 0]);
    for (const row of rep.heatmap.cells) expect(row[2].partialVoros.A).toBeGreaterThan(0);
    expect(rep.models[0].scenarios[0].partialVoros).toBe(0);
    expect(rep.models[1].scenarios[0].partialVoros).toBeGreaterThan(0);
    writeFileSync(join(t.dir, 'c.yaml'), `title: t\n${SCORES}scenarios:\n  - { name: s, precision: 0.5, capacity: 63, cost: { t: [0.1, 0.5] } }\n`);
    // (No heatmap here: with κ = 63 the scenario is fine.)
    const ok = await runCli(['compute', 'c.yaml', '--out', 'o.json'], t.dir, env);
    expect(ok.code).toBe(0);
    expect(JSON.parse(readFileSync(join(t.dir, 'o.json'), 'utf8')).warnings).toEqual([]);
  });
});

describe('site planning', () => {
  it('a config under data/ with a YAML syntax error fails the plan naming file, line and column (it was skipped)', async () => {
    const { planReports } = await import('../../src/lib/site/compute');
    const { ConfigError } = await import('../../src/lib/config/load');
    const t = tempFiles('rocsite-plan-');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(t.dir, 'data', 'x'), { recursive: true });
    t.write('data/x/ok.yaml', 'title: ok\ndataset: { path: d.csv, label: y }\n');
    t.write('data/x/bad.yaml', 'title: bad\ndataset: { path: d.csv, label: y\nscenarios: []\n');
    let err: unknown;
    try {
      planReports(t.dir);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/^data\/x\/bad\.yaml line \d+, column \d+: cannot parse YAML\/JSON: /);
    // Other YAML files that parse but are not configs are still just not reports.
    t.write('data/x/bad.yaml', 'note: not a config\n');
    expect(planReports(t.dir).map((p) => p.configPath)).toEqual(['data/x/ok.yaml']);
  });
});

describe('compute never writes over an input', () => {
  it('--out the config, the data file, or a link to it: exit 1, the file unchanged', async () => {
    const { symlinkSync, linkSync } = await import('node:fs');
    const t = tempFiles('rocsite-over-');
    const data = 'y,A\n1,0.9\n0,0.1\n';
    const cfg = `title: t\n${SCORES}`;
    t.write('d.csv', data);
    t.write('c.yaml', cfg);
    symlinkSync(join(t.dir, 'd.csv'), join(t.dir, 'sym.csv'));
    linkSync(join(t.dir, 'c.yaml'), join(t.dir, 'hard.yaml'));
    for (const [out, what] of [
      ['d.csv', 'an input file of the config (d.csv)'],
      ['./c.yaml', 'the config file (c.yaml)'],
      ['sym.csv', 'an input file of the config (d.csv)'],
      ['hard.yaml', 'the config file (c.yaml)'],
    ]) {
      const r = await runCli(['compute', 'c.yaml', '--out', out], t.dir, env);
      expect(r.code, out).toBe(1);
      expect(r.err).toBe(`rocsite compute: --out ${out.replace('./', '')}: it is ${what}; refusing to write the report over it\n`);
    }
    expect(readFileSync(join(t.dir, 'd.csv'), 'utf8')).toBe(data);
    expect(readFileSync(join(t.dir, 'c.yaml'), 'utf8')).toBe(cfg);
    expect((await runCli(['compute', 'c.yaml', '--out', 'report.json'], t.dir, env)).code).toBe(0);
  });

  it('--out a symbolic link: the report is written where it points, the link stays; a dangling link is an error', async () => {
    const { lstatSync, symlinkSync } = await import('node:fs');
    const t = tempFiles('rocsite-outlink-');
    t.write('d.csv', 'y,A\n1,0.9\n0,0.1\n');
    t.write('c.yaml', `title: t\n${SCORES}`);
    t.write('shared.json', '{}');
    symlinkSync(join(t.dir, 'shared.json'), join(t.dir, 'r.json'));
    const r = await runCli(['compute', 'c.yaml', '--out', 'r.json'], t.dir, env);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(lstatSync(join(t.dir, 'r.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(t.dir, 'shared.json'), 'utf8')).title).toBe('t');
    symlinkSync(join(t.dir, 'gone.json'), join(t.dir, 'dangling.json'));
    const d = await runCli(['compute', 'c.yaml', '--out', 'dangling.json'], t.dir, env);
    expect(d.code).toBe(1);
    expect(d.err).toBe(`rocsite compute: --out dangling.json: a symbolic link to ${join(t.dir, 'gone.json')}, which does not exist; create what it points to, or remove the link\n`);
  });
});
