import path from 'node:path';

/** The repository's root (this file is topology/src/repo.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
