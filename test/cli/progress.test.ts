import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { startProgress, progressEnabled } from '../../src/lib/progress.js';

function fakeTty(): NodeJS.WriteStream & { text: () => string } {
  const s = new PassThrough() as unknown as NodeJS.WriteStream & { text: () => string };
  let out = '';
  (s as unknown as PassThrough).on('data', (d: Buffer) => (out += d.toString()));
  Object.assign(s, { isTTY: true, columns: 80, cursorTo() { return true; }, clearLine() { return true; }, moveCursor() { return true; } });
  s.text = () => out;
  return s;
}

describe('progress bar', () => {
  it('is silent when the stream is not a terminal', async () => {
    const s = new PassThrough() as unknown as NodeJS.WriteStream;
    expect(progressEnabled(s)).toBe(false);
    let out = '';
    (s as unknown as PassThrough).on('data', (d: Buffer) => (out += d.toString()));
    const p = await startProgress('reading', 10, { stream: s, delayMs: 0 });
    p.tick(5);
    p.stop();
    expect(out).toBe('');
  });

  it('draws the label, counts and unit on a terminal once the delay has passed', async () => {
    const s = fakeTty();
    const p = await startProgress('counting \u001b[31m', 4, { stream: s, delayMs: 0, enabled: true, unit: 'rows' });
    p.tick();
    const text = s.text();
    p.stop();
    expect(text).toContain('counting <U+001B>[31m');
    expect(text).toContain('1/4 rows');
  });

  it('draws nothing for a step shorter than the delay', async () => {
    const s = fakeTty();
    const p = await startProgress('quick', 4, { stream: s, delayMs: 60_000, enabled: true });
    p.tick(4);
    p.stop();
    expect(s.text()).not.toContain('quick');
  });
});
