// The load run as its users take it: `pnpm bench:load` and reliability, and the topology harness
// (through nginx, against API replicas it kills and restarts).
export { HttpClient, type TimedSample } from './http-client';
export { formatReport } from './report';
export { LOAD_AUTH_RATE_LIMIT } from './api-server';
export { runLoad, type EventRecord, type LoadOptions, type LoadResult, type LoadTarget, type TimedEvent } from './run-load';
export { newUsers, signIn, type SimUser } from './user-flow';
export { percentile } from './stats';
