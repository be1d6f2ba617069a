/**
 * A missing input names the file that was most likely meant (src/lib/io/missing-path.ts): a name written in another
 * case than on disk (a config from a Windows or macOS disk, which ignore case, read on Linux in CI), or a path with
 * '\' for '/'. Nothing is suggested when no file is found that way, or when several names differ only in case.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPathHint } from '../../src/lib/io/missing-path';
import { readScoresCsv } from '../../src/lib/io/scores';
import { rejection, tempFiles } from '../helpers/files';
import { runCli } from '../helpers/cli';

const CSV = 'y,a\n1,0.9\n0,0.1\n';

describe('a missing file: the one that was meant', () => {
  const { dir, write } = tempFiles('rocsite-missing-');
  mkdirSync(join(dir, 'Data', 'Sub'), { recursive: true });
  write('Data/Sub/Scores.csv', CSV);
  write('d.csv', CSV);
  write('twice.csv', CSV);
  write('TWICE.csv', CSV);
  mkdirSync(join(dir, 'folder.csv'));

  it('names in another case, folders included; a path written with backslashes', () => {
    const hint = (p: string) => missingPathHint(join(dir, p));
    expect(hint('D.csv')).toBe("'D.csv' is 'd.csv' on disk: names are case-sensitive on this system");
    expect(hint('data/sub/scores.csv')).toBe("'data', 'sub', 'scores.csv' are 'Data', 'Sub', 'Scores.csv' on disk: names are case-sensitive on this system");
    expect(hint('Data\\Sub\\Scores.csv')).toBe("'Data\\Sub\\Scores.csv' is 'Data/Sub/Scores.csv' written with '\\': write paths with '/', which every system reads");
    expect(hint('data\\Sub\\scores.csv')).toBe(
      "'data\\Sub\\scores.csv' is 'data/Sub/scores.csv' written with '\\', 'data', 'scores.csv' are 'Data', 'Scores.csv' on disk: write paths with '/', which every system reads; names are case-sensitive on this system",
    );
  });

  it('nothing when no file is found that way: another name, two names alike but for case, a folder, the file itself', () => {
    for (const p of ['nowhere.csv', 'Data/Other/Scores.csv', 'Twice.csv', 'FOLDER.CSV', 'd.csv', 'Data/Sub/Scores.csv/x']) expect(missingPathHint(join(dir, p)), p).toBe('');
  });

  it('in the message of a missing input and of a missing config, through the CLI', async () => {
    expect(await rejection(readScoresCsv(join(dir, 'D.csv'), { label: 'y', shown: 'D.csv' }))).toBe(
      "D.csv: cannot read the file: no such file ('D.csv' is 'd.csv' on disk: names are case-sensitive on this system)",
    );
    write('c.yaml', 'title: t\ndataset: { path: data/sub/scores.csv, label: y }\n');
    const r = await runCli(['check', 'c.yaml'], dir, {});
    expect(r.err).toBe("rocsite check: data/sub/scores.csv: cannot read the file: no such file ('data', 'sub', 'scores.csv' are 'Data', 'Sub', 'Scores.csv' on disk: names are case-sensitive on this system)\n");
    expect(r.code).toBe(1);
    const c = await runCli(['check', 'C.yaml'], dir, {});
    expect(c.err).toBe("rocsite check: C.yaml: cannot read the config file: no such file ('C.yaml' is 'c.yaml' on disk: names are case-sensitive on this system)\n");
    // A file that is not there at all keeps the plain message.
    const n = await runCli(['check', 'none.yaml'], dir, {});
    expect(n.err).toBe('rocsite check: none.yaml: cannot read the config file: no such file\n');
  });
});
