// The launcher against the real thing: Debian's nginx (installed by ensureNginx when missing and
// root). Each test owns its server and checks what it leaves behind: no process of nginx's group, no
// prefix folder, no listener.
import fs from 'node:fs';
import zlib from 'node:zlib';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { outputOfProcessEndedBySigterm } from '../test-support/ended-by-sigterm.js';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.js';
import { isRoot } from '../postgres/binaries.js';
import { BROTLI_STATIC_MODULE, ensureNginx } from './binary.js';
import { startNginx, type NginxServer } from './server.js';

const servers: NginxServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.destroy();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function started(config: string) {
  const server = await startNginx({ config });
  servers.push(server);
  return server;
}

const http = (...servers: string[]) => `events {}\nhttp {\n${servers.join('\n')}\n}\n`;
const answer = (port: number, text: string) => `  server { listen 127.0.0.1:${port}; location / { return 200 "${text}"; } }`;
const answering = (port: number, text: string) => http(answer(port, text));
const text = async (port: number, route = '/') => (await fetch(`http://127.0.0.1:${port}${route}`)).text();

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Live (not zombie) processes whose process group is `pgid`: nginx's master and its workers. */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(entry));
    } catch {
      // gone while we looked
    }
  }
  return members;
}

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await condition()); i += 1) await new Promise((r) => setTimeout(r, 20));
}

describe('startNginx', () => {
  it('serves a file from a folder only its owner may enter, logging each request inside its prefix', async () => {
    // mkdtemp makes 0700 folders: nginx's default worker user could not read this one.
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
    folders.push(site);
    fs.writeFileSync(path.join(site, 'hello.txt'), '안녕 nginx');
    const port = await freePort();
    const server = await started(http(`  server { listen 127.0.0.1:${port}; root ${site}; }`));

    const served = await fetch(`http://127.0.0.1:${port}/hello.txt?code=secret`, { headers: { 'x-request-id': 'r-1' } });
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('안녕 nginx');

    await until(() => fs.readFileSync(server.accessLog, 'utf8').includes('r-1'));
    const line = JSON.parse(fs.readFileSync(server.accessLog, 'utf8').trim().split('\n').at(-1)!);
    expect(line).toMatchObject({ method: 'GET', path: '/hello.txt', status: 200, request_id: 'r-1', upstream: '' });
    expect(fs.readFileSync(server.accessLog, 'utf8')).not.toContain('secret');
    // Everything nginx writes is in its prefix: the temp folders it made at start, the pid file, the logs.
    expect(server.accessLog.startsWith(server.prefix)).toBe(true);
    expect(fs.readdirSync(server.prefix)).toEqual(expect.arrayContaining(['client_body_temp', 'proxy_temp', 'nginx.pid', 'error.log', 'access.log']));
    expect(Number(fs.readFileSync(path.join(server.prefix, 'nginx.pid'), 'utf8'))).toBe(server.pid());
  });

  it("serves a precompressed .br file through Debian's brotli_static module (installed when root)", async () => {
    const { brotliStaticModule } = ensureNginx();
    expect(brotliStaticModule).toBe(isRoot() || fs.existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null);
    if (!brotliStaticModule) return;
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
    folders.push(site);
    fs.writeFileSync(path.join(site, 'app.js'), 'plain');
    // Different text in the .br file: the answer says which file nginx sent (fetch decompresses it).
    fs.writeFileSync(path.join(site, 'app.js.br'), zlib.brotliCompressSync('from the .br file'));
    const port = await freePort();
    await started(`load_module ${brotliStaticModule};\n${http(`  server { listen 127.0.0.1:${port}; root ${site}; brotli_static on; }`)}`);
    const br = await fetch(`http://127.0.0.1:${port}/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('from the .br file');
    const plain = await fetch(`http://127.0.0.1:${port}/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toBe('plain');
  });

  it('reports what nginx -t says about a broken configuration, and leaves nothing running', async () => {
    const port = await freePort();
    await expect(startNginx({ config: http(`  server { listen 127.0.0.1:${port}; no_such_directive on; }`) })).rejects.toThrow(
      /nginx -t refused the configuration:[\s\S]*unknown directive "no_such_directive"/,
    );
    expect(await accepts(port)).toBe(false);
  });

  it('fails instead of calling a port some other process holds its own', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      await expect(startNginx({ config: answering(port, 'never') })).rejects.toThrow(/bind\(\) to 127\.0\.0\.1:\d+ failed/);
    } finally {
      holder.close();
    }
  });

  it('reload() switches to the new configuration, and keeps the old one when nginx -t refuses', async () => {
    const [first, second] = [await freePort(), await freePort()];
    const server = await started(answering(first, 'one'));
    expect(await text(first)).toBe('one');
    const master = server.pid();

    await server.reload(http(answer(first, 'two'), answer(second, 'three')));
    expect(await text(first)).toBe('two');
    expect(await text(second)).toBe('three');
    expect(server.pid()).toBe(master);

    await expect(server.reload(http('  server { listen 127.0.0.1:1; broken; }'))).rejects.toThrow(/nginx -t refused[\s\S]*unknown directive "broken"/);
    expect(await text(first)).toBe('two');
  });

  it('destroy() ends the master and its workers, closes the port and removes the prefix', async () => {
    const port = await freePort();
    const server = await started(answering(port, 'bye'));
    const master = server.pid();
    // The master may answer before it has forked its workers: wait for one, so destroy() has some to end.
    await until(() => groupMembers(master).length > 1);
    expect(groupMembers(master).length).toBeGreaterThan(1);
    await server.destroy();
    expect(groupMembers(master)).toEqual([]);
    expect(fs.existsSync(server.prefix)).toBe(false);
    expect(await accepts(port)).toBe(false);
    await server.destroy(); // idempotent
  });

  it('a process that exits without destroy() leaves no nginx and no folder behind', async () => {
    const port = await freePort();
    // Ends by a signal nobody in that process handles: the launcher's hook must still clean up.
    const output = outputOfProcessEndedBySigterm([
      "import { startNginx } from './src/index.ts';",
      `const server = await startNginx({ config: ${JSON.stringify(answering(port, 'orphan?'))} });`,
      'console.log(JSON.stringify({ pid: server.pid(), prefix: server.prefix }));',
    ]);
    const { pid, prefix } = JSON.parse(output.trim()) as { pid: number; prefix: string };
    await until(async () => groupMembers(pid).length === 0 && !(await accepts(port)));
    expect(groupMembers(pid)).toEqual([]);
    expect(fs.existsSync(prefix)).toBe(false);
    expect(await accepts(port)).toBe(false);
  });
});
