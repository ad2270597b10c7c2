// The launcher against the real thing: Debian's PostgreSQL binaries (installed by ensurePostgresBin when
// missing and root). Each test owns its cluster and checks what it leaves behind.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { outputOfProcessEndedBySigterm } from '../test-support/ended-by-sigterm.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePostgresBin } from './binaries.js';
import { copyCluster, startPostgresCluster, type PostgresCluster } from './cluster.js';

const bin = ensurePostgresBin();
const clusters: PostgresCluster[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const cluster of clusters.splice(0)) await cluster.destroy();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function started(options?: Parameters<typeof startPostgresCluster>[0]) {
  const cluster = await startPostgresCluster(options);
  clusters.push(cluster);
  return cluster;
}

/** `psql -c <sql>` over TCP as the superuser; the trimmed, unaligned answer. */
function psql(url: string, sql: string): string {
  return execFileSync(path.join(bin, 'psql'), ['-qAt', url, '-c', sql], { encoding: 'utf8' }).trim();
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Running, not a zombie: a stopped postmaster may wait to be reaped by a parent that never does (PID 1 in a container). */
const isAlive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('startPostgresCluster', () => {
  it('starts a throwaway cluster on 127.0.0.1 that answers select 1, with durability off', async () => {
    const cluster = await started();
    expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
    expect(cluster.version).toMatch(/^\d+\.\d+/);
    expect(psql(cluster.url, 'select 1')).toBe('1');
    expect(psql(cluster.url, 'show fsync')).toBe('off');
    expect(psql(cluster.url, 'show listen_addresses')).toBe('127.0.0.1');
    expect(psql(cluster.url, 'show max_connections')).toBe('300');
    expect(isAlive(cluster.pid())).toBe(true);
  });

  it('stops, and starts again on the same port with the data kept; restart() does both', async () => {
    const cluster = await started({ durable: true });
    expect(psql(cluster.url, 'show fsync')).toBe('on');
    psql(cluster.url, 'create table kept (n int); insert into kept values (42)');
    const { port } = cluster;
    await cluster.stop('fast');
    expect(cluster.running).toBe(false);
    expect(await accepts(port)).toBe(false);
    await cluster.start();
    expect(cluster.port).toBe(port);
    expect(psql(cluster.url, 'select n from kept')).toBe('42');
    const before = cluster.pid();
    await cluster.restart();
    expect(cluster.port).toBe(port);
    expect(cluster.pid()).not.toBe(before);
    expect(psql(cluster.url, 'select n from kept')).toBe('42');
  });

  it('destroy() stops the server and removes its folders', async () => {
    const cluster = await started();
    const pid = cluster.pid();
    const runDir = path.dirname(cluster.dataDir);
    expect(fs.existsSync(cluster.dataDir)).toBe(true);
    await cluster.destroy();
    expect(fs.existsSync(runDir)).toBe(false);
    expect(isAlive(pid)).toBe(false);
    expect(await accepts(cluster.port)).toBe(false);
    await cluster.destroy(); // idempotent
  });

  it('keeps a caller-owned data folder: initdb once, a clean stop, copyable and startable again', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-pg-kept-'));
    folders.push(home);
    fs.chmodSync(home, 0o755);
    const dataDir = path.join(home, 'data');
    const first = await started({ dataDir });
    psql(first.url, 'create table seeded (n int); insert into seeded values (7)');
    await first.destroy();
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);

    const copy = path.join(home, 'copy');
    copyCluster(dataDir, copy);
    const second = await started({ dataDir: copy });
    expect(psql(second.url, 'select n from seeded')).toBe('7');
  });

  it('a process that exits without destroy() leaves no server and no folder behind', async () => {
    // Ends by a signal nobody in that process handles: the launcher's hook must still clean up.
    const output = outputOfProcessEndedBySigterm([
      "import { startPostgresCluster } from './src/index.ts';",
      'const cluster = await startPostgresCluster();',
      'console.log(JSON.stringify({ pid: cluster.pid(), dir: cluster.dataDir, port: cluster.port }));',
    ]);
    const { pid, dir, port } = JSON.parse(output.trim()) as { pid: number; dir: string; port: number };
    expect(isAlive(pid)).toBe(false);
    expect(fs.existsSync(path.dirname(dir))).toBe(false);
    expect(await accepts(port)).toBe(false);
  });
});
