// What every PhotoStorage must do, as one suite run against each store (photo-storage-contract.test.ts):
// the services and the upload pipeline rely on exactly this, whichever store a deployment uses.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidPhotoKey, type PhotoStorage } from '../photo-storage';
import { photoUrlExpiry } from '../photo-url-signing';

export interface StorageUnderTest {
  storage: PhotoStorage;
  /** Every stored key, sorted, seen from outside the store (the folder, or the bucket over HTTP). */
  listKeys(): Promise<string[]>;
  /** Empties the store between tests. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

const INVALID_KEYS = ['../secret.webp', 'p/../../etc/passwd', '/etc/passwd', 'p\\..\\x.webp', '.tmp/x.part', 'p/.hidden', '', 'p/a', 'p//a.webp'];

const text = async (stream: Readable | null) => (stream ? (await buffer(stream)).toString() : null);

/**
 * Seconds a browser may keep the answer fresh: max-age when given, else Expires − Date (RFC 9111);
 * null when the answer says nothing (it would then be kept heuristically: not allowed here).
 */
function freshSeconds(headers: Headers): number | null {
  const maxAge = /max-age=(\d+)/.exec(headers.get('cache-control') ?? '');
  if (maxAge) return Number(maxAge[1]);
  const expires = headers.get('expires');
  const date = headers.get('date');
  return expires && date ? (Date.parse(expires) - Date.parse(date)) / 1000 : null;
}

export function describePhotoStorageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`PhotoStorage contract: ${name}`, () => {
    let under: StorageUnderTest;
    let storage: PhotoStorage;
    beforeAll(async () => {
      under = await open();
      storage = under.storage;
    });
    afterAll(() => under?.close());
    beforeEach(() => under.clear());

    it('round-trips a buffer and a stream', async () => {
      await storage.put('p/abc.webp', Buffer.from('buffer bytes'), 'image/webp');
      await storage.put('t/def.webp', Readable.from([Buffer.from('stream '), Buffer.from('bytes')]), 'image/webp');
      expect(await text(await storage.open('p/abc.webp'))).toBe('buffer bytes');
      expect(await text(await storage.open('t/def.webp'))).toBe('stream bytes');
      expect(await under.listKeys()).toEqual(['p/abc.webp', 't/def.webp']);
    });

    it('stores nothing when the source stream fails', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.from('half a photo'));
          this.destroy(new Error('source broke'));
        },
      });
      await expect(storage.put('p/broken.webp', failing, 'image/webp')).rejects.toThrow('source broke');
      expect(await storage.open('p/broken.webp')).toBeNull();
      expect(await under.listKeys()).toEqual([]);
    });

    it('answers null for an unknown key, and deletes known and unknown keys alike without error', async () => {
      expect(await storage.open('p/nope.webp')).toBeNull();
      await storage.put('p/a.webp', Buffer.from('a'), 'image/webp');
      await storage.put('t/a.webp', Buffer.from('a'), 'image/webp');
      await storage.delete(['p/a.webp', 'p/nope.webp', 't/a.webp']);
      await storage.delete([]);
      expect(await storage.open('p/a.webp')).toBeNull();
      expect(await under.listKeys()).toEqual([]);
    });

    it('hands out a URL that plain fetch reads until the expiry, privately cached no longer than that', async () => {
      await storage.put('p/read.webp', Buffer.from('photo bytes'), 'image/webp');
      const expiresAt = photoUrlExpiry(Date.now());
      const url = await storage.readUrl('p/read.webp', expiresAt);
      // A second later, still the same string: signing must not depend on the moment of the call.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await storage.readUrl('p/read.webp', expiresAt), 'one URL per expiry window').toBe(url);

      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toMatch(/^private\b/);
      const fresh = freshSeconds(answer.headers);
      expect(fresh).not.toBeNull();
      expect(fresh!).toBeGreaterThan(0);
      expect(fresh!).toBeLessThanOrEqual((expiresAt.getTime() - Date.now()) / 1000 + 2);
      expect(await answer.text()).toBe('photo bytes');
    });

    it('refuses a URL past its expiry', async () => {
      await storage.put('p/old.webp', Buffer.from('photo bytes'), 'image/webp');
      const answer = await fetch(await storage.readUrl('p/old.webp', new Date(Date.now() - 2_000)));
      expect([403, 404]).toContain(answer.status);
      expect(await answer.text()).not.toContain('photo bytes');
    });

    it.each(INVALID_KEYS)('refuses the key %j everywhere', async (key) => {
      expect(isValidPhotoKey(key)).toBe(false);
      expect(await storage.open(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('invalid photo key');
      await expect(storage.readUrl(key, photoUrlExpiry(Date.now()))).rejects.toThrow('invalid photo key');
      await storage.delete([key]); // no throw, no effect
      expect(await under.listKeys()).toEqual([]);
    });
  });
}
