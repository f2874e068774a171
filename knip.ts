import type { KnipConfig } from 'knip';

/**
 * Dead-code check (`npm test`): files, exports and dependencies nothing uses. Entry points are
 * the server, the admin command, the benchmark scripts, the web page and every test.
 */
const config: KnipConfig = {
  // An export used in its own file is not dead, only visible.
  ignoreExportsUsedInFile: true,
  // The browser tests' SMTP capture (apps/web/e2e) uses smtp-server, a root dependency.
  ignoreDependencies: ['@types/smtp-server'],
  // `npm run bench:writes-ceiling` runs the pgbench that comes with the PostgreSQL server.
  ignoreBinaries: ['pgbench'],
  rules: {
    // The contract names one schema for each route that uses it (friends.ts).
    duplicates: 'off',
  },
  // Stylesheets use Tailwind (`@import`) and the font packages (`url()`).
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]|url\(['"]([@\w][^'"]*)['"]/g)]
        .map(([, imported, font]) => `import '${imported ?? font}';`)
        .join('\n'),
  },
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs', '*.ts'],
    },
    'packages/contract': {
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    'apps/api': {
      entry: ['scripts/*.ts', 'scripts/bench/{run,history,pages,minimal}.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.ts', 'scripts/**/*.ts'],
      // The receipt PDF embeds these packages' font files, found by path (receipt-pdf.ts).
      ignoreDependencies: ['@fontsource/noto-sans', '@fontsource/noto-sans-armenian'],
    },
    'apps/web': {
      entry: [
        'index.html',
        // Run after the web build (package.json) to draw the guest pages.
        'build/prerender.tsx',
        // Bundled into dist/sw.js by build/service-worker.ts.
        'sw/sw.ts',
        'src/**/*.test.{ts,tsx}',
        'sw/**/*.test.ts',
        'e2e/**/*.spec.ts',
        'e2e/support/global-setup.ts',
      ],
      project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', 'build/**/*.ts', 'sw/**/*.ts'],
    },
  },
};

export default config;
