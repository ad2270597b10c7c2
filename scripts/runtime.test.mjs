// The suites must run on the runtime production runs (ADR 0018): the catalog's `node`, which pnpm puts
// first on PATH for every script, even where the Node on the machine's PATH is older.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import test from 'node:test';

const workspace = fs.readFileSync(new URL('../pnpm-workspace.yaml', import.meta.url), 'utf8');
const pinned = workspace.match(/^ {2}node: (\d+\.\d+\.\d+)$/m)?.[1];

test('the tests run on the Node the catalog pins', () => {
  console.log(`node ${process.version} (${process.execPath})`);
  assert.ok(pinned, 'pnpm-workspace.yaml pins no `node` in its catalog');
  assert.equal(process.versions.node, pinned, 'run the suites through pnpm, which puts the catalog\'s Node first on PATH');
});

test('engines and pnpm\'s engine checks name the same major as the pinned runtime', () => {
  const major = pinned.split('.')[0];
  for (const file of ['../package.json', '../api/package.json']) {
    const engines = JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')).engines?.node;
    assert.equal(engines, `>=${major}`, `${file.slice(3)} engines.node`);
  }
  assert.match(workspace, new RegExp(`^nodeVersion: ${pinned.replaceAll('.', '\\.')}$`, 'm'), 'nodeVersion in pnpm-workspace.yaml');
});
