/**
 * <decktet-example>: an example in any page, from one script tag. It draws in a shadow root, so the host
 * page's styles cannot reach it; it reads a site example by game and id, or a custom example from a child
 * <script type="application/json">; its events (decktet-step, decktet-complete, decktet-illegal) bubble
 * out of the element. Until the script runs, the element's own content (a link) is what readers see.
 *
 *   <script src="https://…/embed/decktet-example.js" defer></script>
 *   <decktet-example game="ferret" example="penitent-ferrets-lunatic" step="0" theme="auto">
 *     <a href="https://…/games/ferret/">The Penitent ferrets the Lunatic</a>
 *   </decktet-example>
 */
import { render } from 'preact';
import EmbedWidget from './EmbedWidget';
import { setSiteBase } from '../lib/site-base';
// The site's card and example styles, rewritten for a shadow root by scripts/build-embed.mjs.
import STYLES from 'embed-styles';

const script = document.currentScript as HTMLScriptElement | null;
if (script?.src) setSiteBase(new URL(script.src).origin);

class DecktetExample extends HTMLElement {
  static observedAttributes = ['game', 'example', 'step', 'theme'];
  private mount: HTMLDivElement | null = null;
  private media = matchMedia('(prefers-color-scheme: dark)');
  private onMedia = () => this.update();

  connectedCallback() {
    if (!this.mount) {
      const root = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = STYLES;
      this.mount = document.createElement('div');
      this.mount.className = 'embed-root';
      root.append(style, this.mount);
    }
    this.media.addEventListener('change', this.onMedia);
    // A custom example written after the element (parsing still going on) is read once the page is ready.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.update(), { once: true });
    this.update();
  }

  disconnectedCallback() {
    this.media.removeEventListener('change', this.onMedia);
  }

  attributeChangedCallback() {
    if (this.mount) this.update();
  }

  private update() {
    if (!this.mount) return;
    const theme = this.getAttribute('theme');
    this.setAttribute('data-theme', theme === 'light' || theme === 'dark' ? theme : this.media.matches ? 'dark' : 'light');
    const json = this.querySelector('script[type="application/json"]')?.textContent ?? undefined;
    const step = Number(this.getAttribute('step'));
    render(
      <EmbedWidget
        game={this.getAttribute('game') ?? ''}
        {...(json !== undefined ? { custom: json } : { example: this.getAttribute('example') ?? '' })}
        {...(this.hasAttribute('step') && Number.isInteger(step) ? { start: step } : {})}
      />,
      this.mount,
    );
  }
}

if (!customElements.get('decktet-example')) customElements.define('decktet-example', DecktetExample);
