// The photo store down mid-load: s3rver killed and started again under a load through nginx while a few users
// send a proof each with an Idempotency-Key. It holds when every answer is accepted or refused in Korean,
// nothing is half-written, and every refused proof is accepted once sent again (docs/testing.md lists each).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROOF_JPEG } from '@momentum/stack/proof-photo';
import { HttpClient, newUsers, runLoad, signIn, type SimUser } from '@momentum/stack/load';
import { IDEMPOTENCY_KEY_HEADER } from '@momentum/contracts';
import { DAY_MS, startOfSeoulDay } from '@momentum/contracts/seoul-calendar';
import { findPostgresBin, type S3TestServer } from '@momentum/dev-services';
import { parseAccessLog } from './access-log';
import { appOriginOf, type ApiTopology } from './api-topology';

const HANGUL = /[\uAC00-\uD7A3]/;
const PROOF_KIND = 'PATCH /api/bucket/moments/:id (photo)';
/** nginx's own failures, or a replica's crash behind it: never an answer to a store outage. */
const GATEWAY_OR_CRASH = new Set([500, 502, 504]);
/** The API's clean-up of a refused proof's files retries for about 60 s (its delays 1+2+4+8+15+30 s). */
const CLEAN_UP_BOUND_MS = 70_000;
// s3rver keeps each object as `<key>._S3rver_object` beside its `.md5` and `._S3rver_metadata.json`.
const OBJECT_SUFFIX = '._S3rver_object';

/**
 * The load's replica SIGKILL leaves photos stored and never committed; the API's sweep deletes them
 * once this old (every quarter of it), well before this part checks the bucket.
 */
export const STORAGE_REPLICA_ENV: Readonly<Record<string, string>> = { PHOTO_SWEEP_AFTER_MS: '20000' };

export interface StorageOutageOptions {
  users?: number;
  durationMs?: number;
  /** When s3rver is killed, and for how long, ms into the load. */
  stopAtMs?: number;
  outageMs?: number;
  /** Proofs this part sends while the store is down. */
  proofs?: number;
  log?: (line: string) => void;
}

export interface StorageOutageResult {
  passed: boolean;
  /** The window's proof answers by `status code`, e.g. { '503 STORAGE_UNAVAILABLE': 6 }. */
  windowAnswers: Record<string, number>;
  problems: string[];
}

interface SentProof {
  user: SimUser;
  momentID: string;
  key: string;
  status: number;
  body: { code?: string; message?: string };
}

