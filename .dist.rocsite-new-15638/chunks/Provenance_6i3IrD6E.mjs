import { c as createComponent, m as maybeRenderHead, b as addAttribute, s as spreadAttributes, a as renderTemplate, u as unescapeHTML, e as renderSlot, d as createAstro, r as renderComponent, F as Fragment } from './astro/server_ChZAUDI4.mjs';
import 'piccolore';
import 'clsx';
import { JSDOM } from 'jsdom';
import * as Plot from '@observablehq/plot';
import { o as onOrBelowChord, R as REL_TOL, M as MetricInputError, g as geRel, I as ISO_LINE_ABS, Q as QUADRATURE_REL, G as GL20, S as SERIES_ABS, C as COUNT_MATCH_REL, d as dict, v as visibleBidi, b as own } from './loader_HevavViQ.mjs';
import { f as fmt$1, i as int, t as threshold, m as modelColors, c as compact, b as tiePatterns, d as categorySwatch, e as categoryFill, O as OKABE_ITO } from './palette_BNHy1WDO.mjs';
import { r as reportCsvs } from './csv_Dm-b3m6I.mjs';

function upperHullPush(x, y, st, m, i) {
  while (m >= 1 && x[st[m - 1]] === x[i] && y[st[m - 1]] <= y[i]) m--;
  while (m >= 2) {
    const a = st[m - 2];
    const b = st[m - 1];
    const u = (x[b] - x[a]) * (y[i] - y[a]);
    const v = (y[b] - y[a]) * (x[i] - x[a]);
    if (onOrBelowChord(u, v)) m--;
    else break;
  }
  st[m] = i;
  return m + 1;
}
function upperHull(x, y, idx) {
  const n = idx ? idx.length : x.length;
  const st = new Int32Array(Math.max(n, 1));
  let m = 0;
  for (let r = 0; r < n; r++) m = upperHullPush(x, y, st, m, idx ? idx[r] : r);
  return st.slice(0, m);
}
function optimalVertex(x, y, idx, t, len) {
  let lo = 0;
  let hi = (len ?? idx.length) - 1;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    const a = idx[mid];
    const b = idx[mid + 1];
    if (t * (x[b] - x[a]) - (1 - t) * (y[b] - y[a]) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const EPS = REL_TOL;
function clipHalfPlane(poly, a, b, c) {
  const n = poly.length;
  if (n === 0) return [];
  if (c === Infinity) return poly.slice();
  if (c === -Infinity) return [];
  const tol = EPS * (Math.abs(a) + Math.abs(b) + Math.abs(c));
  const d = new Float64Array(n);
  let anyOut = false;
  let anyIn = false;
  for (let i = 0; i < n; i++) {
    const v = a * poly[i][0] + b * poly[i][1] - c;
    d[i] = Math.abs(v) <= tol ? 0 : v;
    if (d[i] > 0) anyOut = true;
    else anyIn = true;
  }
  if (!anyOut) return poly.slice();
  if (!anyIn) return [];
  const out = [];
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const p = poly[i];
    const q = poly[j];
    if (d[i] <= 0) pushDistinct(out, p);
    if (d[i] < 0 && d[j] > 0 || d[i] > 0 && d[j] < 0) {
      const s = d[i] / (d[i] - d[j]);
      pushDistinct(out, [p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])]);
    }
  }
  if (out.length > 1 && samePoint(out[0], out[out.length - 1])) out.pop();
  return out;
}
function samePoint(p, q) {
  return p[0] === q[0] && p[1] === q[1];
}
function pushDistinct(out, p) {
  if (out.length === 0 || !samePoint(out[out.length - 1], p)) out.push(p);
}
function signedArea(poly) {
  const n = poly.length;
  if (n < 3) return 0;
  let s = 0;
  const x0 = poly[0][0];
  const y0 = poly[0][1];
  for (let i = 1; i + 1 < n; i++) {
    const ax = poly[i][0] - x0;
    const ay = poly[i][1] - y0;
    const bx = poly[i + 1][0] - x0;
    const by = poly[i + 1][1] - y0;
    s += ax * by - bx * ay;
  }
  return s / 2;
}
function polygonArea(poly) {
  return Math.abs(signedArea(poly));
}
function simplifyPolygon(poly, tol = REL_TOL) {
  let pts = [];
  for (const p of poly) {
    const last = pts[pts.length - 1];
    if (!last || Math.abs(last[0] - p[0]) > tol || Math.abs(last[1] - p[1]) > tol) pts.push(p);
  }
  while (pts.length > 1) {
    const f = pts[0];
    const l = pts[pts.length - 1];
    if (Math.abs(f[0] - l[0]) <= tol && Math.abs(f[1] - l[1]) <= tol) pts.pop();
    else break;
  }
  let changed = true;
  while (changed && pts.length > 2) {
    changed = false;
    const n = pts.length;
    const keep = [];
    for (let i = 0; i < n; i++) {
      const p = pts[(i + n - 1) % n];
      const q = pts[i];
      const r = pts[(i + 1) % n];
      const cross = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
      const scale = Math.hypot(q[0] - p[0], q[1] - p[1]) * Math.hypot(r[0] - p[0], r[1] - p[1]);
      const between = (q[0] - p[0]) * (r[0] - q[0]) + (q[1] - p[1]) * (r[1] - q[1]) >= 0;
      if (Math.abs(cross) <= tol * Math.max(scale, tol) && between) {
        changed = true;
        continue;
      }
      keep.push(q);
    }
    pts = keep.length >= 2 || !changed ? keep : pts.slice(0, 2);
  }
  return pts;
}

function rocCurve(ct) {
  const n = ct.scores.length;
  const fpr = new Float64Array(n + 1);
  const tpr = new Float64Array(n + 1);
  const tp = new Float64Array(n + 1);
  const fp = new Float64Array(n + 1);
  const thresholds = new Float64Array(n + 1);
  thresholds[0] = Infinity;
  let a = 0;
  let b = 0;
  for (let i = 0; i < n; i++) {
    a += ct.pos[i];
    b += ct.neg[i];
    tp[i + 1] = a < ct.P ? a : ct.P;
    fp[i + 1] = b < ct.N ? b : ct.N;
    thresholds[i + 1] = ct.scores[i];
  }
  tp[n] = ct.P;
  fp[n] = ct.N;
  for (let i = 0; i <= n; i++) {
    tpr[i] = tp[i] / ct.P;
    fpr[i] = fp[i] / ct.N;
  }
  return { fpr, tpr, tp, fp, thresholds, P: ct.P, N: ct.N, hasThresholds: ct.hasThresholds };
}

function tFromOdds(s) {
  return s === Infinity ? 1 : s / (1 + s);
}
const MAX_ODDS = 1e12;
function tDistribution(spec, P, N) {
  if ("t" in spec) {
    const [a2, b2] = spec.t;
    if (!(a2 >= 0 && b2 <= 1 && a2 <= b2)) throw new MetricInputError(`t range must satisfy 0 ≤ a ≤ b ≤ 1, got [${a2}, ${b2}]`);
    return { kind: "uniform-t", range: [a2, b2], density: (t) => a2 === b2 ? t === a2 ? Infinity : 0 : t >= a2 && t <= b2 ? 1 / (b2 - a2) : 0 };
  }
  const [r1, r2] = spec.ratio;
  if (!(r1 >= 0 && r1 <= r2 && Number.isFinite(r2))) {
    throw new MetricInputError(`cost ratio range must satisfy 0 ≤ r1 ≤ r2 < ∞, got [${r1}, ${r2}]`);
  }
  if (spec.classRatio) {
    const [q1, q2] = spec.classRatio;
    if (!(q1 > 0 && q1 <= q2 && Number.isFinite(q2))) {
      throw new MetricInputError(`class ratio range must satisfy 0 < q1 ≤ q2 < ∞, got [${q1}, ${q2}]`);
    }
    if (!(r2 * q2 <= MAX_ODDS)) {
      throw new MetricInputError(`cost ratio and class ratio ranges reach the odds (C0/C1)·(N/P) = ${r2 * q2}, above ${MAX_ODDS} (t closer to 1 than double precision can integrate)`);
    }
    return tDistribution({ t: [tFromOdds(r1 * q1), tFromOdds(r2 * q2)] }, P, N);
  }
  const q = N / P;
  const s1 = r1 * q;
  const s2 = r2 * q;
  if (!(s2 <= MAX_ODDS)) {
    throw new MetricInputError(`cost ratio range [${r1}, ${r2}] is too wide: the odds t/(1−t) = (C0/C1)·(N/P) reach ${s2}, above ${MAX_ODDS} (t closer to 1 than double precision can integrate)`);
  }
  const a = tFromOdds(s1);
  const b = tFromOdds(s2);
  return {
    kind: "uniform-ratio",
    range: [a, b],
    sRange: [s1, s2],
    density: (t) => s1 === s2 ? t === a ? Infinity : 0 : t >= a && t <= b ? 1 / ((s2 - s1) * (1 - t) ** 2) : 0
  };
}

