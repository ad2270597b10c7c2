// The load run end to end: database, production API, N simulated users, then the read-back of every
// acknowledged write; for `pnpm bench:load`, the smoke test and `pnpm reliability`. With `target` it
// drives a running API instead (the topology harness), with `events` at given times into the load.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PROOF_JPEG } from '../proof-photo';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startApiServer, LOAD_AUTH_RATE_LIMIT } from './api-server';
import { HttpClient, type TimedSample } from './http-client';
import { Ledger } from './ledger';
import { startPostgresCluster } from '@momentum/dev-services';
import { summarize, type LoadSummary } from './stats';
import { APP_ORIGIN, newUsers, runUser, seededRandom, type World } from './user-flow';
import { verifyLedger, type Verification } from './verify';


/** Something done at a given time into the load, while the users keep going. */
export interface TimedEvent {
  name: string;
  /** Milliseconds after the first user started. */
  atMs: number;
  run(): Promise<void> | void;
  /**
   * The users go on at least this long after the event is done, past the planned end if need be: on a
   * busy machine a replica's restart can outlast the load, which must still see it answer.
   */
  keepLoadAfterMs?: number;
}

export interface EventRecord {
  name: string;
  atMs: number;
  /** performance.now() when it began and when it was done, ms; the samples' clock. */
  began: number;
  done: number;
  error: string | null;
}

export interface LoadTarget {
  /** The API's base URL, e.g. nginx's API origin. */
  url: string;
  /** What it runs on, for the report. */
  database: string;
  /** One of its APP_ORIGINS, where sign-in may redirect. Default APP_ORIGIN (what this run's own API allows). */
  appOrigin?: string;
}

export interface LoadOptions {
  users: number;
  durationMs: number;
  /** Port and database of the API this run starts; unused with `target`. */
  port: number;
  postgres: boolean;
  /** An API already running: no API is started, and its CPU and memory are not measured. */
  target?: LoadTarget;
  events?: readonly TimedEvent[];
  /** Users start spread over this span, as people open the app, not all in one millisecond. */
  rampMs?: number;
  think?: { min: number; max: number };
  /** Steps every user takes even past the deadline (default 0). */
  minSteps?: number;
  log?: (line: string) => void;
}

export interface LoadResult {
  options: LoadOptions;
  database: string;
  summary: LoadSummary;
  acknowledged: ReturnType<Ledger['counts']>;
  verification: Verification;
  failures: string[];
  /** The sign-in limit the run's API was started with; null with a target (not ours to set). */
  authRateLimit: number | null;
  /** Every request of the load phase (not the read-back), with its id and start. */
  samples: TimedSample[];
  /** performance.now() when the first user started: the origin of `atMs`. */
  began: number;
  events: EventRecord[];
  /**
   * This process's own event-loop delay during the run, ms: when it is high, the latencies include
   * time the load generator itself could not run (a busy machine), not only the server's.
   */
  generatorLag: { p99: number; max: number };
  /**
   * CPU the API process used during the load phase: a figure of the app, not of the machine's other
   * tenants. Divided by the wall time it says how many cores the run kept busy.
   */
  apiCpu: { seconds: number; msPerRequest: number } | null;
  /** The API process's peak resident memory (VmHWM), MB; null off Linux. */
  apiPeakRssMb: number | null;
  /** True when the budget holds: no error, nothing lost. */
  passed: boolean;
}

/** CPU seconds (user + system, all threads) the process has used so far; null off Linux. */
function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces, hence the last ')'): utime and stime are 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ: 100 on every mainstream architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

function peakRssMb(pid: number): number | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null;
  } catch {
    return null;
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.target) return driveLoad(options, options.target, null);
  const log = options.log ?? (() => {});
  const postgres = options.postgres ? await startPostgresCluster() : null;
  try {
    if (postgres) log(`PostgreSQL ${postgres.version} on ${postgres.url}`);
    const api = await startApiServer({ port: options.port, databaseUrl: postgres?.url });
    let passed = false;
    try {
      log(`API up at ${api.url} (pid ${api.pid}, data ${api.dataDir}), AUTH_RATE_LIMIT_PER_MINUTE=${LOAD_AUTH_RATE_LIMIT}`);
      const database = postgres ? `PostgreSQL ${postgres.version}` : 'PGlite (embedded)';
      const result = await driveLoad(options, { url: api.url, database }, api.pid);
      passed = result.passed;
      return result;
    } finally {
      // Keep the data and log of a failed run for a look.
      await api.stop({ keepData: !passed });
      if (!passed) log(`API data and log kept in ${api.dataDir}`);
    }
  } finally {
    await postgres?.destroy();
  }
}