export async function runStorageOutage(topology: ApiTopology, s3: S3TestServer, options: StorageOutageOptions = {}): Promise<StorageOutageResult> {
  const log = options.log ?? (() => {});
  const { users = 20, durationMs = 30_000, stopAtMs = 8_000, outageMs = 10_000, proofs = 8 } = options;
  const appOrigin = appOriginOf(topology);
  const client = new HttpClient(topology.apiOrigin, 'outage');
  const provers = newUsers(proofs, `so${Date.now().toString(36)}`);
  for (const user of provers) await signIn(user, { client, appOrigin });
  const moments = await Promise.all(provers.map((user) => provableMoment(client, user)));

  const photo = fs.readFileSync(PROOF_JPEG);
  const sent: SentProof[] = [];
  const send = async (user: SimUser, momentID: string, key: string): Promise<SentProof> => {
    const form = new FormData();
    form.append('photoUrl', new Blob([photo], { type: 'image/jpeg' }), 'proof.jpg');
    const response = await fetch(`${topology.apiOrigin}/api/bucket/moments/${momentID}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${user.token}`, [IDEMPOTENCY_KEY_HEADER]: key, 'x-request-id': `outage-proof-${randomUUID()}` },
      body: form,
    });
    const text = await response.text();
    let body: SentProof['body'];
    try {
      body = JSON.parse(text) as SentProof['body'];
    } catch {
      // Not our JSON (an nginx page): kept as the message, so the report shows what came back.
      body = { message: text.slice(0, 200) };
    }
    return { user, momentID, key, status: response.status, body };
  };

  const wallStart = Date.now();
  log(`storage outage: ${users} users for ${durationMs / 1000} s through nginx, s3rver down ${stopAtMs / 1000}–${(stopAtMs + outageMs) / 1000} s, ${proofs} proofs sent while it is down`);
  const load = await runLoad({
    users,
    durationMs,
    port: 0,
    postgres: false,
    target: { url: topology.apiOrigin, database: 'PostgreSQL (topology)', appOrigin },
    rampMs: 3_000,
    think: { min: 300, max: 1_200 },
    log,
    events: [
      { name: 'stop s3rver', atMs: stopAtMs, run: () => s3.stop() },
      {
        name: 'proofs while the store is down',
        atMs: stopAtMs + 1_000,
        // One after another across the outage, so they meet it early and late (its SDK retries included).
        run: async () => {
          const gap = (outageMs - 2_000) / proofs;
          for (let i = 0; i < proofs; i++) {
            const started = Date.now();
            sent.push(await send(provers[i]!, moments[i]!, randomUUID()));
            await new Promise((r) => setTimeout(r, Math.max(0, gap - (Date.now() - started))));
          }
        },
      },
      { name: 'start s3rver', atMs: stopAtMs + outageMs, run: () => s3.start() },
    ],
  });
  const wallEnd = Date.now();
  const problems: string[] = [];
  for (const event of load.events) if (event.error) problems.push(`${event.name} failed: ${event.error}`);

  // 1. The answers: this part's proofs while the store was down, and every answer the load recorded.
  const windowAnswers: Record<string, number> = {};
  for (const proof of sent) {
    const label = `${proof.status} ${proof.body.code ?? ''}`.trim();
    windowAnswers[label] = (windowAnswers[label] ?? 0) + 1;
    const refusedWell = proof.status === 503 && proof.body.code === 'STORAGE_UNAVAILABLE' && HANGUL.test(proof.body.message ?? '');
    if (proof.status !== 200 && !refusedWell) problems.push(`a proof in the outage answered ${label}: ${proof.body.message}`);
  }
  if (!sent.some((proof) => proof.status === 503)) problems.push('no proof met the outage: the fault did not bite');
  const stop = load.events.find((e) => e.name === 'stop s3rver');
  const start = load.events.find((e) => e.name === 'start s3rver');
  const loadInWindow: Record<string, number> = {};
  for (const sample of load.samples) {
    const outcome = sample.outcome;
    if (stop && start && sample.kind === PROOF_KIND && sample.start + sample.ms >= stop.began && sample.start <= start.done) {
      loadInWindow[String(outcome)] = (loadInWindow[String(outcome)] ?? 0) + 1;
    }
    if (outcome === 'network' || (typeof outcome === 'number' && GATEWAY_OR_CRASH.has(outcome))) {
      problems.push(`load: ${sample.method} ${sample.path} → ${outcome}`);
    } else if (outcome === 503 && sample.kind !== PROOF_KIND) problems.push(`load: ${sample.kind} → 503 without touching the store`);
  }
  const storeRefusals = load.failures.filter((line) => line.includes(' → 503:'));
  for (const line of storeRefusals) if (!line.includes('STORAGE_UNAVAILABLE') || !HANGUL.test(line)) problems.push(`load: ${line}`);
  const logged = parseAccessLog(fs.readFileSync(topology.accessLog, 'utf8')).filter((e) => e.time * 1000 >= wallStart && e.time * 1000 <= wallEnd + 1_000);
  const byStatus: Record<string, number> = {};
  for (const entry of logged) {
    byStatus[entry.status] = (byStatus[entry.status] ?? 0) + 1;
    if (GATEWAY_OR_CRASH.has(entry.status)) problems.push(`nginx: ${entry.method} ${entry.path} → ${entry.status} (${entry.upstream})`);
  }
  log(`storage outage: this part's proofs while down ${JSON.stringify(windowAnswers)}; the load's proofs in the window ${JSON.stringify(loadInWindow)}`);
  log(`storage outage: nginx answered ${logged.length} requests in the run by status ${JSON.stringify(byStatus)}; acknowledged writes lost ${load.verification.lost}`);
  if (load.verification.lost > 0) problems.push(`${load.verification.lost} acknowledged writes lost`);

  // 2. The proof queue's retry: each refused proof again, same key, once the store is back.
  const refused = sent.filter((proof) => proof.status !== 200);
  for (const proof of refused) {
    const again = await send(proof.user, proof.momentID, proof.key);
    if (again.status !== 200) problems.push(`a refused proof sent again answered ${again.status} ${again.body.code}: ${again.body.message}`);
  }
  log(`storage outage: ${refused.length} refused proofs sent again once the store was back`);

  // 3. Both sides: every photo row's objects are in the bucket, every object has its row. The files of
  // a proof refused during the outage are removed by the API's background clean-up, which keeps trying
  // for about a minute: that is the promise, so the bucket may take up to that long to match.
  const settleStart = Date.now();
  let rowKeys: Set<string>;
  let objects: Set<string>;
  let rowsWithoutObject: string[];
  let objectsWithoutRow: string[];
  for (;;) {
    rowKeys = new Set(psql(topology.databaseUrl, 'select key from photos union all select thumb_key from photos').split('\n').filter(Boolean));
    const listed = bucketKeys(s3);
    objects = new Set(listed.keys);
    if (listed.unreadable.length > 0) log(`storage outage: ${listed.unreadable.length} objects with unreadable metadata: ${listed.unreadable.slice(0, 5).join(', ')}`);
    const [rows, objs] = [rowKeys, objects];
    rowsWithoutObject = [...rows].filter((key) => !objs.has(key));
    objectsWithoutRow = [...objs].filter((key) => !rows.has(key));
    if (objectsWithoutRow.length === 0 || Date.now() - settleStart > CLEAN_UP_BOUND_MS) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  const records = psql(topology.databaseUrl, 'select count(*) from pending_photo_objects').trim();
  log(`storage outage: ${records} records of objects not yet committed or swept`);
  log(`storage outage: ${rowKeys.size} photo keys in PostgreSQL, ${objects.size} objects in the bucket after ${((Date.now() - settleStart) / 1000).toFixed(1)} s; ${rowsWithoutObject.length} rows without object, ${objectsWithoutRow.length} objects without row`);
  if (rowsWithoutObject.length > 0) problems.push(`rows without their object: ${rowsWithoutObject.slice(0, 5).join(', ')}`);
  if (objectsWithoutRow.length > 0) {
    problems.push(`objects without their row: ${objectsWithoutRow.slice(0, 5).join(', ')}`);
    // When each was written (s3rver's file), to set beside the run's events.
    for (const key of objectsWithoutRow.slice(0, 10)) {
      const file = path.join(s3.directory, s3.bucket, `${key}${OBJECT_SUFFIX}`);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      log(`storage outage: ${key} written ${stat ? `${stat.mtime.toISOString()}, ${stat.size} bytes` : '(no file)'}; now ${new Date().toISOString()}`);
    }
    // What the replicas said about those keys (a put, a refused delete, a give-up), to find the path.
    for (const file of topology.replicas.logFiles) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      for (const line of lines.filter((l) => objectsWithoutRow.some((key) => l.includes(key))).slice(0, 5)) log(`storage outage: ${path.basename(file)}: ${line.slice(0, 400)}`);
    }
  }

  for (const problem of problems.slice(0, 20)) log(`storage outage: ${problem}`);
  return { passed: problems.length === 0, windowAnswers, problems };
}

