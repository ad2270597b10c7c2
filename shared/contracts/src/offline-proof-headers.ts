// The offline-proof header names and figures without zod, for the browser (the proof queue in
// @momentum/api-client); offline-proof.ts re-exports them beside the server's header schema.
/** A UUID per proof, sent with every attempt: within IDEMPOTENCY_KEY_TTL_MS the first result answers again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/**
 * When the photo was taken (ISO 8601 instant with `Z` or an offset). A header rather than a form field:
 * the server checks it before it reads a byte of the photo, as it does the moment's window.
 */
export const PROOF_TAKEN_AT_HEADER = 'proof-taken-at';

/** The server keeps a key at least this long (a daily cleanup removes older ones). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A proof may arrive at most this long after its photo was taken (a phone offline over a weekend night). */
export const PROOF_TAKEN_AT_GRACE_MS = 48 * 60 * 60 * 1000;
/** How far in the future a taken time may lie (phone clocks drift). */
export const PROOF_CLOCK_SKEW_MS = 5 * 60 * 1000;

