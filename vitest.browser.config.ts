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
  },
});
