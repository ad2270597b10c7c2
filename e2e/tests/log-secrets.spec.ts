// The teardown's log scan (fixtures/log-scan.ts) on planted logs: it must find a recorded secret and
// any credential-shaped text, and stay quiet on redacted lines, or its "no leak" at the end of the
// run would mean nothing.
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
      ].join('\n'),
    );
    const result = scanLogs({ logDir: dir, ledger, since: 0 });
    expect(result.files).toHaveLength(1);
    expect(result.leaks).toHaveLength(3);
    expect(result.leaks[0]).toMatch(/^api\.log:3 contains a refreshToken/);
    expect(result.leaks[1]).toMatch(/^api\.log:4 matches/);
    expect(result.leaks[2]).toMatch(/^api\.log:5 matches/);
    // A file from before the run is not this run's log.
    expect(scanLogs({ logDir: dir, ledger, since: Date.now() + 60_000 }).files).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
