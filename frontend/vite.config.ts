// vitest/config's defineConfig is vite's plus the `test` block.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { routePreloads } from './vite-plugins/routePreloads';

// The API runs on port 3000; in production it serves dist/ itself, so the
// browser always calls same-origin /api and the dev server only proxies it.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * The customer's entry pages: their screen's chunk and catalogues are preloaded by the HTML the
 * server sends for them (see vite-plugins/routePreloads.ts). The same modules as scripts/size.mjs's
 * ROUTES for these paths. Other paths keep index.html as it is: a staff screen's chunks would be
 * wasted on a customer, and the reverse.
 */
const PRELOADED_ROUTES = {
  '/': ['src/features/home/index.ts', 'src/i18n/locales/en/common.ts', 'src/i18n/locales/en/messages.ts', 'src/i18n/locales/en/home.ts'],
  '/vehicles': [
    'src/features/vehicles/index.ts',
    'src/i18n/locales/en/common.ts',
    'src/i18n/locales/en/messages.ts',
    'src/i18n/locales/en/vehicles.ts',
  ],
};

export default defineConfig({
  plugins: [react(), routePreloads(PRELOADED_ROUTES)],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // scripts/size.mjs reads it to add up what each route downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Framework code changes rarely; separate chunks stay cached across releases. i18next rides
        // with React: every screen needs it, and a chunk of its own costs the first load bytes.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next)[\\/]/,
            },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    css: false,
    // Whole-screen tests type into real forms; on a busy 2-core machine one can pass 5 s.
    testTimeout: 15_000,
  },
});
