// The queue on IndexedDB, Web Locks, BroadcastChannel and Background Sync: the moment remote's copy and
// the shell's need not be one module instance.
import { uploadProofPhoto } from '../bucket/upload-proof-photo';
import { createProofQueue, type SendProofEntry } from './proof-queue';
import { indexedDbProofStore } from './proof-store';
import { PROOF_QUEUE_NAME } from './proof-queue-names';

export { ProofDroppedError, type FlushReport, type ProofInput, type ProofResult } from './proof-queue';
export type { ProofEntry, ProofKind } from './proof-entry';
export type { ProofEndpoint } from '../bucket/upload-proof-photo';
export { ownerOf } from './token-owner';
export { FLUSH_PROOFS_MESSAGE, PENDING_PROOFS_KEY, PROOF_QUEUE_NAME } from './proof-queue-names';


const send: SendProofEntry = (entry, onProgress) =>
  uploadProofPhoto(entry.endpoint, entry.targetId, entry.photo, onProgress, {
    idempotencyKey: entry.key,
    takenAt: entry.takenAt,
    fileName: entry.fileName,
  });

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  // Without Web Locks (old browsers) two tabs may send one proof at once: the key makes the second a replay.
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(PROOF_QUEUE_NAME, task) as Promise<T>) : task();
}

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PROOF_QUEUE_NAME);
  channel.postMessage('changed');
  channel.close();
}

function askForSync(): void {
  // eslint-disable-next-line compat/compat -- `?.`: nothing to ask where there are no service workers
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(PROOF_QUEUE_NAME))
    .catch(() => {});
}

export const proofQueue = createProofQueue({
  store: indexedDbProofStore,
  send,
  exclusive,
  changed: announce,
  kept: askForSync,
  newKey: () => crypto.randomUUID(),
});

export function onProofQueueChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(PROOF_QUEUE_NAME);
  channel.onmessage = () => listener();
  return () => channel.close();
}
