/**
 * <decktet-example>: an example in any page, from one small script tag. The element loads only the code
 * of the game it shows (/embed/games/<game>.js, a classic script, so no CORS is needed) and draws in a
 * shadow root, so the host page's styles cannot reach it. It shows a site example by game and id, or a
 * custom example from a child <script type="application/json">; its events (decktet-step,
 * decktet-complete, decktet-illegal) bubble out of the element. Until then, the element's own content (a
 * link) is what readers without scripts see.
 *
 *   <script src="https://…/embed/decktet-example.js" defer></script>
 *   <decktet-example game="<game id>" example="<example id>" step="0" theme="auto">
 *     <a href="https://…/games/<game id>/">The example's title</a>
 *   </decktet-example>
 */
import { gameTitle, noSuchGame } from './entry';

export interface EmbedProps {
  example?: string;
  custom?: string;
  start?: number;
}

export interface Renderer {
  render(shadow: ShadowRoot, mount: HTMLElement, props: EmbedProps): void;
  unmount(mount: HTMLElement): void;
}

interface Loader {
  base: string;
  renderers: Record<string, Renderer>;
  waiting: Record<string, Promise<Renderer>>;
  resolvers: Record<string, (r: Renderer) => void>;
  register(game: string, r: Renderer): void;
}

const w = window as unknown as { __decktetEmbed?: Loader };
const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src ? new URL(script.src) : new URL('/embed/decktet-example.js', location.href);

const loader: Loader =
  w.__decktetEmbed ??
  (w.__decktetEmbed = {
    base: scriptUrl.origin,
    // No prototype: a game id is looked up only among the games' own entries.
    renderers: Object.create(null) as Record<string, Renderer>,
    waiting: Object.create(null) as Record<string, Promise<Renderer>>,
    resolvers: Object.create(null) as Record<string, (r: Renderer) => void>,
    register(game, r) {
      this.renderers[game] = r;
      if (Object.hasOwn(this.resolvers, game)) this.resolvers[game]?.(r);
    },
  });

/** The renderer for a game (a checked game id), loading its script the first time. Own keys only. */
function rendererFor(game: string): Promise<Renderer> {
  const ready = Object.hasOwn(loader.renderers, game) ? loader.renderers[game] : undefined;
  if (ready && typeof ready.render === 'function') return Promise.resolve(ready);
  const waiting = Object.hasOwn(loader.waiting, game) ? loader.waiting[game] : undefined;
  if (waiting) return waiting;
  const promise = new Promise<Renderer>((resolve, reject) => {
    loader.resolvers[game] = resolve;
    const s = document.createElement('script');
    s.src = new URL(`games/${game}.js`, scriptUrl).href;
    s.async = true;
    s.onerror = () => {
      delete loader.waiting[game];
      reject(new Error(`could not load ${s.src}`));
    };
    document.head.append(s);
  });
  loader.waiting[game] = promise;
  return promise;
}

class DecktetExample extends HTMLElement {
  static observedAttributes = ['game', 'example', 'step', 'theme'];
  private shadow: ShadowRoot | null = null;
  private mount: HTMLDivElement | null = null;
  private current: Renderer | null = null;
  private media = matchMedia('(prefers-color-scheme: dark)');
  private onMedia = () => this.update();

  connectedCallback() {
    if (!this.shadow) {
      this.shadow = this.attachShadow({ mode: 'open' });
      this.mount = document.createElement('div');
      this.mount.className = 'embed-root';
      this.shadow.append(this.mount);
    }
    this.media.addEventListener('change', this.onMedia);
    // A custom example written inside the element may still be arriving: read it once the page is parsed.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.update(), { once: true });
    else this.update();
  }

  disconnectedCallback() {
    this.media.removeEventListener('change', this.onMedia);
  }

  attributeChangedCallback() {
    if (this.shadow && document.readyState !== 'loading') this.update();
  }

  /** A plain message in the widget, without the game's code (which may be what failed). */
  private say(text: string, alert: boolean) {
    if (!this.mount) return;
    this.current?.unmount(this.mount);
    this.current = null;
    const p = document.createElement('p');
    p.textContent = text;
    if (alert) p.setAttribute('role', 'alert');
    p.style.cssText = alert ? 'border:2px solid #9a3412;border-radius:8px;padding:8px 12px;font:16px system-ui,sans-serif' : 'font:16px system-ui,sans-serif';
    this.mount.replaceChildren(p);
  }

  private update() {
    if (!this.shadow || !this.mount) return;
    const theme = this.getAttribute('theme');
    this.setAttribute('data-theme', theme === 'light' || theme === 'dark' ? theme : this.media.matches ? 'dark' : 'light');
    const game = this.getAttribute('game') ?? '';
    // Checked against the catalog's own keys: "constructor" or "__proto__" is not a game.
    const title = gameTitle(game);
    if (title === undefined) {
      const why = noSuchGame(game);
      return this.say(`This example cannot be shown: ${why.charAt(0).toLowerCase()}${why.slice(1)}`, true);
    }
    const json = this.querySelector('script[type="application/json"]')?.textContent ?? undefined;
    const step = Number(this.getAttribute('step'));
    const props: EmbedProps = {
      ...(json !== undefined ? { custom: json } : { example: this.getAttribute('example') ?? '' }),
      ...(this.hasAttribute('step') && Number.isInteger(step) ? { start: step } : {}),
    };
    if (!this.current) this.say(`Loading the ${title} example…`, false);
    rendererFor(game).then(
      (r) => {
        if (!this.shadow || !this.mount || this.getAttribute('game') !== game) return;
        if (this.current !== r) this.mount.replaceChildren();
        this.current = r;
        try {
          r.render(this.shadow, this.mount, props);
        } catch {
          this.say(`This example cannot be shown: the ${title} script could not draw it. Reload the page to try again.`, true);
        }
      },
      () => this.say(`This example could not be loaded (the ${title} script did not arrive). Reload the page to try again.`, true),
    );
  }
}

if (!customElements.get('decktet-example')) customElements.define('decktet-example', DecktetExample);
