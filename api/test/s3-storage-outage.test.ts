// The photo store down while a proof arrives (s3rver killed, then started again on its port over its
// folder): the upload is refused with a 503 the proof queue retries and a Korean message, nothing is
// half-written on either side, and the same proof, key and all, succeeds once the store is back.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@momentum/contracts';
import { photos } from '../src/db/schema/index.js';
import { listBucket } from '../src/photos/test-support/s3-bucket.js';
import { photoForm } from './security/world.js';
import { s3AppSetup } from './s3-app.js';

const world = s3AppSetup();

/** Both sides: every key the photo rows name, and every object in the bucket. */
async function bothSides() {
  const rows = await world.app.app.db.select({ key: photos.key, thumbKey: photos.thumbKey }).from(photos);
  return { rowKeys: rows.flatMap((r) => [r.key, r.thumbKey]).sort(), objects: await listBucket(world.s3) };
}

describe('the photo store down mid-upload', () => {
  it('a proof is refused with 503 STORAGE_UNAVAILABLE, leaves nothing, and succeeds once the store is back', async () => {
    const w = await world.app.world();
    const proof = async () =>
      world.app.send({ method: 'PATCH', path: `/api/bucket/moments/${w.openMoment}`, form: await photoForm() }, w.owner.token, {
        [IDEMPOTENCY_KEY_HEADER]: key,
      });
    const key = randomUUID();
    const before = await bothSides();
    expect(before.objects).toEqual(before.rowKeys);

    await world.s3.stop();
    const refused = await proof();
    expect(refused.status, refused.text).toBe(503);
    expect(refused.body).toEqual({ code: 'STORAGE_UNAVAILABLE', message: '사진을 잠시 저장할 수 없습니다. 잠시 후 다시 시도해 주세요.' });
    const moment = await world.app.send({ method: 'GET', path: `/api/bucket/moment/${w.openMoment}` }, w.owner.token);
    expect(moment.body.moment.photoUrl).toBeNull();

    await world.s3.start();
    expect(await bothSides()).toEqual(before);

    const accepted = await proof();
    expect(accepted.status, accepted.text).toBe(200);
    const after = await bothSides();
    expect(after.objects).toEqual(after.rowKeys);
    expect(after.objects).toHaveLength(before.objects.length + 2);
  });
});
