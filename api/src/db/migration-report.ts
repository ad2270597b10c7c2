// For the log line that tells an operator whether the database was migrated (docs/deploy.md).

export interface MigrationReport {
  applied: number;
  total: number;
}

const TABLE = 'drizzle.__drizzle_migrations';

export async function appliedMigrationCount(queryNumber: (text: string) => Promise<number | null>): Promise<number> {
  // A missing table would fail the count: ask for it by name first (null when it does not exist).
  const exists = await queryNumber(`select case when to_regclass('${TABLE}') is null then null else 1 end as n`);
  if (exists === null) return 0;
  return Number(await queryNumber(`select count(*)::int as n from ${TABLE}`));
}

export function migrationLogLine({ applied, total }: MigrationReport): string {
  return applied > 0 ? `database migrations: applied ${applied}, ${total} in all` : `database migrations: already current (${total} applied before)`;
}
