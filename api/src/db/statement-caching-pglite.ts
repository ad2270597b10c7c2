// Named prepared statements for `query` outside a transaction: planning each call cost more than running it.
// Uses PGlite internals (pglite-internals.ts), falling back with one warning when they change (README.md here).
import { PGlite, parse, protocol, type QueryOptions, type Results, type types } from '@electric-sql/pglite';
import {
  type BackendMessage,
  callInternal,
  InternalsChanged,
  isMessageList,
  missingInternals,
  type PgliteInternals,
} from './pglite-internals.js';

type Parsers = Record<number | string, types.Parser>;

interface NamedStatement {
  name: string;
  paramTypes: number[];
  rowDescription: BackendMessage | null;
}

export type StatementPath = 'untested' | 'named' | 'fallback';

/** SQLSTATE 26000 (the statement is gone) and 0A000 ("cached plan must not change result type"). */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

export const MAX_NAMED_STATEMENTS = 256;

const PROBE_SQL = 'select $1::int4 + 1 as momentum_probe';

function warnFallback(reason: string): void {
  console.warn(
    JSON.stringify({
      level: 40,
      msg: "PGlite statement cache off: queries use PGlite's own query from now on (slower, same answers)",
      reason,
    }),
  );
}

export class StatementCachingPGlite extends PGlite {
  readonly #statements = new Map<string, NamedStatement>();
  #nextName = 0;
  readonly #mergedParsers = new WeakMap<object, Parsers>();
  #path: StatementPath = 'untested';
  #probing: Promise<void> | undefined;
  #internals!: PgliteInternals;

  get statementPath(): StatementPath {
    return this.#path;
  }

  get namedStatementCount(): number {
    return this.#statements.size;
  }

  protected internals(): unknown {
    return this;
  }

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Blobs (COPY), declared parameter types and notice callbacks stay on PGlite's own path.
    if (options?.blob || options?.paramTypes || options?.onNotice) return super.query<T>(text, params, options);
    if (this.#path === 'untested') {
      // While the probe runs, other queries take PGlite's own path: among them PGlite's start-up query,
      // which the probe's wait for readiness waits for.
      if (this.#probing) return super.query<T>(text, params, options);
      await (this.#probing = this.#probe());
    }
    if (this.#path === 'fallback') return super.query<T>(text, params, options);
    const attempt = { executed: false };
    try {
      return await this.#exclusive(() => this.#runFresh<T>(text, params, options, attempt));
    } catch (error) {
      if (!(error instanceof InternalsChanged)) throw error;
      this.#fallBack(error.message);
      // A statement that may have run is not sent again (a write would happen twice): its caller gets the error.
      if (attempt.executed) throw error;
      return super.query<T>(text, params, options);
    }
  }

  async #probe(): Promise<void> {
    const candidate = this.internals();
    const missing = missingInternals(candidate);
    if (missing) return this.#fallBack(missing);
    this.#internals = candidate as PgliteInternals;
    try {
      const result = await this.#exclusive(() => this.#run<{ momentum_probe: number }>(PROBE_SQL, [41], undefined, { executed: false }));
      const answer = (result as Partial<typeof result> | undefined)?.rows?.[0]?.momentum_probe;
      if (answer !== 42) return this.#fallBack(`the probe query answered ${JSON.stringify(answer)} instead of 42`);
      this.#path = 'named';
    } catch (error) {
      // With fixed parameters a TypeError here can only come from PGlite's side.
      if (error instanceof InternalsChanged || error instanceof TypeError) return this.#fallBack(error.message);
      this.#probing = undefined; // not PGlite's shape (e.g. the database closed): decide on the next query
      throw error;
    }
  }

  #fallBack(reason: string): void {
    if (this.#path === 'fallback') return;
    this.#path = 'fallback';
    this.#statements.clear();
    warnFallback(reason);
  }

  async #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const internals = this.#internals;
    let ownFailure: { error: unknown } | undefined;
    const guarded = async () => {
      try {
        return await fn();
      } catch (error) {
        ownFailure = { error };
        throw error;
      }
    };
    try {
      await internals._checkReady();
      return await internals._runExclusiveTransaction(() => internals._runExclusiveQuery(guarded));
    } catch (error) {
      if (ownFailure?.error === error || !(error instanceof TypeError)) throw error;
      throw new InternalsChanged(`PGlite's query mutexes threw "${error.message}"`, { cause: error });
    }
  }

