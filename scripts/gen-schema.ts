/**
 * `npm run schema`: writes schema/report.schema.json (JSON Schema draft 2020-12) from the zod report model
 * (src/lib/report/schema.ts). test/report/schema.test.ts fails when the committed file differs from this output.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { reportSchema, schemaDefs } from '../src/lib/report/schema';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = join(root, 'schema', 'report.schema.json');

/** Draft 2020-12 spells tuples `prefixItems` (zod-to-json-schema writes the draft-07 array form of `items`). */
function toDraft2020(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft2020);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'items' && Array.isArray(v)) out.prefixItems = toDraft2020(v);
    else if (k === '$ref' && typeof v === 'string') out[k] = v.replace(/\/items\/(\d+)/g, '/prefixItems/$1');
    else out[k] = toDraft2020(v);
  }
  return out;
}

/** The JSON Schema of the report, as an object. */
export function reportJsonSchema(): Record<string, unknown> {
  const generated = zodToJsonSchema(reportSchema, {
    target: 'jsonSchema7',
    definitions: schemaDefs,
    definitionPath: '$defs',
    $refStrategy: 'root',
  }) as Record<string, unknown>;
  const { $schema: _drop, ...rest } = toDraft2020(generated) as Record<string, unknown>;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://rocsite.invalid/schema/report.schema.json',
    title: 'rocsite report',
    ...rest,
  };
}

/** The text of schema/report.schema.json. */
export function reportSchemaText(): string {
  return `${JSON.stringify(reportJsonSchema(), null, 2)}\n`;
}

const invoked = process.argv[1] ? pathToFileURL(resolve(process.argv[1])).href : '';
if (invoked === import.meta.url) {
  writeFileSync(SCHEMA_FILE, reportSchemaText());
  process.stdout.write(`rocsite: wrote ${SCHEMA_FILE}\n`);
}
