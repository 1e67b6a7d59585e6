/**
 * Builds the <decktet-example> custom element into dist/embed/decktet-example.js: one script with Preact,
 * XState, the engines and the examples, and the site's card styles rewritten for a shadow root. Starlight
 * is not in it. Run after `astro build` (npm run build does both).
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

/** The site's origin as built (SITE_URL, checked as src/site/site-address.ts checks it, for any Node this runs on). */
async function builtOrigin() {
  const { outputFiles } = await build({ entryPoints: [here('../src/site/site-address.ts')], bundle: true, write: false, format: 'esm', platform: 'node' });
  const { siteAddress } = await import(`data:text/javascript,${encodeURIComponent(outputFiles[0].text)}`);
  return siteAddress();
}

const plugin = {
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
  },
};

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
  plugins: [plugin],
};
// One script per game: each game's embed entry is src/embed/games/<game>.ts, so the list is that folder.
const GAMES = readdirSync(here('../src/embed/games'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .sort();

// The element itself: small, no Preact; it loads one game's script when a page shows that game.
const results = [await build({ ...options, entryPoints: [here('../src/embed/element.ts')], outfile: here('../dist/embed/decktet-example.js') })];
for (const game of GAMES)
  results.push(
    await build({
      ...options,
      stdin: {
        contents: `import { entry, words } from './games/${game}';\nimport { registerRenderer } from './renderer';\nregisterRenderer(entry, words);`,
        resolveDir: here('../src/embed'),
        loader: 'ts',
        sourcefile: `${game}.ts`,
      },
      outfile: here(`../dist/embed/games/${game}.js`),
    }),
  );
// The host page's resize script for our iframes (src/embed/frames.ts): tiny, no imports.
results.push(await build({ ...options, entryPoints: [here('../src/embed/frames.ts')], outfile: here('../dist/embed/frames.js') }));
const bytes = results.flatMap((r) => Object.values(r.metafile.outputs)).reduce((a, o) => a + o.bytes, 0);
console.log(`embed: dist/embed/decktet-example.js, dist/embed/games/*.js and dist/embed/frames.js, ${(bytes / 1024).toFixed(1)} kB before gzip in all`);
