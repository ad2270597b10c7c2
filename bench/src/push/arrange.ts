// The bench's people, written before the API starts (PGlite has one process): pairs of friends, each
// receiver with push on and one device of the local push service, as PUT /api/push/* would store them.
import { createDatabase } from '@momentum/api/test-support/database';
import type { Device } from '@momentum/api/test-support/local-push-service';

export interface KnockPair {
  senderId: string;
  receiverId: string;
  device: Device;
}

type Target = { dataDir: string; databaseUrl: null } | { dataDir: string; databaseUrl: string };

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

export async function arrangePairs(target: Target, devices: Device[]): Promise<KnockPair[]> {
  const database = await createDatabase(target);
  try {
    // Plain SQL on the driver's own client: PGlite and node-postgres' pool both answer query(text).
    const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: unknown[] }> } }).$client;
    const rows = async (statement: string) => (await client.query(statement)).rows as Array<{ id: string; n: number }>;
    // In the series' order whatever order RETURNING gives.
    const people = async (role: string) =>
      (
        await rows(
          `insert into users (kakao_id, nickname, friend_code) select 'bench-push-${role}-' || i, '${role}' || i, '${role[0]!.toUpperCase()}' || lpad(i::text, 7, '0')
           from generate_series(1, ${devices.length}) i returning id, substring(kakao_id from '[0-9]+$')::int as n`,
        )
      ).sort((a, b) => a.n - b.n);
    const senders = await people('sender');
    const receivers = await people('receiver');
    const pairs = devices.map((device, i) => ({ senderId: senders[i]!.id, receiverId: receivers[i]!.id, device }));
    const values = (each: (pair: KnockPair) => string) => pairs.map(each).join(', ');
    await rows(`insert into friendships (user_id, friend_id) values ${values((p) => `(${literal(p.senderId)}, ${literal(p.receiverId)}), (${literal(p.receiverId)}, ${literal(p.senderId)})`)}`);
    await rows(`insert into notification_settings (user_id, push_enabled, reminder_hour, knock_push, cheer_push) values ${values((p) => `(${literal(p.receiverId)}, true, null, true, true)`)}`);
    await rows(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ${values(
        (p) => `(${literal(p.receiverId)}, ${literal(p.device.endpoint)}, ${literal(p.device.keys.p256dh)}, ${literal(p.device.keys.auth)})`,
      )}`,
    );
    return pairs;
  } finally {
    await database.close();
  }
}
