/**
 * The service worker, made with Workbox (workbox-build) after `astro build` and the embed scripts (npm
 * run build runs all three): it precaches the built pages, scripts, styles, fonts and icons, so after
 * one visit every rules page, play page, example frame and print sheet works with no connection. A new
 * build's worker takes over at once (skipWaiting, clientsClaim), so a new version arrives on the next
 * visit; offline, an address it does not hold shows the site's 404 page. (@vite-pwa/astro does not
 * support Astro 7.) Prints what it precaches.
 */
import { generateSW } from 'workbox-build';

const { count, size, warnings } = await generateSW({
  globDirectory: 'dist',
  // Search (Pagefind's index, loaded in pieces as a search needs them) is precached too.
  globPatterns: ['**/*.{html,js,css,woff2,woff,svg,png,webmanifest}', 'pagefind/**/*'],
  globIgnores: [
    // For other sites only: the custom element and its games' scripts, the frames' resize script, and oEmbed responses.
    'embed/decktet-example.js',
    'embed/games/**',
    'embed/frames.js',
    'oembed/**',
    // The worker itself.
    'sw.js',
  ],
  swDest: 'dist/sw.js',
  // One file: no separate Workbox runtime to fetch.
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // /games/<game>/ is games/<game>/index.html; play links carry their deal in the query (?seed=…).
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
  // Astro's hashed files change name when they change: no revision needed.
  dontCacheBustURLsMatching: /^_astro\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  // An address the precache does not hold (a mistyped one, an old link) goes to the network; offline,
  // where the network cannot answer, the site's own 404 page answers rather than the browser's error page.
  // (Not `navigateFallback`: that would answer every such address with the 404 page online too.) The
  // precache keys its files with a revision in the query, hence ignoreSearch.
  runtimeCaching: [
    {
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: {
        plugins: [{ handlerDidError: async () => (await caches.match('/404.html', { ignoreSearch: true })) ?? Response.error() }],
      },
    },
  ],
});
for (const w of warnings) console.warn(`service worker: ${w}`);
console.log(`service worker: dist/sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} kB before compression`);
