// The app's data kept on the device, so that opened without a connection it shows the last known
// home, moments, bucket list and feed. Loaded only once a service worker controls the page (without
// one the app cannot open offline anyway), from the worker's precache: no first-visit bytes.
// Only the signed-in user's own answers are kept, under their id; signing out deletes them.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getSessionToken, useSessionStore } from '@momentum/app-kit/session';
import { ownerOf } from '@momentum/api-client/token-owner';
import { readFromDevice, removeFromDevice, writeToDevice } from './device-store';

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

/** The answers held now, and from now on every new one, are saved (at most once a second); signing out deletes them. */
export function keepQueriesOnDevice(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const owner = ownerOf(getSessionToken());
    if (!owner) return;
    // dehydrate keeps successful queries only: an error or a loading state is never written.
    void writeToDevice(KEY, { owner, savedAt: Date.now(), state: dehydrate(client) } satisfies KeptQueries).catch(() => {});
  };
  const saveSoon = () => {
    if (timer === null) timer = setTimeout(save, SAVE_AT_MOST_EVERY_MS);
  };
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
    if (timer !== null) clearTimeout(timer);
  };
}
