/**
 * <decktet-example>: an example in any page, from one small script tag. The element loads only the code
 * of the game it shows (/embed/games/<game>.js, a classic script, so no CORS is needed) and draws in a
 * shadow root, so the host page's styles cannot reach it. It shows a site example by game and id, or a
 * custom example from a child <script type="application/json">; its events (decktet-step,
 * decktet-complete, decktet-illegal) bubble out of the element. Until then, the element's own content (a
 * link) is what readers without scripts see.
 *
 *   <script src="https://…/embed/decktet-example.js" defer></script>
 *   <decktet-example game="<game id>" example="<example id>" step="0" theme="auto" lang="en">
 *     <a href="https://…/games/<game id>/">The example's title</a>
 *   </decktet-example>
 *
 * It speaks the language its `lang` attribute names, or else its page's (the nearest `lang` above it, followed
 * when the page changes it), or else English (./element-words.ts), and loads that language's script of the game only
 * (/embed/games/<game>.<lang>.js; English is /embed/games/<game>.js): a page never loads another
 * language's words.
 *
 * The host page is not trusted, markup included (a blog comment may hold any markup a sanitiser lets
 * through). Nothing here reads the document through names its markup can take (./safe-dom.ts): the script
 * finds its own address from the script element the browser is running, through the document's own
 * prototype, and loads games' scripts from that origin only; the games' scripts find it at an own property
 * of the window that no element can stand in for (./loader.ts). On a page whose Object.prototype a script
 * has changed, no game is loaded and the element says why.
 */
import { gameTitle } from './entry';
import { catalogList } from '../engine/catalog';
import { elementSay, embedLocale, gameScript, type ElementWords } from './element-words';
import { bare, defineLoader, pollution, type EmbedProps, type Loader, type Renderer } from './loader';
import { safeDocument } from './safe-dom';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../words/locales';

export type { EmbedProps, Renderer } from './loader';

/** The site's origin as built (SITE_URL, put here by scripts/build-embed.mjs). */
declare const __DECKTET_SITE__: string;
/** The element's own sentences in every language (the ui catalogues' "element.…" entries, put here by scripts/build-embed.mjs). */
declare const __DECKTET_ELEMENT_WORDS__: ElementWords;

// Read from the prototypes, so that nothing on the page (a form's <input name="closest">) stands in for them.
const closest = Element.prototype.closest;
const getAttribute = Element.prototype.getAttribute;
const getRootNode = Node.prototype.getRootNode;

