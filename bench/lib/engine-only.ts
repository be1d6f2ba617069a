/** The engine alone (bench/cli-scale.bench.ts): FILE → the three count tables (and DeLong's pair sums), as `rocsite compute` without a bootstrap asks it. */
import { engineCountTables, lastDecline } from '../../src/lib/io/engine';

const file = process.argv[2];
const r = await engineCountTables(file, file.endsWith('.parquet') ? 'parquet' : 'csv', { label: 'y' }, {});
if (!r) throw new Error(`the engine declined: ${lastDecline}`);
console.log(JSON.stringify({ groups: r.models.map((m) => m.ct.scores.length) }));
