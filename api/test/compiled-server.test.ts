// Production runs the compiled API: `node dist/main.js`, no TypeScript loader (docs/adr/0011). The
// tests' global setup builds it (test/build-api.ts); this starts it from a folder that is not api/, so
// the migrations and public files must be found beside the output, and signs in through it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_START_BOUND_MS, freePort, killApiProcess, localApiEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { COMPILED_ENTRY } from './build-api.js';
import { signIn } from './sign-in-helpers.js';

let api: ApiProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-compiled-'));

afterAll(async () => {
  await killApiProcess(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled API (dist/main.js)', () => {
  it('is plain JavaScript with the workspace packages inside and its files beside it', () => {
    const dist = path.dirname(COMPILED_ENTRY);
    // The entry only checks the Node version, then loads the bundle beside it.
    expect(fs.readFileSync(COMPILED_ENTRY, 'utf8')).toContain('import("./server.js")');
    const code = fs.readFileSync(path.join(dist, 'server.js'), 'utf8');
    // The contracts are TypeScript source: bundled, never imported at run time.
    expect(code).not.toMatch(/from ["']@momentum\//);
    expect(code).not.toMatch(/from ["']tsx/);
    expect(fs.existsSync(path.join(dist, 'drizzle', 'meta', '_journal.json'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'public', 'default-avatar.svg'))).toBe(true);
  });

  it('runs under plain node from another folder: migrates, answers /health, serves public files and a signed-in route', async () => {
    const port = await freePort();
    api = await startApiProcess({ ...localApiEnv(port, dataDir), LOG_LEVEL: 'info' }, { cwd: os.tmpdir() });
    // No TypeScript loader in the process: it is node on the built file.
    const commandLine = fs.readFileSync(`/proc/${api.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(commandLine.slice(1)).toEqual(['--enable-source-maps', COMPILED_ENTRY]);

    const health = await fetch(`${api.t.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const avatar = await fetch(`${api.t.url}/static/default-avatar.svg`);
    expect(avatar.status).toBe(200);
    expect(await avatar.text()).toContain('<svg');

    const { accessToken } = await signIn(api.t, '컴파일', 'compiled@example.com');
    const me = await fetch(`${api.t.url}/api/users`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { nickname: '컴파일' } });
  }, API_START_BOUND_MS + 60_000);
});
