// Files the API reads from disk beside its code: the SQL migrations (drizzle/) and public/. Run from
// source (tsx, vitest) they are in the package folder, two levels up; the build bundles all code
// into dist/main.js and copies both folders next to it (scripts/build.mjs), so dist/ is self-contained.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.existsSync(path.join(here, 'drizzle')) ? here : path.resolve(here, '../..');

/** The committed SQL migrations (api/drizzle, or dist/drizzle once built). */
export const MIGRATIONS_FOLDER = path.join(root, 'drizzle');
/** Files served as they are (the default avatar). */
export const PUBLIC_FOLDER = path.join(root, 'public');
