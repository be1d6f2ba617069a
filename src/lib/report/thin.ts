/**
 * Thinning rule for display curves (never for metrics). Every metric in a report is computed on the full count
 * table; only the curves embedded for drawing (roc, pr, countTable of a model) are thinned, and only when a model has
 * more than {@link THIN_ABOVE} ROC points (distinct scores + 1).
 *
 * Rule: walk the ROC curve in order and keep a point when it is (a) the first or last point, (b) a vertex of the
 * ROC convex hull, of any scenario's feasible hull, or an operating point shown in the report ("must keep"), or
 * (c) at least {@link THIN_STEP} away from the last kept point in FPR or in TPR (L∞ distance). The kept points are
 * at most 2/THIN_STEP + (number of must-keep points), and the thinned polyline stays within THIN_STEP of the full
 * curve in both coordinates. The thinned count table merges the rows between kept points, so its ROC curve is exactly
 * the thinned polyline (same hull, same feasible hulls for the configured scenarios).
 *
 * This is the only thinning: the charts (src/lib/charts) draw the report's display curves as they are, so the
 * build, the browser and the PDF show exactly the points in report.json (the phone and paper variants leave out
 * only vertices within 0.2 px of the line they draw, charts/polyline.ts).
 */
/** Curves with at most this many ROC points are kept whole. */
export const THIN_ABOVE = 5000;
/** L∞ step in (FPR, TPR) between kept points: 1/2000 of an axis, under half a pixel on the 560-pixel-wide charts. */
export const THIN_STEP = 1 / 2000;

/** Indices of the ROC points to keep (ascending), or null when the curve is small enough to keep whole. */
export function thinIndices(fpr: ArrayLike<number>, tpr: ArrayLike<number>, mustKeep: Iterable<number>): Int32Array | null {
  const n = fpr.length;
  if (n <= THIN_ABOVE) return null;
  const must = new Uint8Array(n);
  for (const i of mustKeep) if (i >= 0 && i < n) must[i] = 1;
  must[0] = 1;
  must[n - 1] = 1;
  const out = new Int32Array(n);
  let m = 0;
  let lx = -Infinity;
  let ly = -Infinity;
  for (let i = 0; i < n; i++) {
    if (must[i] || fpr[i] - lx >= THIN_STEP || tpr[i] - ly >= THIN_STEP) {
      out[m++] = i;
      lx = fpr[i];
      ly = tpr[i];
    }
  }
  return out.slice(0, m);
}
