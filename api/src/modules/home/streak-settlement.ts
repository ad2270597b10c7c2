// 작심 보호권 applied when the streak is read (docs/decisions.md "작심 보호권"): earned at each multiple
// of 7, spent on the missed days up to yesterday. Under the person's row lock, so a repeat or a second
// replica reading at the same moment finds the work done and changes nothing.
import { addDays, seoulDate, seoulDayStart } from '@momentum/contracts/seoul-calendar';
import type { Db } from '../../db/database.js';
import { createNotificationsRepository, type NewNotification } from '../notifications/notifications-repository.js';
import { streakNotificationTexts } from './streak-messages.js';
import { createStreakRepository } from './streak-repository.js';
import { daysBetween, lastCountedOnOrBefore, MAX_FREEZES_HELD, paidLengths, runEnding } from './streak-runs.js';

export interface SettledStreak {
  /** Today is "day N": 1 + the run of counted days that ends yesterday. */
  consecutiveDays: number;
  held: number;
  /** Protected Seoul days not proven since (a late offline proof shows as proven). */
  protectedDays: Set<string>;
}

/** Settles inside the caller's transaction (a gift settles the friend before adding to what they hold). */
export async function settleStreakIn(tx: Db, userId: string, now: number): Promise<SettledStreak> {
  const repo = createStreakRepository(tx);
  const today = seoulDate(now);
  const yesterday = addDays(today, -1);
  const heldBefore = await repo.lockHeld(userId);
  let held = heldBefore;
  const proven = new Set(await repo.provenDays(userId, seoulDayStart(addDays(today, 1))));
  const counted = new Set([...proven, ...(await repo.protectedDays(userId))]);
  const notes: NewNotification[] = [];
  const note = (content: string, type: 'FREEZE_EARNED' | 'FREEZE_USED') => notes.push({ userId, actorId: userId, type, content });

  const earn = async (end: string) => {
    const run = runEnding(counted, end);
    const fresh = await repo.recordEarnings(userId, run, paidLengths(run, proven), new Date(now));
    // At the cap a length is still recorded, so it cannot pay later either.
    for (let i = 0; i < fresh.length && held < MAX_FREEZES_HELD; i += 1) {
      held += 1;
      note(streakNotificationTexts.freezeEarned, 'FREEZE_EARNED');
    }
  };

  const last = lastCountedOnOrBefore(counted, yesterday);
  let spent = 0;
  if (last !== null) {
    await earn(last);
    const missed = daysBetween(last, yesterday);
    // A gap longer than what is held spends nothing: the streak starts again and the 보호권 stay.
    if (missed >= 1 && missed <= held) {
      const days = Array.from({ length: missed }, (_, i) => addDays(last, i + 1));
      await repo.protect(userId, days);
      for (const day of days) counted.add(day);
      held -= missed;
      spent = missed;
    }
  }
  if (proven.has(today)) await earn(today);

  const consecutiveDays = 1 + runEnding(counted, yesterday).length;
  if (spent > 0) note(streakNotificationTexts.freezeUsed(consecutiveDays), 'FREEZE_USED');
  if (held !== heldBefore) await repo.setHeld(userId, held);
  await createNotificationsRepository(tx).create(notes);
  const protectedDays = new Set([...counted].filter((day) => !proven.has(day)));
  return { consecutiveDays, held, protectedDays };
}

export function settleStreak(db: Db, userId: string, now: number): Promise<SettledStreak> {
  return db.transaction((tx) => settleStreakIn(tx, userId, now));
}

/** How many 보호권 the person holds now (settled first): for the reminder's text. */
export async function freezesHeld(db: Db, userId: string, now: number): Promise<number> {
  return (await settleStreak(db, userId, now)).held;
}
