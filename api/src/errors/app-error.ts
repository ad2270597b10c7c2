import type { ErrorCode } from '@momentum/contracts/errors';

/** Anything thrown that is not an AppError is a 500, its details kept to the log. */
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
