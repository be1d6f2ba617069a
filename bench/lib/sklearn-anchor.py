"""scikit-learn anchor (docs/scale.md): ROC curve + AUROC + average precision of three models on arrays already in
memory, with the distribution of bench/lib/gen.ts (prevalence 10 %, sigmoid scores rounded to 6 decimals).
Usage: /usr/bin/python3 sklearn-anchor.py ROWS"""
import json, sys, time
import numpy as np
from sklearn.metrics import roc_curve, roc_auc_score, average_precision_score

n = int(sys.argv[1])
rng = np.random.default_rng(42)
y = (rng.random(n) < 0.1).astype(np.int8)
scores = [np.round(1 / (1 + np.exp(-(s * y + rng.standard_normal(n)))), 6) for s in (0.8, 1.2, 1.6)]
c0, t0 = time.process_time(), time.perf_counter()
for s in scores:
    roc_curve(y, s)
    roc_auc_score(y, s)
    average_precision_score(y, s)
print(json.dumps({"seconds": time.perf_counter() - t0, "cpu": time.process_time() - c0}))
