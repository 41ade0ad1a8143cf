import { defineConfig } from 'vitest/config';

// `npm run test:browser`: the website in Debian's Chromium (playwright-core), against the real
// server (`src/main.ts`) on a fresh database. Kept apart from `npm test` (vitest.config.ts).
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ['test/support/global-setup.ts'],
    // The JSON report decides the exit status (scripts/test-summary.js --check).
    reporters: ['default', ['json', { outputFile: 'test-output/vitest-browser.json' }]],
  },
});
