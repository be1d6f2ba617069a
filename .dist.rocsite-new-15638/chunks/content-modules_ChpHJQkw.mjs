const contentModules = new Map([
["content/reports/asah.mdx", () => import('./asah_CsjP7sKs.mjs')]]);

export { contentModules as default };
