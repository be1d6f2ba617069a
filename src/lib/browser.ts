/**
 * Headless Chromium for the PDF export (src/lib/pdf) and the real-browser tests (test/browser, test/pdf).
 *
 * Node-only module (fs, child processes). It finds a browser (no download: puppeteer-core never fetches one),
 * launches it with a fresh throw-away profile and no background networking, serves a directory on 127.0.0.1 with
 * sirv, and blocks every request that would leave the machine.
 */
import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import sirv from 'sirv';
import { BROWSER } from './settings';

/** Places searched, in order, after the `PUPPETEER_EXECUTABLE_PATH` environment variable. */
export const BROWSER_CANDIDATES: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Thrown when no Chromium/Chrome executable can be found. The message names the install step and the env var. */
export class BrowserNotFoundError extends Error {
  constructor(public readonly searched: string[]) {
    super(
      'No Chromium/Chrome browser found (needed for the PDF export and the browser tests). ' +
        'Install one with `apt-get install -y chromium` (Debian/Ubuntu), or set PUPPETEER_EXECUTABLE_PATH ' +
        `to the browser executable. Searched: ${searched.join(', ')}.`,
    );
    this.name = 'BrowserNotFoundError';
  }
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Path of the browser executable: `PUPPETEER_EXECUTABLE_PATH` when set (it must exist: a wrong value is an error, not
 * a silent fallback), else the first executable of {@link BROWSER_CANDIDATES}.
 * @throws BrowserNotFoundError
 */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = BROWSER.read(env);
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    throw new BrowserNotFoundError([`PUPPETEER_EXECUTABLE_PATH=${fromEnv} (not an executable file)`]);
  }
  for (const candidate of BROWSER_CANDIDATES) if (isExecutableFile(candidate)) return candidate;
  throw new BrowserNotFoundError(['PUPPETEER_EXECUTABLE_PATH (unset)', ...BROWSER_CANDIDATES]);
}

/** Command-line flags used for every launch (plus `--user-data-dir`). */
export function browserArgs(): string[] {
  // `--headless` is added by puppeteer (`headless: true`).
  const args = [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-domain-reliability',
    '--disable-breakpad',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--no-default-browser-check',
    '--no-pings',
    '--metrics-recording-only',
    '--mute-audio',
    '--hide-scrollbars',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    // Blocks every DNS lookup: a request to another host cannot leave the machine even if interception missed it.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ];
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
  return args;
}

export interface LaunchedBrowser {
  browser: Browser;
  executablePath: string;
  userDataDir: string;
  /** Closes the browser and removes its temporary profile (kills it when it does not close). */
  close(): Promise<void>;
  /** Kills the browser at once and removes its profile (synchronous: for a signal handler). */
  kill(): void;
}

/** Launches headless Chromium with a fresh temporary profile. */
export async function launchBrowser(
  opts: { executablePath?: string; extraArgs?: string[]; timeoutMs?: number } = {},
): Promise<LaunchedBrowser> {
  const executablePath = opts.executablePath ?? findBrowser();
  const userDataDir = mkdtempSync(join(tmpdir(), 'rocsite-chromium-'));
  let browser: Browser;
  try {
    // Loaded here: finding a browser (the site build asks first) does not load puppeteer.
    const { default: puppeteer } = await import('puppeteer-core');
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      // DevTools over a pipe (fds 3/4) instead of a WebSocket: when this process dies, even by SIGKILL, the pipe
      // closes and the browser exits with it.
      pipe: true,
      userDataDir,
      args: [...browserArgs(), ...(opts.extraArgs ?? [])],
      timeout: opts.timeoutMs ?? 60_000,
      protocolTimeout: 180_000,
    });
  } catch (err) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw new Error(`Could not launch the browser at ${executablePath}: ${(err as Error).message}`, { cause: err });
  }
  let closed = false;
  const kill = () => {
    closed = true;
    try {
      browser.process()?.kill('SIGKILL');
    } catch {
      /* already gone */
    }
    rmSync(userDataDir, { recursive: true, force: true });
  };
  return {
    browser,
    executablePath,
    userDataDir,
    async close() {
      if (closed) return;
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      try {
        // A browser that does not answer within 10 s is killed (it must not outlive the build).
        await Promise.race([browser.close(), new Promise((_ok, fail) => (timer = setTimeout(() => fail(new Error('close timed out')), 10_000)))]);
      } catch {
        kill();
      } finally {
        clearTimeout(timer);
        rmSync(userDataDir, { recursive: true, force: true });
      }
    },
    kill,
  };
}

export interface StaticServer {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves `dir` (read-only, no caching) on 127.0.0.1 on a free port. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = resolve(dir);
  const handler = sirv(root, { dev: true, etag: false, dotfiles: false });
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(`Not found: ${req.url}`);
    }),
  );
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    origin,
    server,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

/** True when `url` stays on this machine: file:, data:, blob:, about:, or one of `allowedOrigins` (http://127.0.0.1:port). */
export function isLocalUrl(url: string, allowedOrigins: readonly string[] = []): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol === 'file:') return u.host === '' || u.host === 'localhost';
  if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:') return true;
  if (u.protocol === 'http:' || u.protocol === 'https:') return allowedOrigins.includes(u.origin);
  return false;
}

/**
 * Turns on request interception: requests whose URL is not local ({@link isLocalUrl}) are aborted and recorded.
 * Returns the live list of blocked URLs.
 */
export async function blockExternalRequests(page: Page, allowedOrigins: readonly string[] = []): Promise<string[]> {
  const blocked: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (req: HTTPRequest) => {
    if (req.isInterceptResolutionHandled()) return;
    const url = req.url();
    if (isLocalUrl(url, allowedOrigins)) void req.continue();
    else {
      blocked.push(url);
      void req.abort('blockedbyclient');
    }
  });
  return blocked;
}

/** file:// URL of a path (helper for opening dist/ from disk). */
export function fileUrl(path: string): string {
  return pathToFileURL(resolve(path)).href;
}

/**
 * Opens a page that blocks requests to other hosts ({@link blockExternalRequests}) and defines `__name` (the helper
 * that tsx/esbuild's keepNames inserts into functions passed to `page.evaluate`), so such functions run in the page.
 * With `background`, the new tab does not come to the front: the page in front stays visible (a hidden page draws no
 * frame, so one waiting for frames would wait until it is in front again).
 */
export async function newIsolatedPage(
  browser: Browser,
  allowedOrigins: readonly string[] = [],
  opts: { background?: boolean } = {},
): Promise<{ page: Page; blocked: string[] }> {
  const page = await browser.newPage(opts.background ? { background: true } : undefined);
  await page.evaluateOnNewDocument('globalThis.__name = globalThis.__name || function (f) { return f; };');
  const blocked = await blockExternalRequests(page, allowedOrigins);
  return { page, blocked };
}

/**
 * Resolves when the loaded page's web fonts are ready and two frames were drawn: laid out and painted as a reader sees
 * it (what the PDF export prints; the browser tests wait for the same). A hidden page (a tab behind another) draws no
 * frame: it must be in front.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok())));
  });
}

/** Resolves after the page drew two more frames (a change of media, viewport or scroll position laid out and painted). */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));
}
