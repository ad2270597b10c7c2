// Zod-free on purpose: browser code imports this subpath, and zod must never reach a phone.

/** Stable machine codes of the one error shape `{ message, code }`. Add codes; never rename one. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE_IMAGE: 'UNPROCESSABLE_IMAGE',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // 503, retry shortly: the database, the photo store, or the server (too busy) cannot take it now.
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  STORAGE_UNAVAILABLE: 'STORAGE_UNAVAILABLE',
  SERVER_BUSY: 'SERVER_BUSY',
  INTERNAL: 'INTERNAL',
  // Domain-specific refusals (still 4xx): the client may branch on these.
  CHALLENGE_LIMIT: 'CHALLENGE_LIMIT',
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  ALREADY_FRIENDS: 'ALREADY_FRIENDS',
  SELF_FRIEND: 'SELF_FRIEND',
  ALREADY_CHEERED: 'ALREADY_CHEERED',
  KNOCK_NOT_ALLOWED: 'KNOCK_NOT_ALLOWED',
  AUTH_PROVIDER_FAILED: 'AUTH_PROVIDER_FAILED',
  PROOF_IN_PROGRESS: 'PROOF_IN_PROGRESS',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  FREEZES_FULL: 'FREEZES_FULL',
  ALREADY_GIFTED: 'ALREADY_GIFTED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).code === 'string'
  );
}
