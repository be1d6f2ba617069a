/**
 * Chromium's table-header ids (`node<digits>`, from DOM node numbers) are renumbered 1, 2, 3, … in their numeric
 * order wherever they occur (structure elements' /ID, /Headers arrays, the /IDTree's /Names and /Limits), in literal,
 * escaped, UTF-16 and hex strings; other strings stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { renumberStructIds } from '../../src/lib/pdf/postprocess';

const text = (o: unknown) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : String(o));

describe('renumberStructIds', () => {
  it('maps every node id by numeric order, in every kind of string and place; other strings unchanged', async () => {
    const doc = await PDFDocument.create();
    const ctx = doc.context;
    const th1 = ctx.obj({ S: 'TH', ID: PDFString.of('node00000375') });
    const th2 = ctx.obj({ S: 'TH', ID: PDFHexString.fromText('node00000042') }); // UTF-16 hex string
    const th3 = ctx.obj({ S: 'TH', ID: PDFString.of('node0000\\0611000') }); // "\\061" is an escaped "1": node00001000
    const td = ctx.obj({ S: 'TD', A: [ctx.obj({ O: 'Table', Headers: [PDFString.of('node00000375'), PDFString.of('node00000042')] })] });
    const other = ctx.obj({ T: PDFString.of('node 7'), U: PDFString.of('Xnode00000001'), Alt: PDFString.of('node') });
    const names = ctx.obj({ Limits: [PDFString.of('node00000042'), PDFString.of('node00000375')], Names: [PDFString.of('node00000042'), ctx.register(th2), PDFString.of('node00000375'), ctx.register(th1)] });
    const refs = [th1, th3, td, other, names].map((o) => ctx.register(o));
    expect(renumberStructIds(doc)).toBe(3);
    const [a, c, d, o, n] = refs.map((r) => ctx.lookup(r) as PDFDict);
    const th2After = ctx.lookup((n.get(PDFName.of('Names')) as PDFArray).get(1)) as PDFDict;
    // Numeric order: 42 < 375 < 1000.
    expect(text(th2After.get(PDFName.of('ID')))).toBe('node00000001');
    expect(text(a.get(PDFName.of('ID')))).toBe('node00000002');
    expect(text(c.get(PDFName.of('ID')))).toBe('node00000003');
    const headers = ((d.get(PDFName.of('A')) as PDFArray).lookup(0) as PDFDict).get(PDFName.of('Headers')) as PDFArray;
    expect(headers.asArray().map(text)).toEqual(['node00000002', 'node00000001']);
    expect((n.get(PDFName.of('Limits')) as PDFArray).asArray().map(text)).toEqual(['node00000001', 'node00000002']);
    expect((n.get(PDFName.of('Names')) as PDFArray).asArray().filter((x) => x instanceof PDFString).map(text)).toEqual(['node00000001', 'node00000002']);
    expect([o.get(PDFName.of('T')), o.get(PDFName.of('U')), o.get(PDFName.of('Alt'))].map(text)).toEqual(['node 7', 'Xnode00000001', 'node']);
  });

  it('a document without node ids is left alone', async () => {
    const doc = await PDFDocument.create();
    doc.context.register(doc.context.obj({ ID: PDFString.of('table-1') }));
    expect(renumberStructIds(doc)).toBe(0);
  });
});
