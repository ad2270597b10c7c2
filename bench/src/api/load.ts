// The API benchmark's load: each route at a steady 500 req/s (paced-load.ts), then flat out (autocannon,
// closed loop: right for a maximum). Each request signs in as the next of many seeded users, so no one
// user's rows sit warm in a cache.
import autocannon from 'autocannon';
import { seoulDate } from '@momentum/contracts/seoul-calendar';
import { cpuSeconds } from './cpu';
import { pacedLoad } from './paced-load';

export const FIXED_RATE = 500;
const FIXED_SECONDS = 10;
const MAX_SECONDS = 5;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 32;

export interface BenchUser {
  token: string;
  /** A friend's id, for /api/feed/{id}. */
  friendId: string;
  /** One of the seed's archivists: 1,000 more proofs of older days (seed-plan.ts). */
  archivist: boolean;
}

export interface RouteSpec {
  name: string;
  /** The path for one user. */
  path(user: BenchUser): string;
  trivial?: boolean;
  /** Only these users sign in for the route (all when absent). */
  users?: (user: BenchUser) => boolean;
}

/** The diary's month of today, in Seoul, as the screen asks for it first. */
const diaryMonth = () => seoulDate(Date.now()).slice(0, 7);

export const ROUTES: RouteSpec[] = [
  { name: 'GET /health', path: () => '/health', trivial: true },
  { name: 'GET /api/home', path: () => '/api/home' },
  { name: 'GET /api/bucket/all/repeat', path: () => '/api/bucket/all/repeat' },
  { name: 'GET /api/friends', path: () => '/api/friends' },
  { name: 'GET /api/feed/{friendId}', path: (u) => `/api/feed/${u.friendId}` },
  // The same month for a typical user and for one with 1,000 older proofs: the history must not cost.
  { name: 'GET /api/diary (~60 proofs)', path: () => `/api/diary?month=${diaryMonth()}`, users: (u) => !u.archivist },
  { name: 'GET /api/diary (1,000+ proofs)', path: () => `/api/diary?month=${diaryMonth()}`, users: (u) => u.archivist },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  /** Server-side CPU (API process + database backends) per answered request, in ms. */
  cpuMs: number;
  /** The database backends' share of cpuMs (0 on PGlite, which runs inside the API process). */
  dbCpuMs: number;
  /** Paced phase only: p99 of the generator's own lateness in sending (part of p99). */
  sendLagP99?: number;
}

export interface RouteFigures {
  route: RouteSpec;
  fixed: Figures;
  max: Figures;
  /** `--burst` only: autocannon's overallRate at the same rate (per-second bursts), for information. */
  burst?: Figures;
}

/** The server's processes, asked anew at each phase (database backends come and go). */
export type ServerPids = () => { api: number; db: number[] };

/** Server CPU from now on; `perRequest(n)`: ms per request after n requests (process list read anew, see cpuSeconds). */
function watchCpu(pids: ServerPids) {
  const before = pids();
  const apiBefore = cpuSeconds([before.api]);
  const dbBefore = cpuSeconds(before.db);
  return {
    perRequest(requests: number): Pick<Figures, 'cpuMs' | 'dbCpuMs'> {
      const after = pids();
      const db = cpuSeconds(after.db) - dbBefore;
      const ms = (seconds: number) => (seconds * 1000) / Math.max(1, requests);
      return { cpuMs: ms(cpuSeconds([after.api]) - apiBefore + db), dbCpuMs: ms(db) };
    },
  };
}

/** The route's request for one seeded user, signed in with that user's token. */
function signedRequest(route: RouteSpec, user: BenchUser): { path: string; headers: Record<string, string> } {
  return { path: route.path(user), headers: { authorization: `Bearer ${user.token}` } };
}

async function cannon(url: string, route: RouteSpec, users: BenchUser[], pids: ServerPids, seconds: number, rate?: number): Promise<Figures> {
  let next = Math.floor(Math.random() * users.length);
  const cpu = watchCpu(pids);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const signed = signedRequest(route, users[(next = (next + 1) % users.length)]!);
          return { ...request, path: signed.path, headers: { ...request.headers, ...signed.headers } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ...cpu.perRequest(result.requests.total),
  };
}

/** One request every 1000/FIXED_RATE ms, latency from each request's due time (see paced-load.ts). */
async function paced(url: string, route: RouteSpec, users: BenchUser[], pids: ServerPids): Promise<Figures> {
  const first = Math.floor(Math.random() * users.length);
  const cpu = watchCpu(pids);
  const figures = await pacedLoad({
    url,
    rate: FIXED_RATE,
    seconds: FIXED_SECONDS,
    request: (i) => signedRequest(route, users[(first + i) % users.length]!),
  });
  return {
    rps: figures.rps,
    p50: figures.p50,
    p99: figures.p99,
    errors: figures.errors,
    ...cpu.perRequest(figures.count),
    sendLagP99: figures.sendLagP99,
  };
}

/**
 * One server, every route, in one run (so the trivial route's figure shares the machine's mood).
 * `burst`: also autocannon's overallRate at the same rate, the figure this bench printed before.
 */
export async function measureServer(url: string, everyUser: BenchUser[], pids: ServerPids, log: (line: string) => void, burst = false): Promise<RouteFigures[]> {
  const out: RouteFigures[] = [];
  for (const route of ROUTES) {
    const users = route.users ? everyUser.filter(route.users) : everyUser;
    await cannon(url, route, users, pids, WARMUP_SECONDS);
    const fixed = await paced(url, route, users, pids);
    const max = await cannon(url, route, users, pids, MAX_SECONDS);
    const burstFigures = burst ? await cannon(url, route, users, pids, FIXED_SECONDS, FIXED_RATE) : undefined;
    log(
      `  ${route.name}: paced ${fixed.rps.toFixed(0)} req/s p50 ${fixed.p50} ms p99 ${fixed.p99} ms (generator lag p99 ${fixed.sendLagP99} ms); ` +
        `max ${max.rps.toFixed(0)} req/s; ${fixed.cpuMs.toFixed(2)} CPU ms/req (database ${fixed.dbCpuMs.toFixed(2)})` +
        (burstFigures ? `; autocannon burst p99 ${burstFigures.p99} ms` : ''),
    );
    out.push({ route, fixed, max, ...(burstFigures ? { burst: burstFigures } : {}) });
  }
  return out;
}
