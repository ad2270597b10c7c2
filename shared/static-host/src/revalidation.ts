// A request naming a 200's ETag (If-None-Match) gets a bodyless 304, so a repeat visit skips unchanged no-cache files.
import crypto from 'node:crypto';
import type { Stats } from 'node:fs';

/** A digest of the bytes sent: the same across restarts and replicas. */
export function bodyEtag(body: Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Size and mtime, as nginx makes them, so a file is never read just to name it. */
export function fileEtag(stats: Stats): string {
  return `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`;
}

/** Compared weakly, as RFC 9110 says. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
