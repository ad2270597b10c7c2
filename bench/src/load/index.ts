// The load run as other packages use it (the topology harness runs it through nginx, against API
// replicas it kills and restarts).
export { HttpClient } from './http-client';
export { formatReport } from './report';
export { runLoad, type LoadOptions, type LoadResult } from './run-load';
export { newUsers, signIn, type SimUser } from './user-flow';
