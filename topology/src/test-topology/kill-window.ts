// Which failed requests a replica's crash explains: those in flight on it while it died (sent before it was
// seen gone, answered after the SIGKILL, handed to it by nginx's access log). A survivor's 503 SERVER_BUSY is
// counted apart; anything else is unexplained (docs/testing.md, "The API side under load").
import type { TimedSample } from '@momentum/stack/load';
import { triedUpstreams, type AccessLogEntry } from './access-log';

export interface FailedRequest {
  method: string;
  path: string;
  /** The HTTP status, or 'network' when no whole answer came. */
  outcome: number | 'network';
  /** Sent and answered, ms relative to the SIGKILL (negative: before it). */
  sentMs: number;
  answeredMs: number;
  /** The replicas nginx tried, from its log; null when nginx logged no such request. */
  upstream: string | null;
  /** Why it counts as the crash's, or why it does not. */
  reason: string;
}

export interface KillWindowVerdict {
  /** In flight on the killed replica when it died. */
  explained: FailedRequest[];
  /** Shed by a busy replica outside the kill: the client is told to come back (Retry-After). */
  shed: FailedRequest[];
  unexplained: FailedRequest[];
}

export interface ClassifyInput {
  samples: readonly TimedSample[];
  /** performance.now() when SIGKILL was sent, and when the process was seen gone: the samples' clock. */
  killAt: number;
  goneAt: number;
  /** `127.0.0.1:<port>` of the killed replica. */
  killedUpstream: string;
  log: readonly AccessLogEntry[];
}

export function classifyFailures({ samples, killAt, goneAt, killedUpstream, log }: ClassifyInput): KillWindowVerdict {
  const byId = new Map(log.filter((entry) => entry.request_id).map((entry) => [entry.request_id, entry]));
  const verdict: KillWindowVerdict = { explained: [], shed: [], unexplained: [] };
  for (const sample of samples) {
    if (sample.ok) continue;
    const entry = byId.get(sample.id);
    const sentMs = sample.start - killAt;
    const answeredMs = sample.start + sample.ms - killAt;
    const spansKill = sentMs <= goneAt - killAt && answeredMs >= 0;
    const onKilled = entry ? triedUpstreams(entry).includes(killedUpstream) : false;
    const inKill = spansKill && onKilled;
    const reason = inKill
      ? 'in flight on the killed replica'
      : sample.shed
        ? 'shed by a busy replica (503 SERVER_BUSY, Retry-After)'
        : !spansKill
          ? 'not in flight when the replica died'
          : !entry
            ? 'nginx logged no such request'
            : `handed to ${entry.upstream || 'no replica'}, not the killed one`;
    const failed: FailedRequest = { method: sample.method, path: sample.path, outcome: sample.outcome, sentMs, answeredMs, upstream: entry?.upstream ?? null, reason };
    (inKill ? verdict.explained : sample.shed ? verdict.shed : verdict.unexplained).push(failed);
  }
  return verdict;
}

export function describeFailure(failure: FailedRequest): string {
  const ms = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)} ms`;
  return (
    `${failure.method} ${failure.path} → ${failure.outcome}, sent ${ms(failure.sentMs)}, answered ${ms(failure.answeredMs)} ` +
    `of the kill, via ${failure.upstream ?? '(not in nginx log)'}: ${failure.reason}`
  );
}
