/**
 * Which reader a data file needs, from its name alone: kept apart from the Parquet reader so that deciding costs no
 * import of the Parquet decoder (loaded only when a Parquet file is read).
 */

/** True when `p` names a Parquet file (by its extension, case-insensitive). */
export function isParquetPath(p: string): boolean {
  return /\.parquet$/i.test(p);
}

/**
 * Parquet codecs rocsite reads (the reference readers and, for the same files, the engine): hyparquet's own Snappy and
 * uncompressed pages, and GZIP, Brotli, ZSTD (the default of Polars, Iceberg) and LZ4_RAW with hyparquet-compressors.
 */
export const PARQUET_CODECS: ReadonlySet<string> = new Set(['UNCOMPRESSED', 'SNAPPY', 'GZIP', 'BROTLI', 'ZSTD', 'LZ4_RAW']);
/** The codecs hyparquet decodes without hyparquet-compressors (imported only for a file that needs it). */
export const BUILT_IN_CODECS: ReadonlySet<string> = new Set(['UNCOMPRESSED', 'SNAPPY']);
