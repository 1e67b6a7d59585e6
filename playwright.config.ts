import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Another port with E2E_PORT (to run two checkouts' browser tests side by side).
const PORT = Number(process.env.E2E_PORT ?? 4399);

// Debian's Chromium (a browser download does not work on these machines), as its headless shell
// (package chromium-headless-shell): the same Blink and V8, built from the same source at the same version,
// without the browser's window layer, which is what Playwright itself runs headless tests in. It costs
// 30–40% less CPU a test on two cores (accessibility.spec.ts 117 → 71 CPU-seconds, devices 90 → 56).
// Without that package, the full browser. CHROMIUM_PATH overrides both (/usr/bin/chromium: the full one,
// which the scripts that measure taps, take screenshots or run Lighthouse use).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Four on two cores: in the headless shell a worker's test leaves a core idle about a third of the time
  // (a computer's pace, a connection's timeout), which more workers fill: the suite in 8.5 min with three, not
  // 10.1 with two, on a fresh clone (it was no faster in the full browser, which kept both cores busy); once
  // the tests cost less, four: 7.3 and 7.7 min against three's 8.0 and 8.2, the same 413 tests passing, on the
  // same quiet machine (27 November). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // One more try on CI only, where a failed run costs a whole submission: once in some sixty runs a page in the headless
  // shell drew no frame for two minutes (Hermit's reload test, 28 November: the click waited for the card to be
  // "stable", which Playwright measures over animation frames, and the same test passed 64 times here after, under load
  // and a slowed CPU). A test that passes only on its second try is listed as "flaky" in the log: read it as a bug to find.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    // The site's service worker precaches the whole site on a first visit: only the offline test
    // (tests/e2e/offline.spec.ts) allows it, so other tests do not each download the site.
    serviceWorkers: 'block',
    // Cards that glide, pop and fade cost a fifth of the browser's CPU in whole games (hermit, badgers-court,
    // guided and table-fit: 102 and 105 CPU-seconds with reduced motion, 121 and 135 without, 27 November),
    // and Playwright waits for a moving card to stop before it presses it. The specs about motion keep it:
    // ferret-play's glides (with and without the preference) and layout-shift, which measures what a reader
    // with the browser's default settings sees.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-gpu',
        '--disable-component-update',
        '--no-first-run',
        // Devices at a table talk over WebRTC: on this machine's loopback, with its real addresses (no mDNS names).
        '--allow-loopback-in-peer-connection',
        '--disable-features=WebRtcHideLocalIpsWithMdns',
      ],
    },
  },
  webServer: {
    command: `astro preview --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
