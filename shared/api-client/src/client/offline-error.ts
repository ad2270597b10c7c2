// The refusal of a change asked for offline (docs/adr/0017-actions-taken-offline.md), apart from its
// Korean wording (api-error.ts): the one QueryClient throws it from the first screen's code, which
// should not carry every failed call's messages.
export const OFFLINE_CODE = 'OFFLINE';

/** Without a message of its own: the wording is getApiError's, beside every other failed call's. */
export class OfflineError extends Error {
  readonly code = OFFLINE_CODE;
  override readonly name = 'OfflineError';
}
