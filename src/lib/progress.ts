/**
 * One progress bar for every long step (reading, counting, heatmap, bootstrap, pages, PDFs).
 *
 * Drawn with cli-progress on stderr only when stderr is a terminal and `CI` is not set; otherwise every call is a
 * no-op, so piped output, logs and CI stay clean. A bar appears only after `delayMs` (default 1.5 s), so quick steps
 * never flash one. Node-only: metrics modules never import it; they take an optional `onProgress(done)` callback.
 */
import type { SingleBar } from 'cli-progress';
import { terminalText } from './text.js';

export interface Progress {
  /** Sets the number of units done so far (monotone; values above the total are clamped). */
  update(done: number): void;
  /** Adds `n` units (default 1). */
  tick(n?: number): void;
  /** Removes the bar (if one was drawn). Safe to call more than once. */
  stop(): void;
}

export interface ProgressOptions {
  /** Stream to draw on; default process.stderr. */
  stream?: NodeJS.WriteStream;
  /** Milliseconds before a bar is drawn; default 1500. */
  delayMs?: number;
  /** Unit shown after the counts, e.g. 'rows', 'PDFs'. */
  unit?: string;
  /** Force drawing (tests); default: stream is a TTY and the CI environment variable is unset. */
  enabled?: boolean;
}

const SILENT: Progress = { update() {}, tick() {}, stop() {} };

/** Whether a bar would be drawn on `stream` in this environment. */
export function progressEnabled(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env.CI;
}

/**
 * Starts a progress bar for `label` over `total` units. Returns a silent bar when not on a terminal.
 * cli-progress is imported lazily, so commands that never show a bar do not pay for loading it.
 */
export async function startProgress(label: string, total: number, options: ProgressOptions = {}): Promise<Progress> {
  const stream = options.stream ?? process.stderr;
  if (!(options.enabled ?? progressEnabled(stream)) || !(total > 0)) return SILENT;
  const { default: cliProgress } = await import('cli-progress');
  const start = Date.now();
  const delay = options.delayMs ?? 1500;
  let done = 0;
  let bar: SingleBar | undefined;
  let stopped = false;
  const unit = options.unit ? ` ${options.unit}` : '';
  const draw = () => {
    if (stopped) return;
    if (!bar && Date.now() - start >= delay) {
      bar = new cliProgress.SingleBar(
        {
          stream,
          format: `${terminalText(label)} [{bar}] {percentage}% | {value}/{total}${unit} | {duration_formatted}`,
          hideCursor: true,
          clearOnComplete: true,
          etaBuffer: 50,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, done);
    } else bar?.update(done);
  };
  const update = (n: number) => {
    done = Math.min(total, Math.max(done, n));
    draw();
  };
  return {
    update,
    tick(n = 1) {
      update(done + n);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      bar?.stop();
    },
  };
}
