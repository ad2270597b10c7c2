// Docs that stay true: every repository path a document names (in `code` or as a link) exists, so a
// move or a removal that leaves a doc behind fails here. Run by `pnpm test:unit`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// What builds and runs write, named by docs but never tracked: the first segment or the file name.
const GENERATED_FOLDERS = /^(node_modules|dist|dist-[\w-]+|\.runs|\.data|\.stack-logs|\.stack-data|www|tab-pages|test-results)$/;
const GENERATED_FILES = new Set([
  'index.html', 'login.html', 'home.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json',
  'app-config.json', 'first-screen.json', 'prerendered-screens.json', 'react.js', 'main.js', 'singletons.js',
  'server.mjs', 'topology.json', 'nginx.conf', 'security-headers.conf', 'vapid-keys.json', 'photo-url-secret',
]);

const FILE_EXTENSION = /\.(tsx?|[mc]?js|json|md|ya?ml|conf|sql|py|sh|html|css|png|svg|txt|woff2)$/;

/** The tokens of `text` that name a path: `code` spans and relative link targets. */
export function namedPaths(text) {
  const tokens = [
    ...Array.from(text.matchAll(/`([^`\n]+)`/g), (m) => m[1]),
    ...Array.from(text.matchAll(/\]\(([^)\s]+)\)/g), (m) => m[1].replace(/#.*$/, '')),
  ];
  return tokens
    .map((token) => token.replace(/[:,;]+$/, '').replace(/:\d+(?:-\d+)?$/, ''))
    .filter((token) => (token.includes('/') || FILE_EXTENSION.test(token)) && isPathLike(token));
}

function isPathLike(token) {
  if (/\s|[*{}<>…|=?'"()[\]^]|:\/\//.test(token)) return false; // globs, placeholders, URLs, prose
  if (/^[@/~$#-]/.test(token)) return false; // package names, routes, home, variables
  if (/^[A-Z][A-Z0-9_]*\//.test(token)) return false; // DATA_DIR/db: under a configured folder
  if (/^\d+(\.\d+)*(\/\d+)?$/.test(token)) return false; // versions, addresses
  if (/^\.[a-z]+$/.test(token)) return false; // an extension
  if (/(^|[/-])[A-Z]{4,}(?=[-./]|$)/.test(token)) return false; // NNNN-title.md: a pattern
  return true;
}

function isGenerated(token) {
  const segments = token.replace(/^(\.{1,2}\/)+/, '').split('/').filter(Boolean);
  return segments.some((segment) => GENERATED_FOLDERS.test(segment)) || GENERATED_FILES.has(segments.at(-1) ?? '');
}

/** A token names a tracked file or folder: from the root, or as the end of a tracked path, with or without its extension. */
export function pathExists(token, tracked) {
  const name = token.replace(/^(\.{1,2}\/)+/, '').replace(/\/$/, '');
  return tracked.some((file) => {
    if (file === name || file.startsWith(`${name}/`)) return true;
    const at = file.lastIndexOf(`/${name}`);
    if (at < 0) return file.startsWith(`${name}.`) || file.includes(`/${name}/`);
    const rest = file.slice(at + name.length + 1);
    return rest === '' || rest.startsWith('/') || /^\.[\w.]+$/.test(rest);
  });
}

const listed = (...args) => execFileSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

test('every repository path named in docs/ and the READMEs exists', () => {
  const tracked = listed();
  const documents = listed('*.md').filter((file) => file.startsWith('docs/') || path.basename(file) === 'README.md');
  assert.ok(documents.length > 20, `found only ${documents.length} documents`);
  const missing = documents.flatMap((doc) =>
    namedPaths(readFileSync(path.join(root, doc), 'utf8'))
      .filter((token) => !isGenerated(token) && !pathExists(token, tracked))
      .map((token) => `${doc}: ${token}`),
  );
  assert.deepEqual([...new Set(missing)], [], 'a document names a path that is not in the repository');
});

test('the check names a missing path and passes real, generated and non-path tokens', () => {
  const tracked = ['scripts/start.mjs', 'shell/src/start/critical-path.ts', 'mfe-home/src/routes.tsx'];
  const found = (text) => namedPaths(text).filter((token) => !isGenerated(token) && !pathExists(token, tracked));
  assert.deepEqual(found('See `scripts/serve-static.mjs` and [the guide](docs/gone.md).'), ['scripts/serve-static.mjs', 'docs/gone.md']);
  assert.deepEqual(found('`scripts/start.mjs`, `start/critical-path.ts`, `./routes`, `critical-path.ts:12`'), []);
  assert.deepEqual(found('`dist/login.html`, `mf-manifest.json`, `e2e/.runs/100/`, `DATA_DIR/db`'), []);
  assert.deepEqual(found('`https://x.kr/a.js`, `@momentum/ui`, `/moment/upload/:id`, `<name>-page.tsx`, `10.0.0.0/8`'), []);
  assert.deepEqual(found('`React.lazy`, `remotes.feed`, `NNNN-title.md`, `api/node_modules`'), []);
});
