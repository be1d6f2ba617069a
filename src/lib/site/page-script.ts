/**
 * The page script (src/client/main.ts: tooltips, theme toggle, chart keys, what-if panel, PR prevalence) is bundled
 * for the browser once per set of sources, not by every build: Vite (Rollup: tree-shaken, minified, one ES module)
 * bundles it and a cache file keeps the result with the SHA-256 of every module the bundle read and of the script
 * itself; a later build or dev server that finds them all unchanged takes the stored script. (Astro's own bundle of
 * the script took about 3 s of every build.) The script depends on rocsite's sources only, so the cache file sits
 * beside them (<rocsite>/.cache/page-script.json), shared by every project built with that copy of rocsite; where
 * that cannot be written, in the project (<project>/.cache/page-script.json). Astro gets it as the module
 * `virtual:rocsite/page-script` ({@link pageScriptIntegration}), which src/layouts/Base.astro inlines into every page.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from '../hash';
import { inlineScriptText } from './csp';
import { writeFileAtomicSync } from '../write-target';

/** Imported by src/layouts/Base.astro (and declared in src/env.d.ts). */
const PAGE_SCRIPT_MODULE = 'virtual:rocsite/page-script';
const FORMAT = 'rocsite-page-script 1';

export interface PageScript {
  /** The script, safe to put between <script> and </script>. */
  code: string;
  /** Every module the bundle read (absolute paths), entry included. */
  inputs: string[];
  /** True when it came from the cache file. */
  cached: boolean;
}

interface Stored {
  format: string;
  vite: string;
  entry: string;
  inputs: [string, string][];
  /** SHA-256 of `code`: a script edited in the cache file is not shipped. */
  sha256: string;
  code: string;
}

const digest = (file: string): string | null => {
  try {
    return sha256(readFileSync(file));
  } catch {
    return null; // gone: the stored bundle is out of date
  }
};

/** The stored bundle of `entry` when its Vite version and every input are unchanged, else null. */
function readStored(cacheFile: string, entry: string, vite: string): PageScript | null {
  let s: Stored;
  try {
    s = JSON.parse(readFileSync(cacheFile, 'utf8')) as Stored;
  } catch {
    return null; // none yet, or unreadable: bundled (again) and stored
  }
  if (s?.format !== FORMAT || s.vite !== vite || s.entry !== entry || !Array.isArray(s.inputs) || typeof s.code !== 'string') return null;
  if (sha256(s.code) !== s.sha256) return null;
  for (const [file, sha] of s.inputs) if (digest(file) !== sha) return null;
  return { code: s.code, inputs: s.inputs.map(([f]) => f), cached: true };
}

/**
 * The browser bundle of `entry` (one ES module, `</script` escaped), from the first of `cacheFiles` that holds it with
 * none of the modules it was made from changed, else bundled by Vite and stored in the first of them that can be
 * written.
 */
export async function bundlePageScript(entry: string, cacheFiles: readonly string[]): Promise<PageScript> {
  const vite = await import('vite');
  const files = [...new Set(cacheFiles)]; // (one place when the project is rocsite's own directory)
  for (const f of files) {
    const found = readStored(f, entry, vite.version);
    if (found) return found;
  }
  let inputs: string[] = [];
  const result = await vite.build({
    configFile: false,
    logLevel: 'silent',
    root: dirname(entry),
    publicDir: false,
    build: {
      write: false,
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: 'es', inlineDynamicImports: true } },
    },
    plugins: [
      {
        name: 'rocsite-page-script-inputs',
        generateBundle() {
          inputs = [...this.getModuleIds()].filter((id) => !id.startsWith('\0') && existsSync(id)).sort();
        },
      },
    ],
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const [chunk] = outputs;
  if (outputs.length !== 1 || chunk.type !== 'chunk') throw new Error(`bundling ${entry}: expected one script, Vite wrote ${outputs.map((o) => o.fileName).join(', ')}`);
  const code = inlineScriptText(chunk.code);
  const stored: Stored = { format: FORMAT, vite: vite.version, entry, inputs: inputs.map((f) => [f, digest(f)!]), sha256: sha256(code), code };
  for (const f of files) {
    try {
      mkdirSync(dirname(f), { recursive: true });
      writeFileAtomicSync(f, JSON.stringify(stored));
      break;
    } catch {
      /* read-only: the next place, and if none, the script is bundled again next time */
    }
  }
  return { code, inputs, cached: false };
}

/**
 * Astro integration: the module `virtual:rocsite/page-script` exports the bundled page script of the site's
 * src/client/main.ts, cached beside rocsite's sources (<srcDir>/../.cache/page-script.json) or else in the project
 * (<root>/.cache/page-script.json); in the dev server an edit to any of its modules loads it again.
 */
export function pageScriptIntegration() {
  return {
    name: 'rocsite-page-script',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }: { config: { root: URL; srcDir: URL }; updateConfig: (c: object) => unknown }) => {
        const srcDir = fileURLToPath(config.srcDir);
        const entry = join(srcDir, 'client', 'main.ts');
        // (In this repository both are <repository>/.cache/page-script.json.)
        const cacheFiles = [join(dirname(srcDir), '.cache', 'page-script.json'), join(fileURLToPath(config.root), '.cache', 'page-script.json')];
        const resolved = '\0' + PAGE_SCRIPT_MODULE;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'rocsite-page-script',
                resolveId: (id: string) => (id === PAGE_SCRIPT_MODULE ? resolved : undefined),
                async load(this: { addWatchFile: (f: string) => void }, id: string) {
                  if (id !== resolved) return undefined;
                  const s = await bundlePageScript(entry, cacheFiles);
                  for (const f of s.inputs) this.addWatchFile(f);
                  return `export default ${JSON.stringify(s.code)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
