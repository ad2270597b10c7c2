import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived read URLs (ADR 0003, "Who may see a photo"): they name the photo and its expiry, never a user. */

/** Issued URLs share an expiry for this long, so browsers and query caches can reuse them. */
const PHOTO_URL_WINDOW_MS = 30 * 60_000;
/** The longest a URL can live; a signature further in the future is refused, whoever made it. */
export const PHOTO_URL_MAX_LIFETIME_MS = 60 * 60_000;

/** A window's start plus an hour: every URL of one window is the same string, living 30–60 minutes. */
export function photoUrlExpiry(nowMs: number): Date {
  return new Date(Math.floor(nowMs / PHOTO_URL_WINDOW_MS) * PHOTO_URL_WINDOW_MS + PHOTO_URL_MAX_LIFETIME_MS);
}

export interface PhotoUrlSigner {
  query(key: string, expiresAt: Date): string;
  verify(key: string, exp: unknown, sig: unknown, nowMs: number): number | null;
}

const EXP_PATTERN = /^\d{1,12}$/;
const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes of base64url, no padding

export function createPhotoUrlSigner(secret: string): PhotoUrlSigner {
  if (secret.length < 32) throw new Error('the photo URL secret must be at least 32 characters');
  // A label of its own, so this MAC can never be mistaken for another use of the same key material.
  const mac = (key: string, exp: string) => createHmac('sha256', secret).update(`momentum-photo-read\n${key}\n${exp}`).digest();

  return {
    query(key, expiresAt) {
      const exp = String(Math.floor(expiresAt.getTime() / 1000));
      return `exp=${exp}&sig=${mac(key, exp).toString('base64url')}`;
    },

    verify(key, exp, sig, nowMs) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !EXP_PATTERN.test(exp) || !SIG_PATTERN.test(sig)) return null;
      const remainingMs = Number(exp) * 1000 - nowMs;
      if (remainingMs <= 0 || remainingMs > PHOTO_URL_MAX_LIFETIME_MS) return null;
      // Compared as text: decoding first would accept other spellings of the last base64url character.
      const given = Buffer.from(sig, 'latin1');
      const expected = Buffer.from(mac(key, exp).toString('base64url'), 'latin1');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Math.floor(remainingMs / 1000);
    },
  };
}
