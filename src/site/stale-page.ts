/**
 * A page opened before a new version of the site was published still names the old version's files: its
 * lazy chunks, its islands' code, the computer's worker. The host now answers 404 for them. Without this,
 * examples below the fold said "Loading…" for ever, search would not open, and the Strong computer's
 * worker failed at every move, all without a word.
 *
 * STALE_PAGE_SCRIPT runs in every Starlight page's <head> (HEAD_TAGS in ./pwa.ts), so it is there before
 * any island or lazy chunk can fail, and needs no file of its own. It sets `decktetLoadFailed(addresses,
 * reload, resume)` (./load-failed.ts calls it from modules) and answers every island's
 * `astro:hydration-error` (Astro's event, after its one retry). It asks the site, with HEAD requests
 * that skip every cache, about the page itself, the addresses that failed and the page's own modules
 * (module scripts, preloads, islands' components and renderers):
 *   - a file answers 404 or 410: a new version replaced this page's files. The page reloads into it
 *     (games are saved at every move; the embed editor keeps its text as it is typed; `resume` tells the
 *     new page what the reader was doing), unless the caller would rather not (the computer plays on
 *     without its worker): then it offers the new version in words. If the page reloaded itself less than
 *     a minute ago, the file is missing from the newest version too (a broken deploy): no reload, which
 *     could go on for ever, but words, as for a passing failure;
 *   - the page itself cannot be fetched: the connection is down; said so, with what to do;
 *   - every file is there: the failure was passing (or the browser remembers it): a reload will do.
 * It answers too when the card sprite (a hashed file, src/components/cards/Card.tsx) will not load into a
 * `<use>`: the cards drawn after that would be blank. `decktetLoadFailed.say(where, outcome, subject,
 * thing)` puts an outcome in words, first in `where`, or at the foot of the screen (null). Only the
 * site's own origin is ever asked.
 */
import { LOAD_FAILED_GLOBAL, RESUME_KEY } from './load-failed';
import en from '../words/ui/en.json';
import es from '../words/ui/es.json';

/**
 * Its words, in every language (the head script is the same on every page; it picks the page's language by
 * <html lang>). Each is a plain text with at most {what} and {thing} in it, filled in by the script.
 */
const SAID = {
  reloading: 'ui.stale.reloading',
  new: 'ui.stale.new',
  offline: 'ui.stale.offline',
  failed: 'ui.stale.failed',
  loadNew: 'ui.stale.load-new',
  reload: 'ui.stale.reload',
  part: 'ui.stale.part',
  scripts: 'ui.stale.scripts',
  page: 'ui.stale.page',
  pictures: 'ui.stale.pictures',
} as const;
const text = (v: string | readonly string[] | undefined, id: string): string => {
  if (v === undefined) throw new Error(`stale-page: no words for “${id}”`);
  return typeof v === 'string' ? v : v.join(' ');
};
const wordsOf = (entries: Readonly<Record<string, string | readonly string[]>>) =>
  Object.fromEntries(Object.entries(SAID).map(([k, id]) => [k, text(entries[id.slice(3)], id)]));
const WORDS = JSON.stringify({ en: wordsOf(en), es: wordsOf(es) }).replace(/</g, '\\u003c');

/** When the page last reloaded itself into a new version (sessionStorage, per tab). */
const RELOADED_KEY = 'decktet-rules:update-reload';

const source = `(function () {
  var w = self, d = document, here = location.origin, all = ${WORDS};
  var said = all[((d.documentElement && d.documentElement.lang) || 'en').slice(0, 2)] || all.en;
  function fill(t, what, thing) { return t.replace('{what}', what).replace('{thing}', thing); }
  function same(u) {
    try { var x = new URL(u, d.baseURI); return x.origin === here ? x.href.split('#')[0] : ''; } catch (e) { return ''; }
  }
  function probe(u) {
    return fetch(u, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).then(
      function (r) { return r.status === 404 || r.status === 410 ? 'gone' : r.ok ? 'there' : 'error'; },
      function () { return 'offline'; });
  }
  function own(list) {
    var out = [];
    list.forEach(function (u) { var s = u && same(u); if (s && out.indexOf(s) < 0) out.push(s); });
    return out;
  }
  function modules() {
    var all = [];
    d.querySelectorAll('script[type="module"][src],link[rel="modulepreload"][href],astro-island').forEach(function (e) {
      all.push(e.getAttribute('src') || '', e.getAttribute('href') || '', e.getAttribute('component-url') || '', e.getAttribute('renderer-url') || '');
    });
    return all;
  }
  function mayReload() {
    try {
      var s = sessionStorage, t = Number(s.getItem('${RELOADED_KEY}'));
      if (t && Date.now() - t < 60000) return false;
      s.setItem('${RELOADED_KEY}', String(Date.now()));
      return true;
    } catch (e) { return false; }
  }
  var recover = function (addresses, reload, resume) {
    var failing = own(addresses || []), rest = own(modules()).filter(function (u) { return failing.indexOf(u) < 0; }).slice(0, 20);
    return Promise.all([probe(location.href)].concat(failing.concat(rest).map(probe))).then(function (r) {
      var page = r[0], files = r.slice(1), mine = files.slice(0, failing.length);
      var outcome = page === 'offline' ? 'offline' : files.indexOf('gone') >= 0 ? 'new' : mine.indexOf('offline') >= 0 ? 'offline' : 'failed';
      if (outcome !== 'new' || !reload || page !== 'there') return outcome;
      if (!mayReload()) return 'failed';
      try { if (resume) sessionStorage.setItem('${RESUME_KEY}', resume); } catch (e) {}
      location.reload();
      return 'reloading';
    });
  };
  recover.say = function (where, outcome, subject, thing) {
    var what = subject || said.part, box = where || d.body;
    thing = thing || said.scripts;
    var old = box.querySelector(':scope > .island-failed');
    if (old) old.remove();
    var p = d.createElement('p');
    p.className = 'island-failed';
    p.setAttribute('role', 'alert');
    p.append(fill(outcome === 'reloading' ? said.reloading : outcome === 'new' ? said.new : outcome === 'offline' ? said.offline : said.failed, what, thing));
    if (outcome !== 'reloading') {
      var b = d.createElement('button');
      b.type = 'button';
      b.className = 'btn';
      b.textContent = outcome === 'new' ? said.loadNew : said.reload;
      b.addEventListener('click', function () { location.reload(); });
      p.append(b);
    }
    if (!where) p.style.cssText = 'position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:60;margin:0;background:var(--sl-color-bg,#fff)';
    box.prepend(p);
  };
  w.${LOAD_FAILED_GLOBAL} = recover;
  w.addEventListener('astro:hydration-error', function (e) {
    var island = e.target;
    if (!(island instanceof Element)) return;
    recover([island.getAttribute('component-url') || '', island.getAttribute('renderer-url') || ''], true).then(function (o) { recover.say(island, o); });
  });
  var sprites = [];
  w.addEventListener('error', function (e) {
    var use = e.target, href = use instanceof SVGUseElement ? same(use.getAttribute('href') || '') : '';
    if (!href || sprites.indexOf(href) >= 0) return;
    sprites.push(href);
    recover([href], true).then(function (o) { recover.say(null, o, said.page, said.pictures); });
  }, true);
})()`;

/** The head script, on one line (its statements end in semicolons or braces). */
export const STALE_PAGE_SCRIPT = source.replace(/\n\s*/g, '');
