// Objects a crash left between put and commit: every put is recorded first, a commit settles its records,
// the sweep deletes what is left after PHOTO_SWEEP_AFTER_MS (never a committed photo), a commit whose
// record the sweep took is refused, a refused delete is retried. PGlite, or PostgreSQL under test:api:pg.
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingPhotoObjects, photos } from '../db/schema/index.js';
import { buildBucketTestApp, scheduleBody, type BucketTestApp } from '../modules/bucket/test-support/bucket-test-app.js';
import { createPendingPhotoRepository, insertPhotoRow } from './pending-photo-repository.js';
import { recordingPuts } from './recording-puts.js';
import { createPendingPhotoSweep, SWEEP_LEASE_MS } from './pending-photo-sweep.js';
import { phoneJpeg } from './test-support/fixtures.js';

const AFTER_MS = 15 * 60_000;
const START = '2030-01-10T08:00:00+09:00';
const later = (ms: number) => new Date(Date.parse(START) + ms).toISOString();
const newKeys = () => [`p/${randomBytes(16).toString('hex')}.webp`, `t/${randomBytes(16).toString('hex')}.webp`] as const;

let t: BucketTestApp;
beforeEach(async () => {
  t = await buildBucketTestApp({ PHOTO_SWEEP_AFTER_MS: String(AFTER_MS) });
  t.setNow(START);
});
afterEach(() => t.close());

/** What a replica killed after its puts and before its commit leaves: two stored objects, no row. */
async function writtenWithoutRow(): Promise<readonly [string, string]> {
  const keys = newKeys();
  for (const key of keys) await t.app.photoStorage.put(key, Buffer.from('webp bytes'), 'image/webp');
  return keys;
}
const records = async (keys: readonly string[]) =>
  (await t.app.db.select({ n: count() }).from(pendingPhotoObjects).where(inArray(pendingPhotoObjects.key, [...keys])))[0]!.n;
const stored = async (keys: readonly string[]) => (await t.photoFiles()).filter((file) => keys.some((key) => file.endsWith(key.slice(2)))).length;

describe('the photo sweep', () => {
  it('deletes objects written without their photo row once they are PHOTO_SWEEP_AFTER_MS old, and their records', async () => {
    const keys = await writtenWithoutRow();
    expect(await records(keys)).toBe(2);

    t.setNow(later(AFTER_MS - 1_000));
    expect(await t.app.photoSweep.sweep()).toBe(0);
    expect(await stored(keys)).toBe(2);

    t.setNow(later(AFTER_MS + 1_000));
    expect(await t.app.photoSweep.sweep()).toBe(2);
    expect(await stored(keys)).toBe(0);
    expect(await records(keys)).toBe(0);
  });

  it("never touches a proof's photo: its commit settled the records", async () => {
    const user = await t.newUser();
    const bucketID = (await t.call('POST', '/api/bucket', user, { type: 'REPEAT', content: '아침 운동' })).body.bucket.bucketID as string;
    await t.call('PATCH', `/api/bucket/${bucketID}/challenge`, user);
    const created = await t.call('POST', `/api/bucket/moments/${bucketID}`, user, scheduleBody('2030-01-10', 1));
    const proof = await t.upload(`/api/bucket/moments/${created.body.moments[0].momentID}`, user, await phoneJpeg());
    expect(proof.status).toBe(200);
    const [row] = await t.app.db.select({ key: photos.key, thumbKey: photos.thumbKey }).from(photos).where(eq(photos.userId, user));
    const keys = [row!.key, row!.thumbKey];
    expect(await records(keys)).toBe(0);

    t.setNow(later(30 * AFTER_MS));
    expect(await t.app.photoSweep.sweep()).toBe(0);
    expect(await stored(keys)).toBe(2);
    expect(await t.app.photoStorage.open(row!.key)).not.toBeNull();
  });

  it('refuses a commit whose record the sweep has leased (503, the proof is sent again) and writes no row', async () => {
    const user = await t.newUser();
    const [key, thumbKey] = await writtenWithoutRow();
    const now = Date.parse(later(AFTER_MS + 1_000));
    const leased = await createPendingPhotoRepository(t.app.db).lease(new Date(now - AFTER_MS), new Date(now), new Date(now + SWEEP_LEASE_MS), 10);
    expect(leased.sort()).toEqual([key, thumbKey].sort());

    const commit = t.app.db.transaction((tx) => insertPhotoRow(tx, user, key, thumbKey));
    await expect(commit).rejects.toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
    expect((await t.app.db.select({ n: count() }).from(photos).where(eq(photos.key, key)))[0]!.n).toBe(0);
    expect(await records([key, thumbKey])).toBe(2);
  });

  it('keeps the records when the store refuses the delete, and deletes them once the lease has run out', async () => {
    const keys = await writtenWithoutRow();
    let refuse = true;
    const sweep = createPendingPhotoSweep({
      db: t.app.db,
      storage: { delete: (k) => (refuse ? Promise.reject(new Error('store down')) : t.app.photoStorage.delete(k)) },
      clock: () => Date.parse(now),
      log: t.app.log,
      afterMs: AFTER_MS,
    });
    let now = later(AFTER_MS + 1_000);
    await expect(sweep.sweep()).rejects.toThrow('store down');
    expect(await records(keys)).toBe(2);

    refuse = false;
    expect(await sweep.sweep()).toBe(0); // still leased by the failed pass
    expect(await stored(keys)).toBe(2);
    now = later(AFTER_MS + 1_000 + SWEEP_LEASE_MS + 1_000);
    expect(await sweep.sweep()).toBe(2);
    expect(await stored(keys)).toBe(0);
    expect(await records(keys)).toBe(0);
  });
});

describe('recorded puts', () => {
  it("drops the records of what it deletes: a refused proof's files are not swept again", async () => {
    const keys = await writtenWithoutRow();
    await t.app.photoStorage.delete([...keys]);
    expect(await stored(keys)).toBe(0);
    expect(await records(keys)).toBe(0);
  });

  it('records the key before the object is written', async () => {
    const user = await t.newUser();
    const seen: number[] = [];
    const store = recordingPuts(
      {
        ...t.app.photoStorage,
        put: async (key) => void seen.push(await records([key])),
      },
      t.app.db,
      () => Date.parse(START),
    );
    const [key, thumbKey] = newKeys();
    await store.put(key, Buffer.from('x'), 'image/webp');
    await store.put(thumbKey, Buffer.from('x'), 'image/webp');
    expect(seen).toEqual([1, 1]);
    // And the commit of those two settles both.
    await t.app.db.transaction((tx) => insertPhotoRow(tx, user, key, thumbKey));
    expect(await records([key, thumbKey])).toBe(0);
  });
});
