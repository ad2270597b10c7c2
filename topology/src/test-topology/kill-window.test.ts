// Which failures a crash explains: only a request whose span contains the kill AND that nginx handed
// to the killed replica.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TimedSample } from '@momentum/stack/load';
import { parseAccessLog, answeringUpstream, triedUpstreams, type AccessLogEntry } from './access-log';
import { classifyFailures } from './kill-window';

const KILLED = '127.0.0.1:5001';
const sample = (id: string, start: number, ms: number, outcome: number | 'network', ok = false): TimedSample => ({
  id,
  start,
  ms,
  outcome,
  ok,
  kind: 'POST /api/bucket',
  method: 'POST',
  path: '/api/bucket',
});
const entry = (request_id: string, upstream: string, status = 502): AccessLogEntry => ({
  time: 1,
  method: 'POST',
  path: '/api/bucket',
  status,
  upstream,
  upstream_status: '502',
  request_id,
});

test('a 502 in flight on the killed replica while it died is explained', () => {
  const verdict = classifyFailures({ samples: [sample('a', 990, 20, 502)], killAt: 1000, goneAt: 1003, killedUpstream: KILLED, log: [entry('a', KILLED)] });
  assert.equal(verdict.explained.length, 1);
  assert.equal(verdict.unexplained.length, 0);
  assert.equal(verdict.explained[0]!.sentMs, -10);
  assert.equal(verdict.explained[0]!.answeredMs, 10);
});

test('a request sent between the signal and the end of the process was on it when it died', () => {
  const verdict = classifyFailures({ samples: [sample('dying', 1002, 30, 502)], killAt: 1000, goneAt: 1003, killedUpstream: KILLED, log: [entry('dying', KILLED)] });
  assert.equal(verdict.explained.length, 1);
});

test('failures before or after the kill, on another replica, or unknown to nginx are not', () => {
  const verdict = classifyFailures({
    samples: [
      sample('before', 900, 50, 502),
      sample('after', 1004, 5, 502),
      sample('other', 990, 20, 502),
      sample('unlogged', 990, 20, 'network'),
      sample('fine', 990, 20, 200, true),
    ],
    killAt: 1000,
    goneAt: 1003,
    killedUpstream: KILLED,
    log: [entry('before', KILLED), entry('after', KILLED), entry('other', '127.0.0.1:5002'), entry('fine', KILLED, 200)],
  });
  assert.equal(verdict.explained.length, 0);
  assert.deepEqual(
    verdict.unexplained.map((f) => f.reason),
    ['not in flight when the replica died', 'not in flight when the replica died', 'handed to 127.0.0.1:5002, not the killed one', 'nginx logged no such request'],
  );
});

test("reads the launcher's JSON lines and the replicas nginx tried", () => {
  const [line] = parseAccessLog(
    '{"time":1.5,"method":"GET","path":"/api/home","status":200,"bytes":2,"request_time":0.01,"upstream":"127.0.0.1:5001, 127.0.0.1:5002","upstream_status":"502, 200","upstream_time":"0.001, 0.004","request_id":"load-7"}\n\n',
  );
  assert.deepEqual(triedUpstreams(line!), ['127.0.0.1:5001', '127.0.0.1:5002']);
  assert.equal(answeringUpstream(line!), '127.0.0.1:5002');
  // A GET re-sent after the kill counts as on the killed replica when it failed anyway.
  const verdict = classifyFailures({ samples: [sample('load-7', 990, 20, 502)], killAt: 1000, goneAt: 1003, killedUpstream: KILLED, log: [{ ...line!, status: 502 }] });
  assert.equal(verdict.explained.length, 1);
});

test("a surviving replica's honest shed is counted apart; any other 503 outside the kill is not explained", () => {
  const shed = { ...sample('busy', 2000, 5000, 503), shed: true };
  const unavailable = sample('down', 2000, 5000, 503);
  const verdict = classifyFailures({ samples: [shed, unavailable], killAt: 1000, goneAt: 1003, killedUpstream: KILLED, log: [entry('busy', '127.0.0.1:5002', 503), entry('down', '127.0.0.1:5002', 503)] });
  assert.deepEqual(verdict.shed.map((f) => f.reason), ['shed by a busy replica (503 SERVER_BUSY, Retry-After)']);
  assert.deepEqual(verdict.unexplained.map((f) => f.reason), ['not in flight when the replica died']);
  assert.equal(verdict.explained.length, 0);
});
