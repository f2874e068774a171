import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's compatibility layer: the same
 * components, hooks, router, query cache and toasts, for a fifth of React DOM's download (see
 * docs/decisions/0016-preact-compat-for-the-bundle-budget.md). Unit tests resolve the same way,
 * so they exercise the renderer users get.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React 17's shim for this hook; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
