// vitest/config's defineConfig is vite's plus the `test` block.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { entryScreenChunks } from './vite-plugins/entryScreenChunks';
import { routePreloads } from './vite-plugins/routePreloads';
import { chartsOwnCopies, isChartsCopy } from './vite-plugins/chartsOwnCopies';
import { STAFF_READS_CACHE } from './src/lib/offline/staffReadsCache';

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

const entryScreens = entryScreenChunks(
  { 'home-screen': 'src/features/home/index.ts', 'fleet-screen': 'src/features/vehicles/index.ts' },
  10,
);

/**
 * The API reads those pages start with, asked for with their HTML. The fleet is what /vehicles
 * waits for; the app's own request for it (prefetchFleet, as the code starts) finds it answered.
 */
const PRELOADED_READS = { '/vehicles': ['/api/vehicles'] };

export default defineConfig({
  plugins: [
    react(),
    // The staff's chart library keeps its own copy of the small modules it shares with the app, so the
    // chunks every page loads stay as they were (see the plugin).
    chartsOwnCopies(['reselect', '@mui/utils/ownerWindow']),
    routePreloads(PRELOADED_ROUTES, PRELOADED_READS),
    entryScreens.plugin,
    // The staff's phone installs the app and opens it without signal. The service worker is
    // registered by the staff screens only (lib/offline/registerServiceWorker), so a customer's
    // first visit never downloads the precache.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['icons/apple-touch-icon.png'],
      manifest: {
        name: 'Vehicle Rental',
        short_name: 'Rental',
        description: 'Bookings, pickups and returns for the rental business.',
        start_url: '/staff',
        scope: '/',
        display: 'standalone',
        theme_color: '#0d47a1',
        background_color: '#f4f6fb',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        // The GET answers the agreement and return wizards open with (the rental, its return
        // inspection, the car's open damage), so a wizard reloaded without signal still opens.
        // Network first: with signal staff see the server's state. The pattern is written out
        // inside the function because Workbox copies the function's text into the worker.
        runtimeCaching: [
          {
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && /^\/api\/staff\/(rentals\/\d+(\/return)?|vehicles\/\d+\/damages)$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: STAFF_READS_CACHE,
              networkTimeoutSeconds: 8,
              expiration: { maxEntries: 60, maxAgeSeconds: 2 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
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
              priority: 40,
            },
            // Not the chart library's copy of reselect: it rides with the chart.
            {
              name: 'redux',
              test: (id: string) => !isChartsCopy(id) && /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/.test(id),
              priority: 40,
            },
            // What the app's entry imports, in one file instead of a dozen small ones.
            { name: 'shell', tags: ['$initial'], priority: 30 },
            ...entryScreens.groups,
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'vite-plugins/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    css: false,
    // Whole-screen tests type into real forms; on a busy 2-core machine one can pass 5 s.
    testTimeout: 15_000,
  },
});
