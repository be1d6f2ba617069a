/** One containment rule for input paths, output directories and the paths shown in messages (src/lib/path-within.ts). */
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBelow, isWithin } from '../../src/lib/path-within';
import { displayPath } from '../../src/lib/io/errors';

const p = resolve('/tmp/project');

describe('isWithin / isBelow', () => {
  // [inner, isWithin, isBelow]: worked out by hand from the segments.
  const cases: [string, boolean, boolean][] = [
    [p, true, false],
    [join(p, 'data'), true, true],
    [join(p, 'data', 'x.csv'), true, true],
    [join(p, '..scores.csv'), true, true], // a name beginning with two dots is not the parent
    [join(p, '..', 'project', 'x.csv'), true, true], // resolved back inside
    [join(p, '...'), true, true],
    [resolve('/tmp'), false, false],
    [resolve('/tmp/project-other'), false, false], // a sibling sharing the prefix
    [resolve('/tmp/projec'), false, false],
    [resolve('/tmp/other/x.csv'), false, false],
    [resolve('/'), false, false],
  ];
  for (const [inner, within, below] of cases)
    it(`${inner.split(sep).join('/')}: within ${within}, below ${below}`, () => {
      expect(isWithin(inner, p)).toBe(within);
      expect(isBelow(inner, p)).toBe(below);
    });

  it('messages show a file below the working directory relative to it, a file named ..x.csv included', () => {
    expect(displayPath(join(p, '..x.csv'), p)).toBe('..x.csv');
    expect(displayPath(join(p, 'data', 'x.csv'), p)).toBe('data/x.csv');
    expect(displayPath(resolve('/tmp/other/x.csv'), p)).toBe(resolve('/tmp/other/x.csv').split(sep).join('/'));
  });
});
