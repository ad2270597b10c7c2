#!/usr/bin/env node
// Adds one dependency the workspace way: pinned once in the pnpm catalog, referenced as `catalog:`.
// Usage (serialised, since several people may install at once):
//   flock /tmp/pnpm.lock node scripts/add-dep.mjs <name> <exact-version> <package-dir> [--dev]
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const [name, version, dir, flag] = process.argv.slice(2);
if (!name || !version || !dir) {
  console.error('usage: node scripts/add-dep.mjs <name> <exact-version> <package-dir> [--dev]');
  process.exit(2);
}
const ws = fs.readFileSync('pnpm-workspace.yaml', 'utf8');
const key = /^[a-z0-9-]+$/.test(name) ? name : `'${name}'`;
const line = `  ${key}: ${version}`;
const entry = new RegExp(`^  ${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: .*$`, 'm');
const next = entry.test(ws) ? ws.replace(entry, line) : ws.replace(/^catalog:\n/m, `catalog:\n${line}\n`);
fs.writeFileSync('pnpm-workspace.yaml', next);

const pkgPath = `${dir}/package.json`;
const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const field = flag === '--dev' ? 'devDependencies' : 'dependencies';
pkg[field] = { ...(pkg[field] ?? {}), [name]: 'catalog:' };
fs.writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');
execSync('pnpm install', { stdio: 'inherit' });
