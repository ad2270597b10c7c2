// The home rules of docs/decisions.md ("Streak and week", "Buckets: completion rate", "Moments").
import type { HomeResponse, WeekDayStatus } from '@momentum/contracts';
import type { Clock } from '../../http/clock.js';
import type { HomeRepository } from './home-repository.js';
import { addDays, seoulDate, seoulDayStart, seoulWeek } from '@momentum/contracts/seoul-calendar';

export function createHomeService(repo: HomeRepository, clock: Clock) {
  return {
    /** Today is "day N": 1 + the run of completed days that ends yesterday (Asia/Seoul). */
    async consecutiveDays(userId: string): Promise<number> {
      const today = seoulDate(clock());
      return 1 + (await repo.streakBefore(userId, seoulDayStart(today), addDays(today, -1)));
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
