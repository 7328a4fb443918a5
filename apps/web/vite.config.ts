import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ZCities } from '../../packages/contract/src/city/city.ts';

/**
 * config/cities.json is checked against the contract when it is bundled, and bundled with the
 * contract's defaults filled in: the page then reads it as it is, without zod in the entry (the
 * server checks the same file with the same schema when it starts).
 */
function checkedCities(): Plugin {
  return {
    name: 'checked-cities',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/config/cities.json')) return null;
      const parsed = ZCities.safeParse(JSON.parse(code));
      if (!parsed.success) this.error(`config/cities.json does not match the contract: ${JSON.stringify(parsed.error.issues)}`);
      return { code: JSON.stringify(parsed.data), map: null };
    },
  };
}

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

/**
 * The static shell paints without any script: the entry and its preloads are asked for at low
 * priority so that the shell's stylesheet is served first, and the entry's own small stylesheet
 * (the header's rules) is inlined so that the first paint waits for no request but the page.
 */
function shellFirst(): Plugin {
  return {
    name: 'shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        let out = html.replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin');
        out = out.replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
        for (const file of Object.values(bundle ?? {})) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const link = `<link rel="stylesheet" crossorigin href="/${file.fileName}">`;
          if (out.includes(link)) out = out.replace(link, `<style>${String(file.source)}</style>`);
        }
        return out;
      },
    },
  };
}

/** V8's explicit compile hint (compileChunksEagerly); scripts/report-bundle.mjs checks every chunk opens with it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Nearly every function of a chunk runs once it has loaded: the entry's while a page first loads,
 * a page's chunk in the page's first render, zod's in the first check of an answer. V8 compiles a
 * function when it is first called, on the main thread, unless the file asks for all of them at
 * once: Chrome (136 and later) then compiles them while the file streams in, on a background
 * thread. Measured on `/news` (`npm run bench:long-tasks`), the evaluation of the site options'
 * schema chunk fell from 19–27 ms to about 9 ms with the comment, and the entry's main-thread
 * compile time from 130–200 ms to 22–28 ms in a trace. The comment must open the file, so it is
 * added after minification.
 */
function compileChunksEagerly(): Plugin {
  return {
    name: 'compile-chunks-eagerly',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `${COMPILE_HINT}${file.code}`;
        }
      },
    },
  };
}

/**
 * The service worker (src/service-worker/service-worker.ts) is our own source, built by the plugin
 * with the list of files to keep offline injected: it also shows web push notifications, which a
 * generated worker could not. The manifests are static files in public/, one per language, and the
 * worker is registered by our own small code after the page has loaded (main.tsx), so the plugin
 * adds nothing to the page itself.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  // Built to /service-worker.js: at the root, so that its scope is the whole site.
  filename: 'service-worker.ts',
  manifest: false,
  injectRegister: false,
  injectManifest: {
    // The app shell, every hashed chunk, the styles, the texts and the icons: what a second visit
    // needs to start without the network. The sign-in callbacks are pages of their own, never offline.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['callback/**', 'service-worker.js', '.vite/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [checkedCities(), react(), preloadAppStyles(), shellFirst(), compileChunksEagerly(), serviceWorker],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/city': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded by every page before its first render:
          // one file for all of it instead of some twenty that the lazy chunks share, each gzipped
          // on its own and asked for with its own request (about 7 KB gzip less on every page).
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The start-up loads the site options' schema beside the options themselves on every
            // page (get-site-options.ts), and nearly every page checks its own answers: zod and
            // that schema in one file rather than in several small ones.
            {
              name: 'site-options-schema',
              test: /[\\/](node_modules[\\/]zod|packages[\\/]contract[\\/]src[\\/](site[\\/](get-options-info|site-options|settings)|feedback[\\/]feedback-topic))[\\/.]/,
            },
          ],
        },
      },
    },
    // The route budget is checked by scripts/report-bundle.mjs after every build.
    chunkSizeWarningLimit: 600,
  },
});