  async #runFresh<T>(text: string, params: unknown[], options: QueryOptions | undefined, attempt: { executed: boolean }): Promise<Results<T>> {
    try {
      return await this.#run<T>(text, params, options, attempt);
    } catch (error) {
      if (!STALE_STATEMENT_CODES.has((error as { code?: string }).code ?? '') || !this.#statements.has(text)) throw error;
      await this.#forget(text);
      return await this.#run<T>(text, params, options, attempt);
    }
  }

  async #run<T>(text: string, params: unknown[], options: QueryOptions | undefined, attempt: { executed: boolean }): Promise<Results<T>> {
    const statement = await this.#prepared(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? this.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    attempt.executed = true;
    const messages = await this.#exchange(
      [protocol.serialize.bind({ statement: statement.name, values: values as (string | null)[] }), protocol.serialize.execute({}), protocol.serialize.sync()],
      text,
      params,
      options,
    );
    const internals = this.#internals;
    // Writes reach the file system as after PGlite's own query (outside a transaction).
    await callInternal('syncToFs', () => internals.syncToFs(), () => true);
    // What a COPY … TO '/dev/blob' wrote, as PGlite's own query returns it (and so it is not left for the next).
    const blob = await callInternal('_getWrittenBlob', () => internals._getWrittenBlob(), (value) => value === undefined || value instanceof Blob);
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const results = await callInternal(
      'parse.parseResults',
      () => parse.parseResults(described, this.#parsersFor(options), { rowMode: options?.rowMode }, blob),
      (value) => Array.isArray(value) && Array.isArray(value[0]?.rows) && Array.isArray(value[0]?.fields),
    );
    return results[0] as Results<T>;
  }

  async #prepared(text: string, options: QueryOptions | undefined): Promise<NamedStatement> {
    const known = this.#statements.get(text);
    if (known) {
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    const messages: Uint8Array[] = [];
    if (this.#statements.size >= MAX_NAMED_STATEMENTS) {
      const [oldestText, oldest] = this.#statements.entries().next().value!;
      this.#statements.delete(oldestText);
      messages.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `momentum_${this.#nextName++}`;
    messages.push(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync());
    const replies = await this.#exchange(messages, text, [], options);
    const statement: NamedStatement = {
      name,
      paramTypes: await callInternal(
        'parse.parseDescribeStatementResults',
        () => parse.parseDescribeStatementResults(replies),
        (types) => Array.isArray(types) && types.every((oid) => typeof oid === 'number'),
      ),
      rowDescription: replies.find((message) => message.name === 'rowDescription') ?? null,
    };
    this.#statements.set(text, statement);
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    const internals = this.#internals;
    const message = Buffer.concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]);
    await callInternal('execProtocolStream', () => internals.execProtocolStream(message, { syncToFs: false, throwOnError: false }), isMessageList);
  }

  async #exchange(parts: Uint8Array[], text: string, params: unknown[], options: QueryOptions | undefined): Promise<BackendMessage[]> {
    const internals = this.#internals;
    try {
      return await callInternal('execProtocolStream', () => internals.execProtocolStream(Buffer.concat(parts), { syncToFs: false }), isMessageList);
    } catch (error) {
      if (error instanceof Error && 'code' in error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  #parsersFor(options: QueryOptions | undefined): Parsers {
    if (!options?.parsers) return this.parsers;
    let merged = this.#mergedParsers.get(options.parsers);
    if (!merged) {
      merged = { ...this.parsers, ...options.parsers };
      this.#mergedParsers.set(options.parsers, merged);
    }
    return merged;
  }
}
