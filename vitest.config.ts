import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    // Generous: the lexicon-wide properties (obfuscation, hash invariance, fuzz) compile the whole
    // platform file many times and slow down several-fold on a shared machine. A time limit here
    // only catches hangs; speed is measured by `npm run bench`, never asserted.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // One PostgreSQL server + migrated template for the run (SERVICE; see test/support/).
    globalSetup: ['test/support/global-setup.ts'],
    // The JSON report feeds scripts/test-summary.js (the closing count line in CI logs).
    reporters: ['default', ['json', { outputFile: 'test-output/vitest.json' }]],
  },
});
