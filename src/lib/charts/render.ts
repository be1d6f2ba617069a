/**
 * Node entry of the chart renderer: render-core.ts with a jsdom document (build time). The browser uses
 * render-core.ts directly with the page's document.
 */
import { JSDOM } from 'jsdom';
import { setDocumentProvider } from './render-core';

let dom: JSDOM | undefined;
setDocumentProvider(() => {
  dom ??= new JSDOM('<!doctype html><html><body></body></html>');
  return dom.window.document;
});

export * from './render-core';
