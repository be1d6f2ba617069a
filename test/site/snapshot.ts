/**
 * SVG snapshot comparison for the chart tests (as Observable Plot tests its marks).
 *
 * - The SVG is pretty-printed first ({@link prettySvg}): one element per line, attributes in alphabetical order, and
 *   Plot's hashed class name (`plot-d6a7b5`, which changes with Plot's version) replaced by `plot-XXXXXX`.
 * - Match: passes (and removes a stale `<name>-changed.svg`).
 * - Mismatch: writes `<name>-changed.svg` beside the snapshot for review and fails.
 * - Missing: fails in CI (`CI` set to anything but "", "0" or "false"); elsewhere it is written and reported.
 * - `UPDATE_SNAPSHOTS=1`: (re)writes the snapshot.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

const PLOT_CLASS = /\bplot-[0-9a-f]{6}\b/g;

const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pretty-prints an SVG string (see the file comment). Whitespace-only text between elements is dropped. */
export function prettySvg(svg: string): string {
  let doc: Document;
  try {
    doc = new JSDOM(svg.replace(PLOT_CLASS, 'plot-XXXXXX'), { contentType: 'image/svg+xml' }).window.document;
  } catch (e) {
    throw new Error(`prettySvg: expected well-formed SVG, found a parse error: ${(e as Error).message}`);
  }
  const lines: string[] = [];
  const visit = (el: Element, depth: number) => {
    const pad = '  '.repeat(depth);
    const attrs = [...el.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([n, v]) => ` ${n}="${escAttr(v)}"`)
      .join('');
    const kids = [...el.childNodes].filter((n) => n.nodeType === 1 || (n.nodeType === 3 && n.textContent!.trim() !== ''));
    const tag = el.tagName;
    if (kids.length === 0) lines.push(`${pad}<${tag}${attrs}/>`);
    else if (kids.length === 1 && kids[0].nodeType === 3) lines.push(`${pad}<${tag}${attrs}>${escText(kids[0].textContent!)}</${tag}>`);
    else {
      lines.push(`${pad}<${tag}${attrs}>`);
      for (const k of kids) {
        if (k.nodeType === 1) visit(k as Element, depth + 1);
        else lines.push(`${pad}  ${escText(k.textContent!.trim())}`);
      }
      lines.push(`${pad}</${tag}>`);
    }
  };
  visit(doc.documentElement, 0);
  return lines.join('\n') + '\n';
}

export type SnapshotStatus = 'match' | 'written' | 'updated' | 'missing' | 'changed';

export interface SnapshotResult {
  status: SnapshotStatus;
  /** The snapshot file. */
  file: string;
  /** Passes or fails. */
  ok: boolean;
  message: string;
}

/** Whether the environment is CI: `CI` set to anything but "", "0" or "false" (what GitHub, GitLab and others set). */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = env.CI?.trim().toLowerCase();
  return v !== undefined && v !== '' && v !== '0' && v !== 'false';
}

/** First differing line of two texts, for the failure message. */
function firstDiff(want: string, got: string): string {
  const a = want.split('\n');
  const b = got.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) return `line ${i + 1}:\n  snapshot: ${a[i] ?? '(end of file)'}\n  rendered: ${b[i] ?? '(end of file)'}`;
  return 'no line differs';
}

/** Compares `svg` (pretty-printed) with `<dir>/<name>.svg` following the rules of the file comment. */
export function compareSnapshot(dir: string, name: string, svg: string, env: NodeJS.ProcessEnv = process.env): SnapshotResult {
  const file = join(dir, `${name}.svg`);
  const changed = join(dir, `${name}-changed.svg`);
  const text = prettySvg(svg);
  const write = (f: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(f, text);
  };
  if (env.UPDATE_SNAPSHOTS === '1') {
    const same = existsSync(file) && readFileSync(file, 'utf8') === text;
    if (!same) write(file);
    rmSync(changed, { force: true });
    return { status: same ? 'match' : 'updated', file, ok: true, message: same ? `${file}: unchanged` : `${file}: snapshot updated (UPDATE_SNAPSHOTS=1)` };
  }
  if (!existsSync(file)) {
    if (isCi(env))
      return { status: 'missing', file, ok: false, message: `${file}: snapshot missing; in CI a missing snapshot fails (run the tests locally, or with UPDATE_SNAPSHOTS=1, and commit it)` };
    write(file);
    return { status: 'written', file, ok: true, message: `${file}: snapshot was missing and has been written; review and commit it` };
  }
  const want = readFileSync(file, 'utf8');
  if (want === text) {
    rmSync(changed, { force: true });
    return { status: 'match', file, ok: true, message: `${file}: matches` };
  }
  write(changed);
  return {
    status: 'changed',
    file,
    ok: false,
    message: `${file}: chart differs from the snapshot; the new rendering is in ${changed} (review it; UPDATE_SNAPSHOTS=1 accepts it). First difference at ${firstDiff(want, text)}`,
  };
}
