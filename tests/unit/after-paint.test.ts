/**
 * Scripts after the first paint (src/site/after-paint.ts): the transform of a built page, and every built
 * Starlight page as `npm run build` left it (npm test builds first). That the scripts do load after the
 * paint, and the pages still work, is tested in the browser (tests/e2e/after-paint.spec.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogList, gamePage, learnPage, playPage } from '../../src/engine/catalog';
import { HEAD_SCRIPT, leadingImports, moveBehindPaint } from '../../src/site/after-paint';

const page = (head: string, body: string) => `<!doctype html><html><head><script>${HEAD_SCRIPT}</script>${head}</head><body>${body}</body></html>`;

/** The tags a moved page adds back, as its loader lists them. */
function loaded(html: string): unknown[] {
  const m = html.match(/\.then\(function\(\)\{(\[.*?\])\.forEach/);
  return m ? JSON.parse(m[1] as string) : [];
}

describe('moveBehindPaint', () => {
  const before = page(
    '<link rel="manifest" href="/manifest.webmanifest"/><link rel="stylesheet" href="/_astro/print.css" media="print"><link rel="icon" href="/favicon.svg">',
    '<header><script type="module" src="/_astro/a.js"></script></header><p>Text</p><script type="module">inline()</script><script type="module" src="/_astro/b.js"></script>',
  );
  const after = moveBehindPaint(before);

  it('takes module scripts and print stylesheets out of the page and adds them back in order', () => {
    expect(after).not.toMatch(/<script type="module" src=/);
    expect(loaded(after)).toEqual([
      ['link', { rel: 'stylesheet', href: '/_astro/print.css', media: 'print' }],
      ['script', { type: 'module', src: '/_astro/a.js' }],
      ['script', { type: 'module', src: '/_astro/b.js' }],
    ]);
  });

  it('leaves everything else where it was: the manifest’s link, inline scripts, icons, the text', () => {
    expect(after).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(after).toContain('<script type="module">inline()</script>');
    expect(after).toContain('<link rel="icon" href="/favicon.svg">');
    expect(after).toContain('<p>Text</p>');
    expect(after.indexOf('<p>Text</p>')).toBeLessThan(after.indexOf('decktetAfterPaint||'));
  });

  it('keeps the print stylesheet for readers without scripts', () => {
    expect(after).toContain('<noscript><link rel="stylesheet" href="/_astro/print.css" media="print"></noscript>');
  });

  it('changes nothing the second time, in a page without the head script, or with nothing to move', () => {
    expect(moveBehindPaint(after)).toBe(after);
    const outside = before.replace(`<script>${HEAD_SCRIPT}</script>`, '');
    expect(moveBehindPaint(outside)).toBe(outside);
    const nothing = page('', '<p>Text</p>');
    expect(moveBehindPaint(nothing)).toBe(nothing);
  });

  it('writes the list so that no address can end the inline script', () => {
    const odd = moveBehindPaint(page('', '<script type="module" src="/_astro/x.js?a=</b"></script>'));
    expect(odd).toContain('x.js?a=\\u003c/b');
    expect(loaded(odd)).toEqual([['script', { type: 'module', src: '/_astro/x.js?a=</b' }]]);
  });
});

describe('the play tables’ modules', () => {
  it('are read from the import statements a built module opens with, not its import() calls', () => {
    const code =
      'import{i as e}from"./preact.js";import{a as b,c as d}from"./Card.js";import"./side.js";export{x as y}from"./re.js";const f=()=>import("./later.js");';
    expect(leadingImports(code)).toEqual(['./preact.js', './Card.js', './side.js', './re.js']);
    expect(leadingImports('var e=1;import("./x.js")')).toEqual([]);
  });

  it('are read after the list of dependencies Vite puts before them in a module that imports others dynamically', () => {
    const deps = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/levels.js","_astro/search.js"])))=>i.map(i=>d[i]);';
    expect(leadingImports(`${deps}\nimport{t as a}from"./PlayShell.js";import{t as b}from"./Card.js";var c=1;`)).toEqual(['./PlayShell.js', './Card.js']);
  });

  it('are preloaded first, all at once, for client:painted islands only', () => {
    const html = page(
      '',
      '<astro-island component-url="/_astro/Play.js" renderer-url="/_astro/client.js" ssr client="painted"></astro-island>' +
        '<astro-island component-url="/_astro/Example.js" renderer-url="/_astro/client.js" ssr client="visible"></astro-island>' +
        '<script type="module" src="/_astro/page.js"></script>',
    );
    const graph = (url: string) => (url === '/_astro/Play.js' ? [url, '/_astro/preact.js', '/_astro/Shell.js'] : [url, '/_astro/preact.js']);
    expect(loaded(moveBehindPaint(html, graph))).toEqual([
      ['link', { rel: 'modulepreload', href: '/_astro/Play.js' }],
      ['link', { rel: 'modulepreload', href: '/_astro/preact.js' }],
      ['link', { rel: 'modulepreload', href: '/_astro/Shell.js' }],
      ['link', { rel: 'modulepreload', href: '/_astro/client.js' }],
      ['script', { type: 'module', src: '/_astro/page.js' }],
    ]);
  });
});

const DIST = join(import.meta.dirname, '../../dist');
function html(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? html(p) : f.endsWith('.html') ? [p] : [];
  });
}

