/** scripts/simulate-ews.ts: the SIMULATED early-warning data are deterministic and at the paper's scale. */
import { describe, it, expect } from 'vitest';
import { createHash } from 'node:crypto';
import { simulateEws, EWS_TOTAL, EWS_POSITIVES } from '../../scripts/simulate-ews';

describe('simulate-ews', () => {
  it('writes 362,926 stays with 16,695 positives (4.6%), byte-identical on every run', () => {
    const csv = simulateEws();
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('deteriorated,NEWS-sim,NEWS2-sim,ML-sim');
    expect(lines.length - 1).toBe(362926);
    expect(EWS_TOTAL).toBe(362926);
    // Partial VOROS paper Sec. 5: prevalence 4.6% of 362,926 stays → round(16,694.6) = 16,695.
    expect(EWS_POSITIVES).toBe(16695);
    // One check per line, collected (an expect() per field of 362,926 lines took half a minute of the suite).
    let pos = 0;
    const bad: string[] = [];
    for (let i = 1; i < lines.length; i++) {
      const [y, a, b, c] = lines[i].split(',');
      if (y === '1') pos++;
      const ok = (y === '1' || y === '0') && +a >= 0 && +a <= 20 && Number.isInteger(+b) && +c >= 0 && +c <= 100;
      if (!ok && bad.length < 5) bad.push(`line ${i + 1}: ${lines[i]}`);
    }
    expect(bad, 'lines with a label other than 0/1, NEWS outside 0–20, a non-integer NEWS2 or ML outside 0–100').toEqual([]);
    expect(pos).toBe(16695);
    // Pinned: any change to the generator (seed, PRNG, models) must be deliberate.
    expect(createHash('sha256').update(csv).digest('hex')).toBe('4390cc832f7f2da0c2fb7a999ac35f5aaa14dae6a21c5a6b584a20b76b0da1c5');
    expect(simulateEws()).toBe(csv);
  });
});

describe('simulate-icu', () => {
  it('writes 7,802 validation + 7,861 test stays, prevalence about 0.10, 13 candidate scores, byte-identical on every run', async () => {
    const { simulateIcu, ICU_CANDIDATES } = await import('../../scripts/simulate-icu');
    const csv = simulateIcu();
    const lines = csv.trimEnd().split('\n');
    const header = lines[0].split(',');
    expect(header.slice(0, 2)).toEqual(['split', 'died']);
    expect(header.length - 2).toBe(ICU_CANDIDATES.length);
    expect(ICU_CANDIDATES.length).toBeGreaterThanOrEqual(12);
    // Three families, several settings each (Partial VOROS App. D.4: LR, RF, MLP).
    for (const f of ['lr_', 'rf_', 'mlp_']) expect(header.filter((h) => h.startsWith(f)).length).toBeGreaterThanOrEqual(4);
    const n = { validation: 0, test: 0 };
    const pos = { validation: 0, test: 0 };
    for (let i = 1; i < lines.length; i++) {
      const c = lines[i].split(',');
      const part = c[0] as 'validation' | 'test';
      n[part]++;
      pos[part] += Number(c[1]);
      expect(c.length).toBe(header.length);
    }
    expect(n).toEqual({ validation: 7802, test: 7861 });
    for (const k of ['validation', 'test'] as const) {
      expect(pos[k] / n[k]).toBeGreaterThan(0.08);
      expect(pos[k] / n[k]).toBeLessThan(0.12);
    }
    expect(simulateIcu()).toBe(csv);
    expect(createHash('sha256').update(csv).digest('hex')).toBe('a8d9baf796a2fb9a5756f0513d1aa1808e726228d924e8e697bfb00f017b85ce');
  });
});
