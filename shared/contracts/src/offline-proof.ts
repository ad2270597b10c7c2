// Proofs sent later (offline, or retried after a failed upload): the two optional request headers of
// both proof uploads (`PATCH /api/bucket/moments/:id`, `PATCH /api/bucket/:id/achievement-photo`) and
// the figures the server applies to them (docs/decisions.md "Offline proofs").
import { z } from 'zod';

/**
 * A UUID the client makes once per proof and sends with every attempt of it. The same user and key
 * within IDEMPOTENCY_KEY_TTL_MS answer the first attempt's result again, writing nothing twice.
 */
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

export const PROOF_HEADER_MESSAGES = {
  badKey: 'Idempotency-Key 헤더는 UUID 형식이어야 합니다.',
  badTakenAt: 'Proof-Taken-At 헤더는 ISO 8601 시각이어야 합니다.',
} as const;

/** The two headers as Node gives them (lower case); every other header passes through untouched. */
export const ProofHeaders = z
  .object({
    [IDEMPOTENCY_KEY_HEADER]: z.uuid({ error: PROOF_HEADER_MESSAGES.badKey }).optional(),
    [PROOF_TAKEN_AT_HEADER]: z.iso.datetime({ offset: true, error: PROOF_HEADER_MESSAGES.badTakenAt }).optional(),
  })
  .loose();
export type ProofHeaders = z.infer<typeof ProofHeaders>;
