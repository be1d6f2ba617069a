/**
 * What the embedded engine (src/lib/io/engine.ts) must give for a file, computed from the reference readers' rows
 * (readScoresCsv / readScoresParquet, then countTableFromScores, rowRanks, DeLong's sums from the ranks, the rows
 * grouped by rank): the engine tests compare the engine's result with it.
 */
import { readScoresCsv, type ScoresCsvOptions } from '../../src/lib/io/scores';
import { readScoresParquet } from '../../src/lib/io/parquet';
import { countTableFromScores } from '../../src/lib/metrics/counts';
import { rowGroup, rowRanks } from '../../src/lib/metrics/resample';
import { delongPairSums, delongPlacements, type PairSums } from '../../src/lib/metrics/delong';
import type { CountTable } from '../../src/lib/metrics/types';
import { censusScans } from '../../src/lib/io/engine-drop';

/** DeLong's exact pair sums of every pair of models i < j from the reference ranks (undefined when P or N < 2). */
export function referencePairSums(ref: { models: { ct: CountTable; rank: Int32Array }[]; rowLabels: Uint8Array; P: number; N: number }) {
  if (ref.P < 2 || ref.N < 2) return undefined;
  const pl = ref.models.map((m) => delongPlacements(m.ct));
  const out: { pair: [number, number]; sums: PairSums }[] = [];
  for (let i = 0; i < pl.length; i++) for (let j = i + 1; j < pl.length; j++) out.push({ pair: [i, j], sums: delongPairSums(pl[i], pl[j], ref.rowLabels, ref.models[i].rank, ref.models[j].rank) });
  return out;
}

export type Reference = Exclude<Awaited<ReturnType<typeof reference>>, { error: string }>;

/**
 * What the engine should give for the reference's result: its count tables, DeLong's pair sums from its ranks and,
 * with `group`, its rows grouped by rank (resample.ts rowGroup of its labels and ranks in row order).
 */
export function expected(ref: Awaited<ReturnType<typeof reference>>, group = true) {
  if ('error' in ref) return ref;
  const { rowLabels, models, ...rest } = ref;
  const pairSums = referencePairSums(ref);
  return {
    ...rest,
    models: models.map(({ name, ct }) => ({ name, ct })),
    ...(pairSums ? { pairSums } : {}),
    ...(group ? { rowGroup: rowGroup(rowLabels, models) } : {}),
  };
}

/** Reference count tables, rows read and dropped (or the reference error message). */
export async function reference(file: string, format: 'csv' | 'parquet', opts: ScoresCsvOptions) {
  try {
    const d = await (format === 'csv' ? readScoresCsv : readScoresParquet)(file, opts);
    return {
      models: d.models.map((name, k) => {
        const ct = countTableFromScores(d.labels, d.scores[k]);
        return { name, ct, rank: rowRanks(ct, d.scores[k]) };
      }),
      rowLabels: d.labels,
      rows: d.rows,
      dropped: d.dropped,
      P: d.positives,
      N: d.negatives,
      positiveValue: d.positiveValue,
      negativeValue: d.negativeValue,
    };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

export const plain = (x: unknown) =>
  JSON.parse(
    JSON.stringify(x, (_k, v) =>
      typeof v === 'bigint'
        ? `${v}n`
        : v instanceof Float64Array
          ? Array.from(v, (e) => (Object.is(e, -0) ? '-0' : e))
          : v instanceof Int32Array || v instanceof Uint8Array
            ? Array.from(v)
            : v,
    ),
  );

/** `read`'s value and the census scans it ran (src/lib/io/engine-drop.ts): which way the engine read a file. */
export async function withCensus<T>(read: () => Promise<T>): Promise<{ value: T; scans: number }> {
  const before = censusScans;
  const value = await read();
  return { value, scans: censusScans - before };
}

/** Files a property's engine read (`read` true), and how many of them with a census: both ways must be seen. */
export function ways() {
  const t = {
    handled: 0,
    byCensus: 0,
    async read(read: () => Promise<boolean>): Promise<void> {
      const { value, scans } = await withCensus(read);
      if (!value) return;
      t.handled++;
      if (scans > 0) t.byCensus++;
    },
  };
  return t;
}
