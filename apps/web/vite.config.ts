import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/city': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The route budget is checked by scripts/report-bundle.mjs after every build.
    chunkSizeWarningLimit: 600,
  },
});
