/**
 * Multiplicity adjustment of a family of tests. Pure, no Node APIs.
 */

/**
 * Holm's step-down adjusted p-values (Holm 1979, "A simple sequentially rejective multiple test procedure"): with the m
 * defined p-values sorted p₍₁₎ ≤ … ≤ p₍ₘ₎, p̃₍ᵢ₎ = min(1, max_{j ≤ i} (m − j + 1)·p₍ⱼ₎). Rejecting where p̃ < α keeps the
 * family-wise error rate at most α under any dependence between the tests (as R's `p.adjust(p, "holm")`).
 * Undefined p-values (null or NaN) stay null and do not count in m.
 */
export function holm(p: readonly (number | null)[]): (number | null)[] {
  const idx = p.map((_, i) => i).filter((i) => p[i] !== null && Number.isFinite(p[i]));
  idx.sort((i, j) => p[i]! - p[j]! || i - j);
  const m = idx.length;
  const out: (number | null)[] = p.map(() => null);
  let run = 0;
  idx.forEach((i, k) => {
    run = Math.max(run, Math.min(1, (m - k) * p[i]!));
    out[i] = run;
  });
  return out;
}
