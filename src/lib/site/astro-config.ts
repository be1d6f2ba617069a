/**
 * rocsite's Astro configuration, one source for the repository's astro.config.mjs and for `rocsite build` / `rocsite
 * dev` in a user's project (src/cli/site.ts), which pass it to Astro's programmatic API:
 * - static output, one directory per page (reports/<slug>/index.html);
 * - MDX reports with $…$ / $$…$$ math rendered at build time by KaTeX (its CSS and fonts are bundled locally);
 * - no image service that needs sharp (passthrough);
 * - the page script is bundled once per set of its sources and inlined into every page (page-script.ts);
 * - after the build every internal URL is rewritten to a relative one, so the output
 *   works from file:// and under any sub-path (relativize.ts).
 *
 * In a user's project, `root` is the project (its data/, content/, public/, output and caches) and `srcDir` is the
 * installed package's src/ (pages, components, styles and the content loader).
 */
import { dirname } from 'node:path';
import type { AstroInlineConfig } from 'astro';
import { passthroughImageService } from 'astro/config';
import mdx from '@astrojs/mdx';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { relativizeIntegration } from './relativize';
import { pageScriptIntegration } from './page-script';
import { forgetParsedReports } from './site-data';
import remarkComponentProps from './remark-props';

export interface SiteConfigOptions {
  /** The project: data/, content/reports/, public/, .astro/ (default: Astro's, the working directory). */
  root?: string;
  /** rocsite's src/ (pages, components, layouts, styles, content.config.ts); default: Astro's, <root>/src. */
  srcDir?: string;
  /** Output directory (default <root>/dist). */
  outDir?: string;
  /** Public path the site is served under, e.g. /reports/ (URLs are relative anyway, see relativize.ts). */
  base?: string;
}

/**
 * Astro's server bundle of a static site is run once, to render the pages, and thrown away: it is not tree-shaken,
 * which took about 1 s of each build's 4–5 s server bundle (the pages are byte-identical either way). The page script
 * the readers download is tree-shaken as before.
 */
const prerenderBundleUntrimmed = {
  name: 'rocsite-prerender-untrimmed',
  config: (_config: unknown, env: { isSsrBuild?: boolean }) => (env.isSsrBuild ? { build: { rollupOptions: { treeshake: false } } } : undefined),
};

export function siteConfig(o: SiteConfigOptions = {}): AstroInlineConfig {
  return {
    ...(o.root !== undefined && { root: o.root }),
    ...(o.srcDir !== undefined && { srcDir: o.srcDir }),
    ...(o.base !== undefined && { base: o.base }),
    output: 'static',
    outDir: o.outDir ?? './dist',
    trailingSlash: 'ignore',
    build: { format: 'directory', assets: '_astro', inlineStylesheets: 'never' },
    image: { service: passthroughImageService() },
    devToolbar: { enabled: false },
    markdown: {
      // remark-props: every component's props in the MDX reports are checked at build time, with file and line.
      remarkPlugins: [remarkMath, [remarkComponentProps, { root: o.root }]],
      rehypePlugins: [[rehypeKatex, { strict: 'ignore' }]],
      syntaxHighlight: false,
    },
    integrations: [
      mdx(),
      pageScriptIntegration(),
      // The pages are written: the parsed reports are not needed for the post-processing (relativize.ts) and the PDFs.
      { name: 'rocsite-forget-reports', hooks: { 'astro:build:generated': () => forgetParsedReports() } },
      relativizeIntegration(),
    ],
    vite: {
      plugins: [prerenderBundleUntrimmed],
      build: {
        // No asset becomes a data: URL (the KaTeX fonts stay files). The page script is inlined by Base.astro
        // (page-script.ts): module scripts loaded by src= are blocked on file://.
        assetsInlineLimit: 0,
      },
      // rocsite's sources may sit in node_modules/rocsite (an installed package): let the dev server read them.
      ...(o.srcDir !== undefined && { server: { fs: { allow: [o.root ?? '.', dirname(o.srcDir)] } } }),
    },
  };
}
