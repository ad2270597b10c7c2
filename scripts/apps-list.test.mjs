// The list of apps (@momentum/apps) is the only place an app's port or federation name is written:
// each app's folder, package and rspack config match it, and no other source restates a port or name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_PORT, APPS } from '@momentum/apps';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

for (const app of APPS) {
  test(`${app.dir}: its package and rspack config are the list's ${app.name}`, () => {
    assert.equal(JSON.parse(read(`${app.dir}/package.json`)).name, app.pkg);
    const config = read(`${app.dir}/rspack.config.ts`);
    assert.match(config, new RegExp(`createAppConfig\\(app\\('${app.name}'\\)`), 'the config takes its app from the list');
    assert.doesNotMatch(config, /\b(port|name)\s*:/, 'the config writes no port or federation name of its own');
  });
}

test('no source outside the list writes an app\'s port or federation name', () => {
  const ports = [...APPS.map((app) => app.port), API_PORT];
  const names = APPS.filter((app) => app.name !== 'shell').map((app) => app.federationName).join('|');
  // A port as a URL's, a property's, a default's or a list's; the test stack's as a port + 100 with an
  // offset; a federation name as a string.
  const restated = new RegExp(
    [`(localhost:|\\w:\\s*|default\\(|\\[)(${ports.join('|')})\\b`, `\\b(${ports.map((port) => port + 100).join('|')})\\s*\\+`, `['"\`](${names})['"\`/]`].join('|'),
  );
  const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('shared/apps/') && !/(\.test\.|\/test\/|test-utils|\.spec\.ts$)/.test(file) && fs.existsSync(path.join(root, file)));
  const found = sources.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (restated.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(found, []);
});
