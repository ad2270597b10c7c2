// The launcher against the real thing: Debian's redis-server (installed by ensureRedisServer when
// missing and root). Each test owns its server and checks what it leaves behind. Commands go over a
// plain socket in Redis's inline form, so this package needs no client library.
import fs from 'node:fs';
import net from 'node:net';
import { outputOfProcessEndedBySigterm } from '../test-support/ended-by-sigterm.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from './server.js';

const servers: RedisServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.destroy();
});

async function started() {
  const server = await startRedisServer();
  servers.push(server);
  return server;
}

/** Sends one inline command and resolves with the raw reply once `complete` says it is whole. */
function command(port: number, line: string, complete = (reply: string) => reply.endsWith('\r\n')): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let reply = '';
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (!complete(reply)) return;
      socket.destroy();
      resolve(reply);
    });
    socket.write(`${line}\r\n`);
  });
}

/** CONFIG GET <name> → its value (a two-element array reply). */
async function configValue(port: number, name: string): Promise<string> {
  const reply = await command(port, `CONFIG GET ${name}`, (r) => r.split('\r\n').length >= 6);
  return reply.split('\r\n')[4] ?? '';
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const isAlive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('startRedisServer', () => {
  it('starts a throwaway server on 127.0.0.1 without persistence, working in its own temp folder', async () => {
    const server = await started();
    expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
    expect(await command(server.port, 'PING')).toBe('+PONG\r\n');
    expect(await configValue(server.port, 'bind')).toBe('127.0.0.1');
    expect(await configValue(server.port, 'save')).toBe('');
    expect(await configValue(server.port, 'appendonly')).toBe('no');
    expect(await configValue(server.port, 'dir')).toBe(fs.realpathSync(server.dir));
    expect(isAlive(server.pid())).toBe(true);
  });

  it('two servers run side by side on different ports', async () => {
    const [a, b] = await Promise.all([started(), started()]);
    expect(a.port).not.toBe(b.port);
    await command(a.port, 'SET only-here 1');
    expect(await command(b.port, 'EXISTS only-here')).toBe(':0\r\n');
  });

  it('stops, and starts again on the same port, empty', async () => {
    const server = await started();
    await command(server.port, 'SET gone 1');
    const { port } = server;
    const before = server.pid();
    await server.stop();
    expect(server.running).toBe(false);
    expect(await accepts(port)).toBe(false);
    await server.start();
    expect(server.port).toBe(port);
    expect(server.pid()).not.toBe(before);
    expect(await command(port, 'EXISTS gone')).toBe(':0\r\n');
  });

  it('destroy() stops the server and removes its folder', async () => {
    const server = await started();
    const pid = server.pid();
    expect(fs.existsSync(server.dir)).toBe(true);
    await server.destroy();
    expect(fs.existsSync(server.dir)).toBe(false);
    expect(isAlive(pid)).toBe(false);
    expect(await accepts(server.port)).toBe(false);
    await server.destroy(); // idempotent
  });

  it('a process that exits without destroy() leaves no server and no folder behind', async () => {
    // Ends by a signal nobody in that process handles: the launcher's hook must still clean up.
    const output = outputOfProcessEndedBySigterm([
      "import { startRedisServer } from './src/index.ts';",
      'const server = await startRedisServer();',
      'console.log(JSON.stringify({ pid: server.pid(), dir: server.dir, port: server.port }));',
    ]);
    const { pid, dir, port } = JSON.parse(output.trim()) as { pid: number; dir: string; port: number };
    // SIGKILL from the exit hook: the kernel finishes the exit (its threads, its sockets) a moment later.
    for (let i = 0; i < 100 && (isAlive(pid) || (await accepts(port))); i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(dir)).toBe(false);
    expect(await accepts(port)).toBe(false);
  });
});
