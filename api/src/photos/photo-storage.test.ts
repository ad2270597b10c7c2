import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTypeForKey, createLocalPhotoStorage, type PhotoStorage } from './photo-storage';
import { listFiles, makeTempDir, removeDir } from './test-support/fixtures';

let dir: string;
let storage: PhotoStorage;
beforeEach(async () => {
  dir = await makeTempDir('storage');
  storage = createLocalPhotoStorage(dir);
});
afterEach(() => removeDir(dir));

// What every store does (round trips, unknown keys, key validation, read URLs) is in
// photo-storage-contract.test.ts; these are the local folder's own promises.
describe('createLocalPhotoStorage', () => {
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
