// What StatementCachingPGlite needs from PGlite beyond its documented API, and how it notices a release
// changed it: the members are checked before the first query and every answer's shape is checked, and
// the class falls back to PGlite's own `query` when either fails (README.md beside this file).
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

export type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** The instance members the named path calls: readiness, the two query mutexes, the protocol stream. */
export interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(message: Uint8Array, options: { syncToFs?: boolean; throwOnError?: boolean }): Promise<BackendMessage[]>;
  _getWrittenBlob(): Promise<Blob | undefined>;
  syncToFs(): Promise<void>;
}

export const INTERNAL_METHODS = [
  '_checkReady',
  '_runExclusiveTransaction',
  '_runExclusiveQuery',
  'execProtocolStream',
  '_getWrittenBlob',
  'syncToFs',
] as const satisfies ReadonlyArray<keyof PgliteInternals>;

const SERIALIZE_FUNCTIONS = ['parse', 'describe', 'bind', 'execute', 'sync', 'close'] as const;
const PARSE_FUNCTIONS = ['parseResults', 'parseDescribeStatementResults'] as const;

const lacks = (holder: unknown, name: string) => typeof (holder as Record<string, unknown> | null | undefined)?.[name] !== 'function';

/** Why `candidate` (and the package's protocol helpers) cannot serve the named path, or null when all is there. */
export function missingInternals(candidate: unknown): string | null {
  const missing = [
    ...INTERNAL_METHODS.filter((name) => lacks(candidate, name)),
    ...SERIALIZE_FUNCTIONS.filter((name) => lacks(protocol?.serialize, name)).map((name) => `protocol.serialize.${name}`),
    ...PARSE_FUNCTIONS.filter((name) => lacks(parse, name)).map((name) => `parse.${name}`),
  ];
  return missing.length > 0 ? `PGlite has no ${missing.join(', ')}` : null;
}

/** An internal answered in a shape the named path does not know (its message says which and how). */
export class InternalsChanged extends Error {
  override name = 'InternalsChanged';
}

/**
 * Calls an internal. A TypeError inside it, or an answer that fails `expected`, means PGlite changed
 * it; any other error (a database error, a closed database) is the query's own and passes unchanged.
 */
export async function callInternal<T>(what: string, call: () => Promise<T> | T, expected: (value: T) => boolean): Promise<T> {
  let value: T;
  try {
    value = await call();
  } catch (error) {
    if (error instanceof TypeError) throw new InternalsChanged(`${what} threw "${error.message}"`, { cause: error });
    throw error;
  }
  if (!expected(value)) throw new InternalsChanged(`${what} answered in another shape`);
  return value;
}

export const isMessageList = (value: unknown): value is BackendMessage[] =>
  Array.isArray(value) && value.every((message) => typeof (message as { name?: unknown } | null)?.name === 'string');
