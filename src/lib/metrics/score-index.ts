/**
 * Index of each distinct score in `scores` (finite, distinct, 0 for −0): an open-addressing hash table on the bits of
 * the double, so a score's slot costs O(1) rather than a binary search with cache misses. The returned function gives
 * −1 for a score that is not in `scores`. Used where many rows look up their score's rank in a count table.
 */
export function scoreIndex(scores: Float64Array): (x: number) => number {
  let size = 1;
  while (size < 2 * scores.length) size <<= 1;
  const mask = size - 1;
  const keys = new Float64Array(size).fill(NaN);
  const vals = new Int32Array(size);
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  const hash = (x: number) => {
    f[0] = x;
    return (Math.imul(u[0] ^ Math.imul(u[1], 0x9e3779b1), 0x85ebca6b) >>> 7) & mask;
  };
  for (let i = 0; i < scores.length; i++) {
    let h = hash(scores[i]);
    while (keys[h] === keys[h]) h = (h + 1) & mask;
    keys[h] = scores[i];
    vals[h] = i;
  }
  return (x) => {
    if (x === 0) x = 0; // −0 is the score 0
    let h = hash(x);
    for (;;) {
      const k = keys[h];
      if (k === x) return vals[h];
      if (k !== k) return -1;
      h = (h + 1) & mask;
    }
  };
}
