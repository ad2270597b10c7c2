import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { FeedMoment, FeedResponse, FriendItem } from '@momentum/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { isoInstant } from '../../db/iso-instant.js';
import { preparedOnce } from '../../db/prepared.js';
import { buckets, cheers, friendships, knocks, moments, photos, users } from '../../db/schema/index.js';

export interface FriendRecord extends Omit<FriendItem, 'profileImageUrl'> {
  profilePhotoKey: string | null;
  providerImageUrl: string | null;
}

interface FeedMomentRecord extends Omit<FeedMoment, 'imageUrl'> {
  photoKey: string | null;
}

export interface FriendFeedRecord extends Omit<FeedResponse, 'moments'> {
  moments: FeedMomentRecord[];
}

export interface MomentRecord {
  id: string;
  userId: string;
  content: string;
  isCompleted: boolean;
}

const FEED_LIMIT = 200;

export interface FriendTimes {
  weekStart: Date;
}

type Value<T> = T | ReturnType<typeof sql.placeholder>;
type FriendSource = Record<'id' | 'nickname' | 'providerImageUrl', AnyPgColumn>;
const instant = (at: Value<Date>) => (at instanceof Date ? at.toISOString() : at);

/** Aliased for the feed's subquery; momentId first: drizzle tells a null left-joined subquery by its first column. */
const feedMomentColumns = {
  momentId: moments.id,
  bucketContent: buckets.content,
  date: isoInstant(moments.completedAt).as('date'),
  photoKey: photos.key,
  cheered: sql<boolean>`${cheers.momentId} is not null`.as('cheered'),
  frequency: moments.frequency,
} satisfies Record<keyof FeedMomentRecord, unknown>;

