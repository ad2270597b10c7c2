// A select's columns in a contract's field names, so the row is already the answer.
import { getTableColumns, type Table } from 'drizzle-orm';

type Columns<T extends Table> = T['_']['columns'];

/** A field that is neither a column nor renamed fails to compile, and throws if types were bypassed. */
export function contractColumns<T extends Table, F extends string, R extends { [K in Exclude<F, keyof Columns<T>>]: unknown }>(
  table: T,
  fields: readonly F[],
  renamed: R,
): { [K in F]: K extends keyof R ? R[K] : K extends keyof Columns<T> ? Columns<T>[K] : never } {
  const columns: Record<string, unknown> = getTableColumns(table);
  const renames: Record<string, unknown> = renamed;
  const entries = fields.map((field) => {
    const column = field in renames ? renames[field] : columns[field];
    if (column === undefined) throw new Error(`contract field ${field} has no column`);
    return [field, column] as const;
  });
  return Object.fromEntries(entries) as never;
}
