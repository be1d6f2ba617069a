/**
 * Which reader a data file needs, from its name alone: kept apart from the Parquet reader so that deciding costs no
 * import of the Parquet decoder (loaded only when a Parquet file is read).
 */

/** True when `p` names a Parquet file (by its extension, case-insensitive). */
export function isParquetPath(p: string): boolean {
  return /\.parquet$/i.test(p);
}
