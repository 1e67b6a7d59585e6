/**
 * Builds the <decktet-example> custom element into dist/embed/: the element, decktet-example.js (small: it
 * finds an element's game and language and loads that one script), and a script per game and language,
 * games/<game>.js in English and games/<game>.<lang>.js in each other language (src/embed/element-words.ts
 * names them), each with Preact, XState, the game's engine, its examples and the site's card styles
 * rewritten for a shadow root, and that language's words only: its catalogues (src/embed/words.ts) and its
 * examples' prose (the mirror laid over the English at build time, so no English prose is left in it).
 * Starlight is not in them. Run after `astro build` (npm run build does both).
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** The site's styles for a shadow root: :root becomes :host, and nothing from the host page is inherited. */
function shadowStyles() {
  const css = [readFileSync(here('../src/styles/embed-vars.css'), 'utf8'), readFileSync(here('../src/styles/site.css'), 'utf8')].join('\n');
  const rewritten = css.replace(/:root\[data-theme='dark'\]/g, ":host([data-theme='dark'])").replace(/:root/g, ':host');
  return `:host { all: initial; display: block; }\n${rewritten}\n.embed-root { font-size: 16px; }`;
}

/** One of the site's TypeScript modules, bundled to be run here, on any Node this runs on. */
async function tsModule(path) {
  const { outputFiles } = await build({ entryPoints: [here(path)], bundle: true, write: false, format: 'esm', platform: 'node' });
  return import(`data:text/javascript,${encodeURIComponent(outputFiles[0].text)}`);
}

/** The site's origin as built (SITE_URL, checked as src/site/site-address.ts checks it). */
const builtOrigin = async () => (await tsModule('../src/site/site-address.ts')).siteAddress();

const { LOCALES, DEFAULT_LOCALE } = await tsModule('../src/words/locales.ts');
const { mirroredExample } = await tsModule('../src/words/mirror.ts');
const { ELEMENT_PREFIX, gameScript } = await tsModule('../src/embed/element-words.ts');
const json = (path) => JSON.parse(readFileSync(here(path), 'utf8'));

/** The sentences the element says itself, in every language: the ui catalogues' "element.…" entries. */
const elementWords = () =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        Object.entries(json(`../src/words/ui/${locale}.json`))
          .filter(([id]) => id.startsWith(ELEMENT_PREFIX))
          .map(([id, v]) => [`ui.${id}`, typeof v === 'string' ? v : v.join(' ')]),
      ),
    ]),
  );

/** A game's examples (src/engine/<game>/examples.json) with a language's prose laid over them (src/words/<game>/examples.<locale>.json). */
function examplesIn(game, locale) {
  const english = json(`../src/engine/${game}/examples.json`);
  const over = json(`../src/words/${game}/examples.${locale}.json`);
  if (!Array.isArray(over) || over.length !== english.length) throw new Error(`src/words/${game}/examples.${locale}.json: not one item per example`);
  return english.map((e, i) => mirroredExample(e, over[i]));
}

