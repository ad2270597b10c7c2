// The one install step must cover every package a suite would otherwise install on demand, or a fresh
// machine's suites race for apt's lock again.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';
import { SYSTEM_PACKAGES } from './system-packages.mjs';

test('every package the dev services install on demand is in the one install step', () => {
  const sources = ['redis/binary.ts', 'postgres/binaries.ts', 'nginx/binary.ts'].map((file) => fs.readFileSync(new URL(`../shared/dev-services/src/${file}`, import.meta.url), 'utf8'));
  const named = new Set();
  for (const source of sources) {
    for (const [, list] of source.matchAll(/'install', '-y', '-qq', ([^\]]+)\]/g)) for (const [, name] of list.matchAll(/'([a-z0-9.+-]+)'/g)) named.add(name);
    for (const [, list] of source.matchAll(/PACKAGES = \{([^}]+)\}/g)) for (const [, name] of list.matchAll(/: '([a-z0-9.+-]+)'/g)) named.add(name);
  }
  assert.ok(named.has('redis-server') && named.has('postgresql') && named.has('libnginx-mod-http-brotli-static'), `read ${[...named]}`);
  for (const name of named) assert.ok(name in SYSTEM_PACKAGES, `${name} is installed on demand but not by scripts/ensure-system-packages.mjs`);
});
