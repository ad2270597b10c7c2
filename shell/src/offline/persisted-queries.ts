// The signed-in user's answers kept on the device, so the app opened offline shows the last known data.
// Loaded only once a worker controls the page (without one it cannot open offline anyway). Saved query by
// query, the newer winning, so a page that loaded one tab never drops what other pages kept.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getSessionToken, useSessionStore } from '@momentum/app-kit/session';
import { ownerOf } from '@momentum/api-client/token-owner';
import { keepDeviceStoreOpen, readFromDevice, removeFromDevice, updateOnDevice, writeToDeviceNow } from './device-store';

const KEY = 'query-cache';
/** Older than this, kept data is more misleading than none. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;
const SAVE_AT_MOST_EVERY_MS = 1000;

interface KeptQueries {
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

/** Puts the kept answers of the signed-in user into `client` (newer answers already there win). */
export async function restoreQueries(client: QueryClient, token: string | null, now = Date.now()): Promise<boolean> {
  const owner = ownerOf(token);
  const kept = await readFromDevice<KeptQueries>(KEY).catch(() => undefined);
  if (!owner || !kept || kept.owner !== owner || now - kept.savedAt > KEPT_FOR_MS) return false;
  hydrate(client, kept.state);
  return true;
}

/**
 * `held` saved into `kept` (the same owner's): per query the newer answer wins, and what is older than
 * KEPT_FOR_MS goes. Another owner's kept answers are replaced, never mixed in.
 */
function mergeKept(kept: KeptQueries | undefined, owner: string, held: DehydratedState, now: number): KeptQueries {
  const queries = new Map<string, DehydratedState['queries'][number]>();
  if (kept?.owner === owner) {
    for (const query of kept.state.queries) if (now - query.state.dataUpdatedAt <= KEPT_FOR_MS) queries.set(query.queryHash, query);
  }
  for (const query of held.queries) {
    const older = queries.get(query.queryHash);
    if (!older || query.state.dataUpdatedAt >= older.state.dataUpdatedAt) queries.set(query.queryHash, query);
  }
  return { owner, savedAt: now, state: { mutations: [], queries: [...queries.values()] } };
}

/**
 * The answers held now, and from now on every new one, are saved (at most once a second, and at once
 * when the page is hidden or left, so a reload inside that second loses nothing); signing out deletes them.
 */
export function keepQueriesOnDevice(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  // What is kept as this page last read or wrote it, for the write that must start while the page is left.
  let known: { kept: KeptQueries | undefined } | null = null;
  void keepDeviceStoreOpen().catch(() => {});
  void readFromDevice<KeptQueries>(KEY)
    .then((kept) => (known ??= { kept }))
    .catch(() => {});
  const save = () => {
    timer = null;
    const owner = ownerOf(getSessionToken());
    if (!owner) return;
    // dehydrate keeps successful queries only: an error or a loading state is never written.
    const held = dehydrate(client);
    void updateOnDevice<KeptQueries>(KEY, (kept) => (known = { kept: mergeKept(kept, owner, held, Date.now()) }).kept).catch(() => {});
  };
  const saveSoon = () => {
    if (timer === null) timer = setTimeout(save, SAVE_AT_MOST_EVERY_MS);
  };
  // Hidden or left: the write starts in this task, merged into what this page knows is kept (another
  // page's save in the last second may be missed; the slow way, used until that is known, would
  // never finish on a page being left).
  const saveNow = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    const owner = ownerOf(getSessionToken());
    if (!owner) return;
    const merged = known && mergeKept(known.kept, owner, dehydrate(client), Date.now());
    if (merged && writeToDeviceNow(KEY, merged)) known = { kept: merged };
    else save();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', onVisibility);
  // What the page already holds (a first visit's answers arrived before a worker controlled it), then every new answer.
  saveSoon();
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') saveSoon();
  });
  const unsubscribeSession = useSessionStore.subscribe((state) => {
    if (state.token) return;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    void removeFromDevice(KEY).catch(() => {});
  });
  return () => {
    unsubscribeCache();
    unsubscribeSession();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer !== null) clearTimeout(timer);
  };
}
