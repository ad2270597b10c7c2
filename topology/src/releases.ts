// Publishing builds as plain files, the way a deploy uploads them to a static host: the shell into its
// release folder with the deploy's app-config.json and the nginx headers include made from it
// (static-host-files of shared/static-host), each remote into a new `<app>/<release>/` folder of the remotes'
// origin. A remote goes live when the shell's app-config.json names its release (flipRemote); open
// tabs pick it up on their next load, and nothing else is rebuilt or restarted.
import fs from 'node:fs';
import path from 'node:path';
import { writeStaticHostFiles } from '@momentum/static-host/static-host-files';
import { REPO_ROOT } from './repo';

export const REMOTE_APPS = { home: 'mfe-home', moment: 'mfe-moment', feed: 'mfe-feed', mypage: 'mfe-mypage' } as const;
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

/** Replaces the shell's release folder with `distDir`, the config and the headers include made from it. */
export function publishShell(shellRoot: string, distDir: string, config: AppConfig, headersFile: string): void {
  fs.rmSync(shellRoot, { recursive: true, force: true });
  fs.cpSync(distDir, shellRoot, { recursive: true });
  writeStaticHostFiles({ shellDist: shellRoot, config, headersFile });
}

const readConfig = (shellRoot: string) => JSON.parse(fs.readFileSync(path.join(shellRoot, 'app-config.json'), 'utf8')) as AppConfig;

/** The manifest URL the shell's config names for one remote now. */
export function currentRemote(shellRoot: string, key: RemoteKey): string {
  return readConfig(shellRoot).remotes[key];
}

/**
 * Points one remote at another published release: the shell's app-config.json, rewritten whole
 * (written beside the release folder, then renamed over it, so no request ever reads half a file).
 * Only to an origin the config already names: the page policy nginx sends was made from the config,
 * and a new origin needs the headers include regenerated and nginx reloaded first (docs/deploy.md).
 */
export function flipRemote(shellRoot: string, key: RemoteKey, manifestUrl: string): AppConfig {
  const config = readConfig(shellRoot);
  const origins = new Set(Object.values(config.remotes).map((url) => new URL(url).origin));
  if (!origins.has(new URL(manifestUrl).origin)) {
    throw new Error(`flipRemote: ${new URL(manifestUrl).origin} is not an origin the page policy allows; regenerate the headers include first`);
  }
  const next = { ...config, remotes: { ...config.remotes, [key]: manifestUrl } };
  const staged = path.join(path.dirname(shellRoot), `.app-config.${process.pid}.json`);
  fs.writeFileSync(staged, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(staged, path.join(shellRoot, 'app-config.json'));
  return next;
}
