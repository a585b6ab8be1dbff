import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devMarket } from './dev-market';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Chunks the home route loads at start (the budget test lists them from the manifest); a name left
 * off here is only preloaded twice, a name put here wrongly is fetched without a preload hint.
 */
const FIRST_SCREEN_CHUNK =
  /assets\/(?:vendor|rolldown-runtime|constants|lazy-page|i18n|en-core|games-constants|session-store|vanilla|storage|market|cx|Icon|Spinner)-[\w-]+\.js$/;

/** Everything the API server answers; the dev server forwards it to the local API on :8080. */
const API_TARGET = process.env['NYOTA_API'] ?? 'http://localhost:8080';
const proxied = [
  '/member-service',
  '/account-service',
  '/activity-service',
  '/config-service',
  '/game-center',
  '/dev',
  '/docs',
  '/healthz',
  // The download page's version file (APP_VERSION_PATH), written by the server.
  '/version.json',
  // Campaign images staff uploaded (modules/media).
  '/media',
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), devMarket(API_TARGET)],
  resolve: {
    // React Router 7 exports only its development build (invariant texts and warnings); the
    // production build beside it in the package is what players download (≈1.5 KiB gzip less).
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')),
            },
          ]
        : [],
  },
  define: {
    // Sent as x-pho-version / x-pho-build-time on every API call (docs/product-rules/api-conventions.md#headers).
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(String(Date.now())),
  },
  build: {
    // The budget tests read .vite/manifest.json to sum the home route's initial chunks.
    manifest: true,
    // Every browser we target supports <link rel=modulepreload>; the polyfill would cost ~0.4 KiB.
    // A lazy chunk's preload list leaves out the home route's own chunks: the entry has loaded them
    // already, and naming them again in every lazy import cost ~0.5 KiB of the initial budget.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((d) => !FIRST_SCREEN_CHUNK.test(d)) },
    sourcemap: false,
    // Budgets are enforced by tests (100 KiB initial, 30 KiB per lazy chunk); keep Vite's warning quiet.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // One long-cacheable vendor chunk for the framework, and the app's first-screen code in the
        // entry. Left alone, the bundler scatters both over several small shared chunks, which
        // gzip worse (each restarts its dictionary) and cost more requests.
        // TanStack Query is one lazy chunk too: split per hook it was eight requests, and on a
        // phone's line each request costs a round trip before the first page can render.
        advancedChunks: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
      '/im': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
      '/im': { target: API_TARGET, ws: true },
    },
  },
}));
