/** What the benchmarks' anchors need from the machine beyond npm: checked before any work, each with its install step. */
import { execFileSync } from 'node:child_process';

/** The Python that runs the scikit-learn anchors: Debian's, with its python3-sklearn. */
export const PYTHON = '/usr/bin/python3';

/** Throws, naming the install step, unless {@link PYTHON} imports scikit-learn and numpy. */
export function requireScikitLearn(): void {
  try {
    execFileSync(PYTHON, ['-c', 'import sklearn, numpy'], { stdio: 'ignore' });
  } catch {
    throw new Error(`the scikit-learn anchor needs ${PYTHON} with scikit-learn: install it with \`apt-get install python3-sklearn\``);
  }
}