export function createFriendsRepository(db: Db) {
  const knockedSince = (from: Value<string>, weekStart: Value<Date>) => sql<boolean>`exists (
    select 1 from ${knocks}
    where ${knocks.fromUserId} = ${from} and ${knocks.toUserId} = ${friendships.friendId}
      and ${knocks.createdAt} >= ${instant(weekStart)}::timestamptz)`;

  const friendColumns = <F extends FriendSource>(friend: F, viewer: Value<string>, weekStart: Value<Date>) =>
    ({
      userID: friend.id,
      nickname: friend.nickname,
      isFixed: friendships.isFixed,
      isKnock: knockedSince(viewer, weekStart),
      profilePhotoKey: photos.key,
      providerImageUrl: friend.providerImageUrl,
    }) satisfies Record<keyof FriendRecord, unknown>;

  // One statement: the moments are left-joined to the friendship row, so a friend without moments still gets a row.
  const feedQuery = preparedOnce(() => {
    const viewerId = sql.placeholder('viewerId');
    const ownerId = sql.placeholder('ownerId');
    const shown = db
      .select(feedMomentColumns)
      .from(moments)
      .innerJoin(buckets, and(eq(buckets.id, moments.bucketId), sql`${buckets.type} = 'REPEAT'`))
      .leftJoin(photos, eq(photos.id, moments.photoId))
      .leftJoin(cheers, and(eq(cheers.momentId, moments.id), eq(cheers.userId, viewerId)))
      .where(
        and(
          eq(moments.userId, ownerId),
          // A literal, not `= $n`: the generic plan can then use the partial index moments_user_completed_idx.
          sql`${moments.isCompleted}`,
          gt(moments.completedAt, sql`${sql.placeholder('since')}::timestamptz`),
          lte(moments.completedAt, sql`${sql.placeholder('until')}::timestamptz`),
        ),
      )
      .orderBy(desc(moments.completedAt), desc(moments.id))
      .limit(FEED_LIMIT)
      .as('shown');
    // The knock flag in a subquery of its own runs once, not per moment row; LIMIT 1 (at most one row anyway)
    // keeps PostgreSQL from flattening it into the outer query.
    const friend = db
      .select({ nickname: users.nickname, isKnock: knockedSince(viewerId, sql.placeholder('weekStart')).as('is_knock') })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(and(eq(friendships.userId, viewerId), eq(friendships.friendId, ownerId)))
      .limit(1)
      .as('friend');
    return db
      .select()
      .from(friend)
      .leftJoin(shown, sql`true`)
      .orderBy(sql`${shown.date} desc`, sql`${shown.momentId} desc`)
      .prepare('feed_of_friend');
  });

  // LATERAL … LIMIT 1 probe: as a plain join PostgreSQL hashes all of users (docs/api.md, "Query plans").
  const listQuery = preparedOnce(() => {
    const friend = db
      .select({
        id: users.id,
        nickname: users.nickname,
        profilePhotoId: users.profilePhotoId,
        providerImageUrl: users.providerImageUrl,
      })
      .from(users)
      .where(eq(users.id, friendships.friendId))
      .limit(1)
      .as('friend');
    const userId = sql.placeholder('userId');
    return db
      .select(friendColumns(friend, userId, sql.placeholder('weekStart')))
      .from(friendships)
      .innerJoinLateral(friend, sql`true`)
      .leftJoin(photos, eq(photos.id, friend.profilePhotoId))
      .where(eq(friendships.userId, userId))
      .orderBy(desc(friendships.isFixed), sql`${friendships.fixedAt} desc nulls last`, asc(friendships.createdAt), asc(friendships.friendId))
      .prepare('friends_list');
  });

  return {
    async findUserByCode(friendCode: string): Promise<{ id: string; nickname: string } | null> {
      const [row] = await db
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(eq(users.friendCode, friendCode));
      return row ?? null;
    },

    async findInviterByCode(friendCode: string): Promise<{ id: string; nickname: string; profilePhotoKey: string | null; providerImageUrl: string | null } | null> {
      const [row] = await db
        .select({ id: users.id, nickname: users.nickname, profilePhotoKey: photos.key, providerImageUrl: users.providerImageUrl })
        .from(users)
        .leftJoin(photos, eq(photos.id, users.profilePhotoId))
        .where(eq(users.friendCode, friendCode));
      return row ?? null;
    },

    async nicknameOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
      return row?.nickname ?? null;
    },

    async list(userId: string, { weekStart }: FriendTimes): Promise<FriendRecord[]> {
      return listQuery().execute({ userId, weekStart: weekStart.toISOString() });
    },

    async find(userId: string, friendId: string, { weekStart }: FriendTimes): Promise<FriendRecord | null> {
      const [row] = await db
        .select(friendColumns(users, userId, weekStart))
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .leftJoin(photos, eq(photos.id, users.profilePhotoId))
        .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)));
      return row ?? null;
    },

    /** Both sides at once; false when the friendship already existed (a parallel add lost the race). */
    async createMutual(a: string, b: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(friendships)
        .values([
          { userId: a, friendId: b, createdAt: at },
          { userId: b, friendId: a, createdAt: at },
        ])
        .onConflictDoNothing()
        .returning({ userId: friendships.userId });
      return inserted.length === 2;
    },

    async deleteMutual(a: string, b: string): Promise<boolean> {
      const removed = await db
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, a), eq(friendships.friendId, b)),
            and(eq(friendships.userId, b), eq(friendships.friendId, a)),
          ),
        )
        .returning({ userId: friendships.userId });
      await db.delete(cheers).where(
        or(
          and(eq(cheers.userId, a), sql`${cheers.momentId} in (select ${moments.id} from ${moments} where ${moments.userId} = ${b})`),
          and(eq(cheers.userId, b), sql`${cheers.momentId} in (select ${moments.id} from ${moments} where ${moments.userId} = ${a})`),
        ),
      );
      return removed.length > 0;
    },

    async setPinned(userId: string, friendId: string, isFixed: boolean, at: Date): Promise<void> {
      await db
        .update(friendships)
        .set({ isFixed, fixedAt: isFixed ? at : null })
        .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)));
    },

    /** Advisory lock for the transaction: two parallel knocks of one pair cannot both pass the weekly check. */
    async lockKnockPair(from: string, to: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`knock:${from}:${to}`}))`);
    },

    async insertKnock(from: string, to: string, at: Date): Promise<void> {
      await db.insert(knocks).values({ fromUserId: from, toUserId: to, createdAt: at });
    },

    async feedOf(viewerId: string, ownerId: string, { weekStart }: FriendTimes, since: Date, until: Date): Promise<FriendFeedRecord | null> {
      const rows = await feedQuery().execute({
        viewerId,
        ownerId,
        weekStart: weekStart.toISOString(),
        since: since.toISOString(),
        until: until.toISOString(),
      });
      const [first] = rows;
      if (!first) return null;
      return { ...first.friend, moments: rows.flatMap(({ shown }) => (shown ? [shown] : [])) };
    },

    async hasCompletedBetween(userId: string, since: Date, until: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: moments.id })
        .from(moments)
        .innerJoin(buckets, and(eq(buckets.id, moments.bucketId), eq(buckets.type, 'REPEAT')))
        .where(
          and(
            eq(moments.userId, userId),
            eq(moments.isCompleted, true),
            gt(moments.completedAt, since),
            lte(moments.completedAt, until),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findMoment(momentId: string): Promise<MomentRecord | null> {
      const [row] = await db
        .select({ id: moments.id, userId: moments.userId, content: moments.content, isCompleted: moments.isCompleted })
        .from(moments)
        .where(eq(moments.id, momentId));
      return row ?? null;
    },

    async insertCheer(momentId: string, userId: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(cheers)
        .values({ momentId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ momentId: cheers.momentId });
      return inserted.length === 1;
    },
  };
}
