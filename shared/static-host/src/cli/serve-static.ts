#!/usr/bin/env node
// --config-file is re-read per request, so editing it repoints a running shell.
import fs from 'node:fs';
import path from 'node:path';
import { createStaticServer } from '../serve-static.js';

const args = process.argv.slice(2);
const [root, port] = args.filter((arg) => !arg.startsWith('--'));
if (!root || !port) {
  console.error('usage: serve-static <dist-dir> <port> [--spa] [--config | --config-file=<file>]');
  process.exit(2);
}
if (!fs.existsSync(path.join(root, 'index.html')) && !fs.existsSync(path.join(root, 'mf-manifest.json'))) {
  console.error(`serve-static: ${root} has no build (run pnpm build first)`);
  process.exit(1);
}
const configFile = args.find((arg) => arg.startsWith('--config-file='))?.slice('--config-file='.length);
const server = createStaticServer({ root, spa: args.includes('--spa'), config: args.includes('--config'), configFile });
server.listen(Number(port), () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = (): void => void server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
