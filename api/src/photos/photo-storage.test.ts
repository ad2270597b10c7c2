import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTypeForKey, createLocalPhotoStorage, isValidPhotoKey, type PhotoStorage } from './photo-storage';
import { listFiles, makeTempDir, removeDir } from './test-support/fixtures';

let dir: string;
let storage: PhotoStorage;
beforeEach(async () => {
  dir = await makeTempDir('storage');
  storage = createLocalPhotoStorage(dir);
});
afterEach(() => removeDir(dir));

describe('createLocalPhotoStorage', () => {
  it('round-trips a buffer and a stream', async () => {
    await storage.put('p/abc.webp', Buffer.from('buffer bytes'), 'image/webp');
    await storage.put('t/def.webp', Readable.from([Buffer.from('stream '), Buffer.from('bytes')]), 'image/webp');
    expect((await buffer((await storage.open('p/abc.webp'))!)).toString()).toBe('buffer bytes');
    expect((await buffer((await storage.open('t/def.webp'))!)).toString()).toBe('stream bytes');
    expect(await listFiles(dir)).toEqual(['p/abc.webp', 't/def.webp']);
  });

  it('replaces a key atomically and leaves nothing when the source fails', async () => {
    await storage.put('p/x.webp', Buffer.from('old'), 'image/webp');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half of the new'));
        this.destroy(new Error('source broke'));
      },
    });
    await expect(storage.put('p/x.webp', failing, 'image/webp')).rejects.toThrow('source broke');
    expect((await buffer((await storage.open('p/x.webp'))!)).toString()).toBe('old');
    expect(await listFiles(dir)).toEqual(['p/x.webp']);
  });

  it('answers null for unknown keys and ignores unknown deletes', async () => {
    expect(await storage.open('p/nope.webp')).toBeNull();
    await storage.put('p/a.webp', Buffer.from('a'), 'image/webp');
    await storage.delete(['p/a.webp', 'p/nope.webp']);
    expect(await storage.open('p/a.webp')).toBeNull();
  });

  it.each(['../secret.webp', 'p/../../etc/passwd', '/etc/passwd', 'p\\..\\x.webp', '.tmp/x.part', 'p/.hidden', '', 'p/a', 'p//a.webp'])(
    'refuses the key %j everywhere',
    async (key) => {
      expect(isValidPhotoKey(key)).toBe(false);
      expect(await storage.open(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('invalid photo key');
      await storage.delete([key]); // no throw, no effect
    },
  );

  it('does not serve a directory as a photo', async () => {
    await mkdir(path.join(dir, 'p', 'd.webp'), { recursive: true });
    expect(await storage.open('p/d.webp')).toBeNull();
  });

  it('derives content types from the key', () => {
    expect(contentTypeForKey('p/a.webp')).toBe('image/webp');
    expect(contentTypeForKey('p/a.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('p/a.bin')).toBe('application/octet-stream');
  });
});
