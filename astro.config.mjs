// Astro configuration of the rocsite report site.
// - static output in dist/, one directory per page (reports/<slug>/index.html);
// - MDX reports with $…$ / $$…$$ math rendered at build time by KaTeX (its CSS and fonts are bundled locally);
// - no image service that needs sharp (passthrough);
// - after the build every internal URL is rewritten to a relative one and the page script is inlined, so dist/
//   works from file:// and under any sub-path (see src/lib/site/relativize.ts).
import { defineConfig, passthroughImageService } from 'astro/config';
import mdx from '@astrojs/mdx';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { relativizeIntegration } from './src/lib/site/relativize.ts';

export default defineConfig({
  output: 'static',
  outDir: './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', assets: '_astro', inlineStylesheets: 'never' },
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
  markdown: {
    remarkPlugins: [remarkMath],
    rehypePlugins: [[rehypeKatex, { strict: 'ignore' }]],
    syntaxHighlight: false,
  },
  integrations: [mdx(), relativizeIntegration()],
  vite: {
    build: {
      // Inline the (single) page script into each page: module scripts loaded by src= are blocked on file://.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? true : false),
    },
  },
});
