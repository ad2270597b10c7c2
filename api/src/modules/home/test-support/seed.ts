// Test-only: rows for the home and notification tests, inserted with drizzle. The bucket and moment
// endpoints live in another module; seeding the tables directly keeps these tests about home rules only.
import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@momentum/contracts/enums';
import type { Db } from '../../../db/database.js';
import { buckets, moments, notifications, users } from '../../../db/schema/index.js';

let serial = 0;

export async function seedUser(db: Db, nickname = '홈테스트'): Promise<string> {
  serial += 1;
  const code = `HOME${String(serial).padStart(4, '0')}`;
  const [row] = await db
    .insert(users)
    .values({ kakaoId: `seed-${randomUUID()}`, nickname, friendCode: code })
    .returning({ id: users.id });
  return row!.id;
}

export interface SeedBucket {
  content?: string;
  type?: 'REPEAT' | 'ACHIEVEMENT';
  isCompleted?: boolean;
  isChallenging?: boolean;
}

export async function seedBucket(db: Db, userId: string, bucket: SeedBucket = {}): Promise<string> {
  const [row] = await db
    .insert(buckets)
    .values({
      userId,
      content: bucket.content ?? '매일 달리기',
      type: bucket.type ?? 'REPEAT',
      isCompleted: bucket.isCompleted ?? false,
      isChallenging: bucket.isChallenging ?? true,
    })
    .returning({ id: buckets.id });
  return row!.id;
}

export interface SeedMoment {
  content?: string;
  /** ISO instants; the window is [start, end). */
  start: string;
  end: string;
  /** ISO instant of completion; absent → not completed. */
  completedAt?: string;
}

export async function seedMoment(db: Db, userId: string, bucketId: string, moment: SeedMoment): Promise<string> {
  const [row] = await db
    .insert(moments)
    .values({
      userId,
      bucketId,
      content: moment.content ?? '1km 달리기',
      frequency: 'daily',
      startDate: new Date(moment.start),
      endDate: new Date(moment.end),
      isCompleted: moment.completedAt !== undefined,
      completedAt: moment.completedAt ? new Date(moment.completedAt) : null,
    })
    .returning({ id: moments.id });
  return row!.id;
}

/** A completed moment whose window is the Seoul day of `completedAt` (enough for streak/week tests). */
export async function seedCompletion(db: Db, userId: string, bucketId: string, completedAt: string): Promise<void> {
  const at = Date.parse(completedAt);
  await seedMoment(db, userId, bucketId, {
    start: new Date(at - 60_000).toISOString(),
    end: new Date(at + 60_000).toISOString(),
    completedAt,
  });
}

export async function seedNotification(
  db: Db,
  userId: string,
  n: { type: NotificationType; content: string; createdAt: string; isRead?: boolean },
): Promise<void> {
  await db.insert(notifications).values({
    userId,
    type: n.type,
    content: n.content,
    createdAt: new Date(n.createdAt),
    isRead: n.isRead ?? false,
  });
}
