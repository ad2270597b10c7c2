import { and, asc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { buckets, moments, notificationSettings, reminderJobs } from '../../db/schema/index.js';

export type ReminderOutcome = 'sent' | 'skipped' | 'failed';

// Room for a slow database, 10 s sends (push-sender.ts) and skewed clocks; a dead replica's reminder still comes within minutes.
export const REMINDER_LEASE_MS = 2 * 60_000;

// A job whose claims keep ending without an outcome (say, it crashes the process) is given up after this many.
export const REMINDER_MAX_ATTEMPTS = 3;

// The automatic reminder hour (docs/decisions.md "Push"): the hour after the median Seoul hour of the
// person's last 14 proofs, kept within 07–22; 21 while fewer than 3 proofs say when they usually prove.
const LAST_PROOFS = 14;
const FEWEST_PROOFS = 3;
const HOUR_WHEN_FEW = 21;
const EARLIEST = 7;
const LATEST = 22;

const int = (n: number) => sql.raw(String(n));

/** The hour as SQL, for the user id `userId` names in the enclosing query (one pass over their latest proofs). */
const autoReminderHourOf = (userId: SQL): SQL => sql`(
  select case when count(*) < ${int(FEWEST_PROOFS)} then ${int(HOUR_WHEN_FEW)}
    else greatest(${int(EARLIEST)}, least(${int(LATEST)}, floor(percentile_cont(0.5) within group (order by latest.hour))::int + 1)) end
  from (
    select extract(hour from ${moments.completedAt} at time zone 'Asia/Seoul') as hour
    from ${moments}
    where ${moments.userId} = ${userId} and ${moments.isCompleted} and ${moments.completedAt} is not null
    order by ${moments.completedAt} desc
    limit ${int(LAST_PROOFS)}
  ) latest
)`;

export interface ReminderClaim {
  userId: string;
  attempt: number;
}

const leaseRanOut = (now: Date) => and(eq(reminderJobs.state, 'sending'), lte(reminderJobs.leaseUntil, now));

const thisClaim = (day: string, claim: ReminderClaim) =>
  and(eq(reminderJobs.userId, claim.userId), eq(reminderJobs.day, day), eq(reminderJobs.state, 'sending'), eq(reminderJobs.attempts, claim.attempt));

export function createReminderRepository(db: Db) {
  return {
    /** Every replica may fill: a job that exists already stays as it is, each (user, day) is one row (one reminder a day). */
    async fillDue(day: string, hour: number, now: Date): Promise<void> {
      const at = now.toISOString();
      await db.execute(sql`
        insert into ${reminderJobs} (user_id, day, state, attempts, updated_at)
        select s.user_id, ${day}, 'pending', 0, ${at}::timestamptz
        from ${notificationSettings} s
        where s.push_enabled
          and (s.reminder_hour = ${hour} or (s.reminder_auto and ${autoReminderHourOf(sql`s.user_id`)} = ${hour}))
          and exists (
            select 1 from ${moments} m join ${buckets} b on b.id = m.bucket_id
            where m.user_id = s.user_id and b.is_challenging and not m.is_completed
              and m.start_date <= ${at}::timestamptz and m.end_date > ${at}::timestamptz
          )
        on conflict do nothing`);
    },

    /** A job past its last allowed attempt is given up first, so a job that kills its replica cannot loop. */
    async claim(day: string, limit: number, now: Date): Promise<{ claimed: ReminderClaim[]; givenUp: number }> {
      return db.transaction(async (tx) => {
        const givenUp = await tx
          .update(reminderJobs)
          .set({ state: 'failed', leaseUntil: null, updatedAt: now })
          .where(and(eq(reminderJobs.day, day), leaseRanOut(now), gte(reminderJobs.attempts, REMINDER_MAX_ATTEMPTS)))
          .returning({ userId: reminderJobs.userId });
        const rows = await tx
          .select({ userId: reminderJobs.userId })
          .from(reminderJobs)
          .where(and(eq(reminderJobs.day, day), or(eq(reminderJobs.state, 'pending'), leaseRanOut(now))))
          .orderBy(asc(reminderJobs.userId))
          .limit(limit)
          .for('update', { skipLocked: true });
        const userIds = rows.map((row) => row.userId);
        if (userIds.length === 0) return { claimed: [], givenUp: givenUp.length };
        const claimed = await tx
          .update(reminderJobs)
          .set({
            state: 'sending',
            attempts: sql`${reminderJobs.attempts} + 1`,
            leaseUntil: new Date(now.getTime() + REMINDER_LEASE_MS),
            updatedAt: now,
          })
          .where(and(eq(reminderJobs.day, day), inArray(reminderJobs.userId, userIds)))
          .returning({ userId: reminderJobs.userId, attempt: reminderJobs.attempts });
        claimed.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
        return { claimed, givenUp: givenUp.length };
      });
    },

    // Renewed just before the send; false when another replica claimed the job meanwhile: then do not send.
    async renew(day: string, claim: ReminderClaim, now: Date): Promise<boolean> {
      const rows = await db
        .update(reminderJobs)
        .set({ leaseUntil: new Date(now.getTime() + REMINDER_LEASE_MS), updatedAt: now })
        .where(thisClaim(day, claim))
        .returning({ userId: reminderJobs.userId });
      return rows.length > 0;
    },

    /** Only under this claim: a replica finishing after its lease ran out cannot overwrite a newer claim's outcome. */
    async finish(day: string, claim: ReminderClaim, outcome: ReminderOutcome, now: Date): Promise<boolean> {
      const rows = await db
        .update(reminderJobs)
        .set({ state: outcome, leaseUntil: null, updatedAt: now })
        .where(thisClaim(day, claim))
        .returning({ userId: reminderJobs.userId });
      return rows.length > 0;
    },

    async unprovenNow(userId: string, now: Date): Promise<Array<{ id: string; content: string }>> {
      const at = now.toISOString();
      return db
        .select({ id: moments.id, content: moments.content })
        .from(moments)
        .innerJoin(buckets, eq(buckets.id, moments.bucketId))
        .where(
          and(
            eq(moments.userId, userId),
            sql`${buckets.isChallenging}`,
            sql`not ${moments.isCompleted}`,
            sql`${moments.startDate} <= ${at}::timestamptz`,
            sql`${moments.endDate} > ${at}::timestamptz`,
          ),
        )
        .orderBy(asc(moments.startDate), asc(moments.id));
    },

    async deleteBefore(day: string): Promise<void> {
      await db.delete(reminderJobs).where(lt(reminderJobs.day, day));
    },
  };
}
