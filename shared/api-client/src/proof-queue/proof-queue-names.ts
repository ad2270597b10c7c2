// Names only: the service worker and the home remote import them without queue code (docs/budgets.md).

export const PROOF_QUEUE_NAME = 'momentum-proofs';

/** The worker asks a page to flush: only a page holds the token. */
export const FLUSH_PROOFS_MESSAGE = 'momentum:flush-proofs';

/** Moment and bucket ids are UUIDs, so one list of waiting ids serves both. */
export const PENDING_PROOFS_KEY = ['pending-proofs'] as const;
