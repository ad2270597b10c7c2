// The reader of docs/deploy.md's deploy-check blocks (the topology runs the guide through it): which
// blocks it takes, and that a placeholder without a test value, a stale test value, a block left
// unrun and a failing command each stop the deploy.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { DEPLOY_GUIDE, deployCheckBlocks, deployGuide, readEnvFile } from './deploy-guide';

const GUIDE = [
  '# Guide',
  '## 1. Files',
  '```sh deploy-check',
  'mkdir -p /srv/momentum/www',
  '# a comment, not a heading',
  'echo "<db password>" > /srv/momentum/www/secret',
  '```',
  '```sh',
  'echo not run',
  '```',
  '- a step inside a list:',
  '  ```sh deploy-check',
  '  cat /srv/momentum/www/secret',
  '  ```',
  '## 2. Config',
  '```nginx deploy-check',
  'server { listen 443 ssl;  server_name app.example.com; }',
  '```',
  '',
].join('\n');

test('takes the marked blocks under their headings, a list item\'s too, and nothing else', () => {
  const blocks = deployCheckBlocks(GUIDE);
  assert.deepEqual(
    blocks.map(({ heading, lang, text }) => ({ heading, lang, text })),
    [
      { heading: '1. Files', lang: 'sh', text: 'mkdir -p /srv/momentum/www\n# a comment, not a heading\necho "<db password>" > /srv/momentum/www/secret\n' },
      { heading: '1. Files', lang: 'sh', text: 'cat /srv/momentum/www/secret\n' },
      { heading: '2. Config', lang: 'nginx', text: 'server { listen 443 ssl;  server_name app.example.com; }\n' },
    ],
  );
});

test('runs the blocks with their test values, and checks every block and value was used', () => {
  const dir = fs.mkdtempSync('/tmp/deploy-guide-test-');
  try {
    const lines: string[] = [];
    const guide = deployGuide({
      markdown: GUIDE,
      values: [['<db password>', 's3cret'], ['/srv/momentum', dir]],
      env: process.env,
      log: (line) => lines.push(line),
    });
    assert.equal(guide.run('1. Files'), 's3cret\n');
    assert.deepEqual(lines, ['docs/deploy.md: 1. Files', '  s3cret']);
    assert.throws(() => guide.assertAllUsed(), /blocks the topology does not run: line 16 \("2. Config"\)/);
    guide.set('listen 443 ssl;  server_name app.example.com;', 'listen 127.0.0.1:8080;');
    assert.equal(guide.text('2. Config', 'nginx'), 'server { listen 127.0.0.1:8080; }\n');
    guide.assertAllUsed();
    guide.set('<gone>', 'x');
    assert.throws(() => guide.assertAllUsed(), /no longer holds these placeholders \(remove their test values\): <gone>/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a placeholder without a test value and a failing command stop the step, naming the line', () => {
  const guide = deployGuide({ markdown: GUIDE, values: [['/srv/momentum', '/nonexistent/momentum']], env: process.env });
  assert.throws(() => guide.run('1. Files'), /docs\/deploy\.md:3 \("1\. Files"\): no test value for <db password>/);
  assert.throws(() => guide.text('2. Config', 'nginx'), /no test value for app\.example\.com/);
  const failing = deployGuide({ markdown: GUIDE, values: [['/srv/momentum', '/proc/no-such-dir'], ['<db password>', 'x']], env: process.env });
  assert.throws(() => failing.run('1. Files'), /docs\/deploy\.md:3 \("1\. Files"\) failed \(1\):[\s\S]*--- output ---[\s\S]*mkdir/);
});

test('an environment file is read as written, and refused where a shell would read it otherwise', () => {
  const dir = fs.mkdtempSync('/tmp/deploy-guide-env-');
  try {
    const file = `${dir}/api.env`;
    fs.writeFileSync(file, '# secrets\nJWT_SECRET=ab+c/d==\nDATABASE_URL=postgres://m:0f3a@db:5432/m\n\n');
    assert.deepEqual(readEnvFile(file), { JWT_SECRET: 'ab+c/d==', DATABASE_URL: 'postgres://m:0f3a@db:5432/m' });
    fs.writeFileSync(file, 'A=plain\nDATABASE_URL=postgres://m:pa$word@db/m\nB="quoted"\n');
    assert.throws(() => readEnvFile(file), /a shell reads DATABASE_URL, B differently/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the guide's first install has a marked block under each step the topology runs", () => {
  const headings = new Set(deployCheckBlocks(fs.readFileSync(DEPLOY_GUIDE, 'utf8')).map((block) => `${block.lang} ${block.heading}`));
  for (const step of ['2. The database and the photo bucket', "3. The API's environment", '5. The remotes', '6. The shell and its config', '7. The page policy', '8. nginx', '9. The tab pages', '10. Checks']) {
    assert.ok(headings.has(`sh ${step}`), step);
  }
  assert.ok(headings.has('nginx nginx'));
  assert.ok(headings.has('ini 4. The API replicas'));
  assert.ok(headings.has('sh A rollout') && headings.has('sh Rolling back one remote'));
});
