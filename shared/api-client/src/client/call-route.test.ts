// callRoute sends what the endpoint names (method, path with its parameters filled in, body, query) on
// the one configured instance and resolves with the body; the endpoints table it reads stays zod-free.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints, bucketEndpoints, friendEndpoints } from '@momentum/contracts/endpoints';
import { callRoute, configureApiClient } from '@momentum/api-client/client';
import { callStandIn } from './test-support/stand-in-route';

interface Seen {
  method: string;
  url: string;
  body: string;
  authorization: string | undefined;
}
const seen: Seen[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, authorization: req.headers.authorization });
      if (req.url === '/auth/logout') {
        res.writeHead(204).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: '완료', url: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, getToken: () => 'tok', setToken: () => {}, onUnauthorized: () => {} });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('callRoute', () => {
  it("fills every path parameter, encoded, and sends the endpoint's method through the interceptors", async () => {
    seen.length = 0;
    const answer = await callRoute(friendEndpoints.cheer, { params: { friendId: 'a b', momentId: 'x/y?' } });
    expect(answer.message).toBe('완료');
    expect(seen).toEqual([{ method: 'POST', url: '/api/friends/cheer/a%20b/x%2Fy%3F', body: '', authorization: 'Bearer tok' }]);
  });

  it('sends the body as JSON and resolves with the response body', async () => {
    seen.length = 0;
    await callRoute(bucketEndpoints.update, { params: { id: 'b1' }, body: { content: '운동' } });
    expect(seen.map(({ method, url, body }) => ({ method, url, body: JSON.parse(body) as unknown }))).toEqual([
      { method: 'PATCH', url: '/api/bucket/b1', body: { content: '운동' } },
    ]);
  });

  it('resolves a 204 with nothing', async () => {
    await expect(callRoute(authEndpoints.logout)).resolves.toBe('');
  });

  it('sends a query as the query string', async () => {
    seen.length = 0;
    // No registered route takes a query yet: a stand-in endpoint checks the wiring.
    await callStandIn('GET', '/api/search', { query: { q: '러닝', page: 2 } });
    expect(seen[0]?.url).toBe('/api/search?q=%EB%9F%AC%EB%8B%9D&page=2');
  });

  it('reads an endpoints table that loads nothing at run time (the browser gets no zod from it)', () => {
    const file = createRequire(import.meta.url).resolve('@momentum/contracts/endpoints');
    const imports = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\s*(import|export)\b.*\bfrom\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
