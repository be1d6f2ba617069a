/**
 * The page script's bundle (src/lib/site/page-script.ts) on a small entry of its own: tree-shaken, `</script`
 * escaped, taken from the cache file while no module it read changed, bundled again when one did (or the cache file
 * is unreadable, or is another entry's).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlePageScript } from '../../src/lib/site/page-script';

const dir = mkdtempSync(join(tmpdir(), 'rocsite-page-script-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = join(dir, 'main.ts');
const dep = join(dir, 'dep.ts');
const cache = join(dir, 'cache', 'page-script.json');
const write = (marker: string) => {
  writeFileSync(dep, `export const used = (): string => '${marker} </script> ends here';\nexport const unused = (): string => 'NEVER_SHIPPED';\n`);
  writeFileSync(entry, `import { used } from './dep';\ndocument.title = used();\n`);
};

describe('page script bundle', () => {
  it('bundles once; the cache serves it until a module it read changes', async () => {
    write('FIRST');
    const a = await bundlePageScript(entry, cache);
    expect(a.cached).toBe(false);
    expect(a.code).toContain('FIRST');
    expect(a.code, 'tree-shaken').not.toContain('NEVER_SHIPPED');
    expect(a.code).not.toMatch(/<\/script/i);
    expect(a.code).toContain('<\\/script> ends here');
    expect(a.inputs).toEqual([dep, entry].sort());
    // The escaped text is the same string to the browser.
    expect(new Function(`let document = {}; ${a.code}; return document.title;`)()).toBe('FIRST </script> ends here');

    const b = await bundlePageScript(entry, cache);
    expect(b).toEqual({ ...a, cached: true });

    write('SECOND'); // an imported module changed
    const c = await bundlePageScript(entry, cache);
    expect(c.cached).toBe(false);
    expect(c.code).toContain('SECOND');
    expect(c.code).not.toContain('FIRST');
    expect((await bundlePageScript(entry, cache)).cached).toBe(true);
  }, 60_000);

  it('an unreadable cache file, or one of another entry, is replaced by a new bundle', async () => {
    write('THIRD');
    await bundlePageScript(entry, cache);
    writeFileSync(cache, '{"format": "rocsite-page-script 1", "code": ');
    const a = await bundlePageScript(entry, cache);
    expect(a.cached).toBe(false);
    expect(JSON.parse(readFileSync(cache, 'utf8')).code).toBe(a.code);

    const other = join(dir, 'other.ts');
    writeFileSync(other, `document.title = 'OTHER';\n`);
    const o = await bundlePageScript(other, cache);
    expect(o.cached).toBe(false);
    expect(o.code).toContain('OTHER');
    expect((await bundlePageScript(entry, cache)).cached, 'the cache holds the last entry bundled').toBe(false);
  }, 60_000);
});
