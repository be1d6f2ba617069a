/**
 * Post-processing of the PDF Chromium prints (pdf-lib): document information, a deterministic file ID, stable
 * structure-element ids and site-relative links, so the same inputs give the same bytes. Keeps the structure tree
 * (tagged PDF) and the outline Chromium wrote.
 */
import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFStream, PDFString, type PDFObject } from 'pdf-lib';

/** A string's text; a literal string without escapes or a UTF-16 mark is its own characters (no decoding needed). */
function rawText(o: PDFObject): string | undefined {
  if (o instanceof PDFString) {
    const raw = o.asString();
    return raw.includes('\\') || raw.startsWith('\u00fe\u00ff') ? o.decodeText() : raw;
  }
  return o instanceof PDFHexString ? o.decodeText() : undefined;
}

/**
 * Calls `fn` with the text of every string reachable from `obj` through dictionaries, streams' dictionaries and
 * arrays (not through references: every indirect object is visited by the caller), and a setter that replaces it.
 */
function eachString(obj: PDFObject, fn: (text: string, replace: (by: PDFObject) => void) => void): void {
  if (obj instanceof PDFDict || obj instanceof PDFStream) {
    const dict = obj instanceof PDFStream ? obj.dict : obj;
    for (const [key, value] of dict.entries()) {
      const t = rawText(value);
      if (t === undefined) eachString(value, fn);
      else fn(t, (by) => dict.set(key, by));
    }
  } else if (obj instanceof PDFArray) {
    for (let i = 0; i < obj.size(); i++) {
      const value = obj.get(i);
      const t = rawText(value);
      if (t === undefined) eachString(value, fn);
      else fn(t, (by) => obj.set(i, by));
    }
  }
}

/**
 * Chromium names table-header structure elements after DOM node ids (`/ID (node00000375)`, referenced by `/Headers`
 * and the structure tree's `/IDTree`); those ids depend on how many nodes the browser created before, so two prints of
 * the same page differ. Renumbers them 1, 2, 3, … in their original order (the name tree stays sorted).
 * Returns how many ids were renumbered.
 */
export function renumberStructIds(doc: PDFDocument): number {
  const pattern = /^node(\d+)$/;
  // One pass: every string that is a node id, with the setter of its place.
  const hits: { text: string; replace: (by: PDFObject) => void }[] = [];
  for (const [, o] of doc.context.enumerateIndirectObjects())
    eachString(o, (text, replace) => {
      if (pattern.test(text)) hits.push({ text, replace });
    });
  if (hits.length === 0) return 0;
  const sorted = [...new Set(hits.map((h) => h.text))].sort((a, b) => Number(pattern.exec(a)![1]) - Number(pattern.exec(b)![1]));
  const map = new Map(sorted.map((old, i) => [old, `node${String(i + 1).padStart(8, '0')}`]));
  for (const h of hits) h.replace(PDFString.of(map.get(h.text)!));
  return map.size;
}

/** Applies `rewrite` to the target of every URI link action (`/A << /S /URI /URI (…) >>`); returns how many changed. */
export function rewriteLinks(doc: PDFDocument, rewrite: (uri: string) => string | undefined): number {
  let n = 0;
  const URI = PDFName.of('URI');
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const dicts: PDFDict[] = [];
    if (obj instanceof PDFDict) {
      dicts.push(obj);
      const a = obj.lookup(PDFName.of('A'));
      if (a instanceof PDFDict) dicts.push(a);
    }
    for (const d of dicts) {
      const v = d.get(URI);
      if (!(v instanceof PDFString || v instanceof PDFHexString)) continue;
      const next = rewrite(v.decodeText());
      if (next !== undefined) {
        d.set(URI, PDFString.of(next));
        n++;
      }
    }
  }
  return n;
}

/** Writes the document information dictionary and a deterministic ID; keeps the structure tree and the outline. */
export async function setPdfMetadata(
  pdf: Uint8Array,
  meta: {
    title: string;
    subject: string;
    version: string;
    date: Date;
    keywords: string[];
    idSeed: string;
    /** Rewrites link targets (URI actions); return undefined to keep one. */
    rewriteUri?: (uri: string) => string | undefined;
  },
): Promise<{ bytes: Uint8Array; pages: number }> {
  // No yielding to the event loop while parsing and saving (pdf-lib's default pauses every 100 objects; the
  // 30-page ICU report has 11,000 structure elements): the same bytes, in about half the time.
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, parseSpeed: Infinity });
  const producer = `rocsite ${meta.version}`;
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(producer);
  doc.setProducer(producer);
  doc.setCreator(`${producer} (Chromium via puppeteer-core)`);
  doc.setKeywords(meta.keywords);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  if (!doc.catalog.has(PDFName.of('Lang'))) doc.setLanguage('en');
  renumberStructIds(doc);
  if (meta.rewriteUri) rewriteLinks(doc, meta.rewriteUri);
  // Chromium's file ID mixes in the time; derive it from the inputs and the printed text instead.
  const id = createHash('sha256').update(meta.idSeed).digest('hex').slice(0, 32);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  // Object streams (PDF 1.5): a smaller file, saved in less than half the time (ICU report: 6.8 → 5.4 MB, 0.56 → 0.24 s).
  const bytes = await doc.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false, objectsPerTick: Infinity });
  return { bytes, pages: doc.getPageCount() };
}

/**
 * Link rewriting for a PDF saved at `<dist>/pdf/<slug>.pdf`: links into the site were printed with the temporary
 * server's address; make them relative to the PDF, so they work next to the site whatever the port was.
 */
export function siteRelativeUri(serverUrl: string, origin: string): (uri: string) => string | undefined {
  return (uri) =>
    uri.startsWith(serverUrl) ? '../' + uri.slice(serverUrl.length) : uri.startsWith(origin) ? '..' + uri.slice(origin.length) : undefined;
}
