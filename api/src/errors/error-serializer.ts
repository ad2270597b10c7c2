// Only an allow-list of fields reaches a log line: drizzle's params and PostgreSQL's detail quote user content (docs/api.md, "Logs").

const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'schema', 'table', 'column', 'constraint', 'errno', 'syscall'] as const;

/** A cause chain longer than this is cut (and a cycle cannot recurse forever). */
const MAX_DEPTH = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError | string;
  errors?: SerializedError[];
  [field: string]: unknown;
}

export const REDACTED = '[REDACTED]';

export function serializeError(error: unknown): SerializedError & { stack: string };
export function serializeError(error: unknown, options: { stack: false }): SerializedError;
export function serializeError(error: unknown, options: { stack?: boolean } = {}): SerializedError {
  return serialize(error, options.stack ?? true, 0);
}

function serialize(error: unknown, withStack: boolean, depth: number): SerializedError {
  // Something thrown that is not an object comes from our own code (`throw 'reason'`).
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error) };
  const source = error as Record<string, unknown>;
  const type = error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : String(source.name ?? 'Error');
  const message = typeof source.message === 'string' ? source.message : '';
  const out: SerializedError = { type, message: fromDatabase(source) ? REDACTED : message };
  for (const field of KEPT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (withStack) out.stack = typeof source.stack === 'string' ? stackFrames(source.stack) : '';
  if (depth < MAX_DEPTH) {
    // Our own code sets a string cause (a reason written by us, e.g. the Kakao client's).
    if (typeof source.cause === 'string') out.cause = source.cause;
    else if (typeof source.cause === 'object' && source.cause !== null) out.cause = serialize(source.cause, withStack, depth + 1);
    if (Array.isArray(source.errors)) out.errors = source.errors.map((inner) => serialize(inner, withStack, depth + 1));
  }
  return out;
}

/** Their messages may quote the statement or a value. */
function fromDatabase(error: Record<string, unknown>): boolean {
  if ('query' in error || 'params' in error) return true;
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

function stackFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
