/**
 * Content-Security-Policy (src/lib/site/csp.ts): every built page and standalone file carries the meta tag first in
 * <head>, with a hash for each inline script it ships, no remote source and no 'unsafe-eval'; Chromium enforces it
 * from file:// (a script the build did not hash does not run, a remote image is not fetched). That the site's own
 * scripts still run under it (no console error, sliders and tooltips work) is shown by test/browser/site.test.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl, launchBrowser, type LaunchedBrowser } from '../../src/lib/browser';
import { listFiles } from '../../src/lib/site/relativize';
import { cspPolicy, inlineScriptHashes, withCsp } from '../../src/lib/site/csp';
import { removeTempDirs, siteUnderTest, tempDir, type SiteUnderTest } from './harness';

let site: SiteUnderTest;
let launched: LaunchedBrowser;
beforeAll(async () => {
  site = await siteUnderTest();
  launched = await launchBrowser();
});
afterAll(async () => {
  await launched?.close();
  removeTempDirs();
});

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  it('withCsp: hashes executable inline scripts only, first in <head>, recomputed (not added twice)', () => {
    const html = '<!doctype html><html><head><meta charset="utf-8"><script>a()</script><script type="application/json">{"x":1}</script><script type="module">b()</script><script src="x.js"></script></head><body></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    const once = withCsp(html);
    expect(once.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe(once.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length);
    expect(withCsp(once)).toBe(once);
    const policy = cspPolicy([]);
    expect(policy).not.toMatch(/unsafe-eval|https?:|\*/);
    expect(policy).toContain("default-src 'none'");
  });

  it('every built HTML file carries the policy with a hash of each of its inline scripts', () => {
    const pages = listFiles(site.dist).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(3);
    for (const f of pages) {
      const html = readFileSync(join(site.dist, f), 'utf8');
      const metas = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g) ?? [];
      expect(metas, f).toHaveLength(1);
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head.indexOf('Content-Security-Policy'), f).toBeLessThan(head.indexOf('<script') < 0 ? Infinity : head.indexOf('<script'));
      const policy = /content="([^"]*)"/.exec(metas[0] ?? '')?.[1] ?? '';
      expect(policy, f).not.toMatch(/unsafe-eval|https?:/);
      for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(policy, `${f}: inline script hash`).toContain(sha(m[1] ?? ''));
      }
    }
  });

  it('Chromium enforces it from file://: an unhashed inline script does not run, a remote image is not loaded', async () => {
    const dir = tempDir('rocsite-csp-');
    const page = await launched.browser.newPage();
    const requests: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      requests.push(r.url());
      if (r.url().startsWith('http')) r.abort();
      else r.continue();
    });
    const html = withCsp('<!doctype html><html><head><meta charset="utf-8"><script>document.documentElement.dataset.hashed = "ran";</script></head><body></body></html>').replace(
      '</body>',
      '<script>document.documentElement.dataset.injected = "ran";</script><img src="https://example.invalid/x.png"></body>',
    );
    const file = join(dir, 'p.html');
    writeFileSync(file, html);
    await page.goto(fileUrl(file));
    const ds = await page.evaluate(() => ({ ...document.documentElement.dataset }));
    expect(ds.hashed).toBe('ran');
    expect(ds.injected).toBeUndefined();
    expect(requests.filter((u) => u.startsWith('http'))).toEqual([]);
    await page.close();
  });
});
