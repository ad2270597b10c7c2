// Background Sync for the proof queue (ADR 0016). The worker does not upload (the token is the page's): the
// sync wakes the open pages, whose flusher sends the proofs; with no page open, the next app start does.
/// <reference lib="webworker" />
import { FLUSH_PROOFS_MESSAGE, PROOF_QUEUE_NAME } from '@momentum/api-client/proof-queue/names';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

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
