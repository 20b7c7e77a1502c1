import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-process WASM; two workers keep both cores busy without thrashing.
    pool: 'forks',
    maxWorkers: 2,
  },
});