const DESCRIPTIONS = {
  1: "precision and capacity lines cross inside the square and the capacity excludes the perfect classifier (0,1): triangle (Appendix A case 1A, main-text case 1)",
  2: "precision and capacity lines cross inside the square and the capacity admits the perfect classifier (0,1): quadrilateral (Appendix A case 1B, main-text case 2)",
  3: "precision and capacity lines cross above the square, so only the precision bound limits the region: right triangle (Appendix A case 2, main-text case 3)",
  4: "precision below prevalence: the precision and capacity lines cross right of the square, capacity admits (0,1): pentagon (Appendix A case 3A; violates Partial VOROS Def. 11)",
  5: "precision below prevalence: the precision and capacity lines cross right of the square, capacity excludes (0,1): quadrilateral (Appendix A case 3B; violates Partial VOROS Def. 11)",
  6: "zero capacity: only never-alarm (0,0) is feasible (degenerate, area 0)",
  7: "precision 1: only classifiers without false positives, a segment of the y-axis (degenerate, area 0)",
  8: "capacity at least |D| (no capacity limit) and precision above prevalence: triangle below the precision line (degenerate case, same polygon as case 3)",
  9: "capacity at least |D| (no capacity limit) and precision below prevalence: the precision line leaves the square through x = 1: quadrilateral (degenerate case)",
  10: "no precision bound (α = 0) and capacity below both P and N: triangle under the capacity line (degenerate case)",
  11: "no precision bound (α = 0), P ≤ κ ≤ N: the capacity line runs from the top edge to the bottom edge: quadrilateral (degenerate case)",
  12: "no precision bound (α = 0), N ≤ κ ≤ P: the capacity line runs from the left edge to the right edge: quadrilateral (degenerate case)",
  13: "no precision bound (α = 0), κ ≥ max(P, N): the capacity line cuts the top-right corner (or misses the square when κ ≥ |D|): pentagon or square (degenerate case)"
};
function ge(a, b) {
  return geRel(a, b);
}
function feasibleCase(alpha, kappa, P, N) {
  checkInputs(alpha, kappa, P, N);
  const D = P + N;
  if (kappa === 0) return 6;
  if (alpha === 1) return 7;
  if (alpha === 0) {
    const geP = ge(kappa, P);
    const geN = ge(kappa, N);
    if (!geP && !geN) return 10;
    if (geP && geN) return 13;
    return geP ? 11 : 12;
  }
  const aboveP = ge(alpha * N, (1 - alpha) * P);
  if (ge(kappa, D)) return aboveP ? 8 : 9;
  if (aboveP) {
    if (ge(alpha * kappa, P)) return 3;
    return ge(kappa, P) ? 2 : 1;
  }
  if ((1 - alpha) * kappa > N && !ge(N, (1 - alpha) * kappa)) return ge(kappa, P) ? 4 : 5;
  return ge(kappa, P) ? 2 : 1;
}
function checkInputs(alpha, kappa, P, N) {
  if (!(alpha >= 0 && alpha <= 1)) throw new MetricInputError(`precision bound α must be in [0, 1], got ${alpha}`);
  if (!(kappa >= 0) || Number.isNaN(kappa)) throw new MetricInputError(`capacity κ must be a count ≥ 0, got ${kappa}`);
  if (!(P > 0 && N > 0 && Number.isFinite(P) && Number.isFinite(N))) {
    throw new MetricInputError(`positives and negatives must be finite and > 0, got P = ${P}, N = ${N}`);
  }
}
function checkDef11(alpha, kappa, P, N) {
  const failures = [];
  const codes = [];
  const D = P + N;
  const p = P / D;
  if (!(P < N)) {
    codes.push("def11.positives-not-minority");
    failures.push(`Partial VOROS Def. 11 assumes fewer positives than negatives, found P = ${P} ≥ N = ${N}; the capacity line is then no steeper than −1 and the feasible region can take the shapes of Appendix A cases 12–13 or 3B.`);
  }
  if (!(alpha > p)) {
    codes.push("def11.precision-below-prevalence");
    failures.push(`Partial VOROS Def. 11 assumes the precision bound α exceeds the prevalence p = ${fmt(p)}, found α = ${fmt(alpha)}; every classifier already has precision ≥ p on average (always-alarm has precision p), so the bound cuts little or nothing and the region is an Appendix A case outside the paper's main text.`);
  }
  if (!(alpha < 1)) {
    codes.push("def11.precision-one");
    failures.push(`Partial VOROS Def. 11 assumes α < 1, found α = ${fmt(alpha)}; only classifiers without false positives are feasible, the feasible region has zero area and partial VOROS is undefined (reported as 0).`);
  }
  if (!(kappa > 0)) {
    codes.push("def11.capacity-zero");
    failures.push(`Partial VOROS Def. 11 assumes a capacity κ > 0, found κ = ${fmt(kappa)}; only never-alarm is feasible, the feasible region has zero area and partial VOROS is undefined (reported as 0).`);
  }
  if (!(kappa < D)) {
    codes.push("def11.capacity-not-binding");
    failures.push(`Partial VOROS Def. 11 assumes a capacity κ below the dataset size |D| = ${D}, found κ = ${fmt(kappa)}; the capacity does not bind, so always-alarm satisfies it and only the precision bound shapes the region.`);
  }
  return { holds: failures.length === 0, failures, codes };
}
function fmt(x) {
  return Number.isInteger(x) ? String(x) : Number(x.toPrecision(6)).toString();
}
function feasibleRegion(alpha, kappa, P, N) {
  const caseNumber = feasibleCase(alpha, kappa, P, N);
  let poly = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1]
  ];
  poly = clipHalfPlane(poly, alpha * N, -(1 - alpha) * P, 0);
  poly = clipHalfPlane(poly, N, P, kappa);
  let vertices = simplifyPolygon(poly);
  const start = vertices.findIndex((v) => v[0] === 0 && v[1] === 0);
  if (start > 0) vertices = [...vertices.slice(start), ...vertices.slice(0, start)];
  if (start < 0) vertices = [[0, 0], ...vertices];
  const area = caseNumber === 6 || caseNumber === 7 ? 0 : polygonArea(vertices);
  return {
    vertices,
    area,
    caseNumber,
    description: DESCRIPTIONS[caseNumber],
    def11: checkDef11(alpha, kappa, P, N),
    alpha,
    kappa,
    P,
    N
  };
}

function isWinner(pv, best, tie) {
  return pv >= best - tie;
}
function winnerIndices(pvs, tie) {
  if (!(tie >= 0)) throw new MetricInputError(`tie must be ≥ 0, got ${tie}`);
  let best = -Infinity;
  for (const v of pvs) best = Math.max(best, v);
  const out = [];
  pvs.forEach((v, k) => {
    if (isWinner(v, best, tie)) out.push(k);
  });
  return out;
}

