import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { reactOnPreact } from './build/react-on-preact.ts';
import { sonnerWithoutInlineStyle } from './build/sonner-without-inline-style.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    sonnerWithoutInlineStyle(),
    // The API serves these pre-compressed files (.gz/.br next to each asset) when the browser accepts them.
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  resolve: { alias: reactOnPreact },
  // Pre-bundling would skip the transform above, and the dev page should behave like production.
  optimizeDeps: { exclude: ['sonner'] },
  server: {
    port: 5173,
    proxy: { '/api': api, '/healthz': api, '/readyz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // CSP allows fonts only from our origin, so no asset may be inlined as a data: URL.
    assetsInlineLimit: 0,
  },
});
