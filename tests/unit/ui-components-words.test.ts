/**
 * The site's own words said in every language: each ui entry with every parameter it names (a sample of
 * its kind), and the components that speak them, in English word for word as before and in Spanish.
 */
import { h, type ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Card, HiddenHand } from '../../src/components/cards/Card';
import { HandoffGate } from '../../src/components/play/HandoffGate';
import { HintPanel } from '../../src/components/play/HintPanel';
import { parameters, parse } from '../../src/words/format';
import { msg, type Param } from '../../src/engine/core/message';
import { WordsProvider } from '../../src/words/context';
import { wordsData } from '../../src/words/load';
import { LOCALES, type Locale } from '../../src/words/locales';
import { makeWords } from '../../src/words/words';

const sample = (kind: string, n: number): Param => {
  switch (kind) {
    case 'plural':
      return n;
    case 'card':
    case 'gender':
      return '6SY';
    case 'cards':
      return ['6SY', '4MS'];
    case 'suit':
      return 'moons';
    case 'suits':
      return ['suns', 'wyrms'];
    case 'rank':
      return '6';
    case 'seat':
    case 'you':
      return 0;
    default:
      return 'x';
  }
};

describe('every ui entry', () => {
  for (const locale of LOCALES) {
    it(`is said in ${locale} with its parameters, none left unfilled`, () => {
      const data = wordsData(locale);
      const w = makeWords(data, ['Ana', 'Sam'], 0);
      for (const [id, text] of Object.entries(data.messages).filter(([k]) => k.startsWith('ui.'))) {
        for (const n of [1, 2]) {
          const p = Object.fromEntries([...parameters(parse(text))].map(([arg, kinds]) => [arg, sample([...kinds].find((k) => k !== 'plain') ?? 'plain', n)]));
          const said = w.say(msg(id, p));
          expect(said, `${locale} ${id}`).not.toMatch(/[{}#]/);
          expect(said.length, `${locale} ${id}`).toBeGreaterThan(0);
        }
      }
    });
  }
});

const inWords = (locale: Locale, node: ComponentChildren) => renderToString(h(WordsProvider, { data: wordsData(locale), children: node }));

describe('components in the page’s language', () => {
  it('a card’s spoken name and its colours (its face’s name is in its language’s sprite: sprite.test.ts)', () => {
    const en = inWords('en', h(Card, { id: '2SY', onPress: () => undefined }));
    expect(en).toContain('aria-label="the Desert, 2, Suns and Wyrms, orange · green"');
    const es = inWords('es', h(Card, { id: '2SY', onPress: () => undefined }));
    expect(es).toContain('aria-label="el Desierto, 2, Soles y Sierpes, naranja · verde"');
    expect(inWords('en', h(Card, { id: 'AM' }))).toContain('aria-label="the Ace of Moons"');
    expect(inWords('en', h(Card, { id: 'X' }))).toContain('aria-label="the Excuse, no rank and no suit"');
  });

  it('a hidden hand', () => {
    expect(inWords('en', h(HiddenHand, { name: 'Buck', count: 9 }))).toContain('aria-label="Buck’s hand: 9 cards, face down"');
    expect(inWords('en', h(HiddenHand, { name: 'You', you: true, count: 1 }))).toContain('aria-label="Your hand: 1 card, face down"');
    expect(inWords('es', h(HiddenHand, { name: 'Buck', count: 9 }))).toContain('aria-label="Mano de Buck: 9 cartas, boca abajo"');
  });

  it('the hand-over gate', () => {
    const ready = () => undefined;
    const en = inWords('en', h(HandoffGate, { name: 'Sam', teaching: false, since: [true, false], onReady: ready }));
    expect(en).toContain('Sam: since your last turn, “Show all hands” was turned on and off, so the others may have seen your hand.');
    expect(en).toContain('Sam, it is your turn. Make sure only you can see the screen, then press the button.');
    expect(en).toContain('I am ready (Sam)');
    const es = inWords('es', h(HandoffGate, { name: 'Sam', teaching: false, since: [], onReady: ready }));
    expect(es).toContain('Sam, te toca. Asegúrate de que solo tú ves la pantalla y luego pulsa el botón.');
  });

  it('the hints’ count', () => {
    const hint = { move: 'm', label: 'Play it', text: 'It goes.', rule: { section: 'A turn', anchor: 'a-turn' } };
    const props = { on: true, onChange: () => undefined, game: 'ferret' };
    expect(inWords('en', h(HintPanel, { ...props, hints: [hint, { ...hint, move: 'n' }], name: 'You', you: true }))).toContain('You have 2 choices:');
    expect(inWords('en', h(HintPanel, { ...props, hints: [hint], name: 'Buck', you: false }))).toContain('Buck has 1 choice:');
    expect(inWords('es', h(HintPanel, { ...props, hints: [hint], name: 'Buck', you: false }))).toContain('Buck tiene 1 opción:');
  });
});
