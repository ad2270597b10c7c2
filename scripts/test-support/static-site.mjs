// The scripts' tests of the static server: a server over a temporary folder of files, on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../serve-static.mjs';

/**
 * Serves `files` (name → content) with `createStaticServer({ root, spa: true, ...options })`.
 * @param {Record<string, string>} files
 * @param {object | ((dir: string) => object)} [options] more server options (a function gets the folder)
 * @returns {Promise<{ dir: string, base: string, close(): void }>} `close` stops the server and removes the folder
 */
export async function startStaticSite(files, options = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  const server = createStaticServer({ root: dir, spa: true, ...(typeof options === 'function' ? options(dir) : options) });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    dir,
    base: `http://127.0.0.1:${server.address().port}`,
    close() {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
