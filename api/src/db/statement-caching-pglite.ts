// PGlite with named prepared statements. PGlite's own `query` sends every statement as an
// unnamed Parse, so PostgreSQL parses, analyses and plans it on each call, and it makes six calls
// into the WebAssembly backend (parse, describe, bind, describe, execute, sync), each with its own
// round of message parsing. On the bench's hot routes parsing and planning took longer than running
// the query. Here a query text is parsed and described once as a named statement; each later call is
// one batch of Bind + Execute + Sync, and after a few runs PostgreSQL may keep a generic plan for it,
// as it does for node-postgres's named statements on a server.
//
// Only `query` outside a transaction takes this path (drizzle's reads and single writes); PGlite's
// `transaction` and `exec` run as before.
import { PGlite, parse, protocol, type QueryOptions, type Results, type types } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = Record<number | string, types.Parser>;

interface NamedStatement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription, or null for a statement that returns no rows. */
  rowDescription: BackendMessage | null;
}

/** SQLSTATE 26000 (the statement is gone) and 0A000 ("cached plan must not change result type"). */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

/** Named statements kept per database; the least recently used one is closed beyond this. */
export const MAX_NAMED_STATEMENTS = 256;

export class StatementCachingPGlite extends PGlite {
  /** By query text, least recently used first (Map keeps insertion order). */
  readonly #statements = new Map<string, NamedStatement>();
  #nextName = 0;
  /** The default parsers merged with a query's own, per options object (drizzle reuses one per query). */
  readonly #mergedParsers = new WeakMap<object, Parsers>();

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Blobs (COPY), declared parameter types and notice callbacks stay on PGlite's own path.
    if (options?.blob || options?.paramTypes || options?.onNotice) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          return await this.#run<T>(text, params, options);
        } catch (error) {
          // A statement dropped or invalidated behind our back: prepare it anew, once.
          if (!STALE_STATEMENT_CODES.has((error as { code?: string }).code ?? '') || !this.#statements.has(text)) throw error;
          await this.#forget(text);
          return await this.#run<T>(text, params, options);
        }
      }),
    );
  }

  /** How many named statements are open (for tests). */
  get namedStatementCount(): number {
    return this.#statements.size;
  }

  async #run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await this.#prepared(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? this.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await this.#exchange(
      [protocol.serialize.bind({ statement: statement.name, values: values as (string | null)[] }), protocol.serialize.execute({}), protocol.serialize.sync()],
      text,
      params,
      options,
    );
    // Writes reach the file system as after PGlite's own query (outside a transaction).
    await this.syncToFs();
    // What a COPY … TO '/dev/blob' wrote, as PGlite's own query returns it (and so it is not left for the next).
    const blob = await this._getWrittenBlob();
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, this.#parsersFor(options), { rowMode: options?.rowMode }, blob)[0] as Results<T>;
  }

  /** The statement for this text: parsed and described once, then marked most recently used. */
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
      paramTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find((message) => message.name === 'rowDescription') ?? null,
    };
    this.#statements.set(text, statement);
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.execProtocolStream(Buffer.concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  }

  /** One batch of messages into the backend; a database error carries the query as PGlite's does. */
  async #exchange(parts: Uint8Array[], text: string, params: unknown[], options: QueryOptions | undefined): Promise<BackendMessage[]> {
    try {
      return await this.execProtocolStream(Buffer.concat(parts), { syncToFs: false });
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
