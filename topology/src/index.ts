// The production topology on one machine (README.md).
export { builtDist, currentRemote, flipRemote, publishRemote, publishShell, REMOTE_APPS, type AppConfig, type RemoteKey } from './releases';
export { renderStaticSites, type StaticSitesPlan } from './nginx/static-sites';
