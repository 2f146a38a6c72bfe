import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for provider/db/schema.ts (PGlite and PostgreSQL). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './provider/db/schema.ts',
  out: './provider/db/migrations',
});
