/**
 * /cards.svg: every card face and the back, each drawn once as a <symbol> (CardSprite), which every
 * card on the site shows by a <use>. Built with the site; the browser fetches and caches it once.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { CardSprite } from '../components/cards/Card';

export function GET(): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${renderToString(h(CardSprite, {}))}`, {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
}