/** The bundler's plugin for one language's scripts. */
const plugin = (locale) => ({
  name: 'decktet-embed',
  setup(b) {
    // @xstate/react under Preact, as in astro.config.mjs: React is preact/compat, and the
    // use-sync-external-store shims are preact/compat's hook and our small ESM selector module.
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (a) =>
      b.resolve(a.path.endsWith('jsx-runtime') ? 'preact/jsx-runtime' : 'preact/compat', { kind: a.kind, resolveDir: a.resolveDir }),
    );
    b.onResolve({ filter: /^use-sync-external-store\/shim\/with-selector(\.js)?$/ }, () => ({
      path: here('../src/site/use-sync-external-store-with-selector.ts'),
    }));
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, (a) => b.resolve('preact/compat', { kind: a.kind, resolveDir: a.resolveDir }));
    b.onResolve({ filter: /^embed-styles$/ }, () => ({ path: 'embed-styles', namespace: 'embed-styles' }));
    // The card sprite's address (Card.tsx): on other sites faces are drawn in full (setCardDrawing('inline')), so it is never used.
    b.onResolve({ filter: /\.svg\?url(&no-inline)?$/ }, () => ({ path: 'card-sprite', namespace: 'card-sprite' }));
    b.onLoad({ filter: /.*/, namespace: 'card-sprite' }, () => ({ contents: 'export default "";', loader: 'js' }));
    b.onLoad({ filter: /.*/, namespace: 'embed-styles' }, () => ({ contents: `export default ${JSON.stringify(shadowStyles())};`, loader: 'js' }));
    // The element's own sentences are in the element's script (elementWords), not in the games'.
    b.onLoad({ filter: /[\\/]src[\\/]words[\\/]ui[\\/][a-z]+\.json$/ }, (a) => ({
      contents: JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(readFileSync(a.path, 'utf8'))).filter(([id]) => !id.startsWith(ELEMENT_PREFIX)))),
      loader: 'json',
    }));
    // A game's examples in another language: their prose in that language in place of the English.
    if (locale !== DEFAULT_LOCALE)
      b.onLoad({ filter: /[\\/]src[\\/]engine[\\/][a-z0-9-]+[\\/]examples\.json$/ }, (a) => {
        const game = /([a-z0-9-]+)[\\/]examples\.json$/.exec(a.path)[1];
        return { contents: JSON.stringify(examplesIn(game, locale)), loader: 'json' };
      });
  },
});

const options = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  // The host page's markup can stand in for the document's members (<img name="currentScript">): every
  // `document` in these scripts, Preact's included, is the document as its prototypes define it.
  inject: [here('../src/embed/safe-dom.ts')],
  define: { document: 'safeDocument', __DECKTET_SITE__: JSON.stringify(await builtOrigin()) },
  metafile: true,
  logLevel: 'warning',
  plugins: [plugin(DEFAULT_LOCALE)],
};
// One script per game: each game's embed entry is src/embed/games/<game>.ts, so the list is that folder.
const GAMES = readdirSync(here('../src/embed/games'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .sort();

/** A game's script in one language: its entry, and that language's catalogues (src/embed/words.ts). */
const gameSource = (game, locale) =>
  [
    `import { entry } from './games/${game}';`,
    `import { embedWords } from './words';`,
    `import { registerRenderer } from './renderer';`,
    ...['core', 'ui', 'deck', game].map((scope, i) => `import c${i} from '../words/${scope}/${locale}.json';`),
    `registerRenderer(entry, embedWords(${JSON.stringify(locale)}, ${JSON.stringify(game)}, { core: c0, ui: c1, deck: c2, game: c3 }));`,
  ].join('\n');

// The element itself: small, no Preact; it loads one game's script, in one language, when a page shows that game.
// Its own sentences in every language are defined for it alone (an object defined for every script would be
// a module in each, run at the start of every other).
const results = [
  await build({
    ...options,
    define: { ...options.define, __DECKTET_ELEMENT_WORDS__: JSON.stringify(elementWords()) },
    entryPoints: [here('../src/embed/element.ts')],
    outfile: here('../dist/embed/decktet-example.js'),
  }),
];
for (const game of GAMES)
  for (const locale of LOCALES)
    results.push(
      await build({
        ...options,
        plugins: [plugin(locale)],
        stdin: { contents: gameSource(game, locale), resolveDir: here('../src/embed'), loader: 'ts', sourcefile: `${game}.${locale}.ts` },
        outfile: here(`../dist/embed/${gameScript(game, locale)}`),
      }),
    );
// The host page's resize script for our iframes (src/embed/frames.ts): tiny, no imports.
results.push(await build({ ...options, entryPoints: [here('../src/embed/frames.ts')], outfile: here('../dist/embed/frames.js') }));
const bytes = results.flatMap((r) => Object.values(r.metafile.outputs)).reduce((a, o) => a + o.bytes, 0);
console.log(
  `embed: dist/embed/decktet-example.js, dist/embed/games/*.js (a script per game and language) and dist/embed/frames.js, ${(bytes / 1024).toFixed(1)} kB before gzip in all`,
);
