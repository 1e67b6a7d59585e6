/**
 * The site in Spanish has no English sentence: every page under /es/, reached by following its links from
 * /es/, is read as a reader sees and hears it (visible text, and the names of images, buttons and regions),
 * after its islands have drawn, and no English word that Spanish does not share may appear outside what
 * is allowed: the games' and the deck's proper names, the designers' names, the licence's name, and code
 * written for bloggers (the embed page's snippets).
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

/** English words Spanish does not use: one of them in a Spanish page's text is English left behind. */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'is',
  'are',
  'to',
  'of',
  'with',
  'for',
  'this',
  'that',
  'it',
  'on',
  'in',
  'from',
  'or',
  'by',
  'card',
  'cards',
  'play',
  'plays',
  'turn',
  'hand',
  'pick',
  'pass',
  'undo',
  'rules',
  'rule',
  'example',
  'step',
  'next',
  'back',
  'show',
  'hide',
  'why',
  'what',
  'who',
  'new',
  'game',
  'games',
  'match',
  'wins',
  'win',
  'score',
  'points',
  'trick',
  'tricks',
  'suit',
  'suits',
  'draw',
  'pile',
  'table',
  'player',
  'players',
  'computer',
  'level',
  'search',
  'menu',
  'skip',
  'content',
];
/**
 * Proper names and terms that stay as they are in Spanish: the games' published names, the deck's, the
 * designers', the licence's; the computer players' names (Ann, Buck…) and the names in examples are names.
 */
const ALLOWED = [
  /\bBadger[’']s Court\b/g,
  /\bFerret\b/g,
  /\bThricewise\b/g,
  /\bHermit\b/g,
  /\bJigger\b/g,
  /\bDecktet\b/g,
  /\bP\. ?D\. Magnus\b/g,
  /\bGreg James\b/g,
  /\bevanievan\b/g,
  /\b(CC )?BY-NC-SA( 3\.0)?\b/g,
  /\bCreative Commons\b/g,
  // Addresses (a print sheet's footer names its page).
  /\bhttps?:\/\/\S+/g,
];

/** Every sentence of the page a reader meets: visible text and accessible names, code left out. */
async function readerText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    // Text a reader cannot meet: code, and what is not drawn (visually hidden text is spoken, so it counts).
    const hidden = (el: Element | null): boolean => {
      if (!el || el.closest('pre, code, script, style, template, [hidden]')) return true;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent?.trim();
      if (t && !hidden(n.parentElement)) out.push(t);
    }
    for (const el of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (el.closest('pre, code')) continue;
      for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

function englishIn(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    let t = raw;
    for (const a of ALLOWED) t = t.replace(a, ' ');
    const words = t.toLowerCase().match(/[a-záéíóúüñ’']+/g) ?? [];
    if (words.some((w) => ENGLISH.includes(w))) found.add(raw.slice(0, 160));
  }
  return [...found];
}

test('every Spanish page is in Spanish: no English sentence outside proper names', async ({ page }) => {
  test.setTimeout(600_000);
  const seen = new Set<string>();
  const queue = ['/es/'];
  const problems: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang'), path).toBe('es');
    for (const e of englishIn(await readerText(page))) problems.push(`${path}: ${e}`);
    const links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      const url = new URL(href);
      if (url.origin === new URL(page.url()).origin && url.pathname.startsWith('/es/') && !seen.has(url.pathname)) queue.push(url.pathname);
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
