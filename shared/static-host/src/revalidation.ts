// Revalidation: every 200 carries an ETag, and a request that names it (If-None-Match) gets 304 with
// no body, so a repeat visit does not download unchanged no-cache files again.
import crypto from 'node:crypto';
import type { Stats } from 'node:fs';

/**
 * The tag of a composed answer (a page, the config): a digest of the bytes sent, so it is the same
 * across restarts and replicas.
 */
export function bodyEtag(body: Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The tag of a file as it is on disk (each precompressed copy has its own): size and modification
 * time, as nginx makes them, so a file is never read just to name it.
 */
export function fileEtag(stats: Stats): string {
  return `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`;
}

/** If-None-Match: `*`, or a list of tags, weak (W/) or strong, compared weakly as RFC 9110 says. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
