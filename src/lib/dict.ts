/**
 * Objects keyed by data strings (model and scenario names). A name may be any text, `__proto__`, `constructor` or
 * `toString` included, so such objects have no prototype: every name is an ordinary own key, and a lookup of a name
 * that is not there gives `undefined`, never an inherited member. Pure module (build, browser and PDF use it).
 */
import { z } from 'zod';

/** A null-prototype object (optionally filled from `entries`). */
export function dict<V>(entries?: Iterable<readonly [string, V]>): Record<string, V> {
  const o = Object.create(null) as Record<string, V>;
  if (entries) for (const [k, v] of entries) o[k] = v;
  return o;
}

/** `o[k]` when `k` is an own key of `o`, else undefined (safe for plain objects read from JSON). */
export function own<V>(o: Readonly<Record<string, V>>, k: string): V | undefined {
  return Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined;
}

/** Key prefix that keeps zod's record parser from dropping a `__proto__` key (it skips that key by design). */
const ESC = '#';

/**
 * A zod record keyed by data strings: like `z.record(z.string(), value)` (and the same JSON Schema), but every key
 * survives, `__proto__` included, and the result is a {@link dict}. Issue paths carry the key as written.
 */
export function dictSchema<T extends z.ZodTypeAny>(value: T) {
  return z.preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [ESC + k, x])) : v),
    z
      .record(z.string(), value)
      .transform((r) => dict(Object.entries(r).map(([k, x]) => [k.slice(ESC.length), x] as [string, z.output<T>]))),
  );
}

/** Issue path with the keys of {@link dictSchema} as written (drops the escape prefix). */
export function unescapeDictPath(p: (string | number)[]): (string | number)[] {
  return p.map((k) => (typeof k === 'string' && k.startsWith(ESC) ? k.slice(ESC.length) : k));
}
