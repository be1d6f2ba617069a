/**
 * Data strings (model, scenario and file names, titles) shown outside the page: in terminal messages and in PDF text.
 * A name may hold terminal escape codes (ESC [ … m recolours or clears the terminal), other control characters, or
 * bidirectional controls (U+202E turns "B" + 0.833 into "B338.0"); each is shown visibly as `<U+XXXX>` instead.
 * Pure module (build, browser and PDF use it).
 */

/** Bidirectional formatting characters: ALM, LRM, RLM, LRE…RLO (embeddings, overrides) and LRI…PDI (isolates). */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** C0 controls but line feed, DEL, C1 controls, and the bidi controls: what a terminal must not receive raw. */
const UNSAFE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `<U+001B>` for one character. */
export function codePointTag(c: string): string {
  return `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** Text safe to print on a terminal: controls (but line feeds between lines) and bidi controls shown as `<U+XXXX>`. */
export function terminalText(s: string): string {
  return s.replace(UNSAFE, codePointTag);
}

/** One field inside a one-line message (a name, a value found): as {@link terminalText}, line feeds shown too. */
export function fieldText(s: string): string {
  return terminalText(s).replace(/\n/g, codePointTag);
}

/** Text with its bidi controls shown as `<U+XXXX>` (PDF text and metadata). */
export function visibleBidi(s: string): string {
  return s.replace(BIDI_CONTROL, codePointTag);
}

/**
 * Browser expression (for the PDF step) that shows every bidi control in the document's text as `<U+XXXX>`, as
 * {@link visibleBidi} does for a string.
 */
export const SHOW_BIDI_IN_DOCUMENT = `(() => {
  const re = new RegExp(${JSON.stringify(BIDI_CONTROL.source)}, 'g');
  const tag = (c) => '<U+' + c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0') + '>';
  const walk = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (n.data.search(re) >= 0) n.data = n.data.replace(re, tag);
})()`;

/** Strings in code-point order, locale-free (compared as UTF-16 code units: the same order but for astral characters against U+E000–U+FFFF). */
export const codePointOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
