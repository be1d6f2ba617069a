/**
 * The page script's bundle (src/lib/site/page-script.ts) on a small entry of its own: tree-shaken, `</script`
 * escaped, taken from the cache file while no module it read changed, bundled again when one did (or the cache file
 * is unreadable, holds an edited script, or is another entry's); a cache that cannot be written is no error; of two
 * places (rocsite's own, then the project's) the first that holds it serves it and the first writable one keeps a new
 * bundle; the site's own script bundled twice is the same bytes.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlePageScript } from '../../src/lib/site/page-script';
import { root } from '../helpers/cli';

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
    const a = await bundlePageScript(entry, [cache]);
    expect(a.cached).toBe(false);
    expect(a.code).toContain('FIRST');
    expect(a.code, 'tree-shaken').not.toContain('NEVER_SHIPPED');
    expect(a.code).not.toMatch(/<\/script/i);
    expect(a.code).toContain('<\\/script> ends here');
    expect(a.inputs).toEqual([dep, entry].sort());
    // The escaped text is the same string to the browser.
    expect(new Function(`let document = {}; ${a.code}; return document.title;`)()).toBe('FIRST </script> ends here');

    const b = await bundlePageScript(entry, [cache]);
    expect(b).toEqual({ ...a, cached: true });

    write('SECOND'); // an imported module changed
    const c = await bundlePageScript(entry, [cache]);
    expect(c.cached).toBe(false);
    expect(c.code).toContain('SECOND');
    expect(c.code).not.toContain('FIRST');
    expect((await bundlePageScript(entry, [cache])).cached).toBe(true);
  }, 60_000);

  it('an unreadable cache file, one whose script was edited, or one of another entry, is replaced by a new bundle', async () => {
    write('THIRD');
    const first = await bundlePageScript(entry, [cache]);
    writeFileSync(cache, '{"format": "rocsite-page-script 1", "code": ');
    const a = await bundlePageScript(entry, [cache]);
    expect(a.cached).toBe(false);
    expect(a.code).toBe(first.code);
    expect(JSON.parse(readFileSync(cache, 'utf8')).code).toBe(a.code);

    // The script edited in the cache file (its inputs unchanged): not shipped.
    const stored = JSON.parse(readFileSync(cache, 'utf8'));
    writeFileSync(cache, JSON.stringify({ ...stored, code: stored.code.replace('THIRD', 'EDITED') }));
    const e = await bundlePageScript(entry, [cache]);
    expect(e.cached).toBe(false);
    expect(e.code).toContain('THIRD');
    expect(e.code).not.toContain('EDITED');

    const other = join(dir, 'other.ts');
    writeFileSync(other, `document.title = 'OTHER';\n`);
    const o = await bundlePageScript(other, [cache]);
    expect(o.cached).toBe(false);
    expect(o.code).toContain('OTHER');
    expect((await bundlePageScript(entry, [cache])).cached, 'the cache holds the last entry bundled').toBe(false);
  }, 60_000);

  it('the site\'s page script bundled twice, each without a cache, is the same bytes (two fresh projects build the same pages)', async () => {
    const main = join(root, 'src', 'client', 'main.ts');
    const a = await bundlePageScript(main, [join(dir, 'a', 'page-script.json')]);
    const b = await bundlePageScript(main, [join(dir, 'b', 'page-script.json')]);
    expect([a.cached, b.cached]).toEqual([false, false]);
    expect(b.code).toBe(a.code);
    expect(a.inputs).toContain(main);
    expect(a.inputs.some((f) => f.includes('@observablehq/plot'))).toBe(true);
  }, 120_000);

  it('a cache file that cannot be written (its directory is a file) still gives the script', async () => {
    write('FOURTH');
    const blocked = join(dir, 'not-a-dir');
    writeFileSync(blocked, '');
    const r = await bundlePageScript(entry, [join(blocked, 'page-script.json')]);
    expect(r.cached).toBe(false);
    expect(r.code).toContain('FOURTH');
  }, 60_000);

  it('of two places, the first that holds the bundle serves it; a new bundle goes to the first that can be written', async () => {
    write('FIFTH');
    const shared = join(dir, 'shared', 'page-script.json');
    const project = join(dir, 'project', 'page-script.json');
    const a = await bundlePageScript(entry, [shared, project]);
    expect(a.cached).toBe(false);
    expect([existsSync(shared), existsSync(project)], 'kept in the first place only').toEqual([true, false]);
    expect(await bundlePageScript(entry, [shared, project])).toEqual({ ...a, cached: true });
    // Another project of the same rocsite: served from the shared place, nothing written to the project.
    const other = join(dir, 'project-2', 'page-script.json');
    expect((await bundlePageScript(entry, [shared, other])).cached).toBe(true);
    expect(existsSync(other)).toBe(false);

    // The first place cannot be written (a read-only installation): the project keeps it, and serves it next time.
    const readOnly = join(dir, 'read-only');
    writeFileSync(readOnly, '');
    write('SIXTH');
    const b = await bundlePageScript(entry, [join(readOnly, 'page-script.json'), project]);
    expect(b.cached).toBe(false);
    expect(JSON.parse(readFileSync(project, 'utf8')).code).toBe(b.code);
    expect(await bundlePageScript(entry, [join(readOnly, 'page-script.json'), project])).toEqual({ ...b, cached: true });
    // The shared place holds the previous sources' bundle: not served, the project's current one is.
    const c = await bundlePageScript(entry, [shared, project]);
    expect(c).toEqual({ ...b, cached: true });
    expect(c.code).toContain('SIXTH');
  }, 60_000);
});
