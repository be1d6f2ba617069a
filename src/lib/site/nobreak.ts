/**
 * Numbers in table text stay whole on every width: a cell may wrap between words, never inside "7.1e-4" (Chromium
 * breaks after a hyphen) or a range "0.51–0.56" (and after an en dash). The runs to keep together are numbers (sign,
 * decimals, U+202F digit groups, exponent), a range of two of them, and a one-letter symbol before them ("t 0.2–0.5").
 * Pure; the components render a `keep` run in a span that does not wrap (NoBreak.astro).
 */
export interface TextRun {
  text: string;
  keep: boolean;
}

const NUM = String.raw`[-−+]?\d+(?:[.\u202f]\d+)*(?:e[-+]?\d+)?`;
const RUN = new RegExp(String.raw`(?:(?<![\p{L}\p{N}])\p{L} )?${NUM}(?:–${NUM})?`, 'gu');

/** `text` cut at the matches of `re` (global), which are the runs to keep; joined, the runs give `text` back. */
function runsOf(text: string, re: RegExp): TextRun[] {
  const out: TextRun[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index! > at) out.push({ text: text.slice(at, m.index), keep: false });
    out.push({ text: m[0], keep: true });
    at = m.index! + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), keep: false });
  return out;
}

/** `text` cut into runs; joined, they give `text` back. */
export function numberRuns(text: string): TextRun[] {
  return runsOf(text, RUN);
}

/**
 * `text` cut into runs where each occurrence of one of `names` (model names in generated prose: "closest: NEWS-sim")
 * is kept whole, the longest name first; joined, the runs give `text` back. A name inside a longer word is not matched.
 */
export function nameRuns(text: string, names: readonly string[]): TextRun[] {
  const sorted = [...new Set(names)].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [{ text, keep: false }];
  const esc = sorted.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return runsOf(text, new RegExp(`(?<![\\p{L}\\p{N}_])(?:${esc.join('|')})(?![\\p{L}\\p{N}_])`, 'gu'));
}
