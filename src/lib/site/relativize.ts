/**
 * Post-processing of the built site so that dist/ works from file:// and under any sub-path:
 * - every root-relative URL in HTML attributes (href, src, srcset, action, poster, data) and CSS url(...) becomes
 *   relative to the file that contains it (`/_astro/x.css` seen from reports/a/index.html → `../../_astro/x.css`);
 * - module scripts loaded by `src=` (blocked on file:// by the browser's CORS rule for module scripts) are inlined
 *   when they import nothing; chunks that import other chunks are rewritten to relative imports.
 * A site built with a base path (`rocsite build --base /reports/`) has root-relative URLs under that base
 * (/reports/_astro/x.css) for files at the root of the output (_astro/x.css): the base is removed first.
 * - every page gets its Content-Security-Policy meta tag (csp.ts), hashing the inline scripts it ends up with.
 * Pure string processing on the files Astro wrote; deterministic.
 */
import { readdirSync, readFileSync, writeFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptText, withCsp } from './csp';
import { outlineHtml } from './outline';

/** All files under dir (sorted, POSIX-relative paths). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/** `url` without the site's base path ("/sub/a" → "/a" for base "/sub/"); URLs outside the base are kept. */
export function stripBase(url: string, base: string = '/'): string {
  const b = base.endsWith('/') ? base : base + '/';
  if (b === '/') return url;
  if (url.startsWith(b)) return '/' + url.slice(b.length);
  if (url === b.slice(0, -1) || url.startsWith(b.slice(0, -1) + '?') || url.startsWith(b.slice(0, -1) + '#')) return '/' + url.slice(b.length - 1);
  return url;
}

/**
 * Relative URL from the directory of `fromFile` (POSIX path inside dist) to the root-relative `url` ("/a/b"), for a
 * site built under `base`.
 */
export function relativeUrl(fromFile: string, url: string, base: string = '/'): string {
  const [pathPart, ...rest] = stripBase(url, base).split(/(?=[?#])/);
  const target = pathPart.replace(/^\/+/, '');
  let rel = posix.relative(posix.dirname('/' + fromFile), '/' + target);
  if (pathPart.endsWith('/') && rel !== '' && !rel.endsWith('/')) rel += '/';
  if (rel === '') rel = './';
  else if (!rel.startsWith('.')) rel = './' + rel;
  // Directory URLs should name index.html so that file:// opens the page instead of a directory listing.
  if (rel.endsWith('/')) rel += 'index.html';
  return rel + rest.join('');
}

const ATTR_RE = /(\s(?:href|src|action|poster|data)=)(["'])(\/(?!\/)[^"']*)\2/g;
const SRCSET_RE = /(\ssrcset=)(["'])([^"']*)\2/g;
const CSS_URL_RE = /url\(\s*(["']?)(\/(?!\/)[^)"']*)\1\s*\)/g;
const CSS_IMPORT_RE = /@import\s+(["'])(\/(?!\/)[^"']*)\1/g;

export function relativizeCss(css: string, file: string, base: string = '/'): string {
  return css
    .replace(CSS_URL_RE, (_m, q, u) => `url(${q}${relativeUrl(file, u, base)}${q})`)
    .replace(CSS_IMPORT_RE, (_m, q, u) => `@import ${q}${relativeUrl(file, u, base)}${q}`);
}

export function relativizeHtml(html: string, file: string, dist: string, base: string = '/'): string {
  let out = html.replace(ATTR_RE, (_m, a, q, u) => `${a}${q}${relativeUrl(file, u, base)}${q}`);
  out = out.replace(SRCSET_RE, (_m, a, q, list: string) => {
    const items = list.split(',').map((s) => {
      const t = s.trim();
      return t.startsWith('/') && !t.startsWith('//') ? relativeUrl(file, t, base) : t;
    });
    return `${a}${q}${items.join(', ')}${q}`;
  });
  // Inline <style> blocks and style="" attributes may hold url(/...).
  out = out.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (_m, a, css, b) => a + relativizeCss(css, file, base) + b);
  // Module scripts by src: inline them when self-contained (file:// forbids loading module scripts).
  out = out.replace(
    /<script type="module" src="([^"]+)"><\/script>/g,
    (m, src: string) => {
      if (/^[a-z]+:/i.test(src)) return m;
      const p = join(dist, posix.join(posix.dirname(file), src));
      if (!existsSync(p)) return m;
      const code = readFileSync(p, 'utf8');
      if (/^\s*import\s|from\s*["']\.\/|import\(/m.test(code)) return m;
      return `<script type="module">${inlineScriptText(code)}</script>`;
    },
  );
  return out;
}

/** A page of the site as named in build errors: its file, and the MDX file of a report page. */
function pageName(f: string): string {
  const m = /^reports\/([^/]+)\/index\.html$/.exec(f);
  return m ? `${f} (report "${m[1]}"; content/reports/${m[1]}.mdx if it has one)` : f;
}

/** Rewrite every HTML and CSS file of a built site in place. Returns the number of files changed. */
export function relativizeDist(dist: string, base: string = '/'): number {
  let changed = 0;
  for (const f of listFiles(dist)) {
    const p = join(dist, f);
    if (f.endsWith('.html')) {
      const src = readFileSync(p, 'utf8');
      const out = withCsp(outlineHtml(relativizeHtml(src, f, dist, base), pageName(f)));
      if (out !== src) { writeFileSync(p, out); changed++; }
    } else if (f.endsWith('.css')) {
      const src = readFileSync(p, 'utf8');
      const out = relativizeCss(src, f, base);
      if (out !== src) { writeFileSync(p, out); changed++; }
    }
  }
  return changed;
}

/** Astro integration: relativize dist/ when the build is done (so `astro build` alone also gives a portable site). */
export function relativizeIntegration() {
  let base = '/';
  return {
    name: 'rocsite-relativize',
    hooks: {
      'astro:config:done': ({ config }: { config: { base: string } }) => {
        base = config.base;
      },
      'astro:build:done': ({ dir }: { dir: URL }) => {
        relativizeDist(fileURLToPath(dir), base);
      },
    },
  };
}

