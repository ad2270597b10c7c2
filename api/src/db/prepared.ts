// Hot read queries as prepared statements. drizzle builds a query's SQL from its builder on
// every call, and PostgreSQL parses and plans it every time; a prepared query is built once, and on
// PostgreSQL its name makes it a named statement that each pooled connection parses once (and, after
// a few runs, plans once). Values come in through `sql.placeholder(...)`. PGlite runs the same SQL.
//
// Constants stay literals (`sql\`${t.flag}\``, not `eq(t.flag, true)`): after a few runs PostgreSQL may
// switch to a generic plan, which cannot use a partial index (`WHERE is_completed`) on a `= $n`.
//
// Built on first use, not when the repository is made: repositories are also made per transaction,
// where most of these queries never run.
export function preparedOnce<T>(build: () => T): () => T {
  let prepared: T | undefined;
  return () => (prepared ??= build());
}
