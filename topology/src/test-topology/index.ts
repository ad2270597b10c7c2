// The topology's checks of the API side, for any runner that has started nginx and the replicas:
// the topology test (e2e's topology/main.ts), on the topology start-topology.ts brings up.
export { LOAD_REPLICA_ENV, type ApiTopology } from './api-topology';
export { runLoadWithKill } from './load-with-kill';
export { runSharedBudget } from './shared-budget';
export { REMINDER_REPLICA_ENV, runReminderAtLeastOnce } from './reminder-at-least-once';
export { runStorageOutage, STORAGE_REPLICA_ENV } from './storage-outage';
