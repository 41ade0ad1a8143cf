import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One PostgreSQL server + migrated template for the run (SERVICE; see test/support/).
    globalSetup: ['test/support/global-setup.ts'],
    // The JSON report feeds scripts/test-summary.js (the closing count line in CI logs).
    reporters: ['default', ['json', { outputFile: 'test-output/vitest.json' }]],
  },
});
