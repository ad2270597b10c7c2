// Refuses characters no text column can hold (NUL fails the statement, a lone surrogate becomes U+FFFD) in a
// root hook, so a new field cannot forget it; multipart text fields are the multipart reader's (ADR 0012).
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@momentum/contracts/errors';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableCharacter } from '@momentum/contracts/text-rules';
import { AppError } from '../errors/app-error.js';

export const unstorableText = () => new AppError(400, ErrorCode.VALIDATION, UNSTORABLE_TEXT_MESSAGE);

/** Buffers hold bytes, not text, and streams are read by their routes. */
function isParsedContainer(value: object): boolean {
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** Iterative, so a deeply nested JSON body cannot exhaust the stack. */
export function holdsUnstorableText(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) return true;
    } else if (value !== null && typeof value === 'object' && isParsedContainer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (hasUnstorableCharacter(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.params) || holdsUnstorableText(request.query) || holdsUnstorableText(request.body)) {
      throw unstorableText();
    }
  });
}
