// Apart from its Korean wording (api-error.ts): the QueryClient throws it from the first screen's code,
// which should not carry every failed call's messages.
export const OFFLINE_CODE = 'OFFLINE';

export class OfflineError extends Error {
  readonly code = OFFLINE_CODE;
  override readonly name = 'OfflineError';
}
