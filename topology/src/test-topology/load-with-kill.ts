// The load through nginx with one replica crashed mid-run and started again, then every acknowledged write
// read back. It passes only when every failed request was in flight on the killed replica (kill-window.ts),
// nothing acknowledged was lost, and nginx spread the users over every replica, the restarted one included.
import fs from 'node:fs';
import { formatReport, runLoad, type EventRecord, type LoadResult } from '@momentum/stack/load';
import { answeringUpstream, parseAccessLog, type AccessLogEntry } from './access-log';
import { appOriginOf, upstreamOf, type ApiTopology } from './api-topology';
import { classifyFailures, describeFailure, type KillWindowVerdict } from './kill-window';

/** At most this share of the load may be shed (503 SERVER_BUSY) by the replicas left after the kill. */
const MAX_SHED_SHARE = 0.01;
/** How long the users go on once the killed replica is healthy again. */
const RESTARTED_SERVES_MS = 10_000;

export interface LoadWithKillOptions {
  users?: number;
  durationMs?: number;
  killAtMs?: number;
  restartAtMs?: number;
  /** The replica to kill. */
  victim?: number;
  log?: (line: string) => void;
}

export interface LoadWithKillResult {
  passed: boolean;
  load: LoadResult;
  verdict: KillWindowVerdict;
  /** Requests each replica answered during the load (nginx's log), and the victim's after its restart. */
  perReplica: number[];
  victimAfterRestart: number;
  problems: string[];
}

/** performance.now() → epoch ms, to compare with nginx's log. */
const epochMs = (performanceMs: number) => performance.timeOrigin + performanceMs;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function runLoadWithKill(topology: ApiTopology, options: LoadWithKillOptions = {}): Promise<LoadWithKillResult> {
  const say = options.log ?? ((line: string) => console.log(line));
  const users = options.users ?? 200;
  const durationMs = options.durationMs ?? 45_000;
  const killAtMs = options.killAtMs ?? 15_000;
  const restartAtMs = options.restartAtMs ?? 25_000;
  const victim = options.victim ?? 1;
  const { replicas } = topology;
  const killedUpstream = upstreamOf(topology, victim);
  const logFrom = fs.existsSync(topology.accessLog) ? fs.statSync(topology.accessLog).size : 0;
  let killAt = Number.NaN;
  let goneAt = Number.NaN;

  say(`load with a replica killed: ${users} users × ${seconds(durationMs)} through nginx ${topology.apiOrigin} on ${replicas.ports.length} replicas`);
  say(`  replica ${victim} (${killedUpstream}): SIGKILL at ${seconds(killAtMs)}, started again at ${seconds(restartAtMs)}`);
  const load = await runLoad({
    users,
    durationMs,
    port: 0,
    postgres: false,
    target: { url: topology.apiOrigin, database: `PostgreSQL (${topology.databaseUrl.replace(/\/\/[^@]*@/, '//')})`, appOrigin: appOriginOf(topology) },
    events: [
      {
        name: 'kill',
        atMs: killAtMs,
        run: async () => {
          killAt = performance.now();
          await replicas.kill(victim);
          goneAt = performance.now();
        },
      },
      // The load outlasts the restart, however long a busy machine takes, so the restarted replica is seen to serve.
      { name: 'restart', atMs: restartAtMs, run: () => replicas.restart(victim), keepLoadAfterMs: RESTARTED_SERVES_MS },
    ],
    log: (line) => say(`  ${line}`),
  });

  const entries = parseAccessLog(fs.readFileSync(topology.accessLog, 'utf8').slice(logFrom)).filter((e) => e.request_id.startsWith('load-'));
  const verdict = classifyFailures({ samples: load.samples, killAt, goneAt, killedUpstream, log: entries });
  const restart = load.events.find((e) => e.name === 'restart');
  const { perReplica, victimAfterRestart } = spread(topology, entries, victim, restart);
  const problems = judge(load, verdict, perReplica, victimAfterRestart, victim);

  say(formatReport(load, { judged: false }));
  say(
    `  replica ${victim}: SIGKILL at ${seconds(killAt - load.began)}, gone ${(goneAt - killAt).toFixed(0)} ms later; ` +
      `healthy again at ${restart ? seconds(restart.done - load.began) : '?'}`,
  );
  say(`  requests answered per replica (nginx's log): ${perReplica.map((n, i) => `${i}: ${n}`).join(', ')}; replica ${victim} after its restart: ${victimAfterRestart}`);
  say(`  requests: ${load.summary.requests}; errors: ${load.summary.errors}, during the kill: ${verdict.explained.length}, shed by a busy replica: ${verdict.shed.length}, outside it: ${verdict.unexplained.length}`);
  for (const failure of [...verdict.explained, ...verdict.shed, ...verdict.unexplained]) say(`    ${describeFailure(failure)}`);
  const acknowledged = Object.values(load.acknowledged).reduce((a, b) => a + b, 0);
  say(`  writes acknowledged: ${acknowledged}; writes lost: ${load.verification.lost}`);
  say(`  load with a replica killed: ${problems.length === 0 ? 'PASSED' : `FAILED (${problems.join('; ')})`}`);
  return { passed: problems.length === 0, load, verdict, perReplica, victimAfterRestart, problems };
}

/** Requests answered by each replica, and by the victim once its restart was done. */
function spread(topology: ApiTopology, entries: readonly AccessLogEntry[], victim: number, restart: EventRecord | undefined) {
  const upstreams = topology.replicas.ports.map((_, i) => upstreamOf(topology, i));
  const perReplica = upstreams.map(() => 0);
  let victimAfterRestart = 0;
  const restartedAt = restart ? epochMs(restart.done) / 1000 : Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    const i = upstreams.indexOf(answeringUpstream(entry) ?? '');
    if (i < 0) continue;
    perReplica[i]! += 1;
    if (i === victim && entry.time > restartedAt) victimAfterRestart += 1;
  }
  return { perReplica, victimAfterRestart };
}

function judge(load: LoadResult, verdict: KillWindowVerdict, perReplica: number[], victimAfterRestart: number, victim: number): string[] {
  const problems: string[] = [];
  for (const event of load.events) if (event.error) problems.push(`${event.name} failed: ${event.error}`);
  if (verdict.unexplained.length > 0) problems.push(`${verdict.unexplained.length} error(s) outside the kill`);
  // Shedding is how an overloaded replica answers honestly; shedding more than this is a capacity defect.
  if (verdict.shed.length > load.summary.requests * MAX_SHED_SHARE) problems.push(`${verdict.shed.length} requests shed, over ${MAX_SHED_SHARE * 100}% of ${load.summary.requests}`);
  if (load.verification.lost > 0) problems.push(`${load.verification.lost} acknowledged write(s) lost`);
  if (Object.values(load.acknowledged).every((n) => n === 0)) problems.push('no write was acknowledged');
  perReplica.forEach((n, i) => n === 0 && problems.push(`replica ${i} answered nothing`));
  if (victimAfterRestart === 0) problems.push(`replica ${victim} answered nothing after its restart`);
  return problems;
}
