import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { buckets, moments, notificationSettings, reminderJobs } from '../../db/schema/index.js';

export type ReminderOutcome = 'sent' | 'skipped' | 'failed';

export function createReminderRepository(db: Db) {
  return {
    /**
     * Adds today's job of every user whose reminder hour is `hour` (push on) and who has an unproven
     * moment now (a window containing now, of a challenging bucket: home's "today"). A job that exists
     * already stays as it is: every replica may fill, each (user, day) is one row.
     */
    async fillDue(day: string, hour: number, now: Date): Promise<void> {
      const at = now.toISOString();
      await db.execute(sql`
        insert into ${reminderJobs} (user_id, day, state, attempts, updated_at)
        select s.user_id, ${day}, 'pending', 0, ${at}::timestamptz
        from ${notificationSettings} s
        where s.push_enabled and s.reminder_hour = ${hour}
          and exists (
            select 1 from ${moments} m join ${buckets} b on b.id = m.bucket_id
            where m.user_id = s.user_id and b.is_challenging and not m.is_completed
              and m.start_date <= ${at}::timestamptz and m.end_date > ${at}::timestamptz
          )
        on conflict do nothing`);
    },

    /**
     * Claims up to `limit` pending jobs of the day for this replica: the rows are locked with SKIP
     * LOCKED (another replica's claim passes them by) and marked `sending` before the commit, so
     * no two replicas ever get the same job.
     */
    async claim(day: string, limit: number, now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ userId: reminderJobs.userId })
          .from(reminderJobs)
          .where(and(eq(reminderJobs.day, day), eq(reminderJobs.state, 'pending')))
          .orderBy(asc(reminderJobs.userId))
          .limit(limit)
          .for('update', { skipLocked: true });
        const userIds = rows.map((row) => row.userId);
        if (userIds.length === 0) return [];
        await tx
          .update(reminderJobs)
          .set({ state: 'sending', attempts: sql`${reminderJobs.attempts} + 1`, updatedAt: now })
          .where(and(eq(reminderJobs.day, day), inArray(reminderJobs.userId, userIds)));
        return userIds;
      });
    },

    async finish(userId: string, day: string, outcome: ReminderOutcome, now: Date): Promise<void> {
      await db
        .update(reminderJobs)
        .set({ state: outcome, updatedAt: now })
        .where(and(eq(reminderJobs.userId, userId), eq(reminderJobs.day, day)));
    },

    /** The user's unproven moments now, in window order (what the reminder names). */
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

    /** Jobs of days before `day` ('YYYY-MM-DD' sorts as text). */
    async deleteBefore(day: string): Promise<void> {
      await db.delete(reminderJobs).where(lt(reminderJobs.day, day));
    },
  };
}
