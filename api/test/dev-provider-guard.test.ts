// The development Kakao provider signs anyone in as any account: the real process refuses to start
// where it looks deployed, and starts loudly when the operator opts in for a shared test server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_START_BOUND_MS, freePort, killApiProcess, localApiEnv, runApiProcessToExit, startApiProcess, type ApiProcess } from './api-process.js';

const TIMEOUT_MS = API_START_BOUND_MS + 30_000;
let dataDir: string | undefined;
let api: ApiProcess | undefined;
afterEach(async () => {
  await killApiProcess(api);
  api = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function env(extra: Record<string, string>) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-guard-'));
  return { ...localApiEnv(await freePort(), dataDir), KAKAO_CLIENT_ID: '', ...extra };
}

describe('main with the development provider on a server that looks deployed', () => {
  it('exits 1 with one line that says why and what to set, and never listens', async () => {
    const { exit, output } = await runApiProcessToExit(await env({ NODE_ENV: 'production' }));
    expect(exit).toBe('1');
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('NODE_ENV=production');
    expect(lines[0]).toMatch(/KAKAO_CLIENT_ID.*KAKAO_APP_ID.*ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true/);
    // Nothing was created either: the refusal comes before the database opens.
    expect(fs.readdirSync(dataDir!)).toEqual([]);
  }, TIMEOUT_MS);

  it('starts with ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER=true, warns in the log and on the sign-in page', async () => {
    api = await startApiProcess(await env({ NODE_ENV: 'production', ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER: 'true' }));
    expect(api.output()).toMatch(/"level":40.*ANYONE WHO REACHES IT CAN SIGN IN AS ANY ACCOUNT/);
    const query = new URLSearchParams({ client_id: 'momentum-dev', redirect_uri: 'http://localhost:3000/auth/kakao/callback', response_type: 'code' });
    const page = await (await fetch(`${api.t.url}/oauth/authorize?${query}`)).text();
    expect(page).toMatch(/<p class="danger" role="alert">[^<]*누구나 아무 계정으로 로그인할 수 있습니다/);
  }, TIMEOUT_MS);
});
