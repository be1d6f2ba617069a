/** Built pages parsed by jsdom (a report page of 1–4 MB takes a second or two to parse). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';

/** The HTML file parsed anew: for a test that changes the document. */
export function parseHtmlFile(file: string): Document {
  return new JSDOM(readFileSync(file, 'utf8')).window.document;
}

const parsed = new Map<string, Document>();

/** The HTML file parsed once per test file and shared by the tests that only read it (never change it). */
export function parsedOnce(file: string): Document {
  const key = resolve(file);
  let doc = parsed.get(key);
  if (!doc) parsed.set(key, (doc = parseHtmlFile(key)));
  return doc;
}
