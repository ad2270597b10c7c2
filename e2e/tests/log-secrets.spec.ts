// The teardown's log scan (fixtures/log-scan.ts) on planted logs: it must find a recorded secret,
// any credential-shaped text and a failing query's values, and stay quiet on redacted lines, or its
// "no leak" at the end of the run would mean nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { scanLogs } from '../fixtures/log-scan';

test('the log scan reports planted secrets with file and line, and nothing on redacted lines', async ({ account }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-log-scan-'));
  try {
    // The account fixture's sign-up recorded its tokens in this run's ledger.
    const ledger = process.env.E2E_SECRET_LEDGER!;
    expect(fs.readFileSync(ledger, 'utf8')).toContain(`refreshToken\t${account.refreshToken}`);
    fs.writeFileSync(
      path.join(dir, 'api.log'),
      [
        '{"level":30,"req":{"method":"GET","url":"/auth/kakao/callback?code=[REDACTED]"},"msg":"incoming request"}',
        '{"level":30,"req":{"headers":{"authorization":"[REDACTED]","cookie":"[REDACTED]"}},"msg":"incoming request"}',
        `{"level":50,"msg":"refresh failed for ${account.refreshToken}"}`,
        '{"level":30,"req":{"url":"/api/users?code=abcdef12345"}}',
        'Authorization: Bearer abcdefghijklmnop',
        // A failing query logged as drizzle and PostgreSQL report it (the API's serializer drops both).
        '{"level":50,"err":{"message":"Failed query: insert into buckets values ($1)\\nparams: 비밀"}}',
        '{"level":50,"err":{"type":"DatabaseError","code":"23505","detail":"Key (content)=(비밀) already exists."}}',
        '{"level":50,"err":{"type":"DrizzleQueryError","code":"23505","message":"[REDACTED]"},"route":"POST /api/bucket"}',
      ].join('\n'),
    );
    const result = scanLogs({ logDir: dir, ledger, since: 0 });
    expect(result.files).toHaveLength(1);
    expect(result.leaks).toHaveLength(6);
    expect(result.leaks[0]).toMatch(/^api\.log:3 contains a refreshToken/);
    expect(result.leaks[1]).toMatch(/^api\.log:4 matches/);
    expect(result.leaks[2]).toMatch(/^api\.log:5 matches/);
    // Line 6 has both drizzle shapes (the message and its params), line 7 PostgreSQL's detail.
    expect(result.leaks[3]).toMatch(/^api\.log:6 matches \/Failed query:\//);
    expect(result.leaks[4]).toMatch(/^api\.log:6 matches .*params/);
    expect(result.leaks[5]).toMatch(/^api\.log:7 matches .*detail/);
    // A file from before the run is not this run's log.
    expect(scanLogs({ logDir: dir, ledger, since: Date.now() + 60_000 }).files).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
