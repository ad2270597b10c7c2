// "Unreachable right now" (503 DATABASE_UNAVAILABLE, retry later) apart from a bug (500).

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** 57P01/57P02 admin or crash shutdown, 57P03 starting up, 53300 too many connections (class 08 below). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres names a dropped or timed-out connection only in its message. */
const DRIVER_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /^timeout expired$/i, /not queryable/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== null;
}

/** The driver-level error in the chain (drizzle wraps it as cause) that shows the database unreachable, or null. */
export function unavailableCause(error: unknown): object | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const text = typeof message === 'string' ? message : '';
    const codeText = typeof code === 'string' ? code : null;
    if (codeText && (NETWORK_CODES.has(codeText) || UNAVAILABLE_SQLSTATES.has(codeText) || /^08[0-9A-Z]{3}$/.test(codeText))) {
      return current;
    }
    // Only a leaf's message: a wrapper's (drizzle's "Failed query: … params: …") may quote user input.
    if (cause === undefined && DRIVER_MESSAGES.some((pattern) => pattern.test(text))) return current;
    queue.push(cause);
    // Node reports a refused connection to a host with several addresses as an AggregateError.
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}

/** The pool shed the query (DatabaseBusyError): the database is fine, this server is overloaded → SERVER_BUSY. */
export function isDatabaseBusy(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current); ) {
    seen.add(current);
    if ((current as { code?: unknown }).code === 'DATABASE_BUSY') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
