/**
 * Direct model labels apart (src/lib/charts/declutter.ts): hand-worked placements, a property test of the rule (kept
 * labels never overlap, shifts are whole lines within the bound, a label is left out only when no place is free), and
 * the SVG pass on Plot's markup. The real laid-out text is checked in Chromium (test/browser/print-charts.test.ts).
 */
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { CHAR_WIDTH_EM, declutterModelLabels, declutterOffsets, MAX_LABEL_SHIFT, textBoxes, type LabelBox } from '../../src/lib/charts/declutter';

const box = (x: number, y: number, w = 50, h = 10): LabelBox => ({ x, y, w, h });
/** Independent overlap test of two boxes (centre y), written out here. */
const apart = (a: LabelBox, ay: number, b: LabelBox, by: number) => a.x + a.w <= b.x || b.x + b.w <= a.x || Math.abs(ay - by) >= (a.h + b.h) / 2;

describe('declutterOffsets', () => {
  it('labels that do not overlap stay where they are', () => {
    expect(declutterOffsets([box(0, 50), box(60, 50), box(0, 61)], 0, 200)).toEqual([0, 0, 0]);
  });

  it('labels on one spot: the first stays, the next go one line down, then one line up, then two down', () => {
    expect(declutterOffsets([box(0, 100), box(0, 100), box(0, 100), box(10, 100)], 0, 200)).toEqual([0, 10, -10, 20]);
  });

  it('a label drawn below the frame (over the x axis) moves up into it; one above the frame moves down', () => {
    // 196 + 5 > 190: one line up still ends at 191, two lines up (176) fits; 2 − 5 < 20: the first line below that fits is 2 + 30.
    expect(declutterOffsets([box(0, 196), box(100, 2)], 20, 190)).toEqual([-20, 30]);
  });

  it('at the top edge a label cannot go up: it goes further down', () => {
    expect(declutterOffsets([box(0, 5), box(0, 5), box(0, 5)], 0, 200)).toEqual([0, 10, 20]);
  });

  it('a label with no free place within MAX_LABEL_SHIFT lines is left out (null); the next one still finds its place', () => {
    const h = 10;
    const span = 2 * MAX_LABEL_SHIFT + 1; // every line from −MAX to +MAX around y = 200
    const crowd = Array.from({ length: span }, () => box(0, 200, 50, h));
    const out = declutterOffsets([...crowd, box(0, 200, 50, h), box(100, 200, 50, h)], 0, 1000);
    expect(out.slice(0, span).every((d) => d !== null)).toBe(true);
    expect(new Set(out.slice(0, span)).size).toBe(span);
    expect(out[span]).toBeNull();
    expect(out[span + 1]).toBe(0);
  });

  it('property: kept labels never overlap and lie inside [top, bottom], even from a place outside it; shifts are whole lines within ±MAX_LABEL_SHIFT; null only when every candidate is taken', () => {
    const arbBox = fc.record({ x: fc.integer({ min: 0, max: 300 }), y: fc.integer({ min: 0, max: 300 }), w: fc.integer({ min: 5, max: 120 }), h: fc.constant(12) });
    fc.assert(
      fc.property(fc.array(arbBox, { minLength: 1, maxLength: 14 }), (boxes) => {
        // A frame narrower than the places drawn (0..300): labels outside it must move in (or be left out).
        const [top, bottom] = [20, 280];
        const out = declutterOffsets(boxes, top, bottom);
        const kept: { b: LabelBox; y: number }[] = [];
        boxes.forEach((b, i) => {
          const dy = out[i];
          if (dy === null) {
            // Every candidate place inside the bound collides with a label kept before.
            for (let k = -MAX_LABEL_SHIFT; k <= MAX_LABEL_SHIFT; k++) {
              const y = b.y + k * b.h;
              if (y - b.h / 2 < top || y + b.h / 2 > bottom) continue;
              expect(kept.some((p) => !apart(b, y, p.b, p.y))).toBe(true);
            }
            return;
          }
          expect(Number.isInteger(dy / b.h)).toBe(true);
          expect(Math.abs(dy)).toBeLessThanOrEqual(MAX_LABEL_SHIFT * b.h);
          expect(b.y + dy - b.h / 2).toBeGreaterThanOrEqual(top);
          expect(b.y + dy + b.h / 2).toBeLessThanOrEqual(bottom);
          for (const p of kept) expect(apart(b, b.y + dy, p.b, p.y)).toBe(true);
          kept.push({ b, y: b.y + dy });
        });
      }),
      { numRuns: 500, seed: 20261126 },
    );
  });
});

