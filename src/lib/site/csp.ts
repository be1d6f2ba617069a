/**
 * Content-Security-Policy of every built page and standalone file, as a `<meta http-equiv>` (it works from file://,
 * where no server sends headers). Nothing remote and no `unsafe-eval`: scripts only from the site itself ('self') or
 * inline scripts whose SHA-256 is listed (computed here from the final HTML, so the build and the standalone step
 * each hash exactly what they ship). Styles allow 'unsafe-inline' because charts (Observable Plot), KaTeX and the
 * model swatches use style attributes; fonts and images from the site or data: URIs (the standalone file inlines its
 * fonts). Data blocks (`<script type="application/json">`) are not executed and need no hash.
 */
import { createHash } from 'node:crypto';

const META_RE = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi;
const SCRIPT_RE = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** True when a `<script>` with these attributes runs as script (no type, a JavaScript type or a module). */
function isExecutable(attrs: string): boolean {
  const m = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs);
  if (!m) return true;
  const t = m[1].toLowerCase();
  return t === 'module' || t === 'text/javascript' || t === 'application/javascript';
}

/** `'sha256-…'` sources of the inline executable scripts of `html`, in order of appearance, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(SCRIPT_RE)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs) || !isExecutable(attrs)) continue;
    const h = `'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`;
    if (!out.includes(h)) out.push(h);
  }
  return out;
}

/**
 * A script's code as the text of an inline `<script>`: `</script` escaped (`<\/script`, the same string to
 * JavaScript), or the tag would end there, as SCRIPT_RE reads it too.
 */
export function inlineScriptText(code: string): string {
  return code.replace(/<\/script/gi, '<\\/script');
}

/** The policy for a page with these inline script hashes. */
export function cspPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** `html` with its CSP meta tag (re)computed, placed first in `<head>` (before any script it governs). */
export function withCsp(html: string): string {
  const stripped = html.replace(META_RE, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${cspPolicy(inlineScriptHashes(stripped))}">`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(stripped);
  if (charset) return stripped.slice(0, charset.index + charset[0].length) + meta + stripped.slice(charset.index + charset[0].length);
  const head = /<head[^>]*>/i.exec(stripped);
  if (!head) return stripped;
  return stripped.slice(0, head.index + head[0].length) + meta + stripped.slice(head.index + head[0].length);
}