/** The nearest `lang` attribute at or above an element, through any shadow roots it is drawn in; null for none. */
function nearestLang(el: Element): string | null {
  for (let at: Element | null = el; at;) {
    const found = closest.call(at, '[lang]');
    if (found) return getAttribute.call(found, 'lang');
    const root: Node = getRootNode.call(at);
    at = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/**
 * This script's own address: the script element the browser is running now, as Document.prototype's
 * `currentScript` getter gives it (not `document.currentScript`, which `<img name="currentScript">`
 * replaces). Where there is none (the script was loaded as a module), the site's address as built.
 */
function ownAddress(): URL {
  const running = safeDocument.currentScript;
  if (running instanceof HTMLScriptElement && running.src) {
    try {
      const url = new URL(running.src);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url;
    } catch {
      // Not an address: the site's own, below.
    }
  }
  return new URL('/embed/decktet-example.js', __DECKTET_SITE__);
}

type Waiting = ((r: Renderer | null) => void)[];

/**
 * The element's script, once per page: a second copy (a page that includes the script twice) leaves the
 * first in charge. Loads each game's script once, and hands its renderer to every element of that game.
 */
function start(): void {
  const script = ownAddress();
  // No prototypes: a game id is looked up only among the games' own entries. Each game's script is one
  // language's, so its renderer is kept by game and language ("ferret es").
  const renderers = Object.create(null) as Record<string, Renderer>;
  const waiting = Object.create(null) as Record<string, Waiting>;
  const settle = (key: string, r: Renderer | null) => {
    const list = waiting[key] ?? [];
    delete waiting[key];
    for (const done of list) done(r);
  };
  const loader: Loader = bare({
    base: script.origin,
    register(game: string, r: Renderer, locale: unknown = DEFAULT_LOCALE) {
      if (gameTitle(game) === undefined || !isLocale(locale) || typeof r !== 'object' || r === null || typeof r.render !== 'function') return;
      renderers[`${game} ${locale}`] = r;
      settle(`${game} ${locale}`, r);
    },
  });
  // A game's script that cannot find the loader (a script of the page took its name) registers nothing:
  // each element then says its game's script did not arrive.
  defineLoader(loader);

  /** The renderer for a game (a checked game id) in a language, loading its script the first time; null if it did not come. */
  const rendererFor = (game: string, locale: Locale, done: (r: Renderer | null) => void): void => {
    const key = `${game} ${locale}`;
    if (Object.hasOwn(renderers, key)) return done(renderers[key] ?? null);
    if (Object.hasOwn(waiting, key)) return void waiting[key]?.push(done);
    waiting[key] = [done];
    const s = safeDocument.createElement('script');
    s.src = new URL(gameScript(game, locale), script).href;
    s.async = true;
    // A game's script registers as it runs, before its load event: one that did not is as good as absent.
    s.onload = () => settle(key, null);
    s.onerror = () => settle(key, null);
    (safeDocument.head ?? safeDocument.documentElement).append(s);
  };

  // The elements on the page: a change of a `lang` above them (a site that switches its language in the page)
  // draws again those whose language it changes.
  const shown = new Set<DecktetExample>();
  new MutationObserver(() => {
    for (const el of shown) el.relang();
  }).observe(safeDocument.documentElement, bare<MutationObserverInit>({ attributes: true, attributeFilter: ['lang'], subtree: true }));

  class DecktetExample extends HTMLElement {
    static observedAttributes = ['game', 'example', 'step', 'theme', 'lang'];
    private shadow: ShadowRoot | null = null;
    private mount: HTMLDivElement | null = null;
    private current: Renderer | null = null;
    private media = matchMedia('(prefers-color-scheme: dark)');
    private onMedia = () => this.update();

    connectedCallback() {
      if (!this.shadow) {
        this.shadow = this.attachShadow(bare<ShadowRootInit>({ mode: 'open' }));
        this.mount = safeDocument.createElement('div');
        this.mount.className = 'embed-root';
        this.shadow.append(this.mount);
      }
      this.media.addEventListener('change', this.onMedia);
      shown.add(this);
      // A custom example written inside the element may still be arriving: read it once the page is parsed.
      if (safeDocument.readyState === 'loading') safeDocument.addEventListener('DOMContentLoaded', () => this.update(), bare({ once: true }));
      else this.update();
    }

    disconnectedCallback() {
      this.media.removeEventListener('change', this.onMedia);
      shown.delete(this);
    }

    /** Draws again if the language it would speak now is not the one it speaks. */
    relang() {
      if (this.mount && safeDocument.readyState !== 'loading' && this.mount.getAttribute('lang') !== embedLocale(nearestLang(this))) this.update();
    }

    attributeChangedCallback() {
      if (this.shadow && safeDocument.readyState !== 'loading') this.update();
    }

    /** A plain message in the widget, without the game's code (which may be what failed). */
    private say(text: string, alert: boolean) {
      if (!this.mount) return;
      this.current?.unmount(this.mount);
      this.current = null;
      const p = safeDocument.createElement('p');
      p.textContent = text;
      if (alert) p.setAttribute('role', 'alert');
      p.style.cssText = alert ? 'border:2px solid #9a3412;border-radius:8px;padding:8px 12px;font:16px system-ui,sans-serif' : 'font:16px system-ui,sans-serif';
      this.mount.replaceChildren(p);
    }

    private update() {
      if (!this.shadow || !this.mount) return;
      const theme = this.getAttribute('theme');
      this.setAttribute('data-theme', theme === 'light' || theme === 'dark' ? theme : this.media.matches ? 'dark' : 'light');
      const locale = embedLocale(nearestLang(this));
      const t = (id: string, params?: Record<string, string>) => elementSay(__DECKTET_ELEMENT_WORDS__, locale, id, params);
      const quoted = (s: string) => t('ui.element.quoted', { name: s });
      // What it draws is in that language, whatever the page's (which may name one the site does not have).
      this.mount.setAttribute('lang', locale);
      // Every object on a page whose Object.prototype was given fields seems to have them, the example's too.
      const added = pollution();
      if (added.length > 0) return this.say(t('ui.element.polluted', { names: added.map((k) => quoted(k.slice(0, 40))).join(', ') }), true);
      const game = this.getAttribute('game')?.trim() ?? '';
      // Checked against the catalog's own keys: "constructor" or "__proto__" is not a game.
      const title = gameTitle(game);
      if (title === undefined) {
        const games = catalogList()
          .map((m) => m.id)
          .join(', ');
        return this.say(game === '' ? t('ui.element.no-game-given', { games }) : t('ui.element.no-game', { game: quoted(game.slice(0, 40)), games }), true);
      }
      const json = this.querySelector('script[type="application/json"]')?.textContent ?? undefined;
      const example = this.getAttribute('example');
      const step = this.getAttribute('step');
      // As written: the game's script says what is wrong with them (a missing example, a step the example does not have).
      const props: EmbedProps = bare({
        ...(json !== undefined ? { custom: json } : example !== null ? { example } : {}),
        ...(step !== null ? { step } : {}),
      });
      if (!this.current) this.say(t('ui.element.loading', { title }), false);
      rendererFor(game, locale, (r) => {
        // The element may have been given another game or language while this one's script came.
        if (!this.shadow || !this.mount || this.getAttribute('game') !== game || embedLocale(nearestLang(this)) !== locale) return;
        if (!r) return this.say(t('ui.element.not-loaded', { title }), true);
        if (this.current !== r) {
          this.current?.unmount(this.mount);
          this.mount.replaceChildren();
        }
        this.current = r;
        try {
          r.render(this.shadow, this.mount, props);
        } catch {
          this.say(t('ui.element.not-drawn', { title }), true);
        }
      });
    }
  }

  customElements.define('decktet-example', DecktetExample);
}

if (!customElements.get('decktet-example')) start();
