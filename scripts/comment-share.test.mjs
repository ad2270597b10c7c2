// Comments add something or go (docs/house-rules.md): no package's product source is more than a tenth
// comments, counted as scripts/comment-share.mjs counts them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { commentShares, countLines } from './comment-share.mjs';

const MAX_SHARE = 0.1;

test('counts line comments, JSDoc and block comments, and not code or blank lines', () => {
  const text = ['// why', 'const a = 1; // trailing: code', '', '/**', ' * a doc', ' */', 'function f() {}', '/* one line */'].join('\n');
  assert.deepEqual(countLines(text), { comments: 5, lines: 7 });
});

test(`no package's product source is more than ${MAX_SHARE * 100}% comments`, () => {
  const over = commentShares(`${path.resolve(import.meta.dirname, '..')}/`)
    .filter((share) => share.share > MAX_SHARE)
    .map((share) => `${share.package}: ${(share.share * 100).toFixed(1)}% (${share.comments} of ${share.lines})`);
  assert.deepEqual(over, []);
});
