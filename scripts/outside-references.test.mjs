// The repo explains itself: no tracked source or document points at an issue number or at a file outside
// the repository. A reader has the code and docs/ only, so a comment says the reason itself or names a
// document under docs/ (docs/house-rules.md). Run by `pnpm test:unit`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readTrackedFiles } from './tracked-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// The product's own documents are kept as written (docs/README.md); the lockfile is generated; this
// file's examples are the very references it looks for.
const EXEMPT = new Set(['docs/product-spec.md', 'docs/decisions.md', 'pnpm-lock.yaml', 'scripts/outside-references.test.mjs']);
const BINARY = /\.(png|jpe?g|gif|webp|avif|heic|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i;

// `../shared/<package>/` is in the repo (a build path from one package to another); any other folder
// under ../shared/ is not.
const sharedPackages = readdirSync(new URL('../shared', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const RULES = [
  { why: 'an issue number', pattern: /\b[Ii]ssues? #?\d+/ },
  { why: 'an issue link', pattern: /\/(?:issues|pull)\/\d+/ },
  // `#12`, `(#12)`; a colour such as `#333}` or `#020202;` in CSS text is not one.
  { why: 'an issue reference', pattern: /(?:^|[\s([,])#\d+\b(?![0-9a-fA-F;}])/ },
  { why: 'a file outside the repo', pattern: /(?:^|[^\w.-])shared\/(?:docs|spec)\// },
  { why: 'a path outside the repo', pattern: new RegExp(`\\.\\./shared/(?!(?:${sharedPackages.join('|')})/)`) },
];

/** Every line of `text` that points outside, as `file:line: why: the line`. */
function outsideReferences(file, text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const { why, pattern } of RULES) {
      if (pattern.test(line)) found.push(`${file}:${i + 1}: ${why}: ${line.trim().slice(0, 120)}`);
    }
  });
  return found;
}

test('no tracked source or document points at an issue number or outside the repo', () => {
  const files = readTrackedFiles(root, [], (file) => !EXEMPT.has(file) && !BINARY.test(file));
  assert.ok(files.length > 100, `git ls-files listed only ${files.length} files`);
  const found = files.flatMap(({ file, text }) => {
    return text.includes('\0') ? [] : outsideReferences(file, text);
  });
  assert.deepEqual(found, [], 'Say the reason itself, or name a document under docs/');
});

test('the rules find each kind of outside reference', () => {
  const planted = [
    '// Prepared statements (issue 7).',
    '// Fault (Issue 8, item 4): the API is killed.',
    '// see issue #12',
    '// Fixed in #12, see there.',
    '- (#3) the first one',
    '// https://github.com/example/momentum/issues/14',
    "const specPath = resolve(repoRoot, '../shared/spec/product-spec.md');",
    '// Lint rules of the house (shared/docs/architecture.md).',
    'Read /work/shared/spec/product-spec.md first.',
    "import x from '../../../shared/docs/x';",
  ];
  for (const line of planted) assert.equal(outsideReferences('x.ts', line).length > 0, true, line);
});

test('the rules leave colours, in-repo paths and token issuing alone', () => {
  const fine = [
    "black: '#020202',",
    '.account{background:#1c1c1c;color:#FCFCFC;border:1px solid #333}',
    'input{border:1px solid #999999;background:#020202}',
    '<rect fill="#020202"/>',
    "'&#39;'",
    'const token = await tokens.issue(userId);',
    '// Bucket rules (docs/decisions.md "Buckets"), docs/product-spec.md section 7.',
    "assert.equal(packageOf('webpack://mfe_home/../shared/ui/src/button.tsx'), 'shared/ui');",
    '"extends": "../../tsconfig.base.json"',
  ];
  for (const line of fine) assert.deepEqual(outsideReferences('x.ts', line), [], line);
});