describe('declutterModelLabels on Plot markup', () => {
  const svgOf = (labels: [string, number, number][], width = 300) => {
    const { document } = new JSDOM('<!doctype html><body></body>').window;
    const texts = labels.map(([t, x, y]) => `<text y="0.32em" transform="translate(${x},${y})">${t}</text>`).join('');
    document.body.innerHTML = `<svg width="${width}" height="200"><g class="model-label" transform="translate(7,9)">${texts}</g></svg>`;
    return document.querySelector('svg') as unknown as SVGSVGElement;
  };
  const placed = (svg: SVGSVGElement) => Array.from(svg.querySelectorAll('text')).map((t) => [t.textContent, t.getAttribute('transform')]);

  it('moves the second of two coinciding names one line down (1.25 × the font size) and leaves apart ones as they are', () => {
    const svg = svgOf([
      ['alpha', 20, 50],
      ['beta', 20, 50],
      ['gamma', 20, 120],
    ]);
    declutterModelLabels(svg, 10);
    expect(placed(svg)).toEqual([
      ['alpha', 'translate(20,50)'],
      ['beta', 'translate(20,62.5)'],
      ['gamma', 'translate(20,120)'],
    ]);
  });

  it("other texts of the chart are obstacles: a name over a line's label moves off it; textBoxes reads Plot's placement", () => {
    const { document } = new JSDOM('<!doctype html><body></body>').window;
    // A baseline label as Plot writes it: anchor "middle" from the svg, font size and the mark's dy on its group.
    document.body.innerHTML =
      '<svg width="300" height="200" text-anchor="middle" font-size="10"><g font-size="11" transform="translate(0,-7)"><text y="0.32em" transform="translate(100,57)">prevalence 4.6%</text></g>' +
      '<g class="model-label" transform="translate(7,9)"><text y="0.32em" transform="translate(80,41)">model</text></g></svg>';
    const svg = document.querySelector('svg') as unknown as SVGSVGElement;
    // 15 characters + ½ at 0.62 em of 11 px = 105.71 px wide, centred on x = 100; centre y = 57 − 7 = 50; 1.25 em tall.
    const [b] = textBoxes(svg, 10);
    expect(b.x).toBeCloseTo(100 - (15.5 * 0.62 * 11) / 2, 9);
    expect(b.w).toBeCloseTo(15.5 * 0.62 * 11, 9);
    expect([b.y, b.h]).toEqual([50, 13.75]);
    // The name "model" (bold, 10 px, box 50 ± 6.25) sits on the label (box 50 ± 6.875). One line down (62.5 ± 6.25)
    // or up (37.5 ± 6.25) still meets it by 0.625 px; two lines down is free: y = 41 + 25.
    declutterModelLabels(svg, 10);
    expect(svg.querySelector('g.model-label text')!.getAttribute('transform')).toBe('translate(80,66)');
  });

  it('a label moved down keeps its x exactly as Plot wrote it (no round trip through the group offset)', () => {
    // (0.1 + 7) − 7 = 0.09999999999999964 in floating point: the x must not go through that sum.
    const svg = svgOf([
      ['a', 0.1, 50],
      ['b', 0.1, 50],
    ]);
    declutterModelLabels(svg, 10);
    expect(placed(svg)).toEqual([
      ['a', 'translate(0.1,50)'],
      ['b', 'translate(0.1,62.5)'],
    ]);
  });

  it('a name that would run past the right edge starts further left, by its estimated width', () => {
    const svg = svgOf([['a_long_model_name', 250, 50]]);
    declutterModelLabels(svg, 10);
    const w = ('a_long_model_name'.length + 0.5) * CHAR_WIDTH_EM * 10;
    // Group offset 7: the text's own x is (300 − w) − 7.
    expect(placed(svg)).toEqual([['a_long_model_name', `translate(${300 - w - 7},50)`]]);
  });
});
