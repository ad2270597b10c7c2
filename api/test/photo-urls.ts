// What the API's photo read URLs must look like, computed here from the test secret rather than asked
// of the app, so a test can tell a right URL from a wrong one.
import { createPhotoUrlSigner } from '../src/photos/photo-url-signing.js';
import { TEST_PHOTO_URL_SECRET } from './build-test-app.js';

const signer = createPhotoUrlSigner(TEST_PHOTO_URL_SECRET);

/** The read URL of `key` on `base` that expires at `expiresAt`. */
export function signedPhotoUrl(base: string, key: string, expiresAt: string | Date): string {
  return `${base}/photos/${key}?${signer.query(key, new Date(expiresAt))}`;
}

/** A read URL of a stored photo (`p/`) or thumbnail (`t/`), whatever its key and expiry. */
export const SIGNED_PHOTO_URL = (folder: 'p' | 't') =>
  new RegExp(`/photos/${folder}/[0-9a-f]{32}\\.webp\\?exp=\\d{10}&sig=[A-Za-z0-9_-]{43}$`);

/** The key a read URL names. */
export const keyOf = (url: string) => new URL(url).pathname.replace(/^\/photos\//, '');
