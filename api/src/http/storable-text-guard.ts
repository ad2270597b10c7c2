// Every request value is checked before any handler for characters no text column can hold (a NUL fails
// the statement, a lone surrogate is stored as U+FFFD). A root hook covers every route, so a new field
// cannot forget it; multipart text fields are the multipart reader's (ADR 0012).
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@momentum/contracts/errors';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableCharacter } from '@momentum/contracts/text-rules';
import { AppError } from '../errors/app-error.js';

export const unstorableText = () => new AppError(400, ErrorCode.VALIDATION, UNSTORABLE_TEXT_MESSAGE);

/**
 * Parsed values are walked: arrays and objects of any prototype (the query parser makes its own).
 * Raw bodies are not: a Buffer holds bytes, not text, and a stream is read by its route.
 */
function isParsedContainer(value: object): boolean {
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Whether a parsed request value holds an unstorable character in any string or key, at any depth.
 * Iterative, so a deeply nested JSON body cannot exhaust the stack.
 */
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

/** Register before the routes: a root hook reaches every route registered after it. */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.params) || holdsUnstorableText(request.query) || holdsUnstorableText(request.body)) {
      throw unstorableText();
    }
  });
}
