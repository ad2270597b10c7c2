// The production topology on one machine (README.md).
export { builtDist, currentRemote, flipRemote, publishedFiles, publishRemote, publishShell, REMOTE_APPS, type AppConfig, type RemoteKey, type ShellRelease } from './releases';
export { renderStaticSites, type StaticSitesPlan } from './nginx/static-sites';
export { REPO_ROOT } from './repo';
export { startTopology, type Topology } from './start-topology';
export {
  LOAD_REPLICA_ENV, REMINDER_REPLICA_ENV, runLoadWithKill, runReminderAtLeastOnce, runSharedBudget, runStorageOutage, STORAGE_REPLICA_ENV, type ApiTopology,
} from './test-topology';
