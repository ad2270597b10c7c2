// Answers kept on the device for an offline start, one record per query written as it arrives: nothing waits
// for the page's last moments, which a busy phone may never give it, and a page never overwrites another's.
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { getSessionToken, useSessionStore } from '@momentum/app-kit/session';
import { ownerOf } from '@momentum/api-client/token-owner';
import { createBatchedWriter } from './batched-writer';
import { keepDeviceStoreOpen, readAllFromDevice, removeAllFromDevice, removeFromDevice, removeFromDeviceWhere, writeToDevice } from './device-store';

const PREFIX = 'answer:';
/** Where an earlier release kept every answer in one record. */
const FORMER_KEY = 'query-cache';
/** Older than this, kept data is more misleading than none. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;

type KeptQuery = DehydratedState['queries'][number];

interface KeptAnswer {
  owner: string;
  savedAt: number;
  query: KeptQuery;
}

const isCurrent = (kept: KeptAnswer, owner: string, now: number) => kept.owner === owner && now - kept.query.state.dataUpdatedAt <= KEPT_FOR_MS;

export async function restoreQueries(client: QueryClient, token: string | null, now = Date.now()): Promise<boolean> {
  const owner = ownerOf(token);
  if (!owner) return false;
  const kept = await readAllFromDevice<KeptAnswer>(PREFIX).catch((): KeptAnswer[] => []);
  const queries = kept.filter((answer) => isCurrent(answer, owner, now)).map((answer) => answer.query);
  if (queries.length === 0) return false;
  hydrate(client, { mutations: [], queries });
  return true;
}

const snapshot = (client: QueryClient, query: Query): KeptQuery | undefined =>
  dehydrate(client, { shouldDehydrateQuery: (held) => held === query && held.state.status === 'success' }).queries[0];

const keeping = new WeakSet<QueryClient>();

export function keepQueriesOnDevice(client: QueryClient): () => void {
  if (keeping.has(client)) return () => {};
  keeping.add(client);
  const writer = createBatchedWriter<KeptQuery>({
    versionOf: (query) => query.state.dataUpdatedAt,
    write: (batch) => {
      const owner = ownerOf(getSessionToken());
      if (!owner) return;
      const savedAt = Date.now();
      writeToDevice(new Map([...batch].map(([hash, query]) => [PREFIX + hash, { owner, savedAt, query } satisfies KeptAnswer])));
    },
  });
  void keepDeviceStoreOpen().catch(() => {});
  void removeFromDevice(FORMER_KEY).catch(() => {});
  // A page still holding an older copy (from before a worker controlled it) must not replace a newer one.
  void readAllFromDevice<KeptAnswer>(PREFIX)
    .then((kept) => {
      const owner = ownerOf(getSessionToken());
      if (!owner) return;
      const now = Date.now();
      const keptAt = new Map(kept.filter((answer) => isCurrent(answer, owner, now)).map((answer) => [answer.query.queryHash, answer.query.state.dataUpdatedAt]));
      for (const query of dehydrate(client).queries) {
        if (query.state.dataUpdatedAt > (keptAt.get(query.queryHash) ?? -1)) writer.add(query.queryHash, query);
      }
      // Judged again inside the deleting transaction: an answer written meanwhile is this owner's.
      if (keptAt.size < kept.length) void removeFromDeviceWhere<KeptAnswer>(PREFIX, (answer) => !isCurrent(answer, owner, now)).catch(() => {});
    })
    .catch(() => {});
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const query = snapshot(client, event.query);
    if (query) writer.add(query.queryHash, query);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') writer.flush();
  };
  window.addEventListener('pagehide', writer.flush);
  document.addEventListener('visibilitychange', onHidden);
  const unsubscribeSession = useSessionStore.subscribe((state) => {
    if (state.token) return;
    writer.drop();
    void removeAllFromDevice(PREFIX).catch(() => {});
  });
  return () => {
    keeping.delete(client);
    unsubscribeCache();
    unsubscribeSession();
    window.removeEventListener('pagehide', writer.flush);
    document.removeEventListener('visibilitychange', onHidden);
    writer.drop();
  };
}
