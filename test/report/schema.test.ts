/**
 * The report model is defined once (src/lib/report/schema.ts): the committed JSON Schema is the generated one, the
 * docs' key tables list exactly the schema's keys, and the zod schema and the JSON Schema reject the same broken
 * reports (each object strict, as the hand-written schema was).
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { reportSchemaText, SCHEMA_FILE } from '../../scripts/gen-schema';
import * as S from '../../src/lib/report/schema';
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';
import { root, validateReport } from '../helpers/cli';

describe('schema/report.schema.json', () => {
  it('is the JSON Schema generated from src/lib/report/schema.ts', () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(committed === reportSchemaText(), 'schema/report.schema.json is out of date: run `npm run schema`').toBe(true);
  });
});

/** Keys of a zod object (optional / nullable wrappers removed). */
function keysOf(t: z.ZodTypeAny): string[] {
  let u: z.ZodTypeAny = t;
  while (u instanceof z.ZodOptional || u instanceof z.ZodNullable) u = u.unwrap();
  if (!(u instanceof z.ZodObject)) throw new Error('not an object schema');
  return Object.keys(u.shape).sort();
}

const shape = <T extends z.ZodRawShape>(o: z.ZodObject<T>) => o.shape;

/** docs/report-json.md section heading → the object it documents. */
const SECTIONS: Record<string, z.ZodTypeAny> = {
  'Top level': S.reportSchema,
  '`settings`': S.settings,
  '`geometryRegions`': S.geometryRegions,
  '`dataset`': S.dataset,
  '`provenance`': S.provenance,
  '`warnings[]`': S.warning,
  '`models[]`': S.model,
  '`models[].scenarios[]`': S.modelScenario,
  '`models[].operatingPoints[]`': S.operatingPoint,
  '`models[].geometry`': shape(S.model).geometry,
  '`crossings[]`': (shape(S.reportSchema).crossings.unwrap() as z.ZodArray<z.ZodTypeAny>).element,
  '`scenarios[]`': S.scenarioSummary,
  '`heatmap`': S.heatmap,
  '`dutchDraw`': S.ddBaseline,
  '`dutchDrawExpectation`': S.ddExpectation,
  '`selection[]`': S.selectionEntry,
  '`recommendations[]`': S.recommendation,
  '`models[].intervals`': S.intervals,
  '`models[].intervals.auroc[]`': S.interval,
  '`uncertainty`': S.uncertainty,
  '`comparisons[]`': S.comparison,
};

/** Top-level keys of a `{ a, b?: …, c: [...] }` summary. */
function braceKeys(text: string): string[] {
  const inner = text.slice(1, -1);
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of inner) {
    if ('[{('.includes(ch)) depth++;
    if (']})'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  return parts.map((p) => /^\s*([A-Za-z]\w*)/.exec(p)?.[1]).filter((k): k is string => !!k);
}

/** Documented keys per section: the first column of a `| key |` table, else the section's first `{ … }` summary. */
function documentedKeys(md: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const sections = md.split(/^#{2,3} /m).slice(1);
  for (const sec of sections) {
    const heading = sec.slice(0, sec.indexOf('\n')).trim();
    const body = sec.slice(sec.indexOf('\n') + 1);
    const lines = body.split('\n');
    const start = lines.findIndex((l) => /^\| key \|/.test(l));
    if (start >= 0) {
      const keys: string[] = [];
      for (const l of lines.slice(start + 2)) {
        if (!l.startsWith('|')) break;
        const first = l.split('|')[1];
        for (const m of first.matchAll(/`([A-Za-z]\w*)(?:\[[^\]]*\])*`/g)) keys.push(m[1]);
      }
      out.set(heading, keys);
      continue;
    }
    const brace = /`(\{[^`]*\})`/.exec(body);
    if (brace) out.set(heading, braceKeys(brace[1]));
  }
  return out;
}

describe('docs/report-json.md', () => {
  const docs = documentedKeys(readFileSync(join(root, 'docs', 'report-json.md'), 'utf8'));
  for (const [heading, schema] of Object.entries(SECTIONS)) {
    it(`section ${heading} documents exactly the schema's keys`, () => {
      expect(docs.has(heading), `no section "${heading}" with a key table or { … } summary`).toBe(true);
      expect([...new Set(docs.get(heading))].sort()).toEqual(keysOf(schema));
    });
  }
  it('every object of the report with its own keys has a section', () => {
    // Objects documented inline in a row of their parent's table (small, fixed shapes).
    const inline = ['labels', 'config', 'inputs', 'partialAuroc', 'voros', 'roc', 'pr', 'countTable', 'lesserArea', 'display', 'waaurocc',
      'binormal', 'leakage', 'prAtPrevalence', 'riskPoint', 'capacityPoint', 'partialArea', 'bestPoints', 'feasibleRegion', 'def11',
      'capacity', 'risk', 'waauroccAcceptance', 'cost', 'cells', 'values', 'measures', 'beatsBaseline', 'precision', 'acceptance',
      'dutchDraw', 'scenarios', 'bootstrap', 'parts', 'validation', 'test', 'thresholds'];
    const documented = new Set(Object.values(SECTIONS).map((t) => keysOf(t).join()));
    const missing: string[] = [];
    const walk = (t: z.ZodTypeAny, path: string): void => {
      let u = t;
      while (u instanceof z.ZodOptional || u instanceof z.ZodNullable || u instanceof z.ZodArray) u = u instanceof z.ZodArray ? u.element : u.unwrap();
      if (u instanceof z.ZodUnion) return (u.options as z.ZodTypeAny[]).forEach((o) => walk(o, path));
      if (!(u instanceof z.ZodObject)) return;
      const key = path.split('.').pop()!;
      if (path && !documented.has(keysOf(u).join()) && !inline.includes(key)) missing.push(path);
      for (const [k, v] of Object.entries(u.shape as z.ZodRawShape)) walk(v as z.ZodTypeAny, path ? `${path}.${k}` : k);
    };
    walk(S.reportSchema, '');
    expect(missing).toEqual([]);
  });
});

