import { describe, expect, it } from 'vitest';
import { PHOTO_URL_MAX_LIFETIME_MS, createPhotoUrlSigner, photoUrlExpiry } from './photo-url-signing';

const SECRET = 'signing-test-secret-0123456789abcdefgh';
const at = (h: number, m: number, s = 0) => Date.UTC(2026, 2, 1, h, m, s);
const params = (query: string) => Object.fromEntries(new URLSearchParams(query)) as { exp: string; sig: string };

describe('photoUrlExpiry', () => {
  it('is the start of the 30-minute window plus an hour: one URL per window, living 30–60 minutes', () => {
    expect(photoUrlExpiry(at(9, 0)).getTime()).toBe(at(10, 0));
    expect(photoUrlExpiry(at(9, 29, 59)).getTime()).toBe(at(10, 0));
    expect(photoUrlExpiry(at(9, 30)).getTime()).toBe(at(10, 30));
    for (const now of [at(9, 0), at(9, 17, 3), at(9, 29, 59)]) {
      const life = photoUrlExpiry(now).getTime() - now;
      expect(life).toBeGreaterThan(30 * 60_000);
      expect(life).toBeLessThanOrEqual(PHOTO_URL_MAX_LIFETIME_MS);
    }
  });
});

describe('createPhotoUrlSigner', () => {
  const signer = createPhotoUrlSigner(SECRET);

  it('accepts its own signature until the expiry and tells the seconds left', () => {
    const { exp, sig } = params(signer.query('p/a.webp', new Date(at(10, 0))));
    expect(exp).toBe(String(at(10, 0) / 1000));
    expect(signer.verify('p/a.webp', exp, sig, at(9, 10))).toBe(50 * 60);
    expect(signer.verify('p/a.webp', exp, sig, at(9, 59, 59))).toBe(1);
    expect(signer.verify('p/a.webp', exp, sig, at(10, 0))).toBeNull();
  });

  it('refuses another key, another expiry, another secret, a flipped character and junk', () => {
    const { exp, sig } = params(signer.query('p/a.webp', new Date(at(10, 0))));
    const now = at(9, 10);
    const flipped = sig.slice(0, 5) + (sig[5] === 'x' ? 'y' : 'x') + sig.slice(6);
    expect(signer.verify('t/a.webp', exp, sig, now)).toBeNull();
    expect(signer.verify('p/a.webp', String(Number(exp) + 60), sig, now)).toBeNull();
    expect(createPhotoUrlSigner(`${SECRET}!`).verify('p/a.webp', exp, sig, now)).toBeNull();
    expect(signer.verify('p/a.webp', exp, flipped, now)).toBeNull();
    for (const [e, s] of [[undefined, sig], [exp, undefined], [[exp], sig], [exp, `${sig}=`], [`${exp}.0`, sig], ['-1', sig]]) {
      expect(signer.verify('p/a.webp', e, s, now)).toBeNull();
    }
  });

  it('refuses a signature that would live longer than an hour, even a valid one', () => {
    const { exp, sig } = params(signer.query('p/a.webp', new Date(at(11, 0))));
    expect(signer.verify('p/a.webp', exp, sig, at(9, 59))).toBeNull();
    expect(signer.verify('p/a.webp', exp, sig, at(10, 0))).toBe(3600);
  });

  it('needs a secret of at least 32 characters', () => {
    expect(() => createPhotoUrlSigner('short')).toThrow('at least 32');
  });
});
