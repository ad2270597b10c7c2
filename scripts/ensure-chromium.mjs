#!/usr/bin/env node
// The browser tests drive Debian's Chromium (Playwright's own browser download cannot work on these
// machines). Install it when missing, if we are allowed to (root); otherwise say exactly what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${CHROMIUM}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
const cmd = `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`;
if (!isRoot && !process.env.CI) {
  console.log(`Chromium is missing; installing it with: ${cmd}`);
}
try {
  execSync(cmd, { stdio: 'inherit' });
} catch {
  console.error(`Could not install Chromium. Install Debian's chromium package (${cmd}) or set CHROMIUM_PATH.`);
  process.exit(1);
}
