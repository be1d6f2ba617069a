/**
 * What a report keeps of the per-example rows of models scored on the same examples, given in pieces in row order
 * (chunk by chunk as a file is read, or all at once): DeLong's exact pair sums of the pairs of models it tests
 * (delong.ts {@link PairSums}) and, for the bootstrap, each model's rows grouped by rank (resample.ts {@link RowGroup}).
 * Neither keeps a rank per row in row order, so a file read in chunks costs memory only for the grouped rows (4 bytes
 * per row and model), and none without the bootstrap. Pure, no Node APIs.
 */
import { delongPlacements, PairSumsAccumulator, type PairSums } from './delong';
import { RowGroupBuilder, type Int32Alloc, type RowGroup } from './resample';
import type { CountTable } from './types';

/** DeLong's exact row sums of a pair of models [i, j] (indices into the list of count tables). */
export interface PairSumsOf {
  pair: [number, number];
  sums: PairSums;
}

export interface PairedRowsResult {
  /** The sums of every pair asked for; undefined when P or N is below 2 (DeLong's variance needs two of each). */
  pairSums?: PairSumsOf[];
  /** The rows grouped by rank, when a group was asked for. */
  rowGroup?: RowGroup;
}

export class PairedRows {
  private readonly sums: { pair: [number, number]; acc: PairSumsAccumulator }[] = [];
  private readonly builder?: RowGroupBuilder;
  private readonly delong: boolean;

  /**
   * @param cts the count tables of the rows (the same P positives and N negatives each)
   * @param pairs the pairs [i, j] whose DeLong sums to compute
   * @param group where to allocate the rows grouped by rank (in shared memory for the bootstrap's workers), or none
   */
  constructor(cts: readonly CountTable[], pairs: readonly [number, number][], group?: Int32Alloc) {
    const { P, N } = cts[0];
    this.delong = P >= 2 && N >= 2;
    if (this.delong && pairs.length) {
      const pl = cts.map((ct) => delongPlacements(ct));
      for (const [i, j] of pairs) this.sums.push({ pair: [i, j], acc: new PairSumsAccumulator(pl[i], pl[j]) });
    }
    if (group) this.builder = new RowGroupBuilder(cts, group);
  }

  /**
   * Adds rows `from` … `to` − 1, the next in row order: `label[r]` 1 for a positive row, 0 for a negative one,
   * `ranks[i][r]` the row's distinct-score index in count table i.
   */
  add(label: ArrayLike<number>, ranks: readonly ArrayLike<number>[], from = 0, to = label.length): this {
    this.builder?.add(label, ranks, from, to);
    for (const { pair, acc } of this.sums) acc.add(label, ranks[pair[0]], ranks[pair[1]], from, to);
    return this;
  }

  /** The sums and the group, once every row is added (the group checks that each rank got the rows its table counts). */
  finish(): PairedRowsResult {
    return {
      ...(this.delong ? { pairSums: this.sums.map(({ pair, acc }) => ({ pair, sums: acc.sums() })) } : {}),
      ...(this.builder ? { rowGroup: this.builder.finish() } : {}),
    };
  }
}
