/** SHA-256 of text or bytes as 64 hex digits: the digest of inputs, caches and report files throughout rocsite. */
import { createHash } from 'node:crypto';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
