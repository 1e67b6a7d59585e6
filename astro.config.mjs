// @ts-check
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import starlight from '@astrojs/starlight';
import { HEAD_SCRIPT as CLASSROOM_HEAD_SCRIPT } from './src/site/classroom.ts';
import { HEAD_SCRIPT as AFTER_PAINT_HEAD_SCRIPT } from './src/site/after-paint.ts';
import afterPaint from './src/integrations/after-paint.ts';
import { catalogList, gamePage, learnPage, playPage } from './src/engine/catalog.ts';
import { siteAddress } from './src/site/site-address.ts';
import { HEAD_TAGS as PWA_HEAD_TAGS } from './src/site/pwa.ts';
import { navLabel, siteTitle } from './src/words/nav.ts';
import preact from '@astrojs/preact';
import mdx from '@astrojs/mdx';

const withSelector = fileURLToPath(new URL('./src/site/use-sync-external-store-with-selector.ts', import.meta.url));
const reactForXstate = fileURLToPath(new URL('./src/site/react-for-xstate.ts', import.meta.url));

// A play page's own chunks: the play shell and each game's table (PlayShell.tsx, FerretPlay.tsx, …).
const PLAY_CHUNK = /(^|\/)(PlayShell|[A-Za-z]+Play)\.[\w-]+\.js$/;

// @xstate/react imports React and the CommonJS use-sync-external-store shims. Under Preact we point
// those at two small ESM modules of ours (the part of React it uses, made of Preact, instead of all of
// preact/compat), and let Vite bundle them into the prerender so that one Preact renders the islands on
// the server (DEVELOPERS.md).
const bundledForPrerender = ['@xstate/react', 'use-sync-external-store', 'use-isomorphic-layout-effect'];

export default defineConfig({
  // The site's address: SITE_URL in the build's environment (http://localhost:4321 when unset).
  site: siteAddress(),
  trailingSlash: 'always',
  // The stylesheets (about 71 kB, 14 kB gzipped; the search results' styles load with search) go in each page: no render-blocking request before the first paint.
  build: { inlineStylesheets: 'always' },
  // No prefetching of linked pages (Starlight turns it on for every link): the service worker already
  // keeps every page for the next visit (src/site/pwa.ts), and the prefetch script was 1.1 kB of each page's JavaScript.
  prefetch: false,
  integrations: [
    starlight({
      title: siteTitle(),
      // English at today's addresses; Spanish under /es/ (src/words/locales.ts). Starlight translates its own
      // interface; the site's words are in src/words/.
      defaultLocale: 'root',
      locales: { root: { label: 'English', lang: 'en' }, es: { label: 'Español', lang: 'es' } },
      description: 'Learn Decktet card games one rule at a time, with examples on real cards and games to play.',
      customCss: ['./src/styles/site.css'],
      components: {
        // Search loads Pagefind's UI when it is opened (src/components/starlight/Search.astro).
        Search: './src/components/starlight/Search.astro',
        ThemeSelect: './src/components/starlight/ThemeSelect.astro',
        ThemeProvider: './src/components/starlight/ThemeProvider.astro',
        // The page's words for its islands, once (src/components/WordsScript.astro).
        Head: './src/components/starlight/Head.astro',
      },
      // The classroom setting is applied before the page paints (src/site/classroom.ts). Scripts wait
      // for the first paint (src/site/after-paint.ts). Then the web app manifest and the service worker's
      // registration (src/site/pwa.ts).
      head: [{ tag: 'script', content: CLASSROOM_HEAD_SCRIPT }, { tag: 'script', content: AFTER_PAINT_HEAD_SCRIPT }, ...PWA_HEAD_TAGS],
      // The 404 page names no canonical address of its own (src/integrations/route-data.ts).
      routeMiddleware: './src/integrations/route-data.ts',
      lastUpdated: false,
      pagination: true,
      sidebar: [
        {
          ...navLabel('core.nav.start'),
          items: [
            { ...navLabel('core.nav.welcome'), link: '/' },
            { ...navLabel('core.nav.deck'), link: '/deck/' },
            { ...navLabel('core.nav.teach'), link: '/teach/' },
            { ...navLabel('core.nav.embed'), link: '/embed/' },
          ],
        },
        // One group per game, in the registry's order (src/engine/catalog.ts).
        ...catalogList().map((g) => ({
          label: g.title,
          items: [
            { ...navLabel('core.nav.how', { title: g.title }), link: gamePage(g.id) },
            { ...navLabel('core.nav.learn', { title: g.title }), link: learnPage(g.id) },
            { ...navLabel('core.nav.play', { title: g.title }), link: playPage(g.id) },
          ],
        })),
      ],
    }),
    preact(),
    mdx(),
    // After the build, every page fetches its scripts after its first paint; and client:painted.
    afterPaint(),
  ],
  vite: {
    // The computer's worker (src/play/computer-worker.ts) loads one game's engine by dynamic import: as
    // an ES module worker its games are separate chunks, not all inlined into it.
    worker: { format: 'es' },
    // What a play page loads later (the look back, the invitation, the New game form, the computer's levels) is
    // not preloaded with the chunks it imports: the page has loaded nearly all of them already, and the lists of
    // their names were about 550 B (gzip) of every play page. Rules pages and embedded frames keep them (an
    // example's first step, a frame's game, want every part at once).
    plugins: [
      {
        name: 'play-pages-preload-less',
        configEnvironment: (name) =>
          name === 'client'
            ? { build: { modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => (PLAY_CHUNK.test(hostId) ? [] : deps) } } }
            : undefined,
      },
    ],
    resolve: {
      alias: [
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: withSelector },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: reactForXstate },
        { find: /^react$/, replacement: reactForXstate },
      ],
    },
    ssr: { noExternal: bundledForPrerender },
    environments: {
      prerender: { resolve: { noExternal: bundledForPrerender } },
      ssr: { resolve: { noExternal: bundledForPrerender } },
    },
  },
});
