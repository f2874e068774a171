import { defineConfig } from 'drizzle-kit';

/** The built-in sandbox fiscal register's tables: a migration set of their own (ADR 0035). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/sandbox-fiscal.ts',
  out: './src/db/migrations-sandbox-fiscal',
});
