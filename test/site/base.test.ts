/**
 * A site built under a base path (`rocsite build --base /reports/`, for a sub-path on a static host or an S3 bucket):
 * Astro writes its asset URLs under the base (/reports/_astro/x.css) while the files are at the root of the output
 * (_astro/x.css); src/lib/site/relativize.ts removes the base, then makes the URL relative. Hand-worked cases.
 * The whole build with --base is checked in test/package/pack.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { relativeUrl, relativizeHtml, stripBase } from '../../src/lib/site/relativize';
import { normalizeBase } from '../../src/cli/site';

describe('--base', () => {
  it('normalizes the base path', () => {
    expect(normalizeBase('reports')).toBe('/reports/');
    expect(normalizeBase('/a/b')).toBe('/a/b/');
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('')).toBe('/');
  });

  it('strips the base from root-relative URLs, leaving URLs outside it', () => {
    expect(stripBase('/sub/_astro/a.css', '/sub/')).toBe('/_astro/a.css');
    expect(stripBase('/sub/', '/sub/')).toBe('/');
    expect(stripBase('/sub', '/sub/')).toBe('/');
    expect(stripBase('/sub#x', '/sub/')).toBe('/#x');
    expect(stripBase('/subway/a', '/sub/')).toBe('/subway/a');
    expect(stripBase('/_astro/a.css', '/')).toBe('/_astro/a.css');
    // A base equal to a directory of the site: only the leading base goes (Astro prefixes every asset URL).
    expect(stripBase('/reports/reports/x/', '/reports/')).toBe('/reports/x/');
  });

  it('makes asset URLs under the base relative to the page', () => {
    expect(relativeUrl('reports/asah/index.html', '/sub/_astro/a.css', '/sub/')).toBe('../../_astro/a.css');
    expect(relativeUrl('index.html', '/a/b/_astro/k.woff2', '/a/b/')).toBe('./_astro/k.woff2');
    expect(relativeUrl('reports/asah/heatmap/index.html', '/sub/', '/sub/')).toBe('../../../index.html');
    const html = '<link rel="stylesheet" href="/sub/_astro/x.css"><a href="./heatmap/index.html">h</a>';
    expect(relativizeHtml(html, 'reports/asah/index.html', '/nonexistent', '/sub/')).toBe(
      '<link rel="stylesheet" href="../../_astro/x.css"><a href="./heatmap/index.html">h</a>',
    );
  });
});
