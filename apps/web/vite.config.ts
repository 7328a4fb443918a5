import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * main.tsx loads the app's styles beside its texts so that they do not block the static shell's
 * first paint; a preload starts their download with the HTML's instead of after the script's. It is
 * `crossorigin` like the link Vite's loader adds, or the browser fetches the file a second time.
 */
function preloadAppStyles(): Plugin {
  return {
    name: 'preload-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const styles = Object.values(bundle ?? {}).filter((file) => file.type === 'asset' && file.names.includes('app.css'));
        return styles.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), preloadAppStyles()],
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
