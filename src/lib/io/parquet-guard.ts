/**
 * Guards around the Parquet decoder (hyparquet): no file may hang rocsite or exhaust its memory.
 *
 * 1. Metadata sanity: row counts add up and stay within MAX_SCORES, every column chunk lies inside the file (before
 *    the footer), and a flat column has one value per row of its row group.
 * 2. Page headers: before decoding, the page headers of every column chunk read are parsed and checked (sizes inside
 *    the chunk, the fields the Parquet format requires of each page type present and consistent). A DataPageHeaderV2
 *    lacking a required field makes hyparquet 1.31 loop forever in readRleBitPackedHybrid (its offsets become NaN).
 * 3. A watchdog: the decoding runs in a worker thread (parquet-worker.ts) with a heap limit and a time budget
 *    (PARQUET_BUDGET_BASE_MS + PARQUET_BUDGET_PER_MIB_MS per MiB); beyond it the worker is terminated and the error
 *    names the file and the row group being decoded.
 * Every failure is an InputError naming the file (and the row group and column when known).
 */
import type { AsyncBuffer, FileMetaData } from 'hyparquet';
import type { PackedValues } from './parquet-pack';

/** A column's values for rows rowStart … rowEnd − 1, packed by the decoding thread (parquet-pack.ts). */
export interface PackedChunk extends PackedValues {
  columnName: string;
  rowStart: number;
  rowEnd: number;
}
import { parquetHeader } from 'hyparquet/src/column.js';
import { InputError, SizeLimitError } from './errors';
import { releaseParquetWorker, takeParquetWorker } from './parquet-worker';
import { BUILT_IN_CODECS } from './file-format';
import { MAX_SCORES, PARQUET_BUDGET_BASE_MS, PARQUET_BUDGET_PER_MIB_MS, PARQUET_HEAP_MB, shownLimit } from '../limits';

const PREFIX = 'cannot read the file as Parquet';

