// scripts/audit.mjs must tell "the registry could not answer" apart from "no advisory" and from
// "advisories found": each gets its own outcome and exit code.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { classifyAudit, OUTCOME_EXIT } from './audit-result.js';

// What pnpm 12 printed on this machine (registry access allows GET/HEAD only).
const PNPM_405 = `Error: ERR_PNPM_AUDIT_BAD_RESPONSE

  × The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/
  │ advisories/bulk) responded with 405:
`;
const report = (vulnerabilities: Record<string, number>, advisories: Record<string, unknown> = {}) =>
  JSON.stringify({ advisories, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities } } });

test('HTTP 405 from the advisory endpoint is "unreachable", never a pass', () => {
  const result = classifyAudit({ status: 1, stdout: '', stderr: PNPM_405 });
  assert.equal(result.outcome, 'unreachable');
  assert.match(result.summary, /cannot reach the advisory endpoint \(HTTP 405\)/);
  assert.deepEqual(result.details, ['endpoint: https://registry.npmjs.org/-/npm/v1/security/advisories/bulk']);
  assert.notEqual(OUTCOME_EXIT.unreachable, OUTCOME_EXIT.clean);
});

test("npm's wording of the same refusal and network failures are unreachable too", () => {
  const npm = 'npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
  assert.equal(classifyAudit({ status: 1, stdout: '', stderr: npm }).summary.includes('HTTP 405'), true);
  assert.equal(classifyAudit({ status: 1, stdout: '', stderr: 'request failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org' }).outcome, 'unreachable');
});

test('a report with only low/moderate advisories is clean, and says so with the counts', () => {
  const result = classifyAudit({ status: 1, stdout: report({ low: 2, moderate: 1 }), stderr: '' });
  assert.equal(result.outcome, 'clean');
  assert.equal(result.summary, '0 high/critical advisories (0 info, 2 low, 1 moderate, 0 high, 0 critical)');
});

test('a high or critical advisory fails with the package, title and path', () => {
  const advisories = {
    1: { module_name: 'lodash', severity: 'critical', vulnerable_versions: '<4.17.12', title: 'Prototype Pollution', url: 'https://github.com/advisories/GHSA-x', findings: [{ paths: ['api>lodash'] }] },
    2: { module_name: 'ms', severity: 'low', title: 'ReDoS', findings: [] },
  };
  const result = classifyAudit({ status: 1, stdout: report({ critical: 1, low: 1 }, advisories), stderr: '' });
  assert.equal(result.outcome, 'vulnerable');
  assert.match(result.summary, /^1 high\/critical advisories/);
  assert.deepEqual(result.details, ['critical lodash <4.17.12: Prototype Pollution https://github.com/advisories/GHSA-x (api>lodash)']);
});

test('anything else is an error that shows the output', () => {
  const result = classifyAudit({ status: 1, stdout: '', stderr: 'ERR_PNPM_AUDIT_NO_LOCKFILE No pnpm-lock.yaml found' });
  assert.equal(result.outcome, 'error');
  assert.match(result.details.join('\n'), /NO_LOCKFILE/);
});
