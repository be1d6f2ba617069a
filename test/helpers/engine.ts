/** Running the pipeline with ROCSITE_ENGINE set (src/lib/settings.ts), restored afterwards. */
import { buildReport } from '../../src/lib/report/build';
import { reportJson } from '../../src/lib/report/json';

/** `run()` with ROCSITE_ENGINE=`engine` (`duckdb`: the embedded engine for every file; `js`: the reference readers). */
export async function withEngine<T>(engine: 'duckdb' | 'js', run: () => Promise<T>): Promise<T> {
  const saved = process.env.ROCSITE_ENGINE;
  process.env.ROCSITE_ENGINE = engine;
  try {
    return await run();
  } finally {
    if (saved === undefined) delete process.env.ROCSITE_ENGINE;
    else process.env.ROCSITE_ENGINE = saved;
  }
}

/** The report JSON of the config `cfg` (SOURCE_DATE_EPOCH=0) with ROCSITE_ENGINE=`engine`. */
export function engineJson(cfg: string, engine: 'duckdb' | 'js'): Promise<string> {
  return withEngine(engine, async () => reportJson((await buildReport(cfg, { env: { SOURCE_DATE_EPOCH: '0' } })).report));
}
