import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Vitest's default on 2 cores is one worker (cores - 1): the files then ran one after another
    // while most of a file's time is spent waiting on the database, a child process or a timer.
    // Each file has a database, a temporary folder and ports of its own, so files run side by
    // side; TEST_WORKERS overrides the count (1 to run them one at a time).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
  },
});
