// Test-only rows for the friends and feed tests, inserted with drizzle: the bucket and moment endpoints
// live in another module, and seeding the tables directly keeps these tests about friend rules only.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import { buckets, moments, notifications, photos, users } from '../../../db/schema/index.js';

export interface SeededUser {
  id: string;
  nickname: string;
  friendCode: string;
}

let serial = 0;

export async function seedUser(db: Db, nickname: string): Promise<SeededUser> {
  serial += 1;
  // Unique per test file run; the letters differ from real codes' random ones only by chance.
  const friendCode = `FRND${String(serial).padStart(4, '0')}`;
  const [row] = await db
    .insert(users)
    .values({ kakaoId: `seed-${randomUUID()}`, nickname, friendCode })
    .returning({ id: users.id });
  return { id: row!.id, nickname, friendCode };
}

export interface SeedMomentOptions {
  bucketContent?: string;
  bucketType?: 'REPEAT' | 'ACHIEVEMENT';
  content?: string;
  frequency?: 'daily' | 'every2days' | 'weekly' | 'monthly';
  /** ISO instant of the proof; absent → not completed. */
  completedAt?: string;
}

export interface SeededMoment {
  momentId: string;
  bucketId: string;
  photoKey: string | null;
}

/** One bucket with one moment (completed with a photo row when `completedAt` is given). */
export async function seedMoment(db: Db, userId: string, options: SeedMomentOptions = {}): Promise<SeededMoment> {
  const [bucket] = await db
    .insert(buckets)
    .values({
      userId,
      content: options.bucketContent ?? '매일 달리기',
      type: options.bucketType ?? 'REPEAT',
      isChallenging: true,
    })
    .returning({ id: buckets.id });
  const completedAt = options.completedAt ? new Date(options.completedAt) : null;
  let photoId: string | null = null;
  let photoKey: string | null = null;
  if (completedAt) {
    const hex = randomBytes(16).toString('hex');
    photoKey = `p/${hex}.webp`;
    const [photo] = await db
      .insert(photos)
      .values({ userId, key: photoKey, thumbKey: `t/${hex}.webp` })
      .returning({ id: photos.id });
    photoId = photo!.id;
  }
  const start = completedAt ?? new Date('2025-01-01T00:00:00Z');
  const [moment] = await db
    .insert(moments)
    .values({
      bucketId: bucket!.id,
      userId,
      content: options.content ?? '5km 달리기',
      frequency: options.frequency ?? 'daily',
      startDate: new Date(start.getTime() - 3_600_000),
      endDate: new Date(start.getTime() + 3_600_000),
      isCompleted: completedAt !== null,
      completedAt,
      photoId,
    })
    .returning({ id: moments.id });
  return { momentId: moment!.id, bucketId: bucket!.id, photoKey };
}

/** Notifications of one user, oldest first (read straight from the table: the reading API is Home's). */
export async function notificationsOf(db: Db, userId: string): Promise<Array<{ type: string; content: string }>> {
  const rows = await db.select().from(notifications);
  return rows
    .filter((row) => row.userId === userId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => ({ type: row.type, content: row.content }));
}
