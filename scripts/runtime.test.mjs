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

test('the deploy guide names the same Node, and the image of that Node', () => {
  const major = pinned.split('.')[0];
  const guide = fs.readFileSync(new URL('../docs/deploy.md', import.meta.url), 'utf8');
  const named = [...guide.matchAll(/Node(?:\.js)? (\d+)\b/g)].map((match) => match[1]);
  const images = [...guide.matchAll(/\bnode:(\d+)[-\w.]*/g)].map((match) => match[1]);
  assert.ok(named.length > 0 && images.length > 0, 'docs/deploy.md names the Node (`Node.js <major>`) and its image (`node:<major>-…`)');
  // The API's own message quotes an older Node as the one it refuses.
  const refused = /this is (\d+)\.\d+\.\d+/.exec(guide)?.[1];
  assert.deepEqual([...new Set(named.filter((n) => n !== refused)), ...new Set(images)], [major, major], 'docs/deploy.md');
});
