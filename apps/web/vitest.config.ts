import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './build/react-on-preact.ts';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['module', 'browser', 'development'],
    alias: [
      // The library's CommonJS entry would load React DOM itself; its ES build follows the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      ...reactOnPreact,
    ],
  },
  test: {
    name: '@fuel/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Libraries that import React go through the same aliases, so one renderer runs the tests.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /@tanstack\/react-query/,
          /react-router/,
          /react-i18next/,
          /sonner/,
        ],
      },
    },
  },
});
