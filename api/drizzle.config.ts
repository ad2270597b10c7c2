import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes SQL migrations into ./drizzle (committed); the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
