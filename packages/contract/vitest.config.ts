import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@fuel/contract', environment: 'node', include: ['src/**/*.test.ts'] },
});
