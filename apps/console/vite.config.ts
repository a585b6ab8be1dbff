import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The dev server forwards the staff API to the local server on :8080. */
const API_TARGET = process.env['NYOTA_API'] ?? 'http://localhost:8080';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    // scripts/console-budget.ts reads the manifest to sum the initial JS.
    manifest: true,
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    proxy: {
      '/staff-api': { target: API_TARGET, changeOrigin: false },
      // Previews of uploaded campaign images (modules/media).
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
});
