// The load of issue 7 with autocannon: each route first at a fixed 500 req/s (overallRate), then as
// fast as the server answers. Every request signs in as the next of many seeded users, so no single
// user's rows sit warm in a cache the way one benchmark account would.
import autocannon from 'autocannon';
import { cpuSeconds } from './cpu';

export const FIXED_RATE = 500;
export const FIXED_SECONDS = 10;
export const MAX_SECONDS = 5;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 32;

export interface BenchUser {
  token: string;
  /** A friend's id, for /api/feed/{id}. */
  friendId: string;
}

export interface RouteSpec {
  name: string;
  /** The path for one user. */
  path(user: BenchUser): string;
  trivial?: boolean;
}

export const ROUTES: RouteSpec[] = [
  { name: 'GET /health', path: () => '/health', trivial: true },
  { name: 'GET /api/home', path: () => '/api/home' },
  { name: 'GET /api/bucket/all/repeat', path: () => '/api/bucket/all/repeat' },
  { name: 'GET /api/friends', path: () => '/api/friends' },
  { name: 'GET /api/feed/{friendId}', path: (u) => `/api/feed/${u.friendId}` },
];

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  /** Server-side CPU (API process + database backends) per answered request, in ms. */
  cpuMs: number;
  /** The database backends' share of cpuMs (0 on PGlite, which runs inside the API process). */
  dbCpuMs: number;
}

export interface RouteFigures {
  route: RouteSpec;
  fixed: Figures;
  max: Figures;
}

/** The server's processes, asked anew at each phase (database backends come and go). */
export type ServerPids = () => { api: number; db: number[] };

async function cannon(url: string, route: RouteSpec, users: BenchUser[], pids: ServerPids, seconds: number, rate?: number): Promise<Figures> {
  let next = Math.floor(Math.random() * users.length);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
  const watched = pids();
  const apiBefore = cpuSeconds([watched.api]);
  const dbBefore = cpuSeconds(watched.db);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const user = users[(next = (next + 1) % users.length)]!;
          return { ...request, path: route.path(user), headers: { ...request.headers, authorization: `Bearer ${user.token}` } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: perRequest(cpuSeconds([watched.api]) - apiBefore + cpuSeconds(watched.db) - dbBefore),
    dbCpuMs: perRequest(cpuSeconds(watched.db) - dbBefore),
  };
}

/** One server, every route, in one run (so the trivial route's figure shares the machine's mood). */
export async function measureServer(url: string, users: BenchUser[], pids: ServerPids, log: (line: string) => void): Promise<RouteFigures[]> {
  const out: RouteFigures[] = [];
  for (const route of ROUTES) {
    await cannon(url, route, users, pids, WARMUP_SECONDS);
    const fixed = await cannon(url, route, users, pids, FIXED_SECONDS, FIXED_RATE);
    const max = await cannon(url, route, users, pids, MAX_SECONDS);
    log(`  ${route.name}: ${fixed.rps.toFixed(0)} req/s p99 ${fixed.p99} ms; max ${max.rps.toFixed(0)} req/s; ${fixed.cpuMs.toFixed(2)} CPU ms/req (database ${fixed.dbCpuMs.toFixed(2)})`);
    out.push({ route, fixed, max });
  }
  return out;
}
