/**
 * A game's half of the custom element: /embed/games/<game>.js registers a renderer that draws the game's
 * examples (with Preact, XState and the site's card styles) into the element's shadow root.
 */
import { render } from 'preact';
import STYLES from 'embed-styles';
import { EmbedView } from './EmbedWidget';
import type { EmbeddableGame } from './entry';
import type { EmbedProps, Renderer } from './element';
import { setSiteBase } from '../site/site-base';
import { setCardDrawing } from '../components/cards/Card';

export function registerRenderer(entry: EmbeddableGame): void {
  const loader = (window as unknown as { __decktetEmbed?: { base: string; register(game: string, r: Renderer): void } }).__decktetEmbed;
  if (!loader) return;
  setSiteBase(loader.base);
  // On another site the sprite is another origin, which <use> may not read: draw every face in full.
  setCardDrawing('inline');
  loader.register(entry.id, {
    render(shadow: ShadowRoot, mount: HTMLElement, props: EmbedProps) {
      if (!shadow.querySelector('style[data-decktet]')) {
        const style = document.createElement('style');
        style.dataset.decktet = '';
        style.textContent = STYLES;
        shadow.prepend(style);
      }
      render(<EmbedView entry={entry} game={entry.id} {...props} />, mount);
    },
    unmount(mount: HTMLElement) {
      render(null, mount);
    },
  });
}
