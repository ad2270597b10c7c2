// The daily reminder with three replicas ticking on one PostgreSQL, at least once and shown once: every due
// user gets one push however the ticks interleave, a device answered 410 is deleted, and jobs a dead replica
// had claimed go out once their lease runs out, not before (docs/testing.md, "Reminders at least once").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { HttpClient, newUsers, signIn, type SimUser } from '@momentum/stack/load';
import { DAY_MS, seoulDate, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { findPostgresBin } from '@momentum/dev-services';
import { pushMessages } from '@momentum/api/test-support/push-messages';
import { pushTopicOf } from '@momentum/api/test-support/push-topic';
import { startLocalPushService, type Device } from '@momentum/api/test-support/local-push-service';
import { appOriginOf, type ApiTopology } from './api-topology';

/** How often each replica ticks here (production: every minute). */
export const REMINDER_REPLICA_ENV: Readonly<Record<string, string>> = { REMINDER_TICK_MS: '1000' };

const DUE_USERS = 30;
/**
 * Due users whose job a replica claimed and was SIGKILLed on, its lease running out this long after
 * they are arranged (a real claim's is 2 minutes; the dead replica claimed it about that long ago).
 * The last of them had its push sent before the kill: it gets a second, and must still see one.
 */
const ORPHANED = 3;
const DEAD_CLAIM_LEASE_MS = 8_000;
const MOMENT_CONTENT = '물 마시기';const REMINDER_TITLE = '오늘의 모멘트를 잊지 마세요';
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
  /** Reminder pushes each orphaned job's device received, and the notifications it shows. */
  orphaned: Array<{ received: number; shown: number }>;
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

/**
 * What a replica leaves behind when it is SIGKILLed between its claim and its outcome: the job
 * `sending` under its claim (attempt 1), with the lease it took. Written as its claim writes it.
 */
function claimAsADeadReplica(databaseUrl: string, users: SimUser[], day: string, leaseUntil: Date): void {
  sql(
    databaseUrl,
    `insert into reminder_jobs (user_id, day, state, attempts, lease_until, updated_at) values ${users
      .map((user) => `(${literal(user.userId!)}, ${literal(day)}, 'sending', 1, ${literal(leaseUntil.toISOString())}, now())`)
      .join(', ')}`,
  );
}

/** The push a replica sends for this user's reminder, sent here as the dead one did before its kill. */
async function pushAsADeadReplica(databaseUrl: string, env: Readonly<Record<string, string>>, user: SimUser, device: Device, day: string): Promise<void> {
  const momentId = sql(databaseUrl, `select id from moments where user_id = ${literal(user.userId!)}`);
  const message = pushMessages.reminder([{ id: momentId, content: MOMENT_CONTENT }], { userId: user.userId!, day });
  const details = webpush.generateRequestDetails(device, JSON.stringify(message), {
    vapidDetails: { subject: env.VAPID_SUBJECT!, publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! },
    TTL: 86_400,
    topic: pushTopicOf(message.tag),
  });
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]));
  const response = await fetch(details.endpoint, { method: 'POST', headers, body: details.body ? new Uint8Array(details.body) : null });
  if (!response.ok) throw new Error(`the dead replica's push was answered ${response.status}`);
}

