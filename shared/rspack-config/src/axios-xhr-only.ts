// axios imports its fetch adapter unconditionally though the API client uses XHR only: production builds stub it (ADR 0006).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sharedRoot } from './shared-map';

export function axiosXhrOnlyAliases(): Record<string, string> {
  const fromApiClient = createRequire(path.join(sharedRoot, 'api-client', 'package.json'));
  let dir = path.dirname(fromApiClient.resolve('axios'));
  while (!fs.existsSync(path.join(dir, 'lib', 'adapters', 'fetch.js'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@momentum/rspack-config: cannot find axios/lib/adapters/fetch.js');
    dir = parent;
  }
  return { [path.join(dir, 'lib', 'adapters', 'fetch.js')]: path.join(import.meta.dirname, 'stubs', 'axios-fetch-adapter.js') };
}
