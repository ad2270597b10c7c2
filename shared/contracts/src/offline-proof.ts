// Proofs sent later (offline, or retried after a failed upload): the two optional request headers of
// both proof uploads (`PATCH /api/bucket/moments/:id`, `PATCH /api/bucket/:id/achievement-photo`) and
// the figures the server applies to them (docs/decisions.md "Offline proofs").
import { z } from 'zod';

import { IDEMPOTENCY_KEY_HEADER, PROOF_TAKEN_AT_HEADER } from './offline-proof-headers';

export { IDEMPOTENCY_KEY_HEADER, PROOF_TAKEN_AT_HEADER, IDEMPOTENCY_KEY_TTL_MS, PROOF_TAKEN_AT_GRACE_MS, PROOF_CLOCK_SKEW_MS } from './offline-proof-headers';

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
