# Reference values from pROC (Robin et al. 2011) for test/metrics/delong-proc.test.ts and the bootstrap tests:
# DeLong intervals (ci.auc, method "delong"), DeLong paired tests (roc.test, method "delong", paired) and stratified
# bootstrap percentile intervals (ci.auc, method "bootstrap", boot.stratified = TRUE) on the aSAH data shipped with
# pROC and on simulated datasets written next to this script. Run: Rscript test/references/proc.R (from the repo root).
suppressMessages(library(pROC))
dir <- "test/references"
set.seed(20251125)
sims <- list()
# sim1: binormal, continuous scores, three models
n1 <- 150; y1 <- rbinom(n1, 1, 0.35)
sims$sim1 <- data.frame(label = y1, a = rnorm(n1) + 1.0 * y1, b = rnorm(n1) + 0.6 * y1 + 0.5 * rnorm(n1), c = rnorm(n1, sd = 1 + y1) + 0.8 * y1)
# sim2: heavy ties (scores rounded to one decimal / grades)
n2 <- 300; y2 <- rbinom(n2, 1, 0.2)
sims$sim2 <- data.frame(label = y2, a = round(rnorm(n2) + 1.2 * y2, 1), b = pmin(5, pmax(1, round(2 + rnorm(n2) + 1.0 * y2))))
# sim3: small
n3 <- 60; y3 <- c(rep(1, 20), rep(0, 40))
sims$sim3 <- data.frame(label = y3, a = round(runif(n3) + 0.4 * y3, 2), b = rnorm(n3) + 0.3 * y3, c = rbinom(n3, 3, 0.3 + 0.3 * y3))
for (nm in names(sims)) write.csv(sims[[nm]], file.path(dir, paste0(nm, ".csv")), row.names = FALSE, quote = FALSE)
data(aSAH)
asah <- data.frame(label = as.integer(aSAH$outcome == "Poor"), s100b = aSAH$s100b, ndka = aSAH$ndka, wfns = as.integer(aSAH$wfns))
sets <- c(list(asah = asah), sims)
r <- function(y, s) roc(y, s, levels = c(0, 1), direction = "<", quiet = TRUE)
num <- function(x) sprintf("%.17g", x)
out <- c()
for (nm in names(sets)) {
  d <- sets[[nm]]
  models <- setdiff(names(d), "label")
  ms <- c()
  for (m in models) {
    ro <- r(d$label, d[[m]])
    dl <- ci.auc(ro, method = "delong", conf.level = 0.95)
    dl90 <- ci.auc(ro, method = "delong", conf.level = 0.9)
    set.seed(1)
    bs <- ci.auc(ro, method = "bootstrap", boot.n = 2000, boot.stratified = TRUE, conf.level = 0.95, progress = "none")
    rp <- roc(d$label, d[[m]], levels = c(0, 1), direction = "<", quiet = TRUE, partial.auc = c(1, 0.8), partial.auc.focus = "specificity")
    set.seed(1)
    bp <- ci.auc(rp, method = "bootstrap", boot.n = 2000, boot.stratified = TRUE, conf.level = 0.95, progress = "none")
    ms <- c(ms, sprintf('{"name":"%s","auroc":%s,"delong95":[%s,%s],"delong90":[%s,%s],"bootstrap95":[%s,%s],"partialArea020":%s,"partialArea020Bootstrap95":[%s,%s]}',
      m, num(as.numeric(auc(ro))), num(dl[1]), num(dl[3]), num(dl90[1]), num(dl90[3]), num(bs[1]), num(bs[3]), num(as.numeric(auc(ro, partial.auc = c(1, 0.8), partial.auc.focus = "specificity"))), num(bp[1]), num(bp[3])))
  }
  ts <- c()
  for (i in seq_along(models)) for (j in seq_along(models)) if (i < j) {
    t <- roc.test(r(d$label, d[[models[i]]]), r(d$label, d[[models[j]]]), method = "delong", paired = TRUE)
    ts <- c(ts, sprintf('{"a":"%s","b":"%s","z":%s,"p":%s}', models[i], models[j], num(t$statistic), num(t$p.value)))
  }
  out <- c(out, sprintf('"%s":{"file":"%s","models":[%s],"tests":[%s]}', nm, if (nm == "asah") "data/asah/asah.csv" else paste0(dir, "/", nm, ".csv"), paste(ms, collapse = ","), paste(ts, collapse = ",")))
}
writeLines(c(sprintf('{"pROC":"%s","bootstrap":{"n":2000,"stratified":true,"seed":1},', packageVersion("pROC")), paste(out, collapse = ",\n"), "}"), file.path(dir, "proc.json"))
