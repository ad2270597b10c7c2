// A file's header comment is at most three lines: what the file is for and why it is so. Figures, history
// and long explanations go to docs/ (docs/house-rules.md), where a header grown long would repeat them and
// drift. Run by `pnpm test:unit`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { readTrackedFiles } from './tracked-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const MAX_HEADER_LINES = 3;
// Written by tools, not by us: drizzle-kit's migrations folder.
const GENERATED = /^api\/drizzle\//;

/** How many lines the comment at the very top of `text` takes (a shebang is not one of them). */
function headerLines(text) {
  const lines = text.split('\n');
  if (lines[0]?.startsWith('#!')) lines.shift();
  let count = 0;
  let inBlock = false;
  for (const raw of lines) {
    const line = raw.trim();
    const comment = inBlock || line.startsWith('//') || line.startsWith('/*') || (count > 0 && line.startsWith('*'));
    if (!comment) break;
    if (line.startsWith('/*') && !line.includes('*/')) inBlock = true;
    else if (inBlock && line.includes('*/')) inBlock = false;
    count += 1;
  }
  return count;
}

test('no tracked source file opens with a comment longer than three lines', () => {
  const files = readTrackedFiles(root, ['*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], (file) => !GENERATED.test(file));
  assert.ok(files.length > 100, `git ls-files listed only ${files.length} files`);
  const long = files.flatMap(({ file, text }) => {
    const lines = headerLines(text);
    return lines > MAX_HEADER_LINES ? [`${file}: ${lines} lines`] : [];
  });
  assert.deepEqual(long, [], 'Keep the header to what the file is for and why; the rest belongs in docs/');
});

test('a header counts its line comments, block comments and directives, up to the first code', () => {
  assert.equal(headerLines("// one\n// two\n// three\nimport x from 'x';\n"), 3);
  assert.equal(headerLines("// one\n// two\n// three\n/// <reference lib=\"webworker\" />\nimport x from 'x';\n"), 4);
  assert.equal(headerLines('/**\n * one\n * two\n */\nexport const x = 1;\n'), 4);
  assert.equal(headerLines('#!/usr/bin/env node\n// one\n// two\n// three\n// four\nrun();\n'), 4);
  assert.equal(headerLines('// one\n\n// after a blank line: not the header\n// …\n// …\n'), 1);
  assert.equal(headerLines("import x from 'x';\n// a comment further down\n"), 0);
});