function tOf(param, tau) {
  return param === "t" ? tau : tau === Infinity ? 1 : tau / (1 + tau);
}
function integratorScratch(n) {
  return { f: new Float64Array(n), kind: new Int8Array(2 * n), idx: new Int32Array(2 * n) };
}
function cornerBreaks(K, h, k, lo, hi, param) {
  const br = [lo];
  for (const v of K) {
    const dx = v[0] - h;
    const dy = v[1] - k;
    let tau;
    if (param === "t") {
      const den = dx + dy;
      if (den === 0) continue;
      tau = dy / den;
    } else {
      if (dx === 0) continue;
      tau = dy / dx;
    }
    if (tau > lo && tau < hi) br.push(tau);
  }
  br.push(hi);
  br.sort((a, b) => a - b);
  return br;
}
function integrateGauss(K, h, k, lo, hi, dist) {
  const br = cornerBreaks(K, h, k, lo, hi, "t");
  const f = (t) => dist.density(t) * polygonArea(clipHalfPlane(K, -t, 1 - t, -t * h + (1 - t) * k));
  const gl = (a, b) => {
    const { nodes, weights } = GL20;
    const half = (b - a) / 2;
    const mid = a + half;
    let s = 0;
    for (let q = 0; q < nodes.length; q++) s += weights[q] * f(mid + half * nodes[q]);
    return s * half;
  };
  const adapt = (a, b, whole, depth) => {
    const m = (a + b) / 2;
    const l = gl(a, m);
    const r = gl(m, b);
    if (depth <= 0 || Math.abs(l + r - whole) <= QUADRATURE_REL * Math.max(1, Math.abs(whole))) return l + r;
    return adapt(a, m, l, depth - 1) + adapt(m, b, r, depth - 1);
  };
  let total = 0;
  for (let i = 0; i + 1 < br.length; i++) {
    const a = br[i];
    const b = br[i + 1];
    if (b > a) total += adapt(a, b, gl(a, b), 30);
  }
  return total;
}
function integrateExact(K, h, k, lo, hi, param, scratch) {
  const br = cornerBreaks(K, h, k, lo, hi, param);
  const d0x = 1;
  const d0y = 0;
  const d1x = param === "t" ? -1 : 0;
  const d1y = 1;
  const n = K.length;
  const { f, kind: tagKind, idx: tagIdx } = scratch;
  let total = 0;
  for (let s = 0; s + 1 < br.length; s++) {
    const a = br[s];
    const b = br[s + 1];
    if (!(b > a)) continue;
    const tm = (a + b) / 2;
    const dmx = d0x + tm * d1x;
    const dmy = d0y + tm * d1y;
    let anyIn = false;
    let anyOut = false;
    for (let i = 0; i < n; i++) {
      const v = dmy * (K[i][0] - h) - dmx * (K[i][1] - k);
      f[i] = Math.abs(v) <= ISO_LINE_ABS ? 0 : v;
      if (f[i] >= 0) anyIn = true;
      if (f[i] < 0) anyOut = true;
    }
    if (!anyIn) continue;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      if (f[i] >= 0) {
        tagKind[m] = 0;
        tagIdx[m++] = i;
      }
      if (f[i] > 0 && f[j] < 0 || f[i] < 0 && f[j] > 0) {
        tagKind[m] = 1;
        tagIdx[m++] = i;
      }
    }
    if (m < 3) continue;
    if (!anyOut) {
      total += polygonArea(K) * (b - a);
      continue;
    }
    let C = 0;
    let R = 0;
    for (let j = 0; j < m; j++) {
      const j2 = j + 1 === m ? 0 : j + 1;
      const kindA = tagKind[j];
      const kindB = tagKind[j2];
      const iA = tagIdx[j];
      const iB = tagIdx[j2];
      if (kindA === 0 && kindB === 0) {
        const A = K[iA];
        const B = K[iB];
        C += A[0] * B[1] - A[1] * B[0];
      } else if (kindA === 0 && kindB === 1) {
        const w = K[iA];
        C += w[0] * k - w[1] * h;
        R += movingTerm(K, iB, h, k, d0x, d0y, d1x, d1y, w[0] * d0y - w[1] * d0x, w[0] * d1y - w[1] * d1x, a, b);
      } else if (kindA === 1 && kindB === 0) {
        const w = K[iB];
        C += h * w[1] - k * w[0];
        R += movingTerm(K, iA, h, k, d0x, d0y, d1x, d1y, d0x * w[1] - d0y * w[0], d1x * w[1] - d1y * w[0], a, b);
      } else {
        const p = h * d0y - k * d0x;
        const q = h * d1y - k * d1x;
        R += movingTerm(K, iB, h, k, d0x, d0y, d1x, d1y, p, q, a, b);
        R -= movingTerm(K, iA, h, k, d0x, d0y, d1x, d1y, p, q, a, b);
      }
    }
    total += (C * (b - a) + R) / 2;
  }
  return total;
}
function movingTerm(K, e, Hx, Hy, d0x, d0y, d1x, d1y, p, q, lo, hi) {
  const v = K[e];
  const w = K[e + 1 === K.length ? 0 : e + 1];
  const Ex = w[0] - v[0];
  const Ey = w[1] - v[1];
  const g = (v[0] - Hx) * Ey - (v[1] - Hy) * Ex;
  if (g === 0) return 0;
  const al = d0x * Ey - d0y * Ex;
  const be = d1x * Ey - d1y * Ex;
  return g * ratIntegral(p, q, al, be, lo, hi);
}
function ratIntegral(p, q, a, b, lo, hi) {
  const delta = hi - lo;
  const D0 = a + b * lo;
  const D1 = a + b * hi;
  let D;
  let Dother;
  let P;
  let Q;
  let z;
  if (Math.abs(D0) >= Math.abs(D1)) {
    D = D0;
    Dother = D1;
    P = p + q * lo;
    Q = q;
    z = b * delta / D0;
  } else {
    D = D1;
    Dother = D0;
    P = p + q * hi;
    Q = -q;
    z = -b * delta / D1;
  }
  if (D === 0) return 0;
  let L1;
  let L2;
  if (Math.abs(z) < 0.5) {
    L1 = 0;
    L2 = 0;
    let pw = 1;
    for (let nn = 0; nn < 60; nn++) {
      const t1 = pw / (nn + 1);
      L1 += t1;
      L2 += pw / (nn + 2);
      if (Math.abs(t1) < SERIES_ABS) break;
      pw *= -z;
    }
  } else {
    const lg = Math.log(Dother / D);
    L1 = lg / z;
    L2 = (z - lg) / (z * z);
  }
  return delta / D * (P * L1 + Q * delta * L2);
}

