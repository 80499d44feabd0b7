import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from api/) writes SQL migrations to api/drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/core/db/tables.ts',
  out: './drizzle',
});
