#!/usr/bin/env node
// Serves one production build (serve-static.ts says what it adds to the files):
//   node shared/static-host/dist/cli/serve-static.js <dist-dir> <port> [--spa] [--config | --config-file=<file>]
// --spa          unknown paths without a file extension are the shell's pages (client-side routes)
// --config       serves /app-config.json generated from the environment (app-config.ts)
// --config-file  serves /app-config.json from that file, re-read on every request: editing the file
//                repoints a running shell at another remote build (a deploy without a restart)
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
