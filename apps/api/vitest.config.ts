import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@fuel/api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A fresh database per file: PGlite start-up or CREATE DATABASE plus migrations.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
