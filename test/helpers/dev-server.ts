/**
 * The address `rocsite dev` serves on, read from Astro's banner ("Local http://localhost:PORT/"): Astro takes the next
 * free port when the one asked for is in use (e.g. by a test server elsewhere in the suite), so a test must not assume it.
 */
export function devOrigin(log: string): string | undefined {
  // (the banner may be coloured: escape sequences are dropped first)
  const m = /Local\s+http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):(\d+)\//.exec(log.replace(/\x1b\[[0-9;]*m/g, ''));
  return m ? `http://127.0.0.1:${m[1]}` : undefined;
}
