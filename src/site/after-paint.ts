/**
 * Scripts after the first paint. A page's first paint needs only its HTML and its inline styles; every
 * script and non-essential file is fetched once the page is parsed and painted, so none of them competes
 * with the page for a slow connection before the reader sees it.
 *
 * - HEAD_SCRIPT (first in every Starlight page's <head>, astro.config.mjs) makes `decktetAfterPaint`, a
 *   promise kept one frame after the page is parsed and its first contentful paint is done.
 * - moveBehindPaint, run on every built page by src/integrations/after-paint.ts, takes the page's
 *   external module scripts and print stylesheets out of the HTML and adds them back when that promise
 *   is kept, in their order. The web app manifest's link stays in the HTML: a browser looks for it there
 *   (to offer to install the site) without a script, and fetches it on its own schedule, not the page's.
 * - client:painted (src/site/client-painted.ts) hydrates an island then too: the play tables use it.
 *
 * Measured (Lighthouse mobile, simulated 4G): the module scripts the preload scanner found in the HTML,
 * and the files they import in turn, were fetched before the first paint and put about 0.4 s on its
 * estimate; the 404 page's FCP went from 1.27 s to 0.82 s without them.
 */

/** The global the head script sets. */
export const AFTER_PAINT_GLOBAL = 'decktetAfterPaint';

/**
 * Runs in <head>. Kept after DOMContentLoaded and the paint entry `first-contentful-paint`, one frame
 * later (requestAnimationFrame, then a task: that frame has been painted). Where paint timing is missing
 * it waits for the frame alone; a page that never paints (a hidden tab) is not waited on for more than
 * 3 s after parsing, nor a frame for more than 1 s.
 */
export const HEAD_SCRIPT =
  `(function(){var d=document,w=self;w.${AFTER_PAINT_GLOBAL}=new Promise(function(go){var ` +
  `t=0;function run(){if(!t){t=1;go()}}function ` +
  `frame(){requestAnimationFrame(function(){setTimeout(run,0)});setTimeout(run,1000)}function ` +
  `parsed(){var P=w.PerformanceObserver;try{if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var ` +
  `o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();frame()}});` +
  `o.observe({type:'paint',buffered:true});setTimeout(run,3000);return}}catch(e){}frame()}` +
  `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed);else ` +
  `parsed()})})()`;

type Attrs = Record<string, string>;
type Later = readonly ['script' | 'link', Attrs];

const TAG = /<(script)\b([^>]*)><\/script>|<(link)\b([^>]*?)\/?>/g;
const NOSCRIPT = /(<noscript>[\s\S]*?<\/noscript>)/;
const ATTR = /([^\s=/]+)(?:="([^"]*)")?/g;

function attrsOf(text: string): Attrs {
  const attrs: Attrs = {};
  for (const m of text.matchAll(ATTR)) attrs[m[1] as string] = m[2] ?? '';
  return attrs;
}

/** Is this tag one to fetch after the first paint? */
function later(tag: 'script' | 'link', a: Attrs): boolean {
  if (tag === 'script') return a.type === 'module' && !!a.src;
  return a.rel === 'stylesheet' && a.media === 'print';
}

/** JSON that is safe inside an inline <script>. */
const inlineJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const LEADING_IMPORT = /^\s*(?:import|export)\s*(?:[^"'`;()]*?\sfrom\s*|[^"'`;()]*?from)?\s*["']([^"']+)["']\s*;?/;

/** Vite's preamble to a module that imports others dynamically: `const __vite__mapDeps=(…)=>i.map(i=>d[i]);`. */
const VITE_MAP_DEPS = /^\s*const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[[^\]]*\]\)\)\)=>i\.map\(i=>d\[i\]\);/;

/** The modules a built module imports statically: the import statements it opens with (not import()). */
export function leadingImports(code: string): string[] {
  const found: string[] = [];
  // A module with dynamic imports may open with Vite's list of their dependencies, before its imports.
  let rest = code.replace(VITE_MAP_DEPS, '');
  for (let m = LEADING_IMPORT.exec(rest); m; m = LEADING_IMPORT.exec(rest)) {
    found.push(m[1] as string);
    rest = rest.slice(m[0].length);
  }
  return found;
}

/** Every module a page's client:painted islands start from: each one's component and renderer. */
function paintedIslandEntries(html: string): string[] {
  const entries: string[] = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const a = attrsOf(tag.slice('<astro-island'.length, -1));
    if (a.client !== 'painted') continue;
    for (const url of [a['component-url'], a['renderer-url']]) if (url && !entries.includes(url)) entries.push(url);
  }
  return entries;
}

/**
 * The page with its module scripts and print stylesheets fetched after the first paint
 * (see the file's comment). Pages without HEAD_SCRIPT, and pages with none of these tags, come back
 * unchanged; so does a page already moved. Print stylesheets stay in a <noscript> for readers without
 * scripts.
 *
 * `graph` gives a built module's address and every module it imports statically, however deep. With it,
 * the modules of the page's client:painted islands are preloaded all at once, first, when the promise
 * is kept: the island then waits for one round trip, not one for each level of its imports.
 */
export function moveBehindPaint(html: string, graph?: (url: string) => readonly string[]): string {
  if (!html.includes(`${AFTER_PAINT_GLOBAL}=new Promise`)) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const moved: Later[] = [];
  const noscript: string[] = [];
  const take = (part: string) =>
    part.replace(TAG, (whole, s?: string, sAttrs?: string, l?: string, lAttrs?: string) => {
      const tag = (s ?? l) as 'script' | 'link';
      const attrs = attrsOf((sAttrs ?? lAttrs) as string);
      if (!later(tag, attrs)) return whole;
      moved.push([tag, attrs]);
      if (tag === 'link' && attrs.rel === 'stylesheet') noscript.push(whole);
      return '';
    });
  // What is in a <noscript> is for readers without scripts: it stays (so a page is moved only once).
  const rest = html
    .slice(0, end)
    .split(NOSCRIPT)
    .map((part, i) => (i % 2 ? part : take(part)))
    .join('');
  if (moved.length === 0) return html;
  if (graph) {
    const modules = [...new Set(paintedIslandEntries(html).flatMap((url) => graph(url)))];
    moved.unshift(...modules.map((href): Later => ['link', { rel: 'modulepreload', href }]));
  }
  const loader =
    `<script>(self.${AFTER_PAINT_GLOBAL}||Promise.resolve()).then(function(){${inlineJson(moved)}.forEach(function(t){` +
    `var e=document.createElement(t[0]);for(var k in t[1])e.setAttribute(k,t[1][k]);if(t[0]==='script')e.async=false;document.head.appendChild(e)})})</script>`;
  const fallback = noscript.length ? `<noscript>${noscript.join('')}</noscript>` : '';
  return rest + fallback + loader + html.slice(end);
}
