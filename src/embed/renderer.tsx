/**
 * A game's half of the custom element: /embed/games/<game>.js (English) or <game>.<lang>.js registers a
 * renderer that draws the game's examples in that language (with Preact, XState and the site's card
 * styles) into the element's shadow root. It finds the
 * element's script at the window's own property (./loader.ts), never through a name the page's markup can
 * take; without it (the script loaded on its own), it does nothing.
 */
import { render } from 'preact';
import STYLES from 'embed-styles';
import { EmbedView } from './EmbedWidget';
import type { EmbeddableGame } from './entry';
import { bare, ownLoader, type EmbedProps, type Renderer } from './loader';
import { setSiteBase } from '../site/site-base';
import { setCardDrawing } from '../components/cards/Card';
import type { WordsData } from '../words/words';

export function registerRenderer(entry: EmbeddableGame, words: WordsData): void {
  const loader = ownLoader();
  if (!loader) return;
  setSiteBase(loader.base);
  // On another site the sprite is another origin, which <use> may not read: draw every face in full.
  setCardDrawing('inline');
  const renderer: Renderer = {
    render(shadow: ShadowRoot, mount: HTMLElement, props: EmbedProps) {
      if (!shadow.querySelector('style[data-decktet]')) {
        const style = document.createElement('style');
        style.dataset.decktet = '';
        style.textContent = STYLES;
        shadow.prepend(style);
      }
      render(<EmbedView entry={entry} game={entry.id} words={words} {...props} />, mount);
    },
    unmount(mount: HTMLElement) {
      render(null, mount);
    },
  };
  // The language it draws in: the element keeps one renderer per game and language.
  loader.register(entry.id, bare(renderer), words.locale);
}
