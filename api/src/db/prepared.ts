// Hot reads as prepared statements, built on first use (repositories are also made per transaction).
// Constants stay literals (`sql\`${t.flag}\``, not `eq(t.flag, true)`): a generic plan cannot use a partial
// index on a `= $n`. Why prepare at all: docs/api.md, "CPU per request on the hot reads".
export function preparedOnce<T>(build: () => T): () => T {
  let prepared: T | undefined;
  return () => (prepared ??= build());
}
