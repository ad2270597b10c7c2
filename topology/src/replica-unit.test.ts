// The guide's replica unit as the topology reads it: the settings a start needs, and systemd-analyze's
// verdict, which a typo in a key or a missing Node binary turns into a failure.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readReplicaUnit, verifyReplicaUnit } from './replica-unit';

const unit = (service: string) => `[Unit]\nDescription=test\n\n[Service]\n${service}\n\n[Install]\nWantedBy=multi-user.target\n`;
const GOOD = unit(`# a comment\nWorkingDirectory=/tmp\nEnvironmentFile=/tmp/api.env\nExecStart=${process.execPath} --enable-source-maps dist/main.js\nRestart=on-failure`);

test('reads the folder, the environment file and the command of [Service]', () => {
  assert.deepEqual(readReplicaUnit(GOOD), {
    workingDirectory: '/tmp',
    environmentFile: '/tmp/api.env',
    execStart: [process.execPath, '--enable-source-maps', 'dist/main.js'],
  });
  assert.throws(() => readReplicaUnit(unit('WorkingDirectory=/tmp\nExecStart=/bin/true')), /no EnvironmentFile= in \[Service\]/);
});

test('systemd-analyze passes the unit, and refuses a misspelt key or a Node that is not there', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-unit-test-'));
  try {
    verifyReplicaUnit(GOOD, dir);
    assert.throws(() => verifyReplicaUnit(GOOD.replace('Restart=', 'Restrat='), dir), /Unknown key 'Restrat'/);
    assert.throws(() => verifyReplicaUnit(GOOD.replace(process.execPath, '/nonexistent/node'), dir), /\/nonexistent\/node is not executable/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
