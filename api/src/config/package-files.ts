// From source these are two levels up; the build copies drizzle/ and public/ next to dist/main.js (scripts/build.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.existsSync(path.join(here, 'drizzle')) ? here : path.resolve(here, '../..');

export const MIGRATIONS_FOLDER = path.join(root, 'drizzle');
export const PUBLIC_FOLDER = path.join(root, 'public');