function isFeasibleCounts(tp, fp, alpha, kappa) {
  const n = tp + fp;
  return alpha * fp - (1 - alpha) * tp <= REL_TOL * n && n - kappa <= REL_TOL * Math.max(kappa, 1);
}
function feasibleIndices(roc, alpha, kappa) {
  const n = roc.fpr.length;
  const out = new Int32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    if (i === 0 || isFeasibleCounts(roc.tp[i], roc.fp[i], alpha, kappa)) out[m++] = i;
  }
  return out.slice(0, m);
}
function feasibleHull(roc, alpha, kappa) {
  return upperHull(roc.fpr, roc.tpr, feasibleIndices(roc, alpha, kappa));
}
function partialVoros(roc, region, dist, opts = {}) {
  const off = (a, b) => Math.abs(a - b) > COUNT_MATCH_REL * Math.max(a, b);
  if (off(roc.P, region.P) || off(roc.N, region.N)) {
    throw new MetricInputError(
      `the feasible region was built for P = ${region.P}, N = ${region.N} but the ROC curve has P = ${roc.P}, N = ${roc.N}`
    );
  }
  const hull = opts.hull ? Int32Array.from(opts.hull) : feasibleHull(roc, region.alpha, region.kappa);
  const pieces = [];
  const volume = partialVolume({ x: roc.fpr, y: roc.tpr, idx: hull, region, dist, method: opts.method, pieces });
  const degenerate = !(region.area > 0);
  const raw = degenerate ? 0 : volume / region.area;
  return { value: clamp01(raw), raw, pieces, degenerate, hull };
}
function clamp01(x) {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
function partialVolume(w) {
  const { x, y, idx, region, dist, pieces } = w;
  const len = w.len ?? idx.length;
  const [ta, tb] = dist.range;
  const K = region.vertices;
  if (len === 0) return 0;
  const pointMass = ta === tb || dist.kind === "uniform-ratio" && dist.sRange !== void 0 && dist.sRange[0] === dist.sRange[1];
  if (pointMass) {
    const j = optimalVertex(x, y, idx, ta, len);
    pieces?.push({ t: [ta, ta], index: idx[j] });
    if (!(region.area > 0)) return 0;
    return polygonArea(clipHalfPlane(K, -ta, 1 - ta, -ta * x[idx[j]] + (1 - ta) * y[idx[j]]));
  }
  let param;
  let tauA;
  let tauB;
  const exact = (w.method ?? "exact") === "exact" && (dist.kind === "uniform-t" || dist.kind === "uniform-ratio" && dist.sRange);
  if (exact && dist.kind === "uniform-ratio") {
    param = "s";
    tauA = dist.sRange[0];
    tauB = dist.sRange[1];
  } else {
    param = "t";
    tauA = ta;
    tauB = tb;
  }
  const given = w.scratch;
  const scratch = exact && region.area > 0 ? given && given.f.length >= K.length ? given : integratorScratch(K.length) : void 0;
  const jStart = optimalVertex(x, y, idx, tb, len);
  const found = pieces ? [] : void 0;
  let total = 0;
  let hiTau = tauB;
  for (let j = jStart; j < len; j++) {
    let loTau = tauA;
    if (j + 1 < len) {
      const dx = x[idx[j + 1]] - x[idx[j]];
      const dy = y[idx[j + 1]] - y[idx[j]];
      const s = dx === 0 ? Infinity : dy / dx;
      const b = param === "s" ? s : s === Infinity ? 1 : dy / (dx + dy);
      if (b > loTau) loTau = b;
    }
    if (loTau > hiTau) loTau = hiTau;
    if (hiTau > loTau) {
      const h = x[idx[j]];
      const k = y[idx[j]];
      if (region.area > 0) {
        if (scratch) total += integrateExact(K, h, k, loTau, hiTau, param, scratch);
        else total += integrateGauss(K, h, k, loTau, hiTau, dist);
      }
      found?.push({ t: [tOf(param, loTau), tOf(param, hiTau)], index: idx[j] });
    }
    hiTau = loTau;
    if (loTau <= tauA) break;
  }
  if (pieces && found) for (let i = found.length - 1; i >= 0; i--) pieces.push(found[i]);
  return exact ? total / (tauB - tauA) : total;
}

function winnerHeatmap(models, alphas, kappas, dist, tie) {
  if (!(tie >= 0)) throw new MetricInputError(`tie must be ≥ 0, got ${tie}`);
  const names = /* @__PURE__ */ new Set();
  for (const m of models) {
    if (names.has(m.name)) throw new MetricInputError(`model names must be unique, found "${m.name}" twice`);
    names.add(m.name);
  }
  const nA = alphas.length;
  const nK = kappas.length;
  const cells = [];
  for (let i = 0; i < nA; i++) {
    const row = [];
    for (let j = 0; j < nK; j++) row.push({ winners: [], partialVoros: dict() });
    cells.push(row);
  }
  const regionCache = /* @__PURE__ */ new Map();
  const regionsFor = (P, N) => {
    const key = `${P}/${N}`;
    let r = regionCache.get(key);
    if (!r) {
      r = alphas.map((a) => kappas.map((k) => feasibleRegion(a, k, P, N)));
      regionCache.set(key, r);
    }
    return r;
  };
  const scratch = integratorScratch(6);
  const order = Array.from({ length: nK }, (_, j) => j).sort((a, b) => kappas[a] - kappas[b]);
  for (const model of models) {
    const { fpr, tpr, tp, fp, P, N } = model.roc;
    const regions = regionsFor(P, N);
    const n = fpr.length;
    const F = new Int32Array(n);
    const stack = new Int32Array(n);
    for (let i = 0; i < nA; i++) {
      const alpha = alphas[i];
      let nf = 0;
      for (let r2 = 0; r2 < n; r2++) {
        if (r2 === 0 || isFeasibleCounts(tp[r2], fp[r2], alpha, Infinity)) F[nf++] = r2;
      }
      let m = 0;
      let r = 0;
      for (const j of order) {
        const kappa = kappas[j];
        while (r < nf && (F[r] === 0 || isFeasibleCounts(tp[F[r]], fp[F[r]], 0, kappa))) {
          m = upperHullPush(fpr, tpr, stack, m, F[r++]);
        }
        const region = regions[i][j];
        const pv = region.area > 0 ? Math.min(1, Math.max(0, partialVolume({ x: fpr, y: tpr, idx: stack, len: m, region, dist, scratch }) / region.area)) : 0;
        cells[i][j].partialVoros[model.name] = pv;
      }
    }
  }
  for (const row of cells) {
    for (const cell of row) {
      for (const k of winnerIndices(models.map((m) => cell.partialVoros[m.name]), tie)) cell.winners.push(models[k].name);
    }
  }
  return { cells, regions: models.length ? regionsFor(models[0].roc.P, models[0].roc.N) : [] };
}

const THIN_STEP = 1 / 2e3;

const STRATEGY_LABELS = {
  partialVoros: "max partial VOROS",
  voros: "max VOROS",
  recall: "max recall in the feasible region",
  partialAurocInRegion: "max partial AUROC in the feasible region"
};
function costRatioOf(t, P, N) {
  return t >= 1 ? Infinity : t / (1 - t) * P / N;
}

const TIE_MARK = "≈";
function kappaLabel(kappa, total) {
  const s = kappa / total * 100;
  const str = s >= 10 ? s.toFixed(0) : s >= 1 ? Number(s.toFixed(1)).toString() : Number(s.toPrecision(2)).toString();
  return `${str}%`;
}
function ordered(winners, order) {
  const rank = (w) => {
    const i = order.indexOf(w);
    return i < 0 ? order.length : i;
  };
  return [...winners].sort((a, b) => rank(a) - rank(b));
}
function categoryLabel(winners, order) {
  if (winners.length === 0) return "—";
  return ordered(winners, order).map(visibleBidi).join(` ${TIE_MARK} `);
}
function modelKey(name, order) {
  const i = order.indexOf(name);
  return i < 0 ? "?" : String(i + 1);
}
function categoryKey(winners, order) {
  if (winners.length === 0) return "—";
  return ordered(winners, order).map((w) => modelKey(w, order)).join(TIE_MARK);
}
function compareCategories(a, b, order) {
  const first = (ws) => {
    const i = ws.length ? order.indexOf(ordered(ws, order)[0]) : -1;
    return i < 0 ? order.length : i;
  };
  const la = categoryLabel(a, order);
  const lb = categoryLabel(b, order);
  return Number(a.length > 1) - Number(b.length > 1) || first(a) - first(b) || (la < lb ? -1 : la > lb ? 1 : 0);
}
function cellTip(alpha, kappa, total, winners, order, pv, tRange) {
  const pvs = order.map((n) => `${visibleBidi(n)} ${fmt$1(own(pv, n))}`).join(", ");
  const tip = `α = ${fmt$1(alpha, 3)}, κ = ${int(kappa)} (${kappaLabel(kappa, total)} of |D|)
winner: ${categoryLabel(winners, order)}
partial VOROS: ${pvs}`;
  return tRange ? `${tip}
(t ∈ [${fmt$1(tRange[0], 2)}, ${fmt$1(tRange[1], 2)}])` : tip;
}

const $$Astro$3 = createAstro();
const $$Figure = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$3, $$props, $$slots);
  Astro2.self = $$Figure;
  const { chart, id, title, caption, attrs = {}, wide = false } = Astro2.props;
  const simulated = Astro2.locals.rocsite?.report.simulated === true;
  const heading = (title ?? chart.title) + (simulated ? " (simulated data)" : "");
  return renderTemplate`${maybeRenderHead()}<figure${addAttribute(["chart", { wide }], "class:list")}${addAttribute(chart.kind, "data-chart")}${addAttribute(id, "id")}${addAttribute(`${id}-title`, "aria-labelledby")}${spreadAttributes(attrs)}> <div class="chart-title"${addAttribute(`${id}-title`, "id")}>${heading}</div> ${chart.legend.length > 1 && renderTemplate`<ul class="legend" aria-label="Legend"> ${chart.legend.map((l) => renderTemplate`<li${addAttribute(l.label, "data-legend")}>${l.key && renderTemplate`<b class="print-key print-only">${l.key} </b>`}<span class="swatch"${addAttribute(`background:${l.color}`, "style")} aria-hidden="true"></span>${l.label}</li>`)} </ul>`} <div class="chart-svg">${unescapeHTML(chart.svg)}</div> <figcaption>${caption ?? chart.caption}${renderSlot($$result, $$slots["default"])}</figcaption> <details class="data-table"> <summary>Data table</summary> <div class="table-scroll"> <table> <thead><tr>${chart.table.head.map((h) => renderTemplate`<th scope="col">${h}</th>`)}</tr></thead> <tbody> ${chart.table.rows.map((r) => renderTemplate`<tr>${r.map((c) => renderTemplate`<td>${c}</td>`)}</tr>`)} </tbody> </table> </div> </details> </figure>`;
}, "/work/wt-uncert2/src/components/Figure.astro", void 0);