/** A non-negative safe integer from a metadata field (bigint or number), or undefined. */
function count(v: unknown): number | undefined {
  const n = typeof v === 'bigint' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** Byte range [start, end) of a column chunk, as the decoder computes it. */
function chunkRange(md: { dictionary_page_offset?: unknown; data_page_offset: unknown; total_compressed_size: unknown }): [number, number] | undefined {
  const dict = count(md.dictionary_page_offset);
  const start = dict || count(md.data_page_offset);
  const size = count(md.total_compressed_size);
  if (start === undefined || size === undefined) return undefined;
  return [start, start + size];
}

/** Check the metadata of a file of `size` bytes against itself and the file (see the module comment, 1). */
export function checkParquetMetadata(metadata: FileMetaData, size: number, shown: string, columns: readonly string[], models: number): void {
  const fail = (detail: string, field?: string) => new InputError({ file: shown, ...(field !== undefined ? { field } : {}) }, `${PREFIX}: ${detail}`);
  const rows = count(metadata.num_rows);
  if (rows === undefined) throw fail(`the file declares an invalid number of rows (${String(metadata.num_rows)})`);
  if (models > 0 && rows * models > MAX_SCORES) {
    throw new SizeLimitError({ file: shown }, `${PREFIX}: the file declares ${shownLimit(rows)} rows × ${models} models, more than the limit of ${shownLimit(MAX_SCORES)} scores (docs/config.md, Limits)`);
  }
  const footerStart = size - 8 - (count(metadata.metadata_length) ?? size);
  let sum = 0;
  metadata.row_groups.forEach((rg, g) => {
    const at = `row group ${g + 1}`;
    const n = count(rg.num_rows);
    if (n === undefined) throw fail(`${at} declares an invalid number of rows (${String(rg.num_rows)})`);
    sum += n;
    for (const cc of rg.columns) {
      const md = cc.meta_data;
      const name = md?.path_in_schema?.[0];
      if (!md || name === undefined || !columns.includes(name)) continue;
      const range = chunkRange(md);
      if (!range || range[0] < 4 || range[1] > footerStart) {
        throw fail(`${at}: the column's data (bytes ${String(md.dictionary_page_offset || md.data_page_offset)} + ${String(md.total_compressed_size)}) do not lie inside the file's ${shownLimit(size)} bytes before its footer`, name);
      }
      if (md.path_in_schema.length === 1 && count(md.num_values) !== n) {
        throw fail(`${at}: the column declares ${String(md.num_values)} values for ${n} rows`, name);
      }
    }
  });
  if (sum !== rows) throw fail(`the row groups hold ${shownLimit(sum)} rows, the file declares ${shownLimit(rows)}`);
}

const int = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Problem with one page header (see the module comment, 2), or undefined. */
function pageProblem(h: ReturnType<typeof parquetHeader>, room: number): string | undefined {
  if (!int(h.compressed_page_size) || !int(h.uncompressed_page_size)) return 'its page sizes are missing or invalid';
  if (h.compressed_page_size > room) return `its page of ${h.compressed_page_size} bytes runs past the column's data (${room} bytes left)`;
  switch (h.type) {
    case 'DATA_PAGE': {
      const d = h.data_page_header;
      if (!d || !int(d.num_values) || d.encoding === undefined || d.definition_level_encoding === undefined || d.repetition_level_encoding === undefined) {
        return 'its data page header lacks a required field (num_values or an encoding)';
      }
      return undefined;
    }
    case 'DATA_PAGE_V2': {
      const d = h.data_page_header_v2;
      if (!d || !int(d.num_values) || !int(d.num_nulls) || !int(d.num_rows) || d.encoding === undefined || !int(d.definition_levels_byte_length) || !int(d.repetition_levels_byte_length)) {
        return 'its data page (v2) header lacks a required field (num_values, num_nulls, num_rows, encoding or a level length)';
      }
      if (d.num_nulls > d.num_values || d.num_rows > d.num_values) return 'its data page (v2) header counts more nulls or rows than values';
      if (d.definition_levels_byte_length + d.repetition_levels_byte_length > h.compressed_page_size) return "its data page (v2) levels are longer than the page";
      return undefined;
    }
    case 'DICTIONARY_PAGE':
      return h.dictionary_page_header && int(h.dictionary_page_header.num_values) ? undefined : 'its dictionary page header lacks num_values';
    case 'INDEX_PAGE':
      return undefined;
    default:
      return 'it has an unknown page type';
  }
}

/**
 * Parse and check the page headers of every column chunk of `columns` (see the module comment, 2). A flat column's
 * data pages must hold exactly its row group's rows.
 */
export async function checkPageHeaders(file: AsyncBuffer, metadata: FileMetaData, shown: string, columns: readonly string[]): Promise<void> {
  for (const [g, rg] of metadata.row_groups.entries()) {
    for (const cc of rg.columns) {
      const md = cc.meta_data;
      const name = md?.path_in_schema?.[0];
      if (!md || name === undefined || !columns.includes(name)) continue;
      const [start, end] = chunkRange(md)!;
      const fail = (detail: string) => new InputError({ file: shown, field: name }, `${PREFIX}: row group ${g + 1}: ${detail}`);
      const view = new DataView(await file.slice(start, end));
      const reader = { view, offset: 0 };
      let values = 0;
      while (reader.offset < view.byteLength) {
        const at = reader.offset;
        let h: ReturnType<typeof parquetHeader>;
        try {
          h = parquetHeader(reader);
        } catch {
          throw fail(`the page header at byte ${start + at} cannot be parsed`);
        }
        const problem = pageProblem(h, view.byteLength - reader.offset);
        if (problem) throw fail(`the page header at byte ${start + at}: ${problem}`);
        reader.offset += h.compressed_page_size;
        if (h.type === 'DATA_PAGE') values += h.data_page_header!.num_values;
        if (h.type === 'DATA_PAGE_V2') values += h.data_page_header_v2!.num_values;
      }
      const rows = Number(rg.num_rows);
      if (md.path_in_schema.length === 1 && values !== rows) throw fail(`the column's pages hold ${values} values for ${rows} rows`);
    }
  }
}

/** Time budget of decoding a file of `bytes` bytes (ms). */
export function parquetBudgetMs(bytes: number): number {
  return PARQUET_BUDGET_BASE_MS + Math.ceil((bytes / 2 ** 20) * PARQUET_BUDGET_PER_MIB_MS);
}

/** The rows of each row group of a file: [first, end) in the file's rows, 0-based. */
export function rowGroups(metadata: FileMetaData): [number, number][] {
  const groups: [number, number][] = [];
  let at = 0;
  for (const rg of metadata.row_groups) {
    const n = Number(rg.num_rows);
    groups.push([at, at + n]);
    at += n;
  }
  return groups;
}

export interface WatchOptions {
  /** Time budget (ms); default parquetBudgetMs(file size). */
  budgetMs?: number;
  /** The indices of the row groups to decode (of {@link rowGroups}), in order; default every one. */
  groups?: number[];
}

/**
 * Decode `columns` of a Parquet file in a worker thread under a time budget and a heap limit (see the module comment,
 * 3). The chunks are those of hyparquet's parquetRead `onChunk`, their values packed (parquet-pack.ts).
 */
export function readColumnsWatched(abs: string, shown: string, size: number, metadata: FileMetaData, columns: string[], opts: WatchOptions = {}): Promise<PackedChunk[]> {
  const all = rowGroups(metadata);
  const picked = opts.groups ?? all.map((_, i) => i);
  const groups = picked.map((i) => all[i]);
  const budget = opts.budgetMs ?? parquetBudgetMs(size);
  // Whether a column read uses a codec beyond hyparquet's own (the worker then imports hyparquet-compressors).
  const compressed = metadata.row_groups.some((rg) => rg.columns.some((cc) => cc.meta_data && columns.includes(cc.meta_data.path_in_schema[0]) && !BUILT_IN_CODECS.has(cc.meta_data.codec)));
  const w = takeParquetWorker();
  return new Promise<PackedChunk[]>((resolve, reject) => {
    let group = 0;
    let settled = false;
    const finish = (keep: boolean, f: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      releaseParquetWorker(w, keep);
      f();
    };
    // Numbered as in the file, whichever row groups are decoded.
    const where = () => (all.length > 1 ? `row group ${(picked[group] ?? 0) + 1} of ${all.length}` : 'row group 1');
    const timer = setTimeout(
      () => finish(false, () => reject(new InputError({ file: shown }, `${PREFIX}: decoding ${where()} took longer than ${(budget / 1000).toFixed(0)} s (a corrupt file?); stopped`))),
      budget,
    );
    w.on('message', (m: { rowGroup?: number; chunks?: PackedChunk[]; error?: string }) => {
      if (m.rowGroup !== undefined) group = m.rowGroup;
      else if (m.chunks) finish(true, () => resolve(m.chunks!));
      else finish(true, () => reject(new InputError({ file: shown }, `${PREFIX}: ${where()}: ${m.error}`)));
    });
    w.on('exit', (code) => finish(false, () => reject(new InputError({ file: shown }, `${PREFIX}: ${where()}: the decoder stopped (exit code ${code})`))));
    w.on('error', (e: Error & { code?: string }) => {
      const oom = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(false, () => reject(new InputError({ file: shown }, `${PREFIX}: ${where()}: ${oom ? `decoding needs more than ${shownLimit(PARQUET_HEAP_MB)} MiB of memory` : e.message}`)));
    });
    w.postMessage({ file: abs, columns, groups, compressed });
  });
}
