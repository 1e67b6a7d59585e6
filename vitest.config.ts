import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'],
    environment: 'node',
    // Property tests play thousands of games; they are measured by npm run bench, not by a timer.
    testTimeout: 180_000,
    // Every core: Vitest leaves one free by default, which on CI's two cores runs the files one at a time.
    maxWorkers: '100%',
    // The files share their workers' modules (the engine is pure, and tests that fake timers or spy restore
    // them after each test): 140 → 118 CPU-seconds and 71 → 60 s for the suite, from loading the engine once
    // a worker, not once a file.
    isolate: false,
  },
});
