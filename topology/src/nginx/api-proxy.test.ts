// The rendered API proxy in real nginx (the dev-services launcher), in front of three small Node servers
// standing in for the replicas: round robin, the forwarded headers, a dead replica skipped, a POST it took
// answered 502 and never re-sent, uploads streamed as they arrive, and the body limit.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, test } from 'node:test';
import { freePort, startNginx, type NginxServer } from '@momentum/dev-services';
import { renderNginxConfig } from './render-config';

interface Seen {
  replica: number;
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

interface Replica {
  port: number;
  server: http.Server;
}

const running: Array<{ nginx: NginxServer; replicas: Replica[] }> = [];
afterEach(async () => {
  for (const { nginx, replicas } of running.splice(0)) {
    await nginx.destroy();
    for (const { server } of replicas) {
      server.closeAllConnections();
      server.close();
    }
  }
});

/**
 * Three replicas that record what reached them and answer with their number and the body bytes they
 * read. `/crash` ends the connection without an answer, as a replica killed mid-request does.
 */
async function topology(options: { uploadMaxBytes?: number } = {}) {
  const seen: Seen[] = [];
  let onBytes = () => {};
  /** Resolves once a replica has received body bytes. */
  const bodyArrived = () => new Promise<void>((resolve) => (onBytes = resolve));
  const replicas: Replica[] = [];
  for (let replica = 0; replica < 3; replica += 1) {
    const server = http.createServer((request, response) => {
      const record: Seen = { replica, method: request.method!, url: request.url!, headers: request.headers, bytes: 0 };
      seen.push(record);
      if (request.url === '/crash') return void request.socket.destroy();
      request.on('data', (chunk: Buffer) => {
        record.bytes += chunk.length;
        onBytes();
      });
      request.on('end', () => response.end(JSON.stringify({ replica, bytes: record.bytes })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    replicas.push({ port: (server.address() as AddressInfo).port, server });
  }
  const listen = await freePort();
  const nginx = await startNginx({
    config: renderNginxConfig({ modules: [], api: { listen, replicas: replicas.map((r) => r.port), ...options }, servers: [] }),
  });
  running.push({ nginx, replicas });
  const url = (path: string) => `http://127.0.0.1:${listen}${path}`;
  return { seen, replicas, url, bodyArrived };
}

test('spreads requests over every replica and forwards the client as nginx saw it', async () => {
  const { seen, url } = await topology();
  for (let i = 0; i < 12; i += 1) {
    const answer = await fetch(url(`/api/x?i=${i}`), { headers: { 'x-forwarded-for': '203.0.113.7' } });
    assert.equal(answer.status, 200);
  }
  assert.deepEqual(new Set(seen.map((s) => s.replica)), new Set([0, 1, 2]));
  for (const { headers, url: path } of seen) {
    // The forged header is replaced: the API trusts loopback and must read exactly one hop.
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers['x-forwarded-proto'], 'http');
    assert.equal(headers.host, '127.0.0.1');
    assert.match(path, /^\/api\/x\?i=\d+$/);
  }
});

test('a replica that is gone is skipped: every GET and POST is answered by the others', async () => {
  const { seen, replicas, url } = await topology();
  const dead = replicas[1]!;
  dead.server.closeAllConnections();
  await new Promise((resolve) => dead.server.close(resolve));
  for (let i = 0; i < 9; i += 1) {
    const answer = await fetch(url('/api/write'), { method: i % 2 ? 'POST' : 'GET', body: i % 2 ? '{}' : undefined });
    assert.equal(answer.status, 200);
  }
  assert.equal(seen.filter((s) => s.replica === 1).length, 0);
  assert.equal(seen.length, 9);
});

test('a GET whose replica drops it moves on to the next replica', async () => {
  const { seen, url } = await topology();
  // Every replica drops it: nginx tries each one once, then gives up.
  const get = await fetch(url('/crash'));
  assert.equal(get.status, 502);
  assert.deepEqual(seen.map((s) => s.replica).sort(), [0, 1, 2]);
});

test('a POST or PATCH already sent to a replica that dies answers 502 and is never re-sent', async () => {
  const { seen, url } = await topology();
  const post = await fetch(url('/crash'), { method: 'POST', body: '{"once":true}' });
  assert.equal(post.status, 502);
  assert.equal(seen.length, 1);
  const patch = await fetch(url('/crash'), { method: 'PATCH', body: '{}' });
  assert.equal(patch.status, 502);
  assert.equal(seen.length, 2);
  // …and the replicas left keep answering.
  assert.equal((await fetch(url('/api/after'), { method: 'POST', body: '{}' })).status, 200);
});

test('an upload streams to the replica as it arrives: nginx does not hold the body back', async () => {
  const { url, bodyArrived } = await topology();
  const arrived = bodyArrived();
  let sent = 0;
  // The second half is sent only once the replica has the first (or the test fails after 5 s).
  const halves = new ReadableStream<Uint8Array>({
    async pull(controller) {
      sent += 1;
      if (sent === 1) return controller.enqueue(new Uint8Array(64 * 1024).fill(1));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the replica saw no byte before the body was whole')), 5_000);
      });
      await Promise.race([arrived, late]).finally(() => clearTimeout(timer));
      controller.enqueue(new Uint8Array(64 * 1024).fill(2));
      controller.close();
    },
  });
  const streamed = await fetch(url('/api/upload'), { method: 'POST', body: halves, duplex: 'half' } as RequestInit);
  assert.equal(streamed.status, 200);
  assert.equal(((await streamed.json()) as { bytes: number }).bytes, 128 * 1024);
});

test("bodies up to the API's upload limit and the multipart margin reach a replica; larger ones stop at nginx", async () => {
  const { seen, url } = await topology({ uploadMaxBytes: 1024 * 1024 });
  const fits = new Uint8Array(1024 * 1024 + 512 * 1024).fill(7);
  const upload = await fetch(url('/api/upload'), { method: 'POST', body: fits });
  assert.equal(upload.status, 200);
  assert.equal(((await upload.json()) as { bytes: number }).bytes, fits.length);
  const tooLarge = await fetch(url('/api/upload'), { method: 'POST', body: new Uint8Array(3 * 1024 * 1024) });
  assert.equal(tooLarge.status, 413);
  assert.equal(seen.length, 1);
});
