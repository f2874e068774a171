import { defineConfig } from 'drizzle-kit';

/** The built-in sandbox gateway's tables: a migration set of their own (ADR 0020). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/sandbox-gateway.ts',
  out: './src/db/migrations-sandbox-gateway',
});
