// The launcher against the real s3rver, over HTTP; each test checks what it leaves behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from './s3-server.js';

const servers: S3TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.destroy();
});

const accepts = (endpoint: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port: Number(new URL(endpoint).port), host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitUntil(check: () => Promise<boolean>, ms = 5_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('startS3Server', () => {
  it('serves path-style S3 on 127.0.0.1 with the bucket made', async () => {
    const server = await startS3Server({ bucket: 'launcher-test' });
    servers.push(server);
    expect(server.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const list = await fetch(`${server.endpoint}/launcher-test`);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('<Name>launcher-test</Name>');

    const put = await fetch(`${server.endpoint}/launcher-test/a/b.webp`, { method: 'PUT', body: 'bytes', headers: { 'content-type': 'image/webp' } });
    expect(put.status).toBe(200);
    const get = await fetch(`${server.endpoint}/launcher-test/a/b.webp`);
    expect(get.headers.get('content-type')).toBe('image/webp');
    expect(await get.text()).toBe('bytes');
  });

  it('destroy() stops the server and removes its folder, and may be called twice', async () => {
    const server = await startS3Server();
    expect(fs.existsSync(server.directory)).toBe(true);
    await server.destroy();
    expect(await accepts(server.endpoint)).toBe(false);
    expect(fs.existsSync(server.directory)).toBe(false);
    await server.destroy();
  });

  it('stop() refuses connections and keeps the objects; start() serves them again on the same port', async () => {
    const server = await startS3Server({ bucket: 'outage-test' });
    servers.push(server);
    const object = `${server.endpoint}/outage-test/p/kept.webp`;
    expect((await fetch(object, { method: 'PUT', body: 'kept' })).status).toBe(200);

    await server.stop();
    expect(await accepts(server.endpoint)).toBe(false);
    expect(fs.existsSync(server.directory)).toBe(true);

    await server.start();
    const get = await fetch(object);
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('kept');
  });

  it('the server ends with the process that started it, even one killed by SIGKILL, folder and all', async () => {
    const script = fileURLToPath(new URL('./test-support/start-and-wait.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const line = await new Promise<string>((resolve) => createInterface({ input: parent.stdout! }).once('line', resolve));
    const { endpoint, directory } = JSON.parse(line) as { endpoint: string; directory: string };
    expect(await accepts(endpoint)).toBe(true);
    parent.kill('SIGKILL');
    expect(await waitUntil(async () => !(await accepts(endpoint)))).toBe(true);
    expect(await waitUntil(async () => !fs.existsSync(directory)), 'the folder goes with the server').toBe(true);
  });
});
