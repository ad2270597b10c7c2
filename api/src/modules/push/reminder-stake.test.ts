// What the reminder says is at stake: the pure choice, and the text a phone gets from the scheduler's
// tick, with the 보호권 earned by a real 7-day history.
import { describe, expect, it } from 'vitest';
import { reminderStake } from './reminder-stake.js';
import { reminderTestSetup } from './test-support/reminder-fixtures.js';

const TODAY = '2025-06-10';
const s = reminderTestSetup(`${TODAY}T21:05:00+09:00`);

describe('the stake of a day', () => {
  it('is the held 보호권, else the streak by its number; nothing on day 1', () => {
    expect(reminderStake(1, 8)).toBe('오늘 인증하지 않으면 보호권이 쓰여요.');
    expect(reminderStake(2, 2)).toBe('오늘 인증하지 않으면 보호권이 쓰여요.');
    expect(reminderStake(0, 8)).toBe('오늘 인증하지 않으면 작심 8일이 끊겨요.');
    expect(reminderStake(0, 2)).toBe('오늘 인증하지 않으면 작심 2일이 끊겨요.');
    expect(reminderStake(0, 1)).toBeNull();
    expect(reminderStake(2, 1)).toBeNull();
  });
});

describe('the reminder tick', () => {
  /** A user proven on the `days` days before today, with today's moment still unproven. */
  async function onAStreak(name: string, days = 3) {
    const user = await s.fixtures.userWithDevice(name);
    const proven = Array.from({ length: days }, (_, i) => `2025-06-${String(9 - i).padStart(2, '0')}T20:00:00+09:00`);
    await s.fixtures.proofsAt(user.id, proven);
    const [moment] = await s.fixtures.momentsOn(TODAY, user.id, [false], { content: '물 2L 마시기' });
    return { ...user, moment: moment! };
  }

  it('names the streak that ends today without a proof, when no 보호권 is held', async () => {
    s.t.setNow(`${TODAY}T21:05:00+09:00`);
    const user = await onAStreak('연속');
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(s.fixtures.pushesTo(user.device)).toEqual([
      {
        title: '오늘의 모멘트를 잊지 마세요',
        body: "아직 '물 2L 마시기' 모멘트를 인증하지 않았어요. 오늘 인증하지 않으면 작심 4일이 끊겨요.",
        url: `/moment/upload/${user.moment}`,
        tag: `reminder:${TODAY}:${user.id}`,
      },
    ]);
    // No notification is unread: the icon's badge is cleared.
    expect(s.service.received.filter((push) => push.deviceId === user.device.id).map((push) => push.badge)).toEqual([0]);
  });

  it('says the 보호권 would be spent, when one is held', async () => {
    s.t.setNow(`${TODAY}T21:05:00+09:00`);
    // Seven days in a row before today earn one 보호권.
    const user = await onAStreak('보호권', 7);
    expect(await s.t.app.reminders.tick()).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(s.fixtures.pushesTo(user.device).map((push) => push.body)).toEqual([
      "아직 '물 2L 마시기' 모멘트를 인증하지 않았어요. 오늘 인증하지 않으면 보호권이 쓰여요.",
    ]);
  });
});
