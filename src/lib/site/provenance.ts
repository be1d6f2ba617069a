/**
 * Which input files the provenance block lists. A dataset in part files (docs/config.md, "Several files") can have
 * hundreds of inputs, and the block is printed on the PDF's first page: up to {@link LISTED_INPUTS} files are listed
 * with their hashes; beyond that the first ones are, then the number and total size of the others, whose SHA-256s
 * are in report.json (provenance.inputs). The input hash covers every file either way.
 */

/** Input files listed one by one in the provenance block, at most. */
export const LISTED_INPUTS = 12;

export interface ListedInputs<T> {
  /** The inputs listed with path, size and SHA-256. */
  listed: T[];
  /** The inputs not listed: how many, the first and last of them, their bytes in all (absent when all are listed). */
  rest?: { count: number; first: T; last: T; bytes: number };
}

/** Every input when there are at most LISTED_INPUTS; else the first LISTED_INPUTS − 2 and a summary of the rest. */
export function listedInputs<T extends { bytes: number }>(inputs: readonly T[]): ListedInputs<T> {
  if (inputs.length <= LISTED_INPUTS) return { listed: inputs.slice() };
  const listed = inputs.slice(0, LISTED_INPUTS - 2);
  const others = inputs.slice(LISTED_INPUTS - 2);
  return { listed, rest: { count: others.length, first: others[0], last: others[others.length - 1], bytes: others.reduce((a, i) => a + i.bytes, 0) } };
}
