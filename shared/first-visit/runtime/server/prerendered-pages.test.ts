// Which file the Node layer answers /login with (ADR 0007): the build's login.html when it has one.
import { test } from 'vitest';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerenderedPage } from './prerendered-pages';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-prerender-some-'));
fs.writeFileSync(path.join(dir, 'login.html'), '<!doctype html>');

test('a build without login.html serves index.html on /login, as before', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-prerender-none-'));
  try {
    assert.equal(prerenderedPage(empty, '/login'), null);
    assert.equal(prerenderedPage(dir, '/login'), path.join(dir, 'login.html'));
    assert.equal(prerenderedPage(dir, '/constructor'), null);
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
