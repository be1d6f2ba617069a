/**
 * Seeded pseudo-random numbers for simulated example data, the bootstrap, benchmarks and tests. Deterministic: the
 * same seed gives the same sequence on every machine (32-bit integer arithmetic only).
 */

/** Mulberry32 PRNG: uniform numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** MurmurHash3's 32-bit finalizer: a bijection of 32-bit words that mixes every input bit into every output bit. */
export function fmix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * xoshiro128** (Blackman & Vigna 2018; period 2¹²⁸ − 1) over a state built from `words` (up to four 32-bit words,
 * each mixed by {@link fmix32} into its own state word, so distinct words give distinct states: one independent
 * stream per tuple, e.g. per (seed, resample, group)). Returns uniform numbers in [0, 1) with 53 random bits (two
 * outputs each), so an index `floor(u · n)` is unbiased to 2⁻⁵³ · n even for n in the hundreds of millions.
 * (Mulberry32's 2³² period is too short for a bootstrap: 1 000 resamples of 10⁶ rows draw a quarter of it.)
 */
export function xoshiro128(...words: number[]): () => number {
  const g = xoshiro128Generator(...words);
  return () => g.uniform();
}

/** The generator of {@link xoshiro128} as an object: the same numbers, for hot loops (no closure per draw). */
export function xoshiro128Generator(...words: number[]): Xoshiro128 {
  if (words.length > 4) throw new RangeError('xoshiro128 takes at most four seed words');
  const K = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344]; // π in hex: keys unlike small integers
  const g = new Xoshiro128(
    (fmix32((words[0] ?? 0) ^ K[0]) ^ K[1]) >>> 0,
    (fmix32((words[1] ?? 0) ^ K[1]) ^ K[2]) >>> 0,
    (fmix32((words[2] ?? 0) ^ K[2]) ^ K[3]) >>> 0,
    (fmix32((words[3] ?? 0) ^ K[3]) ^ K[0]) >>> 0,
  );
  // Neighbouring seeds (resample b and b + 1) give states that differ in few words; discard a few outputs so that
  // every state bit has reached every word.
  for (let i = 0; i < 16; i++) g.nextU32();
  return g;
}

/** The raw xoshiro128** generator on the state (a, b, c, d), not all zero: successive 32-bit outputs (unsigned). */
export function xoshiro128ss(a: number, b: number, c: number, d: number): () => number {
  const g = new Xoshiro128(a, b, c, d);
  return () => g.nextU32();
}

/** xoshiro128** state and steps (Blackman & Vigna 2018, the reference C code in 32-bit integer arithmetic). */
export class Xoshiro128 {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    if ((a | b | c | d) === 0) throw new RangeError('xoshiro128** needs a state that is not all zero');
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /** The next 32-bit output (unsigned). */
  nextU32(): number {
    const b = this.b;
    const r = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    const c = this.c ^ this.a;
    const d = this.d ^ b;
    this.b = b ^ c;
    this.a = this.a ^ d;
    this.c = c ^ t;
    this.d = rotl(d, 11);
    return r;
  }

  /** A uniform number in [0, 1) from two outputs: 27 + 26 = 53 random bits. */
  uniform(): number {
    return ((this.nextU32() >>> 5) * 67108864 + (this.nextU32() >>> 6)) / 9007199254740992;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** Standard normal deviate (Box–Muller, one of the pair). */
export function normal(rng: () => number): number {
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
