import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buckets, cheers, friendships, knocks, moments, notifications, photos, users } from '../../db/schema/index.js';
import { listFiles, makeTempDir, phoneJpeg, removeDir } from '../../photos/test-support/fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signedPhotoUrl } from '../../../test/photo-urls.js';
import { photoUrlExpiry } from '../../photos/photo-url-signing.js';
import { cookieFrom, getMe, signIn, type SignedIn } from '../../../test/sign-in-helpers.js';
import { deleteAccount, patchProfile } from './test-support/profile-client.js';

let t: TestApp;
let photoDir: string;

beforeEach(async () => {
  photoDir = await makeTempDir('deletion');
  t = await buildTestApp({ env: { PHOTO_DIR: photoDir } });
});
afterEach(async () => {
  await t.close();
  await removeDir(photoDir);
});

const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

async function userByEmail(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A stored photo (real file through the storage) owned by userId; returns its row id. */
async function storedPhoto(userId: string, name: string): Promise<string> {
  const key = `p/${name.padEnd(32, '0')}.webp`;
  const thumbKey = `t/${name.padEnd(32, '0')}.webp`;
  await t.app.photoStorage.put(key, Buffer.from('photo'), 'image/webp');
  await t.app.photoStorage.put(thumbKey, Buffer.from('thumb'), 'image/webp');
  const [row] = await db().insert(photos).values({ userId, key, thumbKey }).returning({ id: photos.id });
  return row!.id;
}

/** A REPEAT bucket with one completed moment proven by a photo; returns the moment id. */
async function provenMoment(userId: string, name: string): Promise<string> {
  const photoId = await storedPhoto(userId, name);
  const [bucket] = await db().insert(buckets).values({ userId, content: `${name} 버킷`, type: 'REPEAT', isChallenging: true }).returning();
  const now = new Date();
  const [moment] = await db()
    .insert(moments)
    .values({
      bucketId: bucket!.id,
      userId,
      content: `${name} 모멘트`,
      frequency: 'daily',
      startDate: new Date(now.getTime() - DAY),
      endDate: new Date(now.getTime() + DAY),
      isCompleted: true,
      completedAt: now,
      photoId,
    })
    .returning();
  return moment!.id;
}

/** Every row of every table of the public schema whose text form mentions one of the needles. */
/** Db is typed for both drivers (PGlite, node-postgres); both answer raw SQL with `rows`. */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const tables = await query<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = tables.map((row) => row.table_name).sort();
  // A guard against a vacuous pass: the search must cover the whole product's schema.
  expect(names).toEqual(expect.arrayContaining(['buckets', 'cheers', 'friendships', 'knocks', 'moments', 'notifications', 'photos', 'refresh_tokens', 'users']));
  const found: Record<string, number> = {};
  for (const name of names) {
    const conditions = sql.join(
      needles.map((needle) => sql`x::text ilike ${`%${needle}%`}`),
      sql` or `,
    );
    const [row] = await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)} x where ${conditions}`);
    const n = row?.n ?? 0;
    if (n > 0) found[name] = n;
  }
  return found;
}

async function signInBoth(): Promise<{ me: SignedIn; friend: SignedIn }> {
  const me = await signIn(t, '탈퇴할사람', 'leaver@example.com');
  const friend = await signIn(t, '남는친구', 'stayer@example.com');
  return { me, friend };
}

describe('DELETE /api/users', () => {
  it('removes every row and photo file of the user in one go and leaves the friend whole', async () => {
    const session = await signInBoth();
    // The leaver's profile photo goes through the real pipeline.
    expect((await patchProfile(t, session.me.accessToken, { image: { data: await phoneJpeg(), type: 'image/jpeg' } })).status).toBe(200);
    const me = await userByEmail('leaver@example.com');
    const friend = await userByEmail('stayer@example.com');

    const myMoment = await provenMoment(me.id, 'aaaa');
    const friendMoment = await provenMoment(friend.id, 'bbbb');
    await db().insert(buckets).values({ userId: me.id, content: '달성 버킷', type: 'ACHIEVEMENT', photoId: await storedPhoto(me.id, 'cccc') });
    await db().insert(friendships).values([
      { userId: me.id, friendId: friend.id },
      { userId: friend.id, friendId: me.id, isFixed: true, fixedAt: new Date() },
    ]);
    await db().insert(cheers).values([
      { momentId: friendMoment, userId: me.id }, // given
      { momentId: myMoment, userId: friend.id }, // received
    ]);
    await db().insert(knocks).values([
      { fromUserId: me.id, toUserId: friend.id },
      { fromUserId: friend.id, toUserId: me.id },
    ]);
    await db().insert(notifications).values([
      { userId: me.id, actorId: friend.id, type: 'FRIEND', content: '친구가 생겼어요' },
      // Caused by the leaver and naming them: must go with them.
      { userId: friend.id, actorId: me.id, type: 'KNOCK', content: '탈퇴할사람님이 노크했어요' },
      { userId: friend.id, type: 'KNOCK', content: '누군가 문을 두드렸어요' },
    ]);
    const friendFilesBefore = (await listFiles(photoDir)).filter((file) => file.includes('bbbb'));
    expect(friendFilesBefore).toHaveLength(2);
    const myFileCount = (await listFiles(photoDir)).length - friendFilesBefore.length;
    expect(myFileCount).toBe(6); // profile, moment and achievement photos, each with its thumbnail

    const response = await deleteAccount(t, session.me.accessToken, session.me.refreshCookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: '회원 탈퇴가 완료되었습니다. 그동안 모멘텀을 이용해 주셔서 감사합니다.' });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('momentum_rt=;'))).toBe(true);

    // Nothing in any table mentions the user's id, provider id, email or friend code.
    expect(await rowsMentioning([me.id, me.kakaoId, 'leaver@example.com', me.friendCode, '탈퇴할사람'])).toEqual({});
    // Only the friend's files stay in the photo folder.
    expect(await listFiles(photoDir)).toEqual(friendFilesBefore);

    // The friend's account is whole: user, bucket, moment, photo, notification; their friendship row is gone.
    expect((await getMe(t, session.friend.accessToken)).status).toBe(200);
    expect(await db().select().from(buckets).where(eq(buckets.userId, friend.id))).toHaveLength(1);
    expect(await db().select().from(moments).where(eq(moments.id, friendMoment))).toHaveLength(1);
    expect(await db().select().from(photos).where(eq(photos.userId, friend.id))).toHaveLength(1);
    const friendBell = await db().select().from(notifications).where(eq(notifications.userId, friend.id));
    expect(friendBell.map((n) => n.content)).toEqual(['누군가 문을 두드렸어요']);
    expect(await db().select().from(friendships).where(eq(friendships.userId, friend.id))).toEqual([]);
    expect((await fetch(signedPhotoUrl(t.url, `p/${'bbbb'.padEnd(32, '0')}.webp`, photoUrlExpiry(Date.now())))).status).toBe(200);

    // The old session is dead.
    expect((await getMe(t, session.me.accessToken, session.me.refreshCookie)).status).toBe(401);
  });

  it('signing in again with the same Kakao account makes a fresh user', async () => {
    const first = await signIn(t, '돌아온사람', 'again@example.com');
    const before = await userByEmail('again@example.com');
    await patchProfile(t, first.accessToken, { nickname: '바꾼이름' });
    expect((await deleteAccount(t, first.accessToken)).status).toBe(200);

    const second = await signIn(t, '돌아온사람', 'again@example.com');
    const after = await userByEmail('again@example.com');
    expect(after.id).not.toBe(before.id);
    expect(after.kakaoId).toBe(before.kakaoId);
    expect(after.friendCode).not.toBe(before.friendCode);
    const { user: me } = (await (await getMe(t, second.accessToken)).json()) as { user: { nickname: string; friendCode: string } };
    expect(me).toMatchObject({ nickname: '돌아온사람', friendCode: after.friendCode });
  });

  it('needs a signed-in user and clears nothing of others', async () => {
    const { friend } = await signInBoth();
    const response = await fetch(`${t.url}/api/users`, { method: 'DELETE' });
    expect(response.status).toBe(401);
    expect(cookieFrom(response)).toBeUndefined();
    expect((await getMe(t, friend.accessToken)).status).toBe(200);
    expect(await db().select().from(users)).toHaveLength(2);
  });
});
