import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@fuel/api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One temporary folder per run, removed at its end (uploads written by the tests).
    globalSetup: ['src/test/global-setup.ts'],
    // A fresh database per file: PGlite start-up or CREATE DATABASE plus migrations.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
