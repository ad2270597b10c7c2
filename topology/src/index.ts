// The production topology on one machine (README.md).
export { builtDist, currentRemote, flipRemote, publishedFiles, publishRemote, publishShell, REMOTE_APPS, type AppConfig, type RemoteKey, type ShellRelease } from './releases';
export { renderStaticSites, type StaticSitesPlan } from './nginx/static-sites';
