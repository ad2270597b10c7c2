// How many migrations a start applied, for the one log line that tells an operator whether the
// database was migrated (docs/deploy.md). Read from drizzle's own table, before and after.

export interface MigrationReport {
  /** Migrations this start applied (0: the database was already current). */
  applied: number;
  /** Migrations the database holds now. */
  total: number;
}

/** drizzle's record of applied migrations (its default schema and table). */
const TABLE = 'drizzle.__drizzle_migrations';

/**
 * The rows of drizzle's table, 0 before the first migration. `queryNumber` runs one statement and
 * answers its single column `n` (null when the statement found nothing).
 */
export async function appliedMigrationCount(queryNumber: (text: string) => Promise<number | null>): Promise<number> {
  // A missing table would fail the count: ask for it by name first (null when it does not exist).
  const exists = await queryNumber(`select case when to_regclass('${TABLE}') is null then null else 1 end as n`);
  if (exists === null) return 0;
  return Number(await queryNumber(`select count(*)::int as n from ${TABLE}`));
}

/** The start's log line. */
export function migrationLogLine({ applied, total }: MigrationReport): string {
  return applied > 0 ? `database migrations: applied ${applied}, ${total} in all` : `database migrations: already current (${total} applied before)`;
}
