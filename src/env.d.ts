/// <reference types="astro/client" />
/// <reference path="../.astro/types.d.ts" />

declare module 'virtual:rocsite/page-script' {
  /** src/client/main.ts bundled for the browser (src/lib/site/page-script.ts). */
  const code: string;
  export default code;
}

declare namespace App {
  interface Locals {
    /** The report being rendered; set by the report pages, read by the chart components inside MDX. */
    rocsite?: {
      report: import('./lib/report/types').Report;
      slug: string;
      /** Counter for chart ids (deterministic within a page). */
      ids: number;
    };
  }
}
