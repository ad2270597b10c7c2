// Fault: the real API process SIGKILLed mid-burst of writes and restarted on the same data: every write it
// acknowledged is there, and the database opens clean. PGlite in a temp DATA_DIR, or PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_START_BOUND_MS, freePort, killApiProcess, localApiEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { postJson, signIn } from './sign-in-helpers.js';
import { onPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const ACKS_BEFORE_KILL = 150;
const PARALLEL = 16;

let api: ApiProcess | undefined;
let dataDir: string | undefined;
let serverDb: TestDatabase | undefined;

afterEach(async () => {
  await killApiProcess(api);
  api = undefined;
  await serverDb?.dispose();
  serverDb = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe(`crash recovery on ${onPostgres ? 'PostgreSQL' : 'the embedded PGlite'}`, () => {
  it('keeps every acknowledged write after SIGKILL mid-burst and reopens clean', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-crash-'));
    const port = await freePort();
    const env = localApiEnv(port, dataDir);
    if (onPostgres) {
      serverDb = await openTestDatabase();
      await serverDb.database.close();
      env.DATABASE_URL = serverDb.url!;
    }

    api = await startApiProcess(env);
    const { accessToken } = await signIn(api.t, '크래시', 'crash@example.com');
    const auth = { authorization: `Bearer ${accessToken}` };

    // The burst: PARALLEL writers create buckets back to back; the kill lands while requests are in flight.
    const acknowledged: string[] = [];
    let lost = 0; // requests cut off by the kill (never acknowledged: the client saw no answer)
    let killedAt: number | undefined;
    let sent = 0;
    const target = api;
    const writer = async (w: number) => {
      for (let i = 0; killedAt === undefined; i += 1) {
        sent += 1;
        try {
          const response = await postJson(target.t, '/api/bucket', { type: 'REPEAT', content: `버스트 ${w}-${i}` }, auth);
          if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
          const body = (await response.json()) as { bucket: { bucketID: string } };
          acknowledged.push(body.bucket.bucketID);
          if (acknowledged.length === ACKS_BEFORE_KILL && killedAt === undefined) {
            killedAt = acknowledged.length;
            target.child.kill('SIGKILL');
          }
        } catch (error) {
          if (killedAt === undefined) throw error;
          lost += 1;
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, (_, w) => writer(w)));
    expect(await target.exited).toBe('SIGKILL');
    // Answers already on the wire when the kill landed count as acknowledged too.
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    // Restart on the same data: it must open (migrations included) and answer health 200.
    api = await startApiProcess(env);
    const list = await fetch(`${api.t.url}/api/bucket/all/repeat`, { headers: auth });
    expect(list.status, api.output()).toBe(200);
    const stored = new Set(((await list.json()) as { buckets: Array<{ bucketID: string }> }).buckets.map((b) => b.bucketID));
    const missing = acknowledged.filter((id) => !stored.has(id));
    // Printed so the run shows what happened; the assertion below is the verdict.
    console.info(
      `crash recovery (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${sent} sent, ${acknowledged.length} acknowledged, ` +
        `${lost} cut off by SIGKILL, ${stored.size} stored after restart, ${missing.length} acknowledged but missing`,
    );
    expect(missing).toEqual([]);
    // Unacknowledged requests may or may not have committed, but nothing else can appear.
    expect(stored.size).toBeLessThanOrEqual(acknowledged.length + lost);

    // Not corrupt: a new write works and is read back.
    const after = await postJson(api.t, '/api/bucket', { type: 'REPEAT', content: '재시작 후' }, auth);
    expect(after.status, api.output()).toBe(201);
    const { bucket } = (await after.json()) as { bucket: { bucketID: string } };
    const again = (await (await fetch(`${api.t.url}/api/bucket/all/repeat`, { headers: auth })).json()) as { buckets: Array<{ bucketID: string }> };
    expect(again.buckets.map((b) => b.bucketID)).toContain(bucket.bucketID);
    expect(again.buckets).toHaveLength(stored.size + 1);
  }, 2 * API_START_BOUND_MS + 60_000);
});
