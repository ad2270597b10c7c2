// After the run: read every acknowledged write back through the API, as its owner sees it. Anything
// the server said it saved but cannot show now is counted as lost, with the first few named.
import { HttpClient } from './http-client';
import type { Ledger } from './ledger';
import type { SimUser } from './user-flow';

export interface Verification {
  checked: number;
  lost: number;
  /** The first lost items, described. */
  examples: string[];
  /** Requests the verification itself made (not part of the load figures). */
  requests: number;
}

const PARALLEL = 16;

/** Runs `task` over `items` with at most PARALLEL in flight. */
async function forEachLimited<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

interface MomentDetail {
  momentID: string;
  bucketID: string;
  isCompleted: boolean;
  photoUrl: string | null;
}

/**
 * Whether two photo URLs name the same stored photo. Their signatures may differ: a URL's expiry moves
 * on every 30-minute window, so a write acknowledged before a window's end is read back with a new one.
 */
export function samePhoto(readBack: string | null, acknowledged: string): boolean {
  if (readBack === null) return false;
  const photo = (url: string) => {
    const { origin, pathname } = new URL(url);
    return origin + pathname;
  };
  return photo(readBack) === photo(acknowledged);
}

export async function verifyLedger(baseUrl: string, ledger: Ledger, users: readonly SimUser[]): Promise<Verification> {
  const client = new HttpClient(baseUrl, 'verify');
  const result: Verification = { checked: 0, lost: 0, examples: [], requests: 0 };
  const lose = (what: string) => {
    result.lost += 1;
    if (result.examples.length < 10) result.examples.push(what);
  };
  const get = async <T>(user: SimUser, path: string): Promise<T | null> => {
    try {
      return (await client.call<T>('verify', 'GET', path, { token: user.token })).body;
    } catch {
      return null;
    }
  };

  // Buckets: each owner's two lists, once per user.
  const owners = [...new Set(ledger.buckets.map((b) => b.user))];
  const listed = new Map<number, Map<string, string>>();
  await forEachLimited(owners, async (index) => {
    const user = users[index]!;
    const map = new Map<string, string>();
    for (const type of ['repeat', 'achievement']) {
      const answer = await get<{ buckets: Array<{ bucketID: string; content: string }> }>(user, `/api/bucket/all/${type}`);
      for (const bucket of answer?.buckets ?? []) map.set(bucket.bucketID, bucket.content);
    }
    listed.set(index, map);
  });
  for (const bucket of ledger.buckets) {
    result.checked += 1;
    if (listed.get(bucket.user)?.get(bucket.bucketID) !== bucket.content) lose(`bucket ${bucket.bucketID} of user ${bucket.user}`);
  }

  // Moments and proofs: each moment's detail; a proven one must be completed with its photo, which must be served.
  const proofs = new Map(ledger.proofs.map((p) => [p.momentID, p]));
  await forEachLimited(ledger.moments, async (moment) => {
    result.checked += 1;
    const detail = (await get<{ moment: MomentDetail }>(users[moment.user]!, `/api/bucket/moment/${moment.momentID}`))?.moment;
    if (!detail || detail.bucketID !== moment.bucketID) return lose(`moment ${moment.momentID} of user ${moment.user}`);
    const proof = proofs.get(moment.momentID);
    if (!proof) return;
    result.checked += 1;
    if (!detail.isCompleted || !samePhoto(detail.photoUrl, proof.photoUrl)) return lose(`proof of moment ${moment.momentID}`);
    // Fetched through the URL read back now: the one acknowledged may have expired during a long run.
    const photo = await fetch(detail.photoUrl!).catch(() => null);
    result.requests += 1;
    const bytes = photo?.ok ? (await photo.arrayBuffer()).byteLength : 0;
    if (bytes === 0) lose(`photo file ${detail.photoUrl}`);
  });
  for (const proof of ledger.proofs) {
    if (!ledger.moments.some((m) => m.momentID === proof.momentID)) lose(`proof of an unknown moment ${proof.momentID}`);
  }

  // Friendships: on both sides' lists.
  const friendLists = new Map<number, Set<string>>();
  const involved = [...new Set(ledger.friends.flatMap((f) => [f.user, f.friend]))];
  await forEachLimited(involved, async (index) => {
    const answer = await get<{ friends: Array<{ userID: string }> }>(users[index]!, '/api/friends');
    friendLists.set(index, new Set(answer?.friends.map((f) => f.userID) ?? []));
  });
  for (const { user, friend } of ledger.friends) {
    result.checked += 1;
    const both =
      friendLists.get(user)?.has(users[friend]!.userId!) === true && friendLists.get(friend)?.has(users[user]!.userId!) === true;
    if (!both) lose(`friendship ${user} ↔ ${friend}`);
  }

  // Cheers: the cheerer's view of the friend's feed marks the moment cheered.
  const feeds = new Map<string, Map<string, boolean>>();
  const pairs = [...new Set(ledger.cheers.map((c) => `${c.user}:${c.friend}`))];
  await forEachLimited(pairs, async (pair) => {
    const [user, friend] = pair.split(':').map(Number) as [number, number];
    const answer = await get<{ moments: Array<{ momentId: string; cheered: boolean }> }>(users[user]!, `/api/feed/${users[friend]!.userId}`);
    feeds.set(pair, new Map(answer?.moments.map((m) => [m.momentId, m.cheered]) ?? []));
  });
  for (const cheer of ledger.cheers) {
    result.checked += 1;
    if (feeds.get(`${cheer.user}:${cheer.friend}`)?.get(cheer.momentID) !== true) lose(`cheer of ${cheer.user} on moment ${cheer.momentID}`);
  }

  result.requests += client.samples.length;
  const failed = client.samples.filter((s) => !s.ok).length;
  if (failed > 0 && result.examples.length < 10) result.examples.push(`${failed} read-back request(s) failed: ${client.failures.slice(0, 3).join('; ')}`);
  return result;
}
