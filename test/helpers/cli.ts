/** Running the `rocsite` CLI in-process and validating report JSON against schema/report.schema.json (tests). */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { main } from '../../src/cli/main';

/** The repository root. */
export const root = resolve(__dirname, '..', '..');

/** Run `rocsite <args>` in-process; returns the exit code and what it printed. */
export async function runCli(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), cwd, env });
  return { code, out, err };
}

const AjvClass = (Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ?? Ajv2020;

/** A strict ajv validator of the report JSON schema (draft 2020-12). */
export const validateReport = new AjvClass({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
  JSON.parse(readFileSync(join(root, 'schema', 'report.schema.json'), 'utf8')),
);