/**
 * Runs each event at its time; resolves with what happened once all are done. `keepGoingUntil` gets
 * the epoch ms an event asks the users to go on until (`keepLoadAfterMs`).
 */
export function scheduleEvents(events: readonly TimedEvent[], began: number, keepGoingUntil: (epochMs: number) => void = () => {}): Promise<EventRecord[]> {
  return Promise.all(
    events.map(
      (event) =>
        new Promise<EventRecord>((resolve) => {
          setTimeout(async () => {
            const record: EventRecord = { name: event.name, atMs: event.atMs, began: performance.now(), done: 0, error: null };
            try {
              await event.run();
            } catch (error) {
              record.error = String(error);
            }
            record.done = performance.now();
            if (event.keepLoadAfterMs !== undefined) keepGoingUntil(Date.now() + event.keepLoadAfterMs);
            resolve(record);
          }, Math.max(0, began + event.atMs - performance.now()));
        }),
    ),
  );
}

/** The users against `target`, then the read-back. `apiPid`: the API process to measure, when it is ours. */
async function driveLoad(options: LoadOptions, target: LoadTarget, apiPid: number | null): Promise<LoadResult> {
  const log = options.log ?? (() => {});
  const client = new HttpClient(target.url);
  const users = newUsers(options.users, randomBytes(3).toString('hex'));
  const rampMs = options.rampMs ?? Math.min(10_000, options.durationMs / 6);
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const cpuBefore = apiPid === null ? null : cpuSeconds(apiPid);
  const started = Date.now();
  const began = performance.now();
  const world: World = {
    client,
    appOrigin: target.appOrigin ?? APP_ORIGIN,
    ledger: new Ledger(),
    users,
    deadline: started + options.durationMs,
    photo: { bytes: new Uint8Array(fs.readFileSync(PROOF_JPEG)), type: 'image/jpeg', name: 'proof.jpg' },
    think: options.think ?? { min: 500, max: 2500 },
    random: seededRandom(20_261_122),
    stepFailures: 0,
    minSteps: options.minSteps ?? 0,
  };
  log(`${options.users} users for ${options.durationMs / 1000} s (ramp ${rampMs / 1000} s, think ${world.think.min}–${world.think.max} ms)`);
  const events = scheduleEvents(options.events ?? [], began, (until) => {
    world.deadline = Math.max(world.deadline, until);
  });
  await Promise.all(users.map((user, i) => runUser(user, world, (i / options.users) * rampMs)));
  const elapsed = Date.now() - started;
  lag.disable();
  const eventRecords = await events;
  const cpuAfter = apiPid === null ? null : cpuSeconds(apiPid);
  const generatorLag = { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  const summary = summarize(client.samples, elapsed);
  log(`load done: ${summary.requests} requests in ${summary.seconds.toFixed(1)} s; reading back ${world.ledger.total()} acknowledged writes`);
  const verification = await verifyLedger(target.url, world.ledger, users);
  const apiPeakRssMb = apiPid === null ? null : peakRssMb(apiPid);
  const apiCpu =
    cpuBefore !== null && cpuAfter !== null
      ? { seconds: cpuAfter - cpuBefore, msPerRequest: summary.requests ? ((cpuAfter - cpuBefore) * 1000) / summary.requests : 0 }
      : null;
  return {
    options,
    database: target.database,
    summary,
    acknowledged: world.ledger.counts(),
    verification,
    failures: client.failures,
    authRateLimit: apiPid === null ? null : LOAD_AUTH_RATE_LIMIT,
    samples: client.samples,
    began,
    events: eventRecords,
    generatorLag,
    apiCpu,
    apiPeakRssMb,
    passed: summary.errors === 0 && verification.lost === 0 && world.ledger.total() > 0,
  };
}
