// The proof queue's names, with nothing else, so the service worker and the home remote can import them
// without any queue code (the home remote has no bytes to spare, docs/budgets.md).

/** The Web Lock, the BroadcastChannel and the Background Sync tag of the queue: one name. */
export const PROOF_QUEUE_NAME = 'momentum-proofs';

/** The worker's message to its pages when Background Sync fires: flush the queue (a page holds the token). */
export const FLUSH_PROOFS_MESSAGE = 'momentum:flush-proofs';

/**
 * The query key under which the shell keeps the ids of the signed-in user's waiting proofs (moment and
 * bucket ids are UUIDs, so one list serves both) in the one QueryClient. Screens read it with
 * `useQuery({ queryKey: PENDING_PROOFS_KEY, queryFn: skipToken })` (usePendingProofs).
 */
export const PENDING_PROOFS_KEY = ['pending-proofs'] as const;
