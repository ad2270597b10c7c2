// One rate-limit budget across the replicas (their counters are in the one Redis): one user's friend-code
// guesses sent to each replica in turn, past nginx, are refused (429) at the same guess as another user's all
// sent to one replica. With a budget per process the spread guesses would go three times as far.
import { HttpClient, newUsers, signIn, type SimUser } from '@momentum/stack/load';
import { appOriginOf, type ApiTopology } from './api-topology';

interface BudgetRun {
  /** The guess (1-based) answered 429, or null when none was within MAX_GUESSES. */
  refusedAt: number | null;
  /** Statuses of the guesses before it, counted. */
  before: Record<string, number>;
  /** Guesses each replica answered (before and including the refusal). */
  perReplica: number[];
  /** The refusal's body and headers, for the report. */
  refusal: { code?: string; message?: string; retryAfter: string | null; limit: string | null } | null;
}

export interface SharedBudgetResult {
  passed: boolean;
  spread: BudgetRun;
  single: BudgetRun;
  problems: string[];
}

/** Far past any per-user budget of the API: a run that reaches it found no limit at all. */
const MAX_GUESSES = 40;

/** A well-formed code (four letters, four digits) that no one was given, i-th of a run. */
const guess = (run: string, i: number) => `${run}${String(i).padStart(4, '0')}`;

async function guessUntilRefused(urls: readonly string[], user: SimUser, run: string): Promise<BudgetRun> {
  const result: BudgetRun = { refusedAt: null, before: {}, perReplica: urls.map(() => 0), refusal: null };
  for (let i = 1; i <= MAX_GUESSES; i += 1) {
    const replica = (i - 1) % urls.length;
    const answer = await fetch(`${urls[replica]}/api/friends/check-friendCode`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ friendCode: guess(run, i) }),
    });
    const body = (await answer.json().catch(() => ({}))) as { code?: string; message?: string };
    result.perReplica[replica]! += 1;
    if (answer.status === 429) {
      result.refusedAt = i;
      result.refusal = { ...body, retryAfter: answer.headers.get('retry-after'), limit: answer.headers.get('x-ratelimit-limit') };
      return result;
    }
    result.before[answer.status] = (result.before[answer.status] ?? 0) + 1;
  }
  return result;
}

const describeRun = (run: BudgetRun) =>
  run.refusedAt === null
    ? `never refused in ${MAX_GUESSES} guesses`
    : `429 at guess ${run.refusedAt} (before it: ${Object.entries(run.before).map(([status, n]) => `${status} ×${n}`).join(', ') || 'nothing'}; ` +
      `per replica: ${run.perReplica.join('/')})`;

export async function runSharedBudget(topology: ApiTopology, options: { log?: (line: string) => void } = {}): Promise<SharedBudgetResult> {
  const say = options.log ?? ((line: string) => console.log(line));
  const { replicas } = topology;
  // Two fresh users, signed in through nginx as the app does: each starts with a whole budget.
  const [spreadUser, singleUser] = newUsers(2, `budget-${Date.now().toString(36)}`) as [SimUser, SimUser];
  const client = new HttpClient(topology.apiOrigin, 'budget');
  await signIn(spreadUser, { client, appOrigin: appOriginOf(topology) });
  await signIn(singleUser, { client, appOrigin: appOriginOf(topology) });
  // Letters per run, so no guess of this run is a code an earlier run guessed.
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

  say(`shared budget: friend-code guesses by one user (POST /api/friends/check-friendCode, straight to the replicas)`);
  const spread = await guessUntilRefused(replicas.urls, spreadUser, letters);
  say(`  spread over ${replicas.urls.length} replicas in turn: ${describeRun(spread)}`);
  const single = await guessUntilRefused(replicas.urls.slice(0, 1), singleUser, letters);
  say(`  all to replica 0 (another fresh user): ${describeRun(single)}`);
  if (spread.refusal) {
    say(`  the refusal: ${spread.refusal.code} '${spread.refusal.message}', Retry-After ${spread.refusal.retryAfter} s, x-ratelimit-limit ${spread.refusal.limit}`);
  }

  const problems: string[] = [];
  if (spread.refusedAt === null || single.refusedAt === null) problems.push('a run was never refused');
  else if (spread.refusedAt !== single.refusedAt) problems.push(`refused at guess ${spread.refusedAt} spread, ${single.refusedAt} on one replica`);
  if (spread.perReplica.some((n) => n === 0)) problems.push('a replica got no guess');
  for (const run of [spread, single]) {
    if (Object.keys(run.before).some((status) => status !== '404')) problems.push(`answers before the refusal were not all 404: ${JSON.stringify(run.before)}`);
    if (run.refusal && (run.refusal.code !== 'RATE_LIMITED' || !run.refusal.retryAfter)) problems.push(`the 429 lacks its code or Retry-After: ${JSON.stringify(run.refusal)}`);
  }
  say(`  shared budget: ${problems.length === 0 ? 'PASSED' : `FAILED (${problems.join('; ')})`}`);
  return { passed: problems.length === 0, spread, single, problems };
}