describe('zod schema and JSON Schema agree', () => {
  let good: Record<string, unknown>;
  beforeAll(async () => {
    const { report } = await buildReport(join(root, 'data', 'published', 'sepsis-screening.yaml'), { env: { SOURCE_DATE_EPOCH: '1700000000' } });
    good = JSON.parse(reportJson(report));
  }, 120_000);

  it('both accept a real report', () => {
    expect(S.reportSchema.safeParse(good).success).toBe(true);
    expect(validateReport(good), JSON.stringify(validateReport.errors)).toBe(true);
  });

  // Each breaks one rule of the contract; the hand-written JSON Schema rejected every one of them.
  const clone = () => structuredClone(good) as any;
  const broken: [string, (r: any) => void][] = [
    ['unknown top-level key', (r) => (r.extra = 1)],
    ['unknown model key', (r) => (r.models[0].extra = 1)],
    ['unknown operating-point measure', (r) => (r.models[0].operatingPoints[0].measures.XYZ = 1)],
    ['missing measure', (r) => delete r.models[0].operatingPoints[0].measures.MCC],
    ['missing Dutch Draw baseline', (r) => delete r.dutchDraw.G2],
    ['missing expectation curve', (r) => delete r.dutchDrawExpectation.values.MCC],
    ['schemaVersion 2.x', (r) => (r.schemaVersion = '2.0.0')],
    ['empty title', (r) => (r.title = '')],
    ['prevalence above 1', (r) => (r.dataset.prevalence = 1.5)],
    ['zero positives', (r) => (r.dataset.positives = 0)],
    ['unknown dataset kind', (r) => (r.dataset.kind = 'other')],
    ['date with milliseconds', (r) => (r.provenance.generated = '2023-11-14T22:13:20.000Z')],
    ['uppercase hash', (r) => (r.provenance.inputHash = r.provenance.inputHash.toUpperCase())],
    ['feasible-region case 14', (r) => (r.scenarios[0].feasibleRegion.case = 14)],
    ['capacity not a share', (r) => (r.scenarios[0].capacity = 'ten')],
    ['range of three', (r) => (r.settings.voros[0] = [0, 0.5, 1])],
    ['ROC curve of one point', (r) => ((r.models[0].roc.fpr = [0]), (r.models[0].roc.tpr = [0]))],
    ['negative hull index', (r) => (r.models[0].hull[0] = -1)],
    ['fractional row count', (r) => (r.dataset.rows = 1.5)],
    ['no models', (r) => (r.models = [])],
    ['crossing of three models', (r) => (r.crossings = [{ models: ['a', 'b', 'c'], range: [0, 1], t: [] }])],
    ['PV above 1', (r) => (r.models[0].scenarios[0].partialVoros = 1.01)],
  ];
  for (const [what, breakIt] of broken) {
    it(`both reject: ${what}`, () => {
      const r = clone();
      breakIt(r);
      expect(S.reportSchema.safeParse(r).success).toBe(false);
      expect(validateReport(r)).toBe(false);
    });
  }
});
