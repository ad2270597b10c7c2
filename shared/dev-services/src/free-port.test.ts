import net from 'node:net';
import { expect, it } from 'vitest';
import { freePort, reservePort } from './free-port.js';

/** What binding `port` on 127.0.0.1 says: 'bound' (then closed again) or the error's code. */
const bind = (port: number) =>
  new Promise<string>((resolve) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve('bound')));
  });

it('holds a reserved port against anyone else until it is released, then hands it over', async () => {
  const reservation = await reservePort();
  expect(await bind(reservation.port)).toBe('EADDRINUSE');
  // A server asking for any port meanwhile is never given the reserved one.
  const others = await Promise.all(Array.from({ length: 20 }, () => reservePort()));
  expect(others.map((other) => other.port)).not.toContain(reservation.port);
  await Promise.all(others.map((other) => other.release()));

  await reservation.release();
  expect(await bind(reservation.port)).toBe('bound');
});

it('reports a port that is free now', async () => {
  expect(await bind(await freePort())).toBe('bound');
});
