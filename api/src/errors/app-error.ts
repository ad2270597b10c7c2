import type { ErrorCode } from '@momentum/contracts/errors';

/**
 * A refusal the client should see as-is: HTTP status, stable code, Korean message.
 * Anything thrown that is not an AppError is treated as a 500 and its details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
