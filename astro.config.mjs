// Astro configuration of the rocsite report site: src/lib/site/astro-config.ts (also used by `rocsite build` and
// `rocsite dev` in a user's project).
import { defineConfig } from 'astro/config';
import { siteConfig } from './src/lib/site/astro-config.ts';

export default defineConfig(siteConfig());