export async function runReminderAtLeastOnce(topology: ApiTopology, options: { log?: (line: string) => void } = {}): Promise<ReminderResult> {
  const say = options.log ?? ((line: string) => console.log(line));
  const pushService = await startLocalPushService();
  try {
    const msLeft = HOUR_MS - ((Date.now() - startOfSeoulDay(Date.now())) % HOUR_MS);
    if (msLeft < NEEDS_MS_OF_THE_HOUR) {
      say(`reminders: ${Math.ceil(msLeft / 1000)} s left in this Seoul hour; waiting for the next`);
      await sleep(msLeft + 1000);
    }
    const hour = seoulHour(Date.now());
    const day = seoulDate(Date.now());
    const sentBefore = topology.replicas.logFiles.map(remindersSentBy);

    // Due users (the last ORPHANED of them with a dead replica's claim), one whose device is gone (410),
    // and one whose hour is another.
    const users = newUsers(DUE_USERS + 2, `remind-${Date.now().toString(36)}`);
    const client = new HttpClient(topology.apiOrigin, 'reminder');
    for (const user of users) await signIn(user, { client, appOrigin: appOriginOf(topology) });
    await Promise.all(users.map((user) => giveUnprovenMomentToday(client, user)));
    const devices = new Map<SimUser, Device>(users.map((user) => [user, pushService.newDevice()]));
    const orphans = users.slice(DUE_USERS - ORPHANED, DUE_USERS);
    const pushedBeforeTheKill = orphans[ORPHANED - 1]!;
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
    const leaseUntil = new Date(Date.now() + DEAD_CLAIM_LEASE_MS);
    claimAsADeadReplica(topology.databaseUrl, orphans, day, leaseUntil);
    await pushAsADeadReplica(topology.databaseUrl, topology.replicas.env, pushedBeforeTheKill, devices.get(pushedBeforeTheKill)!, day);
    // Last: from this PUT on, the replicas' ticks find the user due.
    await Promise.all(
      users.map((user) =>
        client.call('PUT /api/push/settings', 'PUT', '/api/push/settings', {
          token: user.token,
          json: { pushEnabled: true, reminderHour: user === otherHour ? (hour + 1) % 24 : hour, knockPush: true, cheerPush: true },
        }),
      ),
    );
    say(
      `reminders: ${DUE_USERS} users due at ${hour}:00 Seoul (${ORPHANED} of them claimed by a replica SIGKILLed before their outcome, 1 of those after its push), ` +
        `1 whose device answers 410, 1 due at another hour; ${topology.replicas.urls.length} replicas ticking every ${REMINDER_REPLICA_ENV.REMINDER_TICK_MS} ms`,
    );

    const remindersTo = (user: SimUser) =>
      pushService.received.filter((push) => push.deviceId === devices.get(user)!.id && push.message.title === REMINDER_TITLE).length;
    const shownTo = (user: SimUser) => pushService.shown(devices.get(user)!.id).filter((message) => message.title === REMINDER_TITLE).length;
    const requestsTo = (user: SimUser) => pushService.requests.filter((request) => request.deviceId === devices.get(user)!.id).length;

    // Just before the dead claims' lease runs out the live replicas have ticked over them several
    // times: none may have sent them (the one pushed before the kill has that push only).
    await sleep(Math.max(0, leaseUntil.getTime() - 1000 - Date.now()));
    const beforeTheLease = orphans.map(remindersTo);

    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    // The 410 device is asked once too, and the orphan pushed before the kill twice.
    const expected = DUE_USERS + 1 + 1;
    while (pushService.requests.length < expected && Date.now() < deadline) await sleep(250);
    await sleep(QUIET_TICKS * Number(REMINDER_REPLICA_ENV.REMINDER_TICK_MS));

    const perUser = users.slice(0, DUE_USERS).map(remindersTo);
    const orphaned = orphans.map((user) => ({ received: remindersTo(user), shown: shownTo(user) }));
    const perReplica = topology.replicas.logFiles.map((file, i) => remindersSentBy(file) - sentBefore[i]!);
    const goneRows = Number(sql(topology.databaseUrl, `select count(*) from push_subscriptions where endpoint = ${literal(devices.get(gone)!.endpoint)}`));
    const orphanJobs = sql(
      topology.databaseUrl,
      `select state || ' ' || attempts from reminder_jobs where day = ${literal(day)} and user_id in (${orphans.map((user) => literal(user.userId!)).join(', ')})`,
    ).split('\n');

    const problems: string[] = [...pushService.problems];
    const expectedOf = (user: SimUser) => (user === pushedBeforeTheKill ? 2 : 1);
    const wrong = users.slice(0, DUE_USERS).filter((user, i) => perUser[i] !== expectedOf(user));
    if (wrong.length > 0) problems.push(`users without the reminders expected: ${wrong.map((user) => `#${users.indexOf(user)}: ${remindersTo(user)}`).join(', ')}`);
    const notShownOnce = users.slice(0, DUE_USERS).filter((user) => shownTo(user) !== 1);
    if (notShownOnce.length > 0) problems.push(`users not shown exactly one reminder: ${notShownOnce.map((user) => `#${users.indexOf(user)}: ${shownTo(user)}`).join(', ')}`);
    const early = beforeTheLease.filter((n, i) => n !== (orphans[i] === pushedBeforeTheKill ? 1 : 0));
    if (early.length > 0) problems.push(`a dead replica's job was sent again before its lease ran out: ${beforeTheLease.join('/')}`);
    if (orphanJobs.some((job) => job !== 'sent 2')) problems.push(`the dead replica's jobs ended as ${orphanJobs.join(', ')}, not sent on the 2nd claim`);
    if (requestsTo(gone) !== 1) problems.push(`the 410 device was asked ${requestsTo(gone)} times, not once`);
    if (goneRows !== 0) problems.push('the subscription answered 410 is still stored');
    if (requestsTo(otherHour) !== 0) problems.push('a user due at another hour was reminded');
    if (perReplica.reduce((a, b) => a + b, 0) !== DUE_USERS) problems.push(`the replicas logged ${perReplica.join('+')} sends, not ${DUE_USERS}`);

    say(`  reminders shown per due user: ${users.slice(0, DUE_USERS).filter((user) => shownTo(user) === 1).length} × exactly 1 of ${DUE_USERS}; sent per replica ${perReplica.join('/')}`);
    say(
      `  killed replica's ${ORPHANED} jobs: before the lease ran out ${beforeTheLease.join('/')} pushes, after it ${orphaned.map((o) => o.received).join('/')} received, ` +
        `${orphaned.map((o) => o.shown).join('/')} shown; jobs ${orphanJobs.join(', ')}`,
    );
    say(`  410 device: asked ${requestsTo(gone)} time(s), subscription rows left ${goneRows}; other-hour user: ${requestsTo(otherHour)} pushes`);
    for (const problem of problems) say(`  problem: ${problem}`);
    return { passed: problems.length === 0, perUser, orphaned, perReplica, problems };
  } finally {
    await pushService.close();
  }
}
