// Tells "the database cannot be reached right now" apart from every other failure, so the API can answer
// 503 DATABASE_UNAVAILABLE (retry later) instead of 500 (a bug) while PostgreSQL is down or restarting.
// drizzle wraps driver errors (DrizzleQueryError → cause), so the whole cause chain is searched.

/** Socket-level failures: the server is not listening, went away, or cannot be resolved. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL SQLSTATEs meaning "not now": class 08 (connection exception), admin/crash shutdown
 * (57P01/57P02, e.g. `pg_ctl stop -m fast` terminating sessions), starting up or shutting down (57P03),
 * too many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres reports a dropped or timed-out connection only in its message ("timeout expired": its
 * client gave up opening a connection, CONNECT_TIMEOUT_MS in database.ts).
 */
const DRIVER_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /^timeout expired$/i, /not queryable/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== null;
}

/**
 * The driver-level error in the chain that shows the database is unreachable (its code or message names
 * the condition, e.g. 57P03 or "Connection terminated unexpectedly", unlike drizzle's wrapper, which
 * carries the query and its parameters), or null. Logged through serializeError.
 */
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

/**
 * True when the pool shed the query (database.ts DatabaseBusyError): every connection was busy past the
 * wait. The database is fine, this server is overloaded, so it is answered SERVER_BUSY, not unavailable.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current); ) {
    seen.add(current);
    if ((current as { code?: unknown }).code === 'DATABASE_BUSY') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