/** A new challenge with one moment whose window holds now: what one proof needs. */
async function provableMoment(client: HttpClient, user: SimUser): Promise<string> {
  const token = user.token;
  const made = await client.call<{ bucket: { bucketID: string } }>('POST /api/bucket', 'POST', '/api/bucket', {
    token,
    json: { type: 'REPEAT', content: `저장소 장애 ${user.index}` },
    expect: [201],
  });
  const bucketID = made.body.bucket.bucketID;
  await client.call('PATCH /api/bucket/:id/challenge', 'PATCH', `/api/bucket/${bucketID}/challenge`, { token });
  const start = Math.max(Date.now() - 60_000, startOfSeoulDay(Date.now()));
  const moment = { content: '모멘트 1', startDate: new Date(start).toISOString(), endDate: new Date(start + DAY_MS).toISOString() };
  const created = await client.call<{ moments: Array<{ momentID: string }> }>('POST /api/bucket/moments/:bucketId', 'POST', `/api/bucket/moments/${bucketID}`, {
    token,
    json: { startDate: moment.startDate, endDate: moment.endDate, moments: [moment], frequency: 'daily' },
    expect: [201],
  });
  return created.body.moments[0]!.momentID;
}

/**
 * Every key in the bucket, read from s3rver's folder. Not through ListObjects: s3rver writes an object's
 * file, checksum and metadata one after the other, so a SIGKILL mid-put can leave a half-written metadata
 * file, and its listing then answers 500 for good. S3 itself never shows a half-written object; its
 * delete removes one all the same. Keys whose metadata does not parse are named, to tell the two apart.
 */
function bucketKeys(s3: S3TestServer): { keys: string[]; unreadable: string[] } {
  const root = path.join(s3.directory, s3.bucket);
  const keys: string[] = [];
  const unreadable: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith(OBJECT_SUFFIX)) continue;
    const key = entry.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/');
    keys.push(key);
    const metadata = path.join(root, `${entry.slice(0, -'object'.length)}metadata.json`);
    // No metadata file is fine for s3rver; one that does not parse breaks its listing.
    if (!fs.existsSync(metadata)) continue;
    try {
      JSON.parse(fs.readFileSync(metadata, 'utf8'));
    } catch {
      unreadable.push(key);
    }
  }
  return { keys, unreadable };
}

function psql(databaseUrl: string, statement: string): string {
  const bin = findPostgresBin();
  const command = bin && fs.existsSync(path.join(bin, 'psql')) ? path.join(bin, 'psql') : 'psql';
  const run = spawnSync(command, ['-X', '-q', '-t', '-A', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', statement], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr || run.error}`);
  return run.stdout;
}
