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
    // Files share their worker's loaded modules instead of importing the whole app again each
    // (1.6 s a file, a third of the run): every file makes its own app, database and folder, no
    // test mocks a module, and those that fake the clock restore it after each test.
    isolate: false,
  },
});
