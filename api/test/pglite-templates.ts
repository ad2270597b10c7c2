// vitest global setup: the PGlite data dirs test databases start from (test-database.ts), made once
// per run rather than once per test file: initdb and the migrations cost seconds, loading their dump a
// fraction of that. Each test still gets its own database; the dumps are only ever read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../src/db/database.js';
import * as schema from '../src/db/schema/index.js';

/** `empty`: a fresh initdb, as `new PGlite()` makes it. `migrated`: the same after every migration. */
export type PgliteTemplate = 'empty' | 'migrated';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * PostgreSQL zeroes its shared buffers at every start: at the default 128 MB that was half of a test
 * database's start. Test databases are small; the buffers' size changes no answer and no plan.
 */
const TEST_SERVER_SETTINGS = "alter system set shared_buffers = '16MB'";

async function writeTemplates(dir: string): Promise<void> {
  const client = new PGlite();
  try {
    await client.waitReady; // dumpDataDir() never settles when asked before initdb is done
    // Into postgresql.auto.conf: every database loaded from either dump starts with it.
    await client.exec(TEST_SERVER_SETTINGS);
    fs.writeFileSync(path.join(dir, 'empty.tar'), await tarBytes(client));
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    fs.writeFileSync(path.join(dir, 'migrated.tar'), await tarBytes(client));
  } finally {
    await client.close();
  }
}

async function tarBytes(client: PGlite): Promise<Uint8Array> {
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
}

/**
 * Writes both templates to a temporary folder and tells the workers where (pgliteTemplate()). Also on
 * PostgreSQL: the tests of the PGlite driver itself run in both passes.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-pglite-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await writeTemplates(dir);
  } catch (error) {
    remove();
    throw error;
  }
  project.provide('pgliteTemplateDir', dir);
  return remove;
}