let provider;
function setDocumentProvider(f) {
  provider = f;
}
function defaultDocument() {
  if (provider) return provider();
  if (typeof document !== "undefined") return document;
  throw new Error("renderPlot: no DOM document; in Node import src/lib/charts/render.ts (jsdom) or pass `document`");
}
function renderPlot(spec, opts) {
  const node = Plot.plot({ ...spec, document: opts.document ?? defaultDocument() });
  const svg = node.tagName.toLowerCase() === "svg" ? node : node.querySelector("svg");
  if (!svg) throw new Error(`chart ${opts.id}: Plot returned no <svg>`);
  for (const t of Array.from(svg.querySelectorAll("title"))) {
    const parent = t.parentElement;
    const text = (t.textContent ?? "").trim();
    if (parent && parent !== svg) {
      parent.setAttribute("data-tip", text);
      parent.setAttribute("aria-label", text.replace(/\n/g, "; "));
      parent.setAttribute("tabindex", "0");
    }
    t.remove();
  }
  const ids = /* @__PURE__ */ new Map();
  let k = 0;
  for (const el of Array.from(svg.querySelectorAll("[id]"))) {
    const old = el.getAttribute("id");
    const nu = `${opts.id}-c${++k}`;
    ids.set(old, nu);
    el.setAttribute("id", nu);
  }
  if (ids.size) {
    for (const el of Array.from(svg.querySelectorAll("[clip-path]"))) {
      const v = el.getAttribute("clip-path");
      const m = /^url\(#(.+)\)$/.exec(v);
      if (m && ids.has(m[1])) el.setAttribute("clip-path", `url(#${ids.get(m[1])})`);
    }
  }
  svg.setAttribute("role", "img");
  if (opts.ariaLabel) svg.setAttribute("aria-label", opts.ariaLabel);
  svg.setAttribute("data-chart-id", opts.id);
  opts.decorate?.(svg);
  const html = svg.outerHTML;
  if (!opts.prepend) return html;
  const end = html.indexOf(">") + 1;
  return html.slice(0, end) + opts.prepend + html.slice(end);
}

let dom;
setDocumentProvider(() => {
  dom ??= new JSDOM("<!doctype html><html><body></body></html>");
  return dom.window.document;
});

const SVG_NS = "http://www.w3.org/2000/svg";
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
function colorScale(report) {
  const names = report.models.map((m) => m.name);
  const c = modelColors(names);
  return { type: "categorical", domain: names, range: names.map((n) => c[n]) };
}
function legendOf(report) {
  const c = modelColors(report.models.map((m) => m.name));
  return report.models.map((m) => ({ label: m.name, color: c[m.name] }));
}
function findScenario(report, name) {
  if (!report.scenarios.length) return void 0;
  if (name === void 0) return report.scenarios[0];
  const s = report.scenarios.find((x) => x.name === name);
  if (!s) throw new Error(`scenario "${name}" not found; the report has: ${report.scenarios.map((x) => x.name).join(", ") || "none"}`);
  return s;
}
function selectModels(report, names) {
  if (!names || names.length === 0) return report.models;
  return names.map((n) => {
    const m = report.models.find((x) => x.name === n);
    if (!m) throw new Error(`model "${n}" not found; the report has: ${report.models.map((x) => x.name).join(", ")}`);
    return m;
  });
}
function distinctBestPoints(ms) {
  const out = [];
  for (const b of ms.bestPoints) {
    const last = out[out.length - 1];
    if (last && last.fpr === b.fpr && last.tpr === b.tpr) last.t.push([b.t[0], b.t[1]]);
    else out.push({ fpr: b.fpr, tpr: b.tpr, threshold: b.threshold, tp: b.tp, fp: b.fp, t: [[b.t[0], b.t[1]]] });
  }
  return out;
}
function thrText(th, fpr, tpr) {
  if (th === null) return fpr === 0 && tpr === 0 ? threshold(null) : "not given";
  return threshold(th);
}
function tRanges(t) {
  return t.map(([a, b]) => a === b ? `t = ${fmt$1(a)}` : `t ∈ [${fmt$1(a)}, ${fmt$1(b)}]`).join(", ");
}
const baseStyle = { fontFamily: FONT, fontSize: "12px", overflow: "visible" };
function polygonMark(vertices, cls, label = "feasible region") {
  return (_index, scales, _values, _dim, context) => {
    const doc = context.document;
    const g = doc.createElementNS(SVG_NS, "g");
    g.setAttribute("aria-label", label);
    if (vertices.length >= 3) {
      const poly = doc.createElementNS(SVG_NS, "polygon");
      poly.setAttribute("points", vertices.map(([x, y]) => `${round2(scales.x(x))},${round2(scales.y(y))}`).join(" "));
      poly.setAttribute("class", cls);
      poly.setAttribute("fill", "currentColor");
      poly.setAttribute("fill-opacity", "0.12");
      poly.setAttribute("stroke", "currentColor");
      poly.setAttribute("stroke-opacity", "0.6");
      poly.setAttribute("stroke-width", "1");
      g.appendChild(poly);
    }
    return g;
  };
}
function round2(v) {
  return (Math.round(v * 100) / 100).toString();
}

function ratioTicks(lo, hi, P, N) {
  const tOf = (r) => r * N / (r * N + P);
  const out = [];
  for (let e = -6; e <= 6; e++) {
    for (const m of [1, 2, 5]) {
      const r = m * 10 ** e;
      const t = tOf(r);
      if (t >= lo - 1e-9 && t <= hi + 1e-9) out.push({ t, r });
    }
  }
  if (out.length > 7) return out.filter((d) => /^1/.test(d.r.toExponential()));
  return out;
}
function lesserChart(report, o) {
  const scen = o.scenario === "none" ? void 0 : findScenario(report, o.scenario);
  const { positives: P, negatives: N } = report.dataset;
  const rows = [];
  const table = [];
  for (const m of report.models) {
    const series = scen ? m.scenarios.find((s) => s.name === scen.name)?.partialArea : m.lesserArea;
    if (!series) continue;
    for (let i = 0; i < series.t.length; i++) {
      const v = series.value[i];
      if (Number.isFinite(v)) rows.push({ model: m.name, t: series.t[i], v });
    }
    const n = series.t.length;
    const step = Math.max(1, Math.floor(n / 10));
    for (let i = 0; i < n; i += step) table.push([m.name, fmt$1(series.t[i]), compact(series.t[i] / (1 - series.t[i]) * (P / N)), fmt$1(series.value[i])]);
  }
  const ts = rows.map((r) => r.t);
  const lo = scen ? scen.tRange[0] : ts.length ? Math.min(...ts) : 0;
  const hi = scen ? scen.tRange[1] : ts.length ? Math.max(...ts) : 1;
  const ticks = ratioTicks(lo, hi, P, N);
  const svg = renderPlot(
    {
      width: 640,
      height: 380,
      marginLeft: 56,
      marginTop: 46,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [lo, hi], label: "Fractional cost t →", grid: true, labelAnchor: "center" },
      y: { domain: [0, 1], label: scen ? "Normalized partial area A*ₜ / A*" : "Area of lesser classifiers Aₜ", grid: true, labelAnchor: "center", labelArrow: "none" },
      color: colorScale(report),
      marks: [
        Plot.axisX(ticks.map((d) => d.t), {
          anchor: "top",
          tickFormat: (t) => compact(t / (1 - t) * (P / N)),
          label: "Cost ratio C0/C1 (false positive : false negative) →",
          labelAnchor: "center"
        }),
        Plot.axisX({ anchor: "bottom" }),
        Plot.line(rows, { x: "t", y: "v", z: "model", stroke: "model", strokeWidth: 2 }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: scen ? `Normalized partial area against t, scenario ${visibleBidi(scen.name)}` : "Area of lesser classifiers against t" }
  );
  return {
    kind: "lesser",
    title: scen ? `Normalized partial area against cost — scenario “${visibleBidi(scen.name)}”` : "Area of lesser classifiers against cost",
    caption: scen ? `For each fractional cost t (bottom axis; top axis: the cost ratio C0/C1 = t/(1−t)·P/N), the share of the feasible region that the model's best feasible point beats. Partial VOROS is the average of this curve over the cost distribution: ${report.models.map((m) => `${visibleBidi(m.name)} ${fmt$1(m.scenarios.find((s) => s.name === scen.name)?.partialVoros)}`).join(", ")}.` : `For each fractional cost t, the area of ROC space below the iso-cost line through the model's cost-optimal point; VOROS is its average over a t range.`,
    svg,
    table: { head: ["Model", "t", "C0/C1", scen ? "A*ₜ / A*" : "Aₜ"], rows: table },
    legend: legendOf(report)
  };
}

function heatmapData(report) {
  const h = report.heatmap;
  if (!h) throw new Error("the report has no heatmap");
  return {
    names: report.models.map((m) => m.name),
    total: report.dataset.positives + report.dataset.negatives,
    alphas: h.alphas,
    kappas: h.kappas,
    tie: h.tie,
    cost: h.cost,
    cells: h.cells
  };
}
function heatmapCellsOf(d, chartId) {
  const out = [];
  d.alphas.forEach((alpha, i) => {
    d.kappas.forEach((kappa, j) => {
      const cell = d.cells[i][j];
      out.push({
        i,
        j,
        alpha,
        kappa,
        kappaLabel: kappaLabel(kappa, d.total),
        category: categoryLabel(cell.winners, d.names),
        key: categoryKey(cell.winners, d.names),
        winners: cell.winners,
        color: categoryFill(cell.winners, d.names, chartId),
        swatch: categorySwatch(cell.winners, d.names),
        tie: cell.winners.length > 1,
        tip: cellTip(alpha, kappa, d.total, cell.winners, d.names, cell.partialVoros, d.tipTRange)
      });
    });
  });
  return out;
}
function heatmapChart(report, o) {
  return heatmapChartOf(heatmapData(report), o);
}
function heatmapChartOf(h, o) {
  const { names, total } = h;
  const cells = heatmapCellsOf(h, o.id);
  const xDomain = h.kappas.map((k) => kappaLabel(k, total));
  const yDomain = h.alphas.map((a) => fmt$1(a, 2)).reverse();
  const seen = /* @__PURE__ */ new Map();
  for (const c of cells) if (!seen.has(c.category)) seen.set(c.category, c);
  const legend = [...seen.values()].sort((a, b) => compareCategories(a.winners, b.winners, names));
  const showText = h.kappas.length <= 24 && h.alphas.length <= 24;
  const cellW = Math.max(26, Math.min(84, Math.floor(640 / Math.max(1, h.kappas.length))));
  const cellH = Math.max(18, Math.min(40, Math.floor(440 / Math.max(1, h.alphas.length))));
  const keySize = (key) => Math.max(6, Math.min(13, cellH * 0.42, cellW / Math.max(1, key.length) * 1.2));
  const y = (d) => fmt$1(d.alpha, 2);
  const svg = renderPlot(
    {
      width: 70 + cellW * h.kappas.length + 20,
      height: 40 + 50 + cellH * h.alphas.length,
      marginLeft: 56,
      marginBottom: 50,
      marginTop: 16,
      style: baseStyle,
      padding: 0.04,
      x: { type: "band", domain: xDomain, label: "Capacity κ (share of |D|) →", labelAnchor: "center", tickRotate: h.kappas.length > 10 ? -40 : 0 },
      y: { type: "band", domain: yDomain, label: "↑ Minimum precision α" },
      color: { type: "identity" },
      marks: [
        Plot.cell(cells, { x: "kappaLabel", y, fill: "color", title: "tip", inset: 0.5, className: "heatmap-cells" }),
        showText ? Plot.text(
          cells.filter((c) => c.tie),
          { x: "kappaLabel", y, text: () => "≈", fill: "#111", stroke: "#fff", strokeWidth: 3, paintOrder: "stroke", fontSize: 14, fontWeight: "bold", pointerEvents: "none", className: "heatmap-ties" }
        ) : null,
        Plot.text(cells, {
          x: "kappaLabel",
          y,
          text: "key",
          fontSize: (d) => keySize(d.key),
          fontWeight: "bold",
          fill: "#111",
          stroke: "#fff",
          strokeWidth: 2.2,
          paintOrder: "stroke",
          pointerEvents: "none",
          className: "heatmap-keys"
        })
      ]
    },
    {
      id: o.id,
      document: o.document,
      ariaLabel: "Winner heatmap over minimum precision α and capacity κ",
      prepend: tiePatterns(o.id, names),
      decorate: (svg2) => {
        const group = (cls, tag, n) => {
          const g = svg2.querySelector(`g.${cls}`);
          const els = g ? Array.from(g.querySelectorAll(tag)) : [];
          if (!g || els.length !== n) throw new Error(`heatmap: ${els.length} ${tag} in g.${cls} for ${n} cells`);
          return { g, els };
        };
        group("heatmap-cells", "rect", cells.length).els.forEach((r, k) => {
          r.setAttribute("data-cell", `${cells[k].i},${cells[k].j}`);
          r.setAttribute("data-category", cells[k].category);
        });
        if (showText) {
          const ties = cells.filter((c) => c.tie);
          if (ties.length) group("heatmap-ties", "text", ties.length).els.forEach((t, k) => t.setAttribute("data-cell", `${ties[k].i},${ties[k].j}`));
        }
        group("heatmap-keys", "text", cells.length).g.setAttribute("display", "none");
      }
    }
  );
  const table = cells.map((c) => [fmt$1(c.alpha, 3), c.kappaLabel, int(c.kappa), c.category, ...names.map((n) => fmt$1(h.cells[c.i][c.j].partialVoros[n]))]);
  const costText = "t" in h.cost ? `t uniform on [${fmt$1(h.cost.t[0], 2)}, ${fmt$1(h.cost.t[1], 2)}]` : `C0/C1 uniform on [${h.cost.ratio[0]}, ${h.cost.ratio[1]}]`;
  return {
    kind: "heatmap",
    title: "Which model wins? Partial VOROS over minimum precision × capacity",
    caption: `Each cell is a deployment scenario: minimum precision α (rows) and at most κ alerts (columns, as a share of the ${int(total)} cases). Colour: the model with the highest partial VOROS (${costText}); models within ${h.tie} of the best are tied and shown as one category such as “A ≈ B” (stripes of their colours, marked ≈).`,
    svg,
    table: { head: ["α", "κ (share)", "κ (count)", "Winner", ...names.map((n) => `PV ${n}`)], rows: table },
    legend: legend.map((l) => ({ label: l.category, color: l.swatch, tie: l.tie, key: l.key }))
  };
}

const STRATEGY_ORDER = ["partialVoros", "voros", "recall", "partialAurocInRegion"];
const DASHES = ["none", "7,4", "2,3", "10,3,2,3"];
const WIDTHS = [3.2, 2.6, 2, 1.4];
const STRATEGY_COLORS = Object.fromEntries(STRATEGY_ORDER.map((s, i) => [STRATEGY_LABELS[s], OKABE_ITO[i]]));
function selectionThresholdsChart(report, o) {
  const scen = findScenario(report, o.scenario);
  const val = report.dataset.parts?.validation;
  if (!scen || !report.selection || !val) throw new Error("selection thresholds chart: the report has no model selection");
  const entries = report.selection.filter((e) => e.scenario === scen.name);
  const rows = [];
  const table = [];
  for (const e of entries) {
    const label = STRATEGY_LABELS[e.strategy];
    for (const p of e.thresholds) {
      if (p.threshold !== null) {
        const tip = `${label}: ${visibleBidi(e.model)}
alert when score ≥ ${threshold(p.threshold)}
t ∈ [${fmt$1(p.t[0])}, ${fmt$1(p.t[1])}]`;
        rows.push({ strategy: label, t: p.t[0], threshold: p.threshold, tip }, { strategy: label, t: p.t[1], threshold: p.threshold, tip });
      }
      table.push([label, e.model, fmt$1(p.t[0]), fmt$1(p.t[1]), compact(costRatioOf(p.t[0], val.positives, val.negatives)), compact(costRatioOf(p.t[1], val.positives, val.negatives)), threshold(p.threshold)]);
    }
  }
  const [lo, hi] = [entries[0]?.thresholds[0].t[0] ?? scen.tRange[0], entries[0]?.thresholds.at(-1).t[1] ?? scen.tRange[1]];
  const nice = ratioTicks(lo, hi, val.positives, val.negatives).map((d) => d.t);
  const ticks = nice.length >= 3 || hi <= lo ? nice : Array.from({ length: 5 }, (_, i) => lo + (hi - lo) * i / 4);
  const labels = STRATEGY_ORDER.map((s) => STRATEGY_LABELS[s]).filter((l) => rows.some((r) => r.strategy === l));
  const svg = renderPlot(
    {
      width: 640,
      height: 360,
      marginLeft: 60,
      marginTop: 46,
      marginBottom: 44,
      style: baseStyle,
      x: { domain: [lo, hi], label: "Fractional cost t →", grid: true, labelAnchor: "center" },
      y: { label: "Threshold τ(t) (alert when score ≥ τ)", grid: true, labelAnchor: "center", labelArrow: "none", nice: true },
      color: { type: "categorical", domain: labels, range: labels.map((l) => STRATEGY_COLORS[l]) },
      marks: [
        Plot.axisX(ticks, {
          anchor: "top",
          tickFormat: (t) => compact(costRatioOf(t, val.positives, val.negatives)),
          label: "Cost ratio C0/C1 (validation class ratio) →",
          labelAnchor: "center"
        }),
        Plot.axisX({ anchor: "bottom" }),
        // One line per strategy, each with its own dash pattern, so strategies that chose the same thresholds stay visible.
        ...labels.map(
          (l, i) => Plot.line(rows.filter((r) => r.strategy === l), { x: "t", y: "threshold", stroke: "strategy", strokeWidth: WIDTHS[i % WIDTHS.length], strokeDasharray: DASHES[i % DASHES.length] })
        ),
        Plot.dot(rows, { x: "t", y: "threshold", fill: "strategy", r: 3, title: "tip" }),
        Plot.frame({ strokeOpacity: 0.3 })
      ]
    },
    { id: o.id, ariaLabel: `Thresholds chosen on validation against t, scenario ${visibleBidi(scen.name)}` }
  );
  return {
    kind: "selection-thresholds",
    title: `Thresholds chosen on validation against cost — scenario “${visibleBidi(scen.name)}”`,
    caption: "Each strategy fixes, on the validation part, a threshold τ(t) for every cost parameter t (bottom axis; top axis: the cost ratio C0/C1 = t/(1−t)·P/N with the validation part's P and N). Cost-aware strategies (partial VOROS, VOROS) change the threshold with t; recall and partial AUROC use one threshold. Strategies that chose the same thresholds overlap (dashes tell them apart). Different models have different score scales.",
    svg,
    table: { head: ["Strategy", "Model", "t from", "t to", "C0/C1 from", "C0/C1 to", "Threshold"], rows: table },
    legend: labels.map((l) => ({ label: l, color: STRATEGY_COLORS[l] }))
  };
}

function currentReport(locals, component) {
  const r = locals.rocsite;
  if (!r) throw new Error(`<${component}> is used outside a report page: it needs the report set by the page`);
  return r;
}
function nextChartId(locals, kind) {
  const r = locals.rocsite;
  if (!r) return `${kind}-0`;
  r.ids += 1;
  return `${kind}-${r.ids}`;
}

const $$Astro$2 = createAstro();
const $$WinnerHeatmap = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$2, $$props, $$slots);
  Astro2.self = $$WinnerHeatmap;
  const { title, caption, whatif = false } = Astro2.props;
  const { report } = currentReport(Astro2.locals, "WinnerHeatmap");
  const id = nextChartId(Astro2.locals, "heatmap");
  const chart = report.heatmap ? heatmapChart(report, { id }) : void 0;
  const attrs = whatif ? { "data-whatif-heatmap": "" } : {};
  return renderTemplate`${chart ? renderTemplate`${renderComponent($$result, "Figure", $$Figure, { "chart": chart, "id": id, "title": title, "caption": caption, "attrs": attrs, "wide": true }, { "default": ($$result2) => renderTemplate`${renderSlot($$result2, $$slots["default"])}` })}` : renderTemplate`${maybeRenderHead()}<p class="note">This report's config has no <code>heatmap</code> section.</p>`}`;
}, "/work/wt-uncert2/src/components/WinnerHeatmap.astro", void 0);

