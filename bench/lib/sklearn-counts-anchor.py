"""scikit-learn anchor for count tables (docs/scale.md "Count-table files"): read each model's count-table CSV
(score, positives, negatives) with numpy.loadtxt, then ROC curve + AUROC + average precision with the counts as
sample weights (each score twice: once as positives, once as negatives). Usage: /usr/bin/python3
sklearn-counts-anchor.py FILE..."""
import json, sys, time
import numpy as np
from sklearn.metrics import roc_curve, roc_auc_score, average_precision_score

t0 = time.perf_counter()
for f in sys.argv[1:]:
    t = np.loadtxt(f, delimiter=",", skiprows=1)
    s, p, n = t[:, 0], t[:, 1], t[:, 2]
    y = np.concatenate([np.ones(len(s)), np.zeros(len(s))])
    x = np.concatenate([s, s])
    w = np.concatenate([p, n])
    keep = w > 0
    y, x, w = y[keep], x[keep], w[keep]
    roc_curve(y, x, sample_weight=w)
    roc_auc_score(y, x, sample_weight=w)
    average_precision_score(y, x, sample_weight=w)
print(json.dumps({"seconds": time.perf_counter() - t0}))
