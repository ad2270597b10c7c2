// PGlite beyond its documented API: members are checked before the first query, answers' shapes on every
// call, and StatementCachingPGlite falls back to PGlite's own `query` when either fails (README.md here).
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

export type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

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

export function missingInternals(candidate: unknown): string | null {
  const missing = [
    ...INTERNAL_METHODS.filter((name) => lacks(candidate, name)),
    ...SERIALIZE_FUNCTIONS.filter((name) => lacks(protocol?.serialize, name)).map((name) => `protocol.serialize.${name}`),
    ...PARSE_FUNCTIONS.filter((name) => lacks(parse, name)).map((name) => `parse.${name}`),
  ];
  return missing.length > 0 ? `PGlite has no ${missing.join(', ')}` : null;
}

export class InternalsChanged extends Error {
  override name = 'InternalsChanged';
}

/** A TypeError inside, or an answer failing `expected`, means PGlite changed it; other errors pass unchanged. */
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
