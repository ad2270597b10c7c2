#!/usr/bin/env node
// Every Debian package the test suites drive, installed once before any suite runs: suites that ran in
// parallel and installed on demand raced for apt's lock. Idempotent; waits for a lock another holds.
import { execFileSync, spawnSync } from 'node:child_process';
import { SYSTEM_PACKAGES } from './system-packages.mjs';


const installed = (name) => spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('install ok installed');
const missing = Object.keys(SYSTEM_PACKAGES).filter((name) => !installed(name));
if (missing.length === 0) {
  console.log(`system packages: all ${Object.keys(SYSTEM_PACKAGES).length} present`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const command = `apt-get install -y ${missing.join(' ')}`;
if (!isRoot) {
  console.error(`system packages missing: ${missing.join(', ')}. Install them with: sudo apt-get update && sudo ${command}`);
  process.exit(1);
}
console.log(`system packages: installing ${missing.join(', ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
// Wait up to 10 minutes for a lock held by another apt (an unattended upgrade on a fresh machine).
const lock = ['-o', 'DPkg::Lock::Timeout=600'];
try {
  execFileSync('apt-get', [...lock, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', [...lock, 'install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
} catch {
  console.error(`could not install: ${missing.join(', ')} (${command})`);
  process.exit(1);
}
