/**
 * One self-contained HTML file per report (to e-mail or attach): stylesheets are inlined with their fonts as data:
 * URIs (WOFF2 only; the WOFF/TTF fallbacks are dropped), module scripts are inlined, the SVG charts already are.
 * Links into the rest of the site (navigation, downloads, the PDF) are removed; in-page anchors stay.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { inlineScriptText, withCsp } from './csp';
import { withoutPdfLinks } from './pdf-links';

/** What the single file says in place of its downloads. */
export const STANDALONE_NOTE = 'Single-file copy of this report: the printable PDF, the downloads and the other pages are in the full site.';

function inlineCss(css: string, cssDir: string): string {
  let out = css.replace(/,\s*url\(\s*["']?[^)"']+\.(?:woff|ttf)["']?\s*\)\s*format\(\s*["'][^"']*["']\s*\)/g, '');
  out = out.replace(/url\(\s*(["']?)([^)"']+)\1\s*\)/g, (m, _q, u: string) => {
    if (/^(data:|#|[a-z]+:)/i.test(u)) return m;
    const p = join(cssDir, u.split(/[?#]/)[0]);
    if (!existsSync(p)) return m;
    const ext = p.split('.').pop()!.toLowerCase();
    const mime = ext === 'woff2' ? 'font/woff2' : ext === 'svg' ? 'image/svg+xml' : ext === 'png' ? 'image/png' : 'application/octet-stream';
    return `url(data:${mime};base64,${readFileSync(p).toString('base64')})`;
  });
  return out;
}

export function makeStandalone(html: string, pageDir: string): string {
  let out = html.replace(/<link rel="stylesheet" href="([^"]+)"\s*\/?>/g, (m, href: string) => {
    if (/^[a-z]+:/i.test(href)) return m;
    const p = join(pageDir, href);
    if (!existsSync(p)) return m;
    return `<style>${inlineCss(readFileSync(p, 'utf8'), dirname(p))}</style>`;
  });
  out = out.replace(/<script type="module" src="([^"]+)"><\/script>/g, (m, src: string) => {
    const p = join(pageDir, src);
    if (!existsSync(p)) return m;
    return `<script type="module">${inlineScriptText(readFileSync(p, 'utf8'))}</script>`;
  });
  // Site navigation, downloads and the PDF do not exist outside the site (a mailed file's link to ../../pdf/ breaks).
  out = out.replace(/<ul>[\s\S]*?<\/ul>(\s*<button[^>]*data-theme-toggle)/, '$1');
  out = withoutPdfLinks(out).out;
  if (/ data-pdf[ =>]/.test(out)) throw new Error(`${pageDir}: a link to the PDF in a form the single file does not recognise (internal error)`);
  out = out.replace(/<p class="downloads">[\s\S]*?<\/p>/g, `<p class="downloads">${STANDALONE_NOTE}</p>`);
  out = out.replace(/<a class="brand" href="[^"]*">/, '<a class="brand">');
  // Scripts were inlined above: the policy hashes what this file ships.
  return withCsp(out);
}
