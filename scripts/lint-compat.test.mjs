// Proves the compat rules in eslint.config.js fire: browser code calling an API that a supported
// browser (.browserslistrc) lacks is refused (by eslint-plugin-compat, or for a static member by
// scripts/compat-static-apis.mjs), its replacement passes, and code off the phone is left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
async function compatReports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => ['compat/compat', 'no-restricted-properties'].includes(m.ruleId)).map((m) => m.message);
}

const canParse = 'export const ok = (value: string) => URL.canParse(value);';
const refused = [
  ['shell/src/config/x.ts', canParse, 'URL.canParse (Safari 17) in the shell'],
  ['shell/service-worker/x.ts', canParse, 'URL.canParse in the service worker'],
  ['shared/app-kit/src/config/x.ts', canParse, 'URL.canParse in app-kit'],
  ['mfe-home/src/x.ts', 'export const byDay = (xs: { day: string }[]) => Object.groupBy(xs, (x) => x.day);', 'Object.groupBy (Safari 17.4) in a remote'],
  ['shared/api-client/src/x.ts', 'export const deferred = () => Promise.withResolvers<void>();', 'Promise.withResolvers (Safari 17.4) in the API client'],
  ['shared/ui/src/x.tsx', 'export const later = (f: () => void) => requestIdleCallback(f);', 'requestIdleCallback (no Safari) in the UI kit'],
  ['shared/first-visit/runtime/browser/x.ts', canParse, "URL.canParse in the first visit's browser side"],
];
const accepted = [
  ['shell/src/config/x.ts', "import { canParseUrl } from '@momentum/app-kit/can-parse-url';\nexport const ok = (value: string) => canParseUrl(value);", 'the helper that replaces it'],
  ['shell/src/config/x.ts', 'export const parse = (value: string) => new URL(value);', 'URL itself, which every supported browser has'],
  ['shell/src/x.ts', 'export const all = (xs: AsyncIterable<number>) => Array.fromAsync(xs);', 'Array.fromAsync, in Safari since 16.4 exactly'],
  ['api/src/x.ts', canParse, 'the API runs on Node'],
  ['shared/static-host/src/x.ts', canParse, 'the static host runs on Node'],
  ['shell/service-worker/service-worker-build.ts', canParse, "the worker's build runs on Node"],
  ['shared/app-kit/src/prerender/x.tsx', canParse, 'prerendering runs on Node at build time'],
  ['shell/src/config/x.test.ts', canParse, 'tests run on Node'],
  ['scripts/x.mjs', 'export const ok = (value) => URL.canParse(value);', 'scripts run on Node'],
];

for (const [file, code, why] of refused) {
  test(`refused: ${why} (${file})`, async () => {
    const reports = await compatReports(file, code);
    assert.equal(reports.length, 1, `no compat rule fired: ${JSON.stringify(reports)}`);
    // The message names the oldest Safari of the list: the rules read the same .browserslistrc as the build.
    assert.match(reports[0], /Safari[^,]* 16\.4/);
  });
}
for (const [file, code, why] of accepted) {
  test(`accepted: ${why} (${file})`, async () => {
    assert.deepEqual(await compatReports(file, code), []);
  });
}
