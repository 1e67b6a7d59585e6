/**
 * The card sprites (src/components/cards/cards.svg, and cards.es.svg with the faces' names in Spanish) are
 * CardSprite as the cards are drawn now: files, so that the build gives each a hashed address a host caches
 * for good (see CARD_SPRITE). After changing how a face is drawn, `npm run sprite` draws them again (this
 * test, updating its file snapshots).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { CARD_SPRITE, CARD_SPRITES, CardSprite } from '../../src/components/cards/Card';
import { EXTENDED_DECK } from '../../src/engine/deck';
import { wordsFor } from '../support/words';

const spriteIn = (locale: 'en' | 'es') => `<?xml version="1.0" encoding="UTF-8"?>\n${renderToString(h(CardSprite, { words: wordsFor([], locale) }))}\n`;

describe('the Spanish card sprite', () => {
  it('is the file Spanish pages use, its faces named as src/words/deck/es.json names them', async () => {
    const svg = spriteIn('es');
    expect(svg).toContain('>Penitente</text>');
    await expect(svg).toMatchFileSnapshot('../../src/components/cards/cards.es.svg');
    expect(CARD_SPRITES.es).toContain('src/components/cards/cards.es.svg');
  });
});

describe('the card sprite', () => {
  const svg = spriteIn('en');

  it('holds every face of the extended deck and the back, once each', () => {
    const ids = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([...EXTENDED_DECK, 'back']);
  });

  it('is the file the site serves, drawn as the cards are drawn now (npm run sprite redraws it)', async () => {
    await expect(svg).toMatchFileSnapshot('../../src/components/cards/cards.svg');
  });

  it('is what CARD_SPRITE points at', () => {
    expect(CARD_SPRITE).toContain('src/components/cards/cards.svg');
  });
});

const DIST = join(import.meta.dirname, '../../dist');

describe.skipIf(!existsSync(DIST))('the built site’s cards', () => {
  it('all <use> one hashed copy of the sprite in /_astro/, the same bytes as the file', () => {
    const pages = ['games/ferret/index.html', 'games/hermit/play/index.html', 'deck/index.html', 'print/jigger/index.html'].map((p) =>
      readFileSync(join(DIST, p), 'utf8'),
    );
    const files = new Set(pages.flatMap((html) => [...html.matchAll(/<use href="([^"#]+)#/g)].map((m) => m[1])));
    expect([...files]).toHaveLength(1);
    const [file] = [...files] as [string];
    expect(file).toMatch(/^\/_astro\/cards\.[\w-]+\.svg$/);
    expect(readFileSync(join(DIST, file), 'utf8')).toBe(readFileSync(join(import.meta.dirname, '../../src/components/cards/cards.svg'), 'utf8'));
  });
});
