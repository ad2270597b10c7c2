import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';
import { users } from './schema/index.js';

describe('createDatabase', () => {
  it('migrates a fresh in-memory database with every table of the product', async () => {
    const database = await createDatabase({ databaseUrl: null, dataDir: '/nonexistent' }, { memory: true });
    // Both drivers answer `{ rows }`; the shared Db type leaves the raw result untyped.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(result.rows.map((r) => r.table_name)).toEqual([
      'buckets', 'cheers', 'friendships', 'knocks', 'moments', 'notification_settings', 'notifications', 'pending_photo_objects', 'photos', 'proof_keys',
      'push_subscriptions', 'refresh_tokens', 'reminder_jobs', 'users',
    ]);
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });

  it('persists PGlite in DATA_DIR/db across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-db-'));
    try {
      const first = await createDatabase({ databaseUrl: null, dataDir });
      await first.db.insert(users).values({ kakaoId: 'k1', nickname: '하나', friendCode: 'ABCD1234' });
      await first.close();
      const second = await createDatabase({ databaseUrl: null, dataDir });
      expect(await second.db.select({ nickname: users.nickname }).from(users)).toEqual([{ nickname: '하나' }]);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
