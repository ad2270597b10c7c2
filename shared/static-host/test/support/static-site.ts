// The static server's tests: a server over a temporary folder of files, on a free port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer, type StaticServerOptions } from '../../src/serve-static.js';

export interface StaticSite {
  dir: string;
  base: string;
  /** Stops the server and removes the folder. */
  close(): void;
}

type MoreOptions = Partial<StaticServerOptions>;

/** Serves `files` (name → content) with `createStaticServer({ root, spa: true, ...options })`; a function gets the folder. */
export async function startStaticSite(files: Record<string, string>, options: MoreOptions | ((dir: string) => MoreOptions) = {}): Promise<StaticSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  const server = createStaticServer({ root: dir, spa: true, ...(typeof options === 'function' ? options(dir) : options) });
  const base = await listen(server);
  return {
    dir,
    base,
    close() {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free port of 127.0.0.1 and gives the base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}
