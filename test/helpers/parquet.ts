/** Writing Parquet test inputs with hyparquet-writer (a devDependency; rocsite itself only reads Parquet). */
import { writeFileSync } from 'node:fs';
import { parquetWriteBuffer } from 'hyparquet-writer';
import type { ColumnSource, ParquetWriteOptions } from 'hyparquet-writer';

export type ParquetColumn = ColumnSource;

/** Write `columns` to `file` (Snappy by default, as DuckDB and Spark do). Returns the file. */
export function writeParquet(
  file: string,
  columns: ParquetColumn[],
  opts: Partial<Pick<ParquetWriteOptions, 'rowGroupSize' | 'codec' | 'compressors' | 'schema'>> = {},
): string {
  const buf = parquetWriteBuffer({ columnData: columns, ...opts });
  writeFileSync(file, new Uint8Array(buf));
  return file;
}

/** aSAH (test/fixtures/asah/asah.csv) split naively (the fixture has no quotes): labels and score columns. */
export function asahColumns(text: string): { head: string[]; cols: number[][] } {
  const lines = text.trim().split('\n');
  const head = lines[0].split(',').map((s) => s.replace(/"/g, ''));
  const rows = lines.slice(1).map((l) => l.split(',').map(Number));
  return { head, cols: head.map((_, i) => rows.map((r) => r[i])) };
}
