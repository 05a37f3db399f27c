import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/src/schema.ts',
  out: './db/migrations',
});