function sliderGridMin(v, lo, stepDecimals) {
  const s = String(v);
  if (!/^\d+(\.\d+)?$/.test(s) || v < lo) return String(lo);
  const [ip, fp = ""] = s.split(".");
  const d = Math.max(fp.length, stepDecimals);
  const scaled = BigInt(ip + fp.padEnd(d, "0"));
  const unit = 10n ** BigInt(d - stepDecimals);
  const loScaled = BigInt(Math.round(lo * 10 ** stepDecimals)) * unit;
  const min = scaled - (scaled - loScaled) / unit * unit;
  const digits = min.toString().padStart(d + 1, "0");
  const out = `${digits.slice(0, digits.length - d)}.${digits.slice(digits.length - d)}`;
  return out.replace(/\.?0+$/, "") || "0";
}

function embeddedCountTable(m) {
  const n = m.pos.length;
  const scores = new Float64Array(n);
  let hasThresholds = true;
  for (let i = 0; i < n; i++) {
    const s = m.scores[i];
    if (s === null || !Number.isFinite(s)) hasThresholds = false;
    scores[i] = s === null || !Number.isFinite(s) ? n - 1 - i : s;
  }
  const pos = Float64Array.from(m.pos);
  const neg = Float64Array.from(m.neg);
  let P = 0;
  let N = 0;
  for (let i = 0; i < n; i++) {
    P += pos[i];
    N += neg[i];
  }
  return { scores, pos, neg, P, N, hasThresholds };
}
function modelStates(data) {
  return data.models.map((m) => ({ name: m.name, roc: rocCurve(embeddedCountTable(m)) }));
}
function embeddedFromReport(report) {
  return {
    P: report.dataset.positives,
    N: report.dataset.negatives,
    models: report.models.map((m) => ({ name: m.name, scores: m.countTable.scores, pos: m.countTable.pos, neg: m.countTable.neg })),
    heatmap: report.heatmap ? { alphas: report.heatmap.alphas, kappas: report.heatmap.kappas, tie: report.heatmap.tie } : null
  };
}
function recomputeHeatmap(data, models, dist) {
  if (!data.heatmap) throw new Error("the embedded data have no heatmap grid");
  const h = data.heatmap;
  return winnerHeatmap(models, h.alphas, h.kappas, dist, h.tie).cells;
}
function panelAccuracy(report) {
  const data = embeddedFromReport(report);
  const models = modelStates(data);
  const thinned = report.models.filter((m) => m.display?.thinned).map((m) => m.name);
  let heatmap = null;
  if (report.heatmap) {
    const h = report.heatmap;
    const cells = recomputeHeatmap(data, models, tDistribution(h.cost, data.P, data.N));
    let maxAbsPv = 0;
    let cellsDiffering = 0;
    h.cells.forEach(
      (row, i) => row.forEach((want, j) => {
        const got = cells[i][j];
        for (const m of models) maxAbsPv = Math.max(maxAbsPv, Math.abs(got.partialVoros[m.name] - want.partialVoros[m.name]));
        if (got.winners.join("\0") !== want.winners.join("\0")) cellsDiffering++;
      })
    );
    heatmap = { maxAbsPv, cellsDiffering, cells: h.alphas.length * h.kappas.length };
  }
  let scenarios = null;
  if (report.scenarios.length) {
    let maxAbsPv = 0;
    let count = 0;
    for (const s of report.scenarios) {
      const region = feasibleRegion(s.precision, s.capacityCount, data.P, data.N);
      const dist = tDistribution(s.cost, data.P, data.N);
      report.models.forEach((m, k) => {
        const want = m.scenarios.find((x) => x.name === s.name).partialVoros;
        maxAbsPv = Math.max(maxAbsPv, Math.abs(partialVoros(models[k].roc, region, dist).value - want));
        count++;
      });
    }
    scenarios = { maxAbsPv, count };
  }
  return { thinned, heatmap, scenarios };
}
function accuracyText(a) {
  if (!a.thinned.length) return "";
  const d = (v) => v === 0 ? "0" : v.toExponential(1);
  const parts = [];
  if (a.heatmap)
    parts.push(`on the report's own α × κ grid by at most ${d(a.heatmap.maxAbsPv)} in partial VOROS, with other winners in ${a.heatmap.cellsDiffering} of ${a.heatmap.cells} cells`);
  if (a.scenarios) parts.push(`at the report's scenarios by at most ${d(a.scenarios.maxAbsPv)}`);
  return `The count tables of ${a.thinned.join(", ")} are thinned for display (points at least 1/${1 / THIN_STEP} apart, hull vertices kept), so values recomputed here differ from the report's exact ones` + (parts.length ? `: ${parts.join("; ")} (measured when the page was built).` : ".");
}

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a;
const $$Astro$1 = createAstro();
const $$WhatIf = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$WhatIf;
  const { report } = currentReport(Astro2.locals, "WhatIf");
  const total = report.dataset.positives + report.dataset.negatives;
  const s0 = report.scenarios[0];
  const alpha = s0?.precision ?? 0.3;
  const kappaPct = s0 ? Math.min(100, Math.max(0.1, s0.capacityCount / total * 100)) : 10;
  const tr = s0?.tRange ?? (report.heatmap && "t" in report.heatmap.cost ? report.heatmap.cost.t : [0, 1]);
  const costMode = s0 && "ratio" in s0.cost && !("classRatio" in s0.cost && s0.cost.classRatio) ? "ratio" : "t";
  const colors = modelColors(report.models.map((m) => m.name));
  const showHeatmap = (Astro2.props.heatmap ?? true) && !!report.heatmap;
  const data = embeddedFromReport(report);
  const accuracy = report.models.some((m) => m.display?.thinned) ? accuracyText(panelAccuracy(report)) : "";
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const initial = report.models.map((m) => {
    const ms = s0 ? m.scenarios.find((x) => x.name === s0.name) : void 0;
    const best = ms ? distinctBestPoints(ms) : [];
    return { name: m.name, pv: ms?.partialVoros, best };
  });
  return renderTemplate(_a || (_a = __template(["", '<section class="whatif" data-whatif', ' aria-labelledby="whatif-title"> <h2 id="whatif-title">What if? Change the deployment constraints</h2> <p class="note">Move the sliders: partial VOROS, the best operating points', " are recomputed in this page from the\n    count tables of the models (the same code as the report), with ", ".\n    Nothing is sent anywhere.", " ", '</p> <div class="whatif-controls"> <label>Minimum precision \u03B1 <output data-whatif-out="alpha">', '</output> <input type="range" name="alpha"', ' max="0.99" step="0.01"', "> </label> <label>Capacity \u03BA, % of the ", ' cases <output data-whatif-out="kappa">', "% (", ' alerts)</output> <input type="range" name="kappa"', ' max="100" step="0.1"', '> </label> <label>t from <output data-whatif-out="tmin">', '</output> <input type="range" name="tmin"', ' max="1" step="0.01"', '> </label> <label>t to <output data-whatif-out="tmax">', '</output> <input type="range" name="tmax"', ' max="1" step="0.01"', '> </label> </div> <p class="whatif-region" data-whatif-region>', '</p> <div class="table-scroll"> <table class="whatif-table"> <thead><tr><th scope="col">Model</th><th scope="col">Partial VOROS</th><th scope="col">Best operating points (FPR, TPR, threshold, where optimal)</th></tr></thead> <tbody> ', " </tbody> </table> </div> ", ' <script type="application/json" data-whatif-data>', "<\/script> </section>"])), maybeRenderHead(), addAttribute(costMode, "data-cost-mode"), showHeatmap && " and the heatmap", costMode === "ratio" ? "the cost ratio C0/C1 uniform between the ratios of the two t sliders (as in the first scenario)" : "the cost parameter t uniform between the two t sliders", !s0 && " The report has no scenario; the sliders start at default values.", accuracy && renderTemplate`<span data-whatif-accuracy>${" "}${accuracy}</span>`, fmt$1(alpha, 2), addAttribute(sliderGridMin(alpha, 0.01, 2), "min"), addAttribute(alpha, "value"), int(total), fmt$1(kappaPct, 1), int(kappaPct / 100 * total), addAttribute(sliderGridMin(kappaPct, 0.1, 1), "min"), addAttribute(kappaPct, "value"), fmt$1(tr[0], 2), addAttribute(sliderGridMin(tr[0], 0, 2), "min"), addAttribute(tr[0], "value"), fmt$1(tr[1], 2), addAttribute(sliderGridMin(tr[1], 0, 2), "min"), addAttribute(tr[1], "value"), s0 ? `Feasible region: case ${s0.feasibleRegion.case}, area ${fmt$1(s0.feasibleArea, 4)}.` : "", initial.map((r) => renderTemplate`<tr${addAttribute(r.name, "data-model")}> <th scope="row"><span class="swatch"${addAttribute(`background:${colors[r.name]}`, "style")} aria-hidden="true"></span><bdi>${r.name}</bdi></th> <td><span data-whatif-pv${addAttribute(r.name, "data-model")}>${fmt$1(r.pv)}</span></td> <td><span data-whatif-best${addAttribute(r.name, "data-model")}>${r.best.map((b) => `FPR ${fmt$1(b.fpr)}, TPR ${fmt$1(b.tpr)}, \u03C4 ${b.threshold === null && (b.fpr > 0 || b.tpr > 0) ? "not given" : threshold(b.threshold)} (t ${b.t.map(([a, c]) => `${fmt$1(a, 2)}\u2013${fmt$1(c, 2)}`).join(", ")})`).join("; ") || "\u2014"}</span></td> </tr>`), showHeatmap && renderTemplate`${renderComponent($$result, "WinnerHeatmap", $$WinnerHeatmap, { "whatif": true, "title": "Winner heatmap for the t range above", "caption": "Recomputed for the t range of the sliders; the outlined cell is the nearest to the \u03B1 and \u03BA of the sliders." })}`, unescapeHTML(json));
}, "/work/wt-uncert2/src/components/WhatIf.astro", void 0);

