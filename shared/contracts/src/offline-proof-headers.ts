// The offline-proof header names and figures without zod, for the browser (the proof queue in
// @momentum/api-client); offline-proof.ts re-exports them beside the server's header schema.
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A header, not a form field: the server checks it before it reads a byte of the photo. */
export const PROOF_TAKEN_AT_HEADER = 'proof-taken-at';

export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const PROOF_TAKEN_AT_GRACE_MS = 48 * 60 * 60 * 1000;
/** How far in the future a taken time may lie (phone clocks drift). */
export const PROOF_CLOCK_SKEW_MS = 5 * 60 * 1000;

