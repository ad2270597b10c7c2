// Sends the proofs waiting on the device (ADR 0016) and keeps their list in the QueryClient for '업로드 대기 중'.
import type { QueryClient } from '@tanstack/react-query';
import { getSessionToken, useSessionStore } from '@momentum/app-kit/session';
import {
  FLUSH_PROOFS_MESSAGE,
  onProofQueueChange,
  ownerOf,
  PENDING_PROOFS_KEY,
  proofQueue,
  type ProofDroppedError,
} from '@momentum/api-client/proof-queue';

export const droppedProofMessage = (error: ProofDroppedError): string =>
  `업로드 대기 중이던 '${error.entry.title}' 인증 사진을 올리지 못해 삭제했습니다. ${error.message}`;

export function startProofFlusher(queryClient: QueryClient, alertUser: (message: string) => void = (message) => window.alert(message)): () => void {
  const owner = () => ownerOf(getSessionToken());
  let shown: string[] = [];

  const publish = async () => {
    const marks = (await proofQueue.pending(owner())).map((entry) => entry.targetId);
    const left = shown.some((mark) => !marks.includes(mark));
    shown = marks;
    queryClient.setQueryData(PENDING_PROOFS_KEY, marks);
    // Everything, not named keys: those would pull their modules into the first screen's chunk, costing /home
    // bytes (docs/budgets.md) for no fewer requests (only what is on screen refetches).
    if (left) await queryClient.invalidateQueries();
  };

  const flush = async () => {
    if (!owner() || !navigator.onLine) return;
    const report = await proofQueue.flush(owner);
    for (const dropped of report.dropped) alertUser(droppedProofMessage(dropped));
  };

  const run = (task: () => Promise<void>) => void task().catch((error: unknown) => console.warn('[proofs]', error));
  const publishAndFlush = async () => {
    await publish();
    await flush();
  };
  const onOnline = () => run(flush);
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === FLUSH_PROOFS_MESSAGE) run(flush);
  };

  run(publishAndFlush);
  const stopListening = onProofQueueChange(() => run(publish));
  window.addEventListener('online', onOnline);
  // eslint-disable-next-line compat/compat -- `?.`: without service workers no worker wakes the page
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const unsubscribeSession = useSessionStore.subscribe((state, previous) => {
    if (ownerOf(state.token) === ownerOf(previous.token)) return;
    run(publishAndFlush);
  });
  return () => {
    stopListening();
    window.removeEventListener('online', onOnline);
    // eslint-disable-next-line compat/compat -- `?.`, as where it was added
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    unsubscribeSession();
  };
}
