// The automatic reminder hour through the scheduler's tick, hour by hour over a Seoul day: 21 with fewer
// than 3 proofs, the hour after the median of the last 14, kept within 07–22.
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@momentum/contracts';
import { REMINDER_ON, reminderTestSetup } from './test-support/reminder-fixtures.js';

const AUTO: NotificationSettings = { ...REMINDER_ON, reminderHour: 'AUTO' };
const s = reminderTestSetup('2025-05-01T00:05:00+09:00');

const hh = (hour: number) => String(hour).padStart(2, '0');
/** The Seoul day `days` before `day`, at hh:mm. */
const daysBefore = (day: string, days: number, time: string) => {
  const date = new Date(`${day}T12:00:00+09:00`);
  date.setUTCDate(date.getUTCDate() - days);
  return `${date.toISOString().slice(0, 10)}T${time}:00+09:00`;
};

/** Ticks at minute 5 of every hour of `day`; the hours at which this user's reminder arrived. */
async function reminderHoursOn(day: string, proofTimes: Array<{ daysAgo: number; time: string }>): Promise<number[]> {
  const user = await s.fixtures.userWithDevice(`자동${day}`, AUTO);
  await s.fixtures.proofsAt(user.id, proofTimes.map(({ daysAgo, time }) => daysBefore(day, daysAgo, time)));
  await s.fixtures.momentsOn(day, user.id, [false]);
  const hours: number[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    s.t.setNow(`${day}T${hh(hour)}:05:00+09:00`);
    const before = s.fixtures.pushesTo(user.device).length;
    await s.t.app.reminders.tick();
    if (s.fixtures.pushesTo(user.device).length > before) hours.push(hour);
  }
  return hours;
}

describe('the automatic reminder hour', () => {
  it('is 21 while fewer than 3 proofs say when the person proves', async () => {
    expect(await reminderHoursOn('2025-05-02', [])).toEqual([21]);
    expect(await reminderHoursOn('2025-05-03', [{ daysAgo: 1, time: '08:10' }, { daysAgo: 2, time: '08:40' }])).toEqual([21]);
  });

  it('is the hour after the median Seoul hour of the last 14 proofs, older ones left out', async () => {
    const recent = [8, 8, 8, 9, 9, 9, 9, 9, 10, 10, 12, 13, 18, 19].map((hour, i) => ({ daysAgo: i + 1, time: `${hh(hour)}:30` }));
    // Ten proofs in the evening before those: counted, they would move the median to 15:30.
    const older = Array.from({ length: 10 }, (_, i) => ({ daysAgo: 20 + i, time: '20:30' }));
    expect(await reminderHoursOn('2025-05-04', [...recent, ...older])).toEqual([10]);
    // An even count: the median is halfway between the middle two (12:00 → 13).
    expect(await reminderHoursOn('2025-05-05', [10, 11, 13, 14].map((hour, i) => ({ daysAgo: i + 1, time: `${hh(hour)}:00` })))).toEqual([13]);
  });

  it('is never before 07 nor after 22', async () => {
    const night = [1, 2, 3].map((hour, i) => ({ daysAgo: i + 1, time: `${hh(hour)}:20` }));
    expect(await reminderHoursOn('2025-05-06', night)).toEqual([7]);
    const late = ['22:30', '23:10', '23:40'].map((time, i) => ({ daysAgo: i + 1, time }));
    expect(await reminderHoursOn('2025-05-07', late)).toEqual([22]);
  });
});
