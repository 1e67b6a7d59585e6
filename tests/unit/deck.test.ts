import { englishCard } from '../support/words';
import { describe, expect, test } from 'vitest';
import { ANTIPATHETIC_PAIRS, ANTIPATHY, BASIC_DECK, CARDS, EXTENDED_DECK, RANKS, SUITS, card, cardKey, findCard, isPersonality } from '../../src/engine/deck';

const basic = CARDS.filter((c) => c.deck === 'basic');

describe('the deck matches decktet-cards.md', () => {
  test('36 basic cards, 45 in the extended deck, ids unique', () => {
    expect(BASIC_DECK).toHaveLength(36);
    expect(EXTENDED_DECK).toHaveLength(45);
    expect(new Set(EXTENDED_DECK).size).toBe(45);
  });

  test('an Ace and a Crown in each suit, one suit each', () => {
    for (const suit of SUITS) {
      for (const rank of ['A', 'C'] as const) {
        const cards = basic.filter((c) => c.rank === rank && c.suits.includes(suit));
        expect(cards, `${rank} of ${suit}`).toHaveLength(1);
        expect(cards[0]?.suits).toEqual([suit]);
      }
    }
  });

  test('each rank 2-9 has three cards that cover all six suits once', () => {
    for (const rank of RANKS.slice(1, 9)) {
      const cards = basic.filter((c) => c.rank === rank);
      expect(cards).toHaveLength(3);
      expect(cards.flatMap((c) => c.suits).sort()).toEqual([...SUITS].sort());
    }
  });

  test('each suit is on ten basic cards', () => {
    for (const suit of SUITS) expect(basic.filter((c) => c.suits.includes(suit))).toHaveLength(10);
  });

  test('no basic card carries both suits of an antipathetic pair', () => {
    expect(ANTIPATHETIC_PAIRS).toEqual([
      ['moons', 'wyrms'],
      ['suns', 'leaves'],
      ['waves', 'knots'],
    ]);
    for (const [a, b] of ANTIPATHETIC_PAIRS) {
      expect(ANTIPATHY[a]).toBe(b);
      expect(ANTIPATHY[b]).toBe(a);
      expect(basic.filter((c) => c.suits.includes(a) && c.suits.includes(b))).toEqual([]);
    }
  });

  test('the 11 basic personalities add up to 66, Crowns counting 10', () => {
    const people = basic.filter(isPersonality);
    expect(people).toHaveLength(11);
    const total = people.reduce((sum, c) => sum + (c.rank === 'C' ? 10 : Number(c.rank)), 0);
    expect(total).toBe(66);
  });

  test('11 personalities, 11 locations and 11 events among the 30 non-Ace basic cards', () => {
    const nonAce = basic.filter((c) => c.rank !== 'A');
    expect(nonAce).toHaveLength(30);
    for (const type of ['personality', 'location', 'event'] as const) expect(nonAce.filter((c) => c.types.includes(type))).toHaveLength(11);
    const dual = nonAce.filter((c) => c.types.includes('location') && c.types.includes('event')).map((c) => englishCard(c.id));
    expect(dual.sort()).toEqual(['the End', 'the Market', 'the Origin']);
  });

  test('the extended deck: each suit on exactly two Pawns and two Courts, and the suitless Excuse', () => {
    for (const suit of SUITS) {
      expect(CARDS.filter((c) => c.rank === 'P' && c.suits.includes(suit))).toHaveLength(2);
      expect(CARDS.filter((c) => c.rank === 'T' && c.suits.includes(suit))).toHaveLength(2);
    }
    const excuse = card('X');
    expect(excuse.rank).toBeNull();
    expect(excuse.suits).toEqual([]);
  });

  test('cards are keyed by rank and suits, not by name', () => {
    expect(englishCard('6SY')).toBe('the Penitent');
    expect(cardKey('6', ['wyrms', 'suns'])).toBe('6SY');
    expect(englishCard(findCard('6ys')?.id ?? '')).toBe('the Penitent');
    expect(findCard('6MS')).toBeUndefined();
    expect(findCard('nonsense')).toBeUndefined();
  });

  test('spot checks against the card list', () => {
    expect(card('4MS')).toMatchObject({ types: ['location'] });
    // Names are words (src/words/deck/en.json), held to the card list here.
    expect(['4MS', '7ML', 'PMSL', 'TMWK'].map((c) => englishCard(c))).toEqual(['the Mountain', 'the Chance Meeting', 'the Harvest', 'the Consul']);
    expect(card('7ML')).toMatchObject({ types: ['event'] });
    expect(card('PMSL')).toMatchObject({ types: ['event'] });
    expect(card('TMWK')).toMatchObject({ types: ['personality'] });
    expect(card('CL').types).toEqual(['location', 'event']);
  });
});
