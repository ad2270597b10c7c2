// Background Sync for the proof queue (docs/adr/0016-proof-queue.md). The worker does not upload
// itself: the access token lives in the page's localStorage, which a worker cannot read, and copying it
// into IndexedDB for the worker would keep a bearer token where no page's sign-out clears it. So the
// sync wakes the open pages, and the page's flusher sends the proofs with the signed-in user's token.
// With no page open nothing is sent; the next app start flushes.
/// <reference lib="webworker" />
import { FLUSH_PROOFS_MESSAGE, PROOF_QUEUE_NAME } from '@momentum/api-client/proof-queue/names';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Posts the flush message to every open page of the app; resolves with how many were told. */
export async function wakePagesToFlush(clients: Clients): Promise<number> {
  const pages = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: FLUSH_PROOFS_MESSAGE });
  return pages.length;
}

// Registered on import: sw.ts only imports this module.
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag === PROOF_QUEUE_NAME) sync.waitUntil(wakePagesToFlush(self.clients));
});
