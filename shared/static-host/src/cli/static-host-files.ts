#!/usr/bin/env node
// A plain static host's files beside the shell's build (ADR 0013); usage in README.md, deploys in docs/deploy.md.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeAppConfig } from '../app-config.js';
import { DEPLOY_DIR, NGINX_HEADERS_FILE, writeAppConfig, writeStaticHostFiles } from '../static-host-files.js';
import { tabPagesFor, type PageConfig } from '@momentum/first-visit/server';
import { deployTabPages } from '../tab-pages.js';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const [shellDist] = args.filter((arg) => !arg.startsWith('--'));
if (!shellDist || !fs.existsSync(path.join(shellDist, 'index.html'))) {
  console.error('usage: static-host-files <shell-dist> [--config=<app-config.json>] [--headers=<file>] [--tab-pages [--reload=<command>]] (the folder must hold a built index.html)');
  process.exit(2);
}
const configFile = option('config');
let config: unknown;
try {
  config = configFile ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : makeAppConfig(process.env);
} catch (error) {
  console.error(`static-host-files: cannot read ${configFile}: ${(error as Error).message}`);
  process.exit(1);
}
const headersFile = option('headers') ?? path.join(shellDist, '..', DEPLOY_DIR, NGINX_HEADERS_FILE);

if (args.includes('--tab-pages')) {
  const reloadCommand = option('reload');
  try {
    const pages = await tabPagesFor(shellDist, config as PageConfig);
    if (!fs.existsSync(headersFile)) {
      // A first deploy: no server sends these pages yet, so everything is written at once.
      writeStaticHostFiles({ shellDist, config, headersFile, writeConfig: !configFile, tabPages: pages });
      console.log(`static-host-files: ${pages.length} tab pages and ${headersFile} written`);
    } else {
      const reload = reloadCommand ? () => void execSync(reloadCommand, { stdio: 'inherit' }) : undefined;
      const changed = await deployTabPages({ shellDist, config: config as PageConfig, pages, headersFile, reload });
      if (!configFile) writeAppConfig(shellDist, config);
      console.log(`static-host-files: ${pages.length} tab pages written${changed ? `; ${headersFile} written and the server reloaded` : ''}`);
    }
  } catch (error) {
    console.error(`static-host-files: ${(error as Error).message}`);
    process.exit(1);
  }
} else {
  writeStaticHostFiles({ shellDist, config, headersFile, writeConfig: !configFile });
  console.log(`static-host-files: ${configFile ? '' : `${path.join(shellDist, 'app-config.json')} and `}${headersFile} written`);
}
