// Rows already in the wire shape (ISO strings), so no service converts dates field by field.
import { sql, type ColumnBaseConfig } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** In a subquery or CTE name it (`.as('date')`): drizzle cannot reference an unnamed SQL column there. */
export const isoInstant = <T extends ColumnBaseConfig<'date', string>>(column: PgColumn<T>) =>
  sql<T['notNull'] extends true ? string : string | null>`${column}`.mapWith((value: unknown) =>
    (column.mapFromDriverValue(value) as Date).toISOString(),
  );
