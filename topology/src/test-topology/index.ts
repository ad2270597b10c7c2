// The topology's checks of the API side, for any runner that has started nginx and the replicas:
// run-api-topology.ts (API only) and the full topology run with the static sites.
export { LOAD_REPLICA_ENV, type ApiTopology } from './api-topology';
export { runLoadWithKill, type LoadWithKillOptions, type LoadWithKillResult } from './load-with-kill';
export { runSharedBudget, type SharedBudgetResult } from './shared-budget';