describe.skipIf(!existsSync(DIST))('the built pages', () => {
  const pages = html(DIST)
    .map((p) => ({ path: relative(DIST, p), text: readFileSync(p, 'utf8') }))
    .filter((p) => p.text.includes('decktetAfterPaint=new Promise'));

  it('are the Starlight pages: every rules, learn and play page among them', () => {
    const paths = pages.map((p) => p.path);
    for (const { id } of catalogList()) for (const page of [gamePage(id), learnPage(id), playPage(id)]) expect(paths).toContain(`${page.slice(1)}index.html`);
    expect(paths).toContain('404.html');
  });

  it('link the web app manifest in their HTML, where a browser finds it without a script (issue 36)', () => {
    const unlinked = pages.filter((p) => !/<head>[\s\S]*<link rel="manifest" href="\/manifest\.webmanifest"\/?>[\s\S]*<\/head>/.test(p.text));
    expect(unlinked.map((p) => p.path)).toEqual([]);
  });

  it('ask for no script or print stylesheet before the first paint', () => {
    const early = pages.filter((p) =>
      /<script type="module" src=|<link rel="stylesheet"[^>]*media="print"(?![^<]*<\/noscript>)/.test(p.text.replace(/<noscript>.*?<\/noscript>/gs, '')),
    );
    expect(early.map((p) => p.path)).toEqual([]);
  });

  it('preload every module a play table imports when it is fetched', () => {
    const play = pages.find((p) => p.path === 'games/ferret/play/index.html')?.text ?? '';
    const preloads = [...play.matchAll(/"modulepreload","href":"([^"]+)"/g)].map((m) => m[1]);
    const component = play.match(/component-url="([^"]+)"/)?.[1];
    expect(preloads).toContain(component);
    for (const url of preloads) expect(existsSync(join(DIST, url as string)), url).toBe(true);
    // PlayShell is imported by the game's table, one level down: without the preload it waits a round trip.
    expect(preloads.some((u) => /\/PlayShell\.[\w-]+\.js$/.test(u as string))).toBe(true);
  });

  it('hydrate the play tables with client:painted, not at once', () => {
    for (const p of pages.filter((p) => /\/(play|learn)\/index\.html$/.test(p.path))) {
      expect(p.text, p.path).toMatch(/<astro-island[^>]*client="painted"/);
      expect(p.text, p.path).not.toMatch(/<astro-island[^>]*client="load"/);
    }
  });
});
