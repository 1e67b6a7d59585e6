/**
 * The page's recovery from files a new version of the site replaced (src/site/stale-page.ts), run as the
 * browser runs it, against a pretend page and site: what it asks the site, what it concludes, when it
 * reloads (once a minute at most, never for a caller that would rather not, never when the page itself
 * is gone), and what it says.
 */
import { describe, expect, it } from 'vitest';
import { STALE_PAGE_SCRIPT } from '../../src/site/stale-page';
import { LOAD_FAILED_GLOBAL, RESUME_KEY, type LoadOutcome } from '../../src/site/load-failed';

const ORIGIN = 'https://rules.example.net';
type Answer = number | 'offline';

class FakeElement {
  children: FakeElement[] = [];
  text = '';
  attrs = new Map<string, string>();
  className = '';
  type = '';
  textContent = '';
  style = { cssText: '' };
  listeners = new Map<string, () => void>();
  constructor(readonly tag: string) {}
  setAttribute(k: string, v: string) {
    this.attrs.set(k, v);
  }
  getAttribute(k: string) {
    return this.attrs.get(k) ?? null;
  }
  append(...xs: (string | FakeElement)[]) {
    for (const x of xs)
      if (typeof x === 'string') this.text += x;
      else this.children.push(x);
  }
  prepend(x: FakeElement) {
    this.children.unshift(x);
  }
  remove() {}
  querySelector() {
    return null;
  }
  addEventListener(type: string, f: () => void) {
    this.listeners.set(type, f);
  }
}

/** A page of the site whose files answer as `answers` says (by path; the page itself is "/games/ferret/"). */
function page(answers: Record<string, Answer>, modules: string[] = ['/_astro/page.A1.js']) {
  const asked: string[] = [];
  let reloads = 0;
  const session = new Map<string, string>();
  const body = new FakeElement('body');
  const win: Record<string, unknown> & { addEventListener: () => void } = { addEventListener: () => {} };
  const doc = {
    baseURI: `${ORIGIN}/games/ferret/`,
    body,
    createElement: (tag: string) => new FakeElement(tag),
    querySelectorAll: () => modules.map((src) => Object.assign(new FakeElement('script'), { attrs: new Map([['src', src]]) })),
  };
  const fetch = (url: string) => {
    asked.push(url);
    const answer = answers[new URL(url).pathname] ?? 200;
    return answer === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ status: answer, ok: answer < 400 });
  };
  const location = { origin: ORIGIN, href: `${ORIGIN}/games/ferret/`, reload: () => void reloads++ };
  const sessionStorage = {
    getItem: (k: string) => session.get(k) ?? null,
    setItem: (k: string, v: string) => void session.set(k, v),
  };
  new Function('self', 'document', 'fetch', 'location', 'sessionStorage', 'Element', 'SVGUseElement', STALE_PAGE_SCRIPT)(
    win,
    doc,
    fetch,
    location,
    sessionStorage,
    FakeElement,
    class {},
  );
  const recover = win[LOAD_FAILED_GLOBAL] as ((a: string[], reload: boolean, resume?: string) => Promise<LoadOutcome>) & {
    say: (where: FakeElement | null, o: LoadOutcome, subject?: string) => void;
  };
  return { recover, asked, session, body, reloads: () => reloads };
}

describe('the recovery of a page a new version left behind', () => {
  it('reloads into the new version when a file it needs is gone, and keeps what the reader was doing', async () => {
    const p = page({ '/_astro/example.B2.js': 404 });
    expect(await p.recover([`${ORIGIN}/_astro/example.B2.js`], true, 'search')).toBe('reloading');
    expect(p.reloads()).toBe(1);
    expect(p.session.get(RESUME_KEY)).toBe('search');
    // It asked the page itself, the file, and the page's own modules, with HEAD requests.
    expect(p.asked).toEqual([`${ORIGIN}/games/ferret/`, `${ORIGIN}/_astro/example.B2.js`, `${ORIGIN}/_astro/page.A1.js`]);
  });

  it('finds a new version by the page’s own modules when the failing file is not named', async () => {
    const p = page({ '/_astro/page.A1.js': 410 });
    expect(await p.recover([], true)).toBe('reloading');
  });

  it('reloads at most once a minute: a new version that lacks the file too is a failure to say, not a loop', async () => {
    const p = page({ '/_astro/x.js': 404 });
    expect(await p.recover([`${ORIGIN}/_astro/x.js`], true)).toBe('reloading');
    expect(await p.recover([`${ORIGIN}/_astro/x.js`], true)).toBe('failed');
    expect(p.reloads()).toBe(1);
  });

  it('offers the new version, without reloading, to a caller that goes on without the file', async () => {
    const p = page({ '/_astro/computer-worker.js': 404 });
    expect(await p.recover([`${ORIGIN}/_astro/computer-worker.js`], false)).toBe('new');
    expect(p.reloads()).toBe(0);
  });

  it('does not reload into a page that is no longer there', async () => {
    const p = page({ '/games/ferret/': 404, '/_astro/x.js': 404 });
    expect(await p.recover([`${ORIGIN}/_astro/x.js`], true)).toBe('new');
    expect(p.reloads()).toBe(0);
  });

  it('tells a site it cannot reach from files that are there', async () => {
    expect(await page({ '/games/ferret/': 'offline' }).recover([`${ORIGIN}/_astro/x.js`], true)).toBe('offline');
    expect(await page({ '/_astro/x.js': 'offline' }).recover([`${ORIGIN}/_astro/x.js`], true)).toBe('offline');
    const there = page({});
    expect(await there.recover([`${ORIGIN}/_astro/x.js`], true)).toBe('failed');
    expect(there.reloads()).toBe(0);
  });

  it('asks the site only: an address elsewhere is never fetched', async () => {
    const p = page({}, ['https://evil.example/x.js', '/_astro/page.A1.js']);
    await p.recover(['https://evil.example/y.js'], true);
    expect(p.asked.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('says each outcome in words, with the way on', () => {
    const p = page({});
    const say = (o: LoadOutcome, subject?: string) => {
      const where = new FakeElement('div');
      p.recover.say(where, o, subject);
      const note = where.children[0]!;
      return [note.getAttribute('role'), note.text, note.children[0]?.textContent ?? null];
    };
    expect(say('new')).toEqual([
      'alert',
      'This page is from an older version of the site, which has been updated since it was opened. Load the new version: a game in progress is kept. ',
      'Load the new version',
    ]);
    expect(say('offline', 'Search')).toEqual([
      'alert',
      'Search could not load its scripts: the connection seems to be down. Once it is back, reload the page. ',
      'Reload the page',
    ]);
    expect(say('failed')).toEqual(['alert', 'This part of the page could not load its scripts. Reload the page to try again. ', 'Reload the page']);
    expect(say('reloading')).toEqual(['alert', 'Loading the new version of this page…', null]);
    // Without a place, at the foot of the screen.
    p.recover.say(null, 'new');
    expect(p.body.children[0]?.style.cssText).toContain('position:fixed');
  });
});
