#!/usr/bin/env python3
"""Independent check of rocsite's model selection (Partial VOROS Sec. 6, App. D.4) from the raw CSV.

Shares no code with src/: reads the per-example CSV (label, split column, score columns), recomputes every
strategy's pick on the validation part (partial VOROS and VOROS by Gauss-Legendre quadrature over t with its own
polygon clipping, recall by enumeration, partial AUROC inside K exactly on a piecewise-linear grid), the thresholds
tau(t), the exact expected test cost per piece and feasibleOnTest, and compares them with a rocsite report JSON.
Scenario definitions (alpha, capacity, cost) are read from the report's echo of the config.

Usage: python3 scripts/check-selection.py REPORT.json DATA.csv --label died --split split \
           [--validation validation] [--test test] [--positive 1]
Prints the per-entry comparison and the largest differences; exits 1 when a pick differs or a difference exceeds
1e-5 (cost) / 1e-6 (feasibleOnTest).
"""
import argparse
import csv
import json
import math
import sys

import numpy as np


def read(path, label, split, vname, tname, positive):
    with open(path, newline='') as f:
        r = csv.reader(f)
        head = next(r)
        rows = [row for row in r if row]
    li, si = head.index(label), head.index(split)
    models = [h for i, h in enumerate(head) if i not in (li, si) and h != 'stay_id']
    y = np.array([1 if row[li].strip() == positive else 0 for row in rows])
    part = np.array([row[si].strip() for row in rows])
    scores = {m: np.array([float(row[head.index(m)]) for row in rows]) for m in models}
    out = {}
    for name, val in (('validation', vname), ('test', tname)):
        k = part == val
        out[name] = (y[k], {m: s[k] for m, s in scores.items()})
    assert set(part) <= {vname, tname}
    return models, out


def points(y, s):
    """Operating points: threshold, TP, FP for alert none and each distinct score (decreasing)."""
    order = np.argsort(-s, kind='stable')
    ss, yy = s[order], y[order]
    distinct = np.r_[True, ss[1:] != ss[:-1]]
    ends = np.r_[np.nonzero(distinct)[0][1:], len(ss)] - 1
    tp = np.r_[0, np.cumsum(yy)[ends]]
    fp = np.r_[0, np.cumsum(1 - yy)[ends]]
    th = np.r_[np.inf, ss[ends]]
    return th, tp.astype(float), fp.astype(float)


def upper_hull(x, y, idx):
    st = []
    for i in idx:
        while st and x[st[-1]] == x[i] and y[st[-1]] <= y[i]:
            st.pop()
        while len(st) >= 2:
            a, b = st[-2], st[-1]
            if (x[b] - x[a]) * (y[i] - y[a]) - (y[b] - y[a]) * (x[i] - x[a]) >= -1e-12 * max(1.0, abs(x[i])):
                st.pop()
            else:
                break
        st.append(i)
    return st


def clip(poly, a, b, c):
    out = []
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        dp = a * p[0] + b * p[1] - c
        dq = a * q[0] + b * q[1] - c
        if dp <= 0:
            out.append(p)
        if (dp < 0 < dq) or (dq < 0 < dp):
            s = dp / (dp - dq)
            out.append((p[0] + s * (q[0] - p[0]), p[1] + s * (q[1] - p[1])))
    return out


def area(poly):
    s = 0.0
    for i in range(len(poly)):
        p, q = poly[i], poly[(i + 1) % len(poly)]
        s += p[0] * q[1] - q[0] * p[1]
    return abs(s) / 2


def region(alpha, kappa, P, N):
    K = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]
    K = clip(K, alpha * N, -(1 - alpha) * P, 0.0)
    return clip(K, N, P, kappa)


def feasible(tp, fp, alpha, kappa):
    n = tp + fp
    return (n <= kappa * (1 + 1e-12)) & ((n == 0) | (tp >= alpha * n - 1e-12 * n))


GL_X, GL_W = np.polynomial.legendre.leggauss(12)


def expect(f, dist, panels=3000):
    """E_t[f(t)]: composite Gauss-Legendre in the variable that is uniform (t, or s = t/(1-t))."""
    lo, hi = dist['u']
    edges = np.linspace(lo, hi, panels + 1)
    mid = (edges[:-1] + edges[1:]) / 2
    half = (edges[1:] - edges[:-1]) / 2
    u = (mid[:, None] + half[:, None] * GL_X[None, :]).ravel()
    w = (half[:, None] * GL_W[None, :]).ravel()
    t = u / (1 + u) if dist['ratio'] else u
    return float(np.sum(w * f(t)) / (hi - lo))


