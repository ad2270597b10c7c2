// Which refusals the load counts as a busy replica's shed: only 503 SERVER_BUSY with Retry-After,
// the API's answer when it waited too long for a database connection.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { HttpClient } from './http-client';

let server: Server;
let base: string;
before(async () => {
  server = createServer((request, response) => {
    const busy = request.url !== '/down';
    response.writeHead(503, { 'content-type': 'application/json', ...(request.url !== '/busy-without-retry-after' ? { 'retry-after': '2' } : {}) });
    response.end(JSON.stringify({ code: busy ? 'SERVER_BUSY' : 'DATABASE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('503 SERVER_BUSY with Retry-After is a shed; without it, or another 503, is not', async () => {
  const client = new HttpClient(base);
  for (const path of ['/busy', '/busy-without-retry-after', '/down']) await assert.rejects(client.call(`GET ${path}`, 'GET', path));
  assert.deepEqual(
    client.samples.map((s) => [s.path, s.outcome, s.shed ?? false]),
    [['/busy', 503, true], ['/busy-without-retry-after', 503, false], ['/down', 503, false]],
  );
});
