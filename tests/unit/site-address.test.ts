/**
 * The site's address comes from the build's environment (SITE_URL, src/site/site-address.ts): every
 * absolute address in the built site that points at the site uses it, and no placeholder domain is left
 * in any file. Runs over dist/ as `npm run build` left it, with the same environment (npm test builds
 * first); try another address with `SITE_URL=https://rules.test.example npm run build && npx vitest run
 * tests/unit/site-address.test.ts`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { TEST_PEER_SERVER } from '../support/peer-server';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_SITE, siteAddress } from '../../src/site/site-address';

const DIST = join(import.meta.dirname, '../../dist');
const TEXT = /\.(html|js|mjs|css|json|xml|webmanifest|txt|svg)$/;

/** Other sites the pages link to or name on purpose (licences, XML and SVG namespaces, the sitemap's schema). */
const ELSEWHERE = new Set([
  'creativecommons.org',
  'www.w3.org',
  'www.sitemaps.org',
  'www.google.com',
  'github.com',
  'www.decktet.com',
  'decktet.com',
  'boardgamegeek.com',
  'www.boardgamegeek.com',
  // The signalling service devices find each other through (src/play/room-network.ts): PeerJS's public one, or the build's own.
  '0.peerjs.com',
  ...(process.env.PUBLIC_PEER_SERVER ? [new URL(process.env.PUBLIC_PEER_SERVER).hostname] : []),
]);
/** The tests' own signalling server on the loopback interface, which `npm run build:test` (and so `npm test`) builds with. */
const TEST_SIGNALLING = new URL(TEST_PEER_SERVER).origin;
/** Libraries' own files, whose comments and credits name their authors' sites (Pagefind, Workbox). */
const LIBRARY = (path: string) => path.startsWith('pagefind/') || /^_astro\/ui-core\.[\w-]+\.js$/.test(path) || path === 'sw.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : TEXT.test(f) ? [p] : [];
  });
}

describe.skipIf(!existsSync(DIST))('the built site’s addresses', () => {
  const site = siteAddress();
  const all = files(DIST).map((p) => ({ path: relative(DIST, p), text: readFileSync(p, 'utf8') }));

  it('uses SITE_URL for every absolute address of its own, and no placeholder domain anywhere', () => {
    const wrong: string[] = [];
    let own = 0;
    for (const { path, text } of all) {
      if (/decktet-rules\.example|\.example\.org|your-blog\.example/.test(text)) wrong.push(`${path}: a placeholder domain`);
      for (const [url] of text.matchAll(/https?:\/\/[A-Za-z0-9.-]+(:\d+)?/g)) {
        if (url === site) {
          own++;
          continue;
        }
        const host = new URL(url).hostname;
        if (ELSEWHERE.has(host) || LIBRARY(path) || url === TEST_SIGNALLING) continue;
        wrong.push(`${path}: ${url}`);
      }
    }
    expect([...new Set(wrong)].slice(0, 20)).toEqual([]);
    expect(own).toBeGreaterThan(0);
  });

  it('writes the snippets, oEmbed responses and print footers for that address', () => {
    const read = (p: string) => all.find((f) => f.path === p)?.text ?? '';
    expect(read('embed/index.html')).toContain(`${site}/embed/decktet-example.js`);
    const oembed = all.filter((f) => f.path.startsWith('oembed/'));
    expect(oembed.length).toBeGreaterThan(0);
    for (const f of oembed) expect(JSON.parse(f.text).html, f.path).toContain(`src="${site}/embed/`);
    expect(read('print/deck/index.html')).toContain(`${site}/deck/`);
  });
});

describe('SITE_URL', () => {
  it('is read from the environment, with the local preview address when unset, and checked', () => {
    expect(siteAddress({})).toBe(LOCAL_SITE);
    expect(siteAddress({ SITE_URL: 'https://rules.test.example/' })).toBe('https://rules.test.example');
    expect(() => siteAddress({ SITE_URL: 'rules.test.example' })).toThrow(/SITE_URL/);
    expect(() => siteAddress({ SITE_URL: 'https://rules.test.example/sub/' })).toThrow(/origin only/);
  });
});
