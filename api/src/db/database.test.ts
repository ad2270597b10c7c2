import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../config/package-files.js';
import { createDatabase } from './database.js';
import { migrationLogLine } from './migration-report.js';
import { users } from './schema/index.js';

const migrationCount = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

// Each test migrates a PGlite from nothing (the second twice, from files): 24 s alone on a busy 2-core
// machine, past the suite's 30 s beside other files. The bound only catches a hang.
describe('createDatabase', { timeout: 120_000 }, () => {
  it('migrates a fresh in-memory database with every table of the product', async () => {
    const database = await createDatabase({ databaseUrl: null, dataDir: '/nonexistent' }, { memory: true });
    // Both drivers answer `{ rows }`; the shared Db type leaves the raw result untyped.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(result.rows.map((r) => r.table_name)).toEqual([
      'buckets', 'cheers', 'freeze_gifts', 'friendships', 'knocks', 'moments', 'notification_settings', 'notifications', 'pending_photo_objects', 'photos', 'proof_keys',
      'push_deliveries', 'push_subscriptions', 'refresh_tokens', 'reminder_jobs', 'streak_freeze_earnings', 'streak_freezes', 'streak_protected_days', 'users',
    ]);
    await expect(database.ping()).resolves.toBeUndefined();
    expect(database.migrations).toEqual({ applied: migrationCount, total: migrationCount });
    expect(migrationLogLine(database.migrations)).toBe(`database migrations: applied ${migrationCount}, ${migrationCount} in all`);
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  it('persists PGlite in DATA_DIR/db across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-db-'));
    try {
      const first = await createDatabase({ databaseUrl: null, dataDir });
      await first.db.insert(users).values({ kakaoId: 'k1', nickname: '하나', friendCode: 'ABCD1234' });
      await first.close();
      expect(first.migrations.applied).toBe(migrationCount);
      const second = await createDatabase({ databaseUrl: null, dataDir });
      // A restart on a migrated database says so: nothing applied.
      expect(second.migrations).toEqual({ applied: 0, total: migrationCount });
      expect(migrationLogLine(second.migrations)).toBe(`database migrations: already current (${migrationCount} applied before)`);
      expect(await second.db.select({ nickname: users.nickname }).from(users)).toEqual([{ nickname: '하나' }]);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
