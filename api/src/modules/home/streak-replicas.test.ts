// Two app instances on one database (PGlite, or PostgreSQL under `pnpm test:api:pg`) read one streak at
// the same moment: the 보호권 is earned once and spent once, and every answer agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { buildFriendsTestApp, type FriendsTestApp } from '../friends/test-support/friends-test-app.js';
import { notificationsOf, seedMoment } from '../friends/test-support/seed.js';
import { settleStreak } from './streak-settlement.js';
import { addDays } from '@momentum/contracts/seoul-calendar';

const NOW = '2025-03-11T12:00:00+09:00';

let database: TestDatabase;
let a: FriendsTestApp;
let b: FriendsTestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  a = await buildFriendsTestApp(NOW, database);
  b = await buildFriendsTestApp(NOW, database);
  a.setNow('2025-03-05T12:00:00+09:00');
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.dispose();
});

describe('concurrent reads of one streak on two instances', () => {
  it('earn and spend the 보호권 exactly once', async () => {
    const me = await a.user('동시');
    // 03-03 … 03-09 proven and 03-10 missed: read on 03-11, the 7th day pays one and 03-10 spends it.
    for (let i = 0; i < 7; i += 1) await seedMoment(a.app.db, me.id, { completedAt: `${addDays('2025-03-03', i)}T09:00:00+09:00` });
    // A read before: the person's row exists, so only its lock (not its creation) can order the reads below.
    expect((await a.call('GET', '/api/home/streak', me.id)).body.freezesHeld).toBe(0);
    for (const app of [a, b]) app.setNow('2025-03-11T12:00:00+09:00');
    const reads = Array.from({ length: 16 }, (_, i) =>
      (i % 2 === 0 ? a : b).call('GET', i % 4 < 2 ? '/api/home/streak' : '/api/home/consecutiveDays', me.id),
    );
    // And straight into the settlement on both instances' pools, with no HTTP between to spread them out.
    const now = Date.parse('2025-03-11T12:00:00+09:00');
    const settled = Array.from({ length: 8 }, (_, i) => settleStreak((i % 2 === 0 ? a : b).app.db, me.id, now));
    const answers = await Promise.all(reads);
    for (const streak of await Promise.all(settled)) expect(streak).toMatchObject({ consecutiveDays: 9, held: 0 });
    expect(answers.map((answer) => answer.status)).toEqual(reads.map(() => 200));
    for (const { body } of answers) expect(body.consecutiveDays).toBe(9);
    for (const { body } of answers.filter((answer) => 'freezesHeld' in answer.body)) {
      expect(body).toEqual({ consecutiveDays: 9, freezesHeld: 0, protectedDates: ['2025-03-10'] });
    }
    const notes = (await notificationsOf(a.app.db, me.id)).map((n) => n.type);
    expect(notes.sort()).toEqual(['FREEZE_EARNED', 'FREEZE_USED']);
  });
});
