/**
 * `rocsite check` for the MDX reports: what the build rejects in content/reports/*.mdx, found without computing a
 * report. Each MDX report is compiled as the build compiles it (frontmatter as Astro's MDX integration strips it,
 * remark-math), then every component is checked by the build's own rules: its props by their schema
 * (remark-props.ts, props.ts), and the models and scenarios its props name against the names of the report's config
 * (props.ts `reportNameProblems`, which the components apply to the computed report when they render).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { compile } from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import { displayPath, InputError } from '../io/errors';
import { readRegularFileSync } from '../io/regular-file';
import { loadedConfigNames, type ReportNames } from '../report-names';
import { planReports, type PlannedReport } from './compute';
import { isComponentName, reportNameProblems } from './props';
import { elementCheck, forEachComponent, type Node } from './remark-props';

export interface MdxCheckOptions {
  /** Paths in messages are relative to it (default: the working directory). */
  cwd?: string;
  allowOutsidePaths?: boolean;
  /** The project's reports (default: planReports(root)). */
  plan?: PlannedReport[];
  /** Names already read, by absolute config path; other configs' are read ({@link configNames}). */
  names?: ReadonlyMap<string, ReportNames>;
}

/** A config's model names (from its data, as `rocsite check` reads it) and scenario names, without computing metrics. */
export async function configNames(config: string, opts: { cwd?: string; allowOutsidePaths?: boolean } = {}): Promise<ReportNames> {
  const [{ loadConfig }, { readModels }] = await Promise.all([import('../config/load'), import('../report/build')]);
  const loaded = await loadConfig(config, opts.cwd, { allowOutsidePaths: opts.allowOutsidePaths });
  const d = await readModels(loaded);
  return loadedConfigNames(loaded.config, d.models.map((m) => m.name));
}

/** Problems of one MDX text, each `file:line:col: message`; `names` are its report's. */
export async function mdxProblems(text: string, file: string, shown: string, names: ReportNames): Promise<string[]> {
  const out: string[] = [];
  const collect = () => (tree: Node) => {
    forEachComponent(tree, (n, line, col) => {
      const { props, problems } = elementCheck(n);
      const name = n.name ?? '';
      // Names only once the props are valid (as when the component renders).
      const named = problems.length === 0 && isComponentName(name) ? reportNameProblems(name, props, names) : [];
      for (const p of [...problems, ...named]) out.push(`${shown}:${line}:${col}: ${p}`);
    });
  };
  // As @astrojs/mdx: the frontmatter replaced by blank lines, so lines and columns are the file's.
  const content = parseFrontmatter(text, { frontmatter: 'empty-with-spaces' }).content;
  try {
    await compile({ path: file, value: content }, { remarkPlugins: [remarkMath, collect] });
  } catch (e) {
    const m = e as Error & { line?: number; column?: number; reason?: string };
    out.push(`${shown}${m.line ? `:${m.line}:${m.column ?? 0}` : ''}: ${m.reason ?? m.message}`);
  }
  return out;
}

/** Every problem of the project's MDX reports, in plan order (empty when they build). */
export async function checkMdxReports(root: string, opts: MdxCheckOptions = {}): Promise<string[]> {
  const cwd = opts.cwd ?? process.cwd();
  const names = async (config: string) => opts.names?.get(config) ?? (await configNames(config, { cwd, allowOutsidePaths: opts.allowOutsidePaths }));
  const out: string[] = [];
  for (const p of opts.plan ?? planReports(root)) {
    if (p.mdx === null) continue;
    const file = join(root, 'content', 'reports', `${p.mdx}.mdx`);
    // The site's collection is content/reports/*.mdx: a report in a subfolder is not built.
    if (!existsSync(file)) continue;
    const shown = displayPath(file, cwd);
    const text = readRegularFileSync(file, (d) => new InputError({ file: shown }, d)).toString('utf8');
    out.push(...(await mdxProblems(text, file, shown, await names(join(root, p.configPath)))));
  }
  return out;
}
