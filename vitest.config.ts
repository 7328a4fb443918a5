import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two test files at a time. Each server test file opens its own database.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          // Files share a worker's modules: importing the server anew for each of them cost more
          // than most files' tests. Every file opens and closes its own cities.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          css: false,
          // Each file in a VM context of one worker: building jsdom for each of 96 files in a new
          // worker was a third of the project's time (145 s -> 55 s), and files stay isolated.
          pool: 'vmThreads',
        },
      },
    ],
  },
});
