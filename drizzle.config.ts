import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from worker/db/schema.ts; wrangler applies them (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
