// Publishing builds as plain files, the way a deploy uploads them to a static host: each remote into a new
// `<app>/<release>/` folder, the shell with its app-config.json, tab pages and nginx include. A remote goes
// live when app-config.json names its release (flipRemote); nothing else is rebuilt or restarted.
import fs from 'node:fs';
import path from 'node:path';
import { tabPagesFor, type ReadJson } from '@momentum/first-visit/server';
import { writeStaticHostFiles } from '@momentum/static-host/static-host-files';
import { deployTabPages } from '@momentum/static-host/tab-pages';
import { remoteDirs } from '@momentum/stack/stack-config';
import { REPO_ROOT } from './repo';

/** The remotes and their folders, from the stack's one list of apps. */
export const REMOTE_APPS = remoteDirs;
export type RemoteKey = keyof typeof REMOTE_APPS;

export interface AppConfig {
  apiBaseUrl: string;
  kakao: { authorizeUrl: string; clientId: string };
  remotes: Record<RemoteKey, string>;
  photoOrigin?: string;
}

/** An app's production build folder, refusing one that was never built. */
export function builtDist(app: 'shell' | (typeof REMOTE_APPS)[RemoteKey]): string {
  const dist = path.join(REPO_ROOT, app, 'dist');
  const marker = path.join(dist, app === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!fs.existsSync(marker)) throw new Error(`${app} has no production build (${marker}): run pnpm build first`);
  return dist;
}

/** Copies `distDir` to `<cdnRoot>/<app>/<release>/` (a release folder is never overwritten); returns its manifest's path on the origin. */
export function publishRemote(cdnRoot: string, key: RemoteKey, release: string, distDir: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(release)) throw new Error(`publishRemote: a release name is one path segment, not ${release}`);
  const target = path.join(cdnRoot, REMOTE_APPS[key], release);
  if (fs.existsSync(target)) throw new Error(`publishRemote: ${target} is already published; a release is immutable`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(distDir, target, { recursive: true });
  return `/${REMOTE_APPS[key]}/${release}/mf-manifest.json`;
}

/**
 * Reads the remotes' origin from its folder, as the deploy would read it over HTTP: a URL on `origin`
 * is the file at its path under `cdnRoot` (null when missing). The topology publishes before nginx runs.
 */
export function publishedFiles(cdnRoot: string, origin: string): ReadJson {
  return async (url) => {
    const { origin: at, pathname } = new URL(url);
    const file = path.join(cdnRoot, decodeURIComponent(pathname));
    if (at !== new URL(origin).origin || !file.startsWith(cdnRoot + path.sep) || !fs.existsSync(file)) return null;
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  };
}

/** The shell's release on the static host and how the deploy reads the remotes it names. */
export interface ShellRelease {
  shellRoot: string;
  headersFile: string;
  readRemote: ReadJson;
  /** Makes nginx read the headers include again; needed when a flip changes the page policy. */
  reload?: () => Promise<void>;
}

/** Replaces the shell's release folder with `distDir`, the config, the tab pages and the headers include made from them. */
export async function publishShell({ shellRoot, headersFile, readRemote }: ShellRelease, distDir: string, config: AppConfig): Promise<void> {
  fs.rmSync(shellRoot, { recursive: true, force: true });
  fs.cpSync(distDir, shellRoot, { recursive: true });
  writeStaticHostFiles({ shellDist: shellRoot, config, headersFile, tabPages: await tabPagesFor(shellRoot, config, readRemote) });
}

const readConfig = (shellRoot: string) => JSON.parse(fs.readFileSync(path.join(shellRoot, 'app-config.json'), 'utf8')) as AppConfig;

/** The manifest URL the shell's config names for one remote now. */
export function currentRemote(shellRoot: string, key: RemoteKey): string {
  return readConfig(shellRoot).remotes[key];
}

/**
 * Points one remote at another published release: the tab pages made again from it (with the headers
 * include and a reload first when their policy changes), then the shell's app-config.json, rewritten
 * whole (written beside the release folder, then renamed over it, so no request ever reads half a
 * file). Only to an origin the config already names: the page policy nginx sends was made from the
 * config, and a new origin needs the headers include regenerated and nginx reloaded first (docs/deploy.md).
 */
export async function flipRemote(release: ShellRelease, key: RemoteKey, manifestUrl: string): Promise<AppConfig> {
  const { shellRoot } = release;
  const config = readConfig(shellRoot);
  const origins = new Set(Object.values(config.remotes).map((url) => new URL(url).origin));
  if (!origins.has(new URL(manifestUrl).origin)) {
    throw new Error(`flipRemote: ${new URL(manifestUrl).origin} is not an origin the page policy allows; regenerate the headers include first`);
  }
  const next = { ...config, remotes: { ...config.remotes, [key]: manifestUrl } };
  const pages = await tabPagesFor(shellRoot, next, release.readRemote);
  await deployTabPages({ shellDist: shellRoot, config: next, pages, headersFile: release.headersFile, reload: release.reload });
  const staged = path.join(path.dirname(shellRoot), `.app-config.${process.pid}.json`);
  fs.writeFileSync(staged, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(staged, path.join(shellRoot, 'app-config.json'));
  return next;
}
