/**
 * Deterministic JSON text of a report.
 * - Key order is the insertion order of the builder (stable: the builder always inserts in the same order).
 * - Numbers are JavaScript's shortest round-trip representation (full precision: parsing gives the same double).
 * - Non-finite numbers (±Infinity, NaN) become null; docs/report-json.md lists the fields where null can occur.
 * - Typed arrays become plain arrays. `undefined` members are left out.
 * - Layout: two-space indentation, but arrays of numbers/strings/null (and arrays of such arrays, e.g. polygon
 *   vertices) on one line, which keeps large curves compact and the file still readable. Ends with a newline.
 */
export function reportJson(value: unknown): string {
  return `${write(value, '')}\n`;
}

function isScalar(v: unknown): boolean {
  return v === null || v === undefined || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';
}

function scalar(v: unknown): string {
  if (typeof v === 'number') return Number.isFinite(v) ? JSON.stringify(v === 0 ? 0 : v) : 'null';
  if (v === undefined) return 'null';
  return JSON.stringify(v);
}

function write(v: unknown, indent: string): string {
  if (isScalar(v)) return scalar(v);
  // A row of scalars is what JSON.stringify writes (−0 as 0, NaN, ±Infinity and undefined as null), built natively:
  // no intermediate string per number (a 500-model report has tens of millions).
  if (ArrayBuffer.isView(v) && !(v instanceof DataView)) return JSON.stringify(Array.from(v as unknown as ArrayLike<number>));
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    if (v.every(isScalar)) return JSON.stringify(v);
    if (v.every((x) => (Array.isArray(x) && x.every(isScalar)) || (ArrayBuffer.isView(x) && !(x instanceof DataView)))) {
      return `[${v.map((x) => write(x, indent)).join(',')}]`;
    }
    const inner = `${indent}  `;
    return `[\n${v.map((x) => inner + write(x, inner)).join(',\n')}\n${indent}]`;
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined && typeof x !== 'function');
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner)}`).join(',\n')}\n${indent}}`;
  }
  throw new TypeError(`cannot serialize a ${typeof v} in a report`);
}
