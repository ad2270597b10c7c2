// Where nginx (NGINX_BIN, else Debian's) and its brotli_static module are. No Docker here: as root the
// missing Debian packages are installed; otherwise nginx's message says what to run and the module's
// path is null (callers can do without .br files).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { isRoot } from '../postgres/binaries.js';

const DEBIAN_NGINX = '/usr/sbin/nginx';
/** What `libnginx-mod-http-brotli-static` installs: `load_module` it to serve `.br` files beside the originals. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = { nginx: 'nginx', brotliStatic: 'libnginx-mod-http-brotli-static' } as const;

export interface NginxInstall {
  bin: string;
  brotliStaticModule: string | null;
}

export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidate = env.NGINX_BIN ?? DEBIAN_NGINX;
  return fs.existsSync(candidate) ? candidate : null;
}

export function findBrotliStaticModule(): string | null {
  return fs.existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null;
}

function aptInstall(packages: string[]): void {
  console.log(`Installing Debian's ${packages.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'install', '-y', '-qq', ...packages], { stdio: 'ignore', env });
}

export function ensureNginx(): NginxInstall {
  let bin = findNginx();
  if (!bin) {
    if (process.env.NGINX_BIN) throw new Error(`NGINX_BIN=${process.env.NGINX_BIN} does not exist`);
    if (!isRoot()) {
      throw new Error(`nginx is not installed and this process is not root: run 'sudo apt-get install -y ${PACKAGES.nginx} ${PACKAGES.brotliStatic}' first.`);
    }
    aptInstall([PACKAGES.nginx, PACKAGES.brotliStatic]);
    bin = findNginx();
    if (!bin) throw new Error(`nginx installed but not at ${DEBIAN_NGINX}`);
  }
  // Debian's module is built for Debian's nginx: with NGINX_BIN pointing elsewhere it may not load.
  if (!findBrotliStaticModule() && isRoot() && !process.env.NGINX_BIN) aptInstall([PACKAGES.brotliStatic]);
  return { bin, brotliStaticModule: findBrotliStaticModule() };
}

export const INSTALL_BROTLI_STATIC = `sudo apt-get install -y ${PACKAGES.brotliStatic}`;