const $$Astro = createAstro();
const $$Provenance = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Provenance;
  const { report } = currentReport(Astro2.locals, "Provenance");
  const p = report.provenance;
  const base = Astro2.props.downloads ?? "./";
  const csvs = reportCsvs(report);
  const placement = Astro2.props.placement;
  const cls = placement === "print" ? "provenance print-only" : placement === "end" ? "provenance no-print" : "provenance";
  const titleId = placement === "print" ? "provenance-title-print" : "provenance-title";
  return renderTemplate`${maybeRenderHead()}<section${addAttribute(cls, "class")}${addAttribute(titleId, "aria-labelledby")}> <h2${addAttribute(titleId, "id")}>Provenance</h2> <dl> <dt>rocsite version</dt><dd><code>${p.rocsiteVersion}</code> (report schema ${report.schemaVersion})</dd> <dt>Generated</dt><dd><time${addAttribute(p.generated, "datetime")}>${p.generated.replace("T", " ").replace(/\.\d+Z$/, " UTC").replace(/Z$/, " UTC")}</time></dd> <dt>Config</dt><dd><code><bdi>${p.config.path}</bdi></code><br><span class="hash">SHA-256 <code>${p.config.sha256}</code></span></dd> ${p.inputs.map((i) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`<dt>Input</dt><dd><code><bdi>${i.path}</bdi></code> (${int(i.bytes)} bytes)<br><span class="hash">SHA-256 <code>${i.sha256}</code></span></dd>` })}`)} <dt>Input hash</dt><dd><span class="hash"><code>${p.inputHash}</code></span> (config and every input; the cache key)</dd> </dl> <p class="downloads">Download: <a${addAttribute(`${base}report.json`, "href")} download>report.json</a> ${csvs.map((c) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate` · <a${addAttribute(`${base}${c.name}`, "href")} download${addAttribute(c.title, "title")}>${c.name}</a>` })}`)}
· <a${addAttribute(`${base}standalone.html`, "href")} download>standalone HTML</a></p> </section>`;
}, "/work/wt-uncert2/src/components/Provenance.astro", void 0);

export { $$WinnerHeatmap as $, STRATEGY_LABELS as S, $$WhatIf as a, $$Provenance as b, tRanges as c, distinctBestPoints as d, baseStyle as e, findScenario as f, colorScale as g, categoryLabel as h, categoryKey as i, currentReport as j, kappaLabel as k, legendOf as l, $$Figure as m, nextChartId as n, lesserChart as o, polygonMark as p, selectionThresholdsChart as q, renderPlot as r, selectModels as s, thrText as t, costRatioOf as u };
