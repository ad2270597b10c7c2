// The home rules of docs/decisions.md ("Streak and week", "작심 보호권", "Buckets: completion rate", "Moments").
import type { HomeResponse, StreakResponse, WeekDayStatus } from '@momentum/contracts';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../http/clock.js';
import type { HomeRepository } from './home-repository.js';
import { settleStreak } from './streak-settlement.js';
import { addDays, seoulDayStart, seoulWeek } from '@momentum/contracts/seoul-calendar';

export function createHomeService(db: Db, repo: HomeRepository, clock: Clock) {
  return {
    /** Today is "day N": 1 + the run of proven or protected days that ends yesterday (Asia/Seoul). */
    async consecutiveDays(userId: string): Promise<number> {
      return (await settleStreak(db, userId, clock())).consecutiveDays;
    },

    async streak(userId: string): Promise<StreakResponse> {
      const now = clock();
      const { consecutiveDays, held, protectedDays } = await settleStreak(db, userId, now);
      return { consecutiveDays, freezesHeld: held, protectedDates: seoulWeek(now).filter((day) => protectedDays.has(day)) };
    },

    async weekStatus(userId: string): Promise<WeekDayStatus[]> {
      const week = seoulWeek(clock());
      const done = new Set(
        await repo.completionDates(userId, seoulDayStart(week[0]!), seoulDayStart(addDays(week[6]!, 1))),
      );
      return week.map((date) => ({ date, isComplete: done.has(date) }));
    },

    async today(userId: string): Promise<HomeResponse> {
      const moments = await repo.todayMoments(userId, new Date(clock()));
      return { moments, completedCount: moments.filter((m) => m.isCompleted).length };
    },

    async completionRate(userId: string): Promise<number> {
      const { total, completed } = await repo.bucketCounts(userId);
      return total === 0 ? 0 : Math.round((completed / total) * 10_000) / 100;
    },
  };
}
