import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: '@fuel/web',
    environment: 'jsdom',
    // sw/: the service worker's own helpers (docs/offline.md); build/: the build's own steps.
    include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'build/**/*.test.ts'],
    // The commit hook must be in place before React DOM loads (test/renders.ts).
    setupFiles: ['src/test/react-commits.ts', 'src/test/setup.ts'],
  },
});