def least_cost(th, tp, fp, P, N, cand, t):
    """Index (into the points) of the least-cost candidate at each t; ties to fewer alerts."""
    hull = upper_hull(fp / N, tp / P, cand)
    x, y = fp[hull] / N, tp[hull] / P
    cost = t[:, None] * x[None, :] + (1 - t[:, None]) * (1 - y[None, :])
    return np.array(hull)[np.argmin(cost, axis=1)], cost.min(axis=1)


def auc_in_region(tpr_x, tpr_y, K):
    """Area of K under the piecewise-linear ROC curve, exact (piecewise linear vertical extents)."""
    xs = np.array([p[0] for p in K])
    xmax = xs.max()

    def extent(x):
        # K ∩ vertical line x: [lo, hi] from its edges.
        ys = []
        for i in range(len(K)):
            p, q = K[i], K[(i + 1) % len(K)]
            if (p[0] - x) * (q[0] - x) <= 0 and p[0] != q[0]:
                ys.append(p[1] + (x - p[0]) / (q[0] - p[0]) * (q[1] - p[1]))
            elif p[0] == q[0] == x:
                ys += [p[1], q[1]]
        return (min(ys), max(ys)) if ys else (0.0, 0.0)

    def curve(x):
        return np.interp(x, tpr_x, tpr_y, right=1.0) if x > tpr_x[0] else tpr_y[np.searchsorted(tpr_x, x, side='right') - 1]

    def length(x):
        lo, hi = extent(x)
        return max(0.0, min(hi, curve(x)) - lo)

    br = sorted(set([0.0, xmax] + [float(v) for v in xs] + [float(v) for v in tpr_x if v < xmax]))
    total = 0.0
    for a, b in zip(br[:-1], br[1:]):
        if b <= a:
            continue
        # Within (a, b) every function is linear; the kinks of max(0, min(hi, curve) - lo) are found by bisection of
        # sign changes on a fine sub-grid; 64 equal sub-panels with the trapezoid rule plus refinement at kinks.
        xs_ = np.linspace(a, b, 65)
        xs_[0] += (b - a) * 1e-12
        xs_[-1] -= (b - a) * 1e-12
        vals = np.array([length(v) for v in xs_])
        total += float(np.trapz(vals, xs_))
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('report')
    ap.add_argument('csv')
    ap.add_argument('--label', required=True)
    ap.add_argument('--split', required=True)
    ap.add_argument('--validation', default='validation')
    ap.add_argument('--test', default='test')
    ap.add_argument('--positive', default='1')
    a = ap.parse_args()
    rep = json.load(open(a.report))
    models, parts = read(a.csv, a.label, a.split, a.validation, a.test, a.positive)
    yv, sv = parts['validation']
    yt, st = parts['test']
    Pv, Nv = yv.sum(), len(yv) - yv.sum()
    Pt, Nt = yt.sum(), len(yt) - yt.sum()
    pts_v = {m: points(yv, sv[m]) for m in models}
    worst = {'cost': 0.0, 'feas': 0.0, 'mc': 0.0, 'score': 0.0}
    bad = 0
    for sc in rep['scenarios']:
        alpha = sc['precision']
        cap = sc['capacity']
        share = float(cap.strip().rstrip('%')) / 100 if isinstance(cap, str) else None
        kv = share * len(yv) if share is not None else cap
        kt = share * len(yt) if share is not None else cap
        c = sc['cost']
        if 't' in c:
            dist = {'ratio': False, 'u': (c['t'][0], c['t'][1])}
        elif 'classRatio' in c and c['classRatio'][0] == c['classRatio'][1]:
            q = c['classRatio'][0]
            dist = {'ratio': True, 'u': (c['ratio'][0] * q, c['ratio'][1] * q)}
        elif 'classRatio' in c:
            s1, s2 = c['ratio'][0] * c['classRatio'][0], c['ratio'][1] * c['classRatio'][1]
            dist = {'ratio': False, 'u': (s1 / (1 + s1), s2 / (1 + s2))}
        else:
            dist = {'ratio': True, 'u': (c['ratio'][0] * Nv / Pv, c['ratio'][1] * Nv / Pv)}
        K = region(alpha, kv, Pv, Nv)
        AK = area(K)
        crit = {}
        for m in models:
            th, tp, fp = pts_v[m]
            feas_idx = [i for i in range(len(th)) if i == 0 or feasible(tp[i], fp[i], alpha, kv)]
            allidx = list(range(len(th)))

            def pv_f(t, m=m, feas_idx=feas_idx):
                th, tp, fp = pts_v[m]
                _, cmin = least_cost(th, tp, fp, Pv, Nv, feas_idx, t)
                return np.array([area(clip(K, -tt, 1 - tt, 1 - tt - cc)) for tt, cc in zip(t, cmin)]) / AK

            def vo_f(t, m=m):
                th, tp, fp = pts_v[m]
                _, cmin = least_cost(th, tp, fp, Pv, Nv, allidx, t)
                return 1 - cmin ** 2 / (2 * t * (1 - t))

            rec_i = max(feas_idx, key=lambda i: (tp[i], -fp[i]))
            crit[m] = {
                'partialVoros': expect(pv_f, dist, 400) if AK > 0 else 0.0,
                'voros': expect(vo_f, dist),
                'recall': tp[rec_i] / Pv,
                'partialAurocInRegion': auc_in_region(fp / Nv, tp / Pv, K) if AK > 0 else 0.0,
                'rec_i': rec_i,
                'feas': feas_idx,
            }
        for e in [x for x in rep['selection'] if x['scenario'] == sc['name']]:
            s = e['strategy']
            vals = [crit[m][s] for m in models]
            best = 0
            for k in range(1, len(models)):
                if vals[k] > vals[best] + 1e-9 * max(1, abs(vals[best])):
                    best = k
            m = models[best]
            near = sorted(vals, reverse=True)[:2]
            th, tp, fp = pts_v[m]
            # tau(t) pieces from the independent hull, in the uniform variable u.
            lo_u, hi_u = dist['u']
            if s in ('recall', 'partialAurocInRegion'):
                pieces = [(lo_u, hi_u, th[crit[m]['rec_i']])]
            else:
                cand = crit[m]['feas'] if s == 'partialVoros' else list(range(len(th)))
                hull = upper_hull(fp / Nv, tp / Pv, cand)
                pieces = []
                cur = lo_u
                for j in range(len(hull) - 1, -1, -1):
                    if j > 0:
                        dtp = (tp[hull[j]] - tp[hull[j - 1]]) * Nv
                        dfp = (fp[hull[j]] - fp[hull[j - 1]]) * Pv
                        up = dtp / dfp if dist['ratio'] else dtp / (dtp + dfp)
                        if dfp == 0:
                            up = math.inf if dist['ratio'] else 1.0
                    else:
                        up = math.inf
                    up = min(up, hi_u)
                    if up > cur:
                        pieces.append((cur, up, th[hull[j]]))
                        cur = up
                    if cur >= hi_u:
                        break
            cost = 0.0
            feas = 0.0
            for (u0, u1, tau) in pieces:
                k = st[m] >= tau
                TP, FP = float(yt[k].sum()), float((1 - yt[k]).sum())
                h, kk = FP / Nt, TP / Pt
                if dist['ratio']:
                    cost += h * (u1 - u0) + ((1 - kk) - h) * math.log((1 + u1) / (1 + u0))
                else:
                    cost += (1 - kk) * (u1 - u0) + (h - (1 - kk)) * (u1 ** 2 - u0 ** 2) / 2
                if feasible(TP, FP, alpha, kt):
                    feas += u1 - u0
            cost /= hi_u - lo_u
            feas /= hi_u - lo_u
            dc = abs(cost - e['expectedTestCost'])
            df = abs(feas - e['feasibleOnTest'])
            dm = abs(cost - e['expectedTestCostMonteCarlo'])
            ds = abs(vals[best] - e['validationScore'])
            worst['score'] = max(worst['score'], ds)
            same = m == e['model']
            worst['cost'] = max(worst['cost'], dc)
            worst['feas'] = max(worst['feas'], df)
            worst['mc'] = max(worst['mc'], dm)
            if not same or dc > 1e-5 or df > 1e-6:
                bad += 1
            print(f"{sc['name']:<12} {s:<21} {'OK ' if same else 'DIFF'} {m:<20} report {e['model']:<20} "
                  f"score {vals[best]:.6f} |d| {ds:.1e} (runner-up {near[-1]:.6f}) cost {cost:.7f} |d| {dc:.1e} "
                  f"feasible {feas:.6f} |d| {df:.1e} MC |d| {dm:.1e}")
    print(f"max |expectedTestCost diff| = {worst['cost']:.3e}; max |feasibleOnTest diff| = {worst['feas']:.3e}; "
          f"max |exact - MonteCarlo| = {worst['mc']:.3e}; max |validationScore diff| = {worst['score']:.3e}; mismatches: {bad}")
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
