// The daily reminder with three replicas ticking on one PostgreSQL: every due user gets exactly one
// push, however the replicas' ticks interleave (reminder_jobs, FOR UPDATE SKIP LOCKED), and a device
// the push service answers 410 is deleted. The pushes go to a push service on this machine that checks
// each one's VAPID signature and decrypts it (the API's own test push service).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HttpClient, newUsers, signIn, type SimUser } from '@momentum/bench/load';
import { DAY_MS, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { findPostgresBin } from '@momentum/dev-services';
import { startLocalPushService, type Device } from '../../../api/src/modules/push/test-support/local-push-service';
import { appOriginOf, type ApiTopology } from './api-topology';

/** How often each replica ticks here (production: every minute). */
export const REMINDER_REPLICA_ENV: Readonly<Record<string, string>> = { REMINDER_TICK_MS: '1000' };

const DUE_USERS = 30;
const REMINDER_TITLE = '오늘의 모멘트를 잊지 마세요';
const HOUR_MS = 3_600_000;
/** Arranging the users and waiting for the sends takes well under this; nearer the hour's end, wait for the next. */
const NEEDS_MS_OF_THE_HOUR = 45_000;
const SETTLE_TIMEOUT_MS = 30_000;
/** After the last expected push, this many ticks of every replica must add nothing. */
const QUIET_TICKS = 4;

export interface ReminderResult {
  passed: boolean;
  /** Reminder pushes each due user's device received. */
  perUser: number[];
  /** Reminder sends each replica logged. */
  perReplica: number[];
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seoulHour = (ms: number) => Math.floor((ms - startOfSeoulDay(ms)) / HOUR_MS);

/**
 * Production replicas refuse a subscription whose endpoint is on the server's own network (the API
 * would post to it: push-endpoint.ts), and this push service is on 127.0.0.1. So the devices are
 * stored as PUT /api/push/subscription stores them, straight into the table; everything else goes
 * through the API.
 */
function sql(databaseUrl: string, statement: string): string {
  const bin = findPostgresBin();
  const psql = bin && fs.existsSync(path.join(bin, 'psql')) ? path.join(bin, 'psql') : 'psql';
  const run = spawnSync(psql, ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', statement], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr || run.error}`);
  return run.stdout.trim();
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A challenging bucket with one moment whose window is today (Seoul): the reminder has something to name. */
async function giveUnprovenMomentToday(client: HttpClient, user: SimUser): Promise<void> {
  const token = user.token;
  const created = await client.call<{ bucket: { bucketID: string } }>('POST /api/bucket', 'POST', '/api/bucket', {
    token,
    json: { type: 'REPEAT', content: '매일 물 2리터' },
  });
  const bucketId = created.body.bucket.bucketID;
  await client.call('PATCH challenge', 'PATCH', `/api/bucket/${bucketId}/challenge`, { token });
  const start = new Date(startOfSeoulDay(Date.now())).toISOString();
  const end = new Date(startOfSeoulDay(Date.now()) + DAY_MS).toISOString();
  await client.call('POST moments', 'POST', `/api/bucket/moments/${bucketId}`, {
    token,
    json: { startDate: start, endDate: end, frequency: 'daily', moments: [{ content: '물 마시기', startDate: start, endDate: end }] },
  });
}

function remindersSentBy(logFile: string): number {
  let sent = 0;
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"reminder tick"')) continue;
    sent += (JSON.parse(line) as { reminders?: { sent?: number } }).reminders?.sent ?? 0;
  }
  return sent;
}

export async function runReminderExactlyOnce(topology: ApiTopology, options: { log?: (line: string) => void } = {}): Promise<ReminderResult> {
  const say = options.log ?? ((line: string) => console.log(line));
  const pushService = await startLocalPushService();
  try {
    const msLeft = HOUR_MS - ((Date.now() - startOfSeoulDay(Date.now())) % HOUR_MS);
    if (msLeft < NEEDS_MS_OF_THE_HOUR) {
      say(`reminders: ${Math.ceil(msLeft / 1000)} s left in this Seoul hour; waiting for the next`);
      await sleep(msLeft + 1000);
    }
    const hour = seoulHour(Date.now());
    const sentBefore = topology.replicas.logFiles.map(remindersSentBy);

    // Due users, one whose device is gone (410), and one whose hour is another.
    const users = newUsers(DUE_USERS + 2, `remind-${Date.now().toString(36)}`);
    const client = new HttpClient(topology.apiOrigin, 'reminder');
    for (const user of users) await signIn(user, { client, appOrigin: appOriginOf(topology) });
    await Promise.all(users.map((user) => giveUnprovenMomentToday(client, user)));
    const devices = new Map<SimUser, Device>(users.map((user) => [user, pushService.newDevice()]));
    const gone = users[DUE_USERS]!;
    const otherHour = users[DUE_USERS + 1]!;
    pushService.answer(devices.get(gone)!.id, 410);
    sql(
      topology.databaseUrl,
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ${users
        .map((user) => {
          const device = devices.get(user)!;
          return `(${literal(user.userId!)}, ${literal(device.endpoint)}, ${literal(device.keys.p256dh)}, ${literal(device.keys.auth)})`;
        })
        .join(', ')}`,
    );
    // Last: from this PUT on, the replicas' ticks find the user due.
    await Promise.all(
      users.map((user) =>
        client.call('PUT /api/push/settings', 'PUT', '/api/push/settings', {
          token: user.token,
          json: { pushEnabled: true, reminderHour: user === otherHour ? (hour + 1) % 24 : hour, knockPush: true, cheerPush: true },
        }),
      ),
    );
    say(`reminders: ${DUE_USERS} users due at ${hour}:00 Seoul, 1 whose device answers 410, 1 due at another hour; ${topology.replicas.urls.length} replicas ticking every ${REMINDER_REPLICA_ENV.REMINDER_TICK_MS} ms`);

    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    const expected = DUE_USERS + 1; // the 410 device is asked once too
    while (pushService.requests.length < expected && Date.now() < deadline) await sleep(250);
    await sleep(QUIET_TICKS * Number(REMINDER_REPLICA_ENV.REMINDER_TICK_MS));

    const remindersTo = (user: SimUser) =>
      pushService.received.filter((push) => push.deviceId === devices.get(user)!.id && push.message.title === REMINDER_TITLE).length;
    const requestsTo = (user: SimUser) => pushService.requests.filter((request) => request.deviceId === devices.get(user)!.id).length;
    const perUser = users.slice(0, DUE_USERS).map(remindersTo);
    const perReplica = topology.replicas.logFiles.map((file, i) => remindersSentBy(file) - sentBefore[i]!);
    const goneRows = Number(sql(topology.databaseUrl, `select count(*) from push_subscriptions where endpoint = ${literal(devices.get(gone)!.endpoint)}`));

    const problems: string[] = [...pushService.problems];
    const wrong = perUser.map((n, i) => [i, n] as const).filter(([, n]) => n !== 1);
    if (wrong.length > 0) problems.push(`users without exactly one reminder: ${wrong.map(([i, n]) => `#${i}: ${n}`).join(', ')}`);
    if (requestsTo(gone) !== 1) problems.push(`the 410 device was asked ${requestsTo(gone)} times, not once`);
    if (goneRows !== 0) problems.push('the subscription answered 410 is still stored');
    if (requestsTo(otherHour) !== 0) problems.push('a user due at another hour was reminded');
    if (perReplica.reduce((a, b) => a + b, 0) !== DUE_USERS) problems.push(`the replicas logged ${perReplica.join('+')} sends, not ${DUE_USERS}`);

    say(`  reminders per due user: ${perUser.filter((n) => n === 1).length} × exactly 1 of ${DUE_USERS}; sent per replica ${perReplica.join('/')}`);
    say(`  410 device: asked ${requestsTo(gone)} time(s), subscription rows left ${goneRows}; other-hour user: ${requestsTo(otherHour)} pushes`);
    for (const problem of problems) say(`  problem: ${problem}`);
    return { passed: problems.length === 0, perUser, perReplica, problems };
  } finally {
    await pushService.close();
  }
}
