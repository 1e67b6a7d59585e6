import { defineConfig } from 'vitest/config';

// The Firefox tests (tests/firefox/): one Firefox ESR for the whole file, against the built site (npm run test:firefox).
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
