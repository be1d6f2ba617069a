/** The input readers' 'reading' bar (src/lib/progress.ts), over bytes of files in MB. */
import { startProgress } from '../progress';

/** A 'reading' bar over `bytes` of files, in MB: `onBytes(n)` adds n bytes read (the readers' chunk callback). */
export async function startReading(bytes: number): Promise<{ onBytes: (n: number) => void; stop: () => void }> {
  const MB = 1e6;
  const progress = await startProgress('reading', Math.ceil(bytes / MB), { unit: 'MB' });
  let done = 0;
  return { onBytes: (n) => progress.update(Math.floor((done += n) / MB)), stop: () => progress.stop() };
}
