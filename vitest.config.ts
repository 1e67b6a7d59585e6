import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'],
    environment: 'node',
    // Property tests play thousands of games; they are measured by npm run bench, not by a timer.
    testTimeout: 180_000,
    // Every core: Vitest leaves one free by default, which on CI's two cores runs the files one at a time.
    maxWorkers: '100%',
  },
});
