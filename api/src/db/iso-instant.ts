// Answers carry instants as ISO 8601 strings (toISOString): a repository selects a timestamp column
// through this so its rows are already the wire shape and no service converts dates field by field.
import { sql, type ColumnBaseConfig } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The column read as drizzle reads it (a Date), then written as the wire writes it; null stays null.
 * In a subquery or CTE name it (`.as('date')`): drizzle cannot reference an unnamed SQL column there.
 */
export const isoInstant = <T extends ColumnBaseConfig<'date', string>>(column: PgColumn<T>) =>
  sql<T['notNull'] extends true ? string : string | null>`${column}`.mapWith((value: unknown) =>
    (column.mapFromDriverValue(value) as Date).toISOString(),
  );
