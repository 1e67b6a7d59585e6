import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { apply, books, decksFor, fullDeck, legalMoves, newGame, winners, type JiggerOptions, type JiggerState } from '../../src/engine/jigger/game';

const opts = (players: number, extra: Partial<JiggerOptions> = {}): JiggerOptions => ({ players, first: 0, bookScoring: false, fishedExcuse: 'keep', handicap: null, ...extra });
const state = (partial: Omit<Partial<JiggerState>, 'options'> & { players?: number; options?: Partial<JiggerOptions> }): JiggerState => {
  const players = partial.players ?? partial.hands?.length ?? 2;
  return {
    game: 'jigger',
    options: opts(players, partial.options),
    hands: partial.hands ?? Array.from({ length: players }, () => []),
    takes: partial.takes ?? Array.from({ length: players }, () => []),
    drawPile: partial.drawPile ?? [],
    turn: partial.turn ?? 0,
    phase: 'demand',
    pending: null,
    ended: null,
  };
};

describe('decks and the deal', () => {
  test.each([[2, 1], [3, 1], [4, 2], [6, 2], [7, 3], [9, 3], [10, 4], [12, 4]])('%i players use %i decks', (players, decks) => {
    expect(decksFor(players)).toBe(decks);
    const cards = fullDeck(players);
    expect(cards).toHaveLength(45 * decks);
    expect(new Set(cards).size).toBe(cards.length); // copies are told apart
  });

  test('five cards each; the youngest (chosen) player starts', () => {
    const s = newGame(opts(12, { first: 7 }), 'deal');
    expect(s.hands.every((h) => h.length === 5)).toBe(true);
    expect(s.turn).toBe(7);
    expect(s.drawPile).toHaveLength(180 - 60);
  });
});

describe('the demand', () => {
  test('every opponent holding the suit surrenders every such card', () => {
    const s = state({ hands: [['2MK'], ['3MW', '6MW', '7SK'], ['4MS', '9LK']], drawPile: ['AW'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.takes[0]).toEqual(['3MW', '6MW', '4MS']);
    expect(r.state.hands).toEqual([['2MK'], ['7SK'], ['9LK']]);
    expect(r.state.turn).toBe(1);
  });

  test('Jigger! An opponent without the suit draws until it comes, surrenders it, keeps the rest; fishers go in turn order', () => {
    const s = state({ hands: [['2MK'], ['7SK'], ['9LK']], drawPile: ['AW', '5SW', '6MW', 'CM', '8WL'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.events.filter((e) => e.type === 'jigger').map((e) => e.type === 'jigger' && e.seat)).toEqual([1, 2]);
    expect(r.state.hands[1]).toEqual(['7SK', 'AW', '5SW']);
    expect(r.state.hands[2]).toEqual(['9LK']);
    expect(r.state.takes[0]).toEqual(['6MW', 'CM']);
    expect(r.state.drawPile).toEqual(['8WL']);
  });

  test('the Excuse is surrendered instead of fishing, and counts in the take', () => {
    const s = state({ hands: [['2MK'], ['7SK', 'X']], drawPile: ['AW'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.takes[0]).toEqual(['X']);
    expect(r.state.hands[1]).toEqual(['7SK']);
    expect(r.state.drawPile).toEqual(['AW']);
  });

  test('a fished Excuse: kept, and fishing goes on (this site’s reading), or surrendered as an option', () => {
    const s = state({ hands: [['2MK'], ['7SK']], drawPile: ['X', 'AM', '9LK'] });
    expect(unwrap(apply(s, { type: 'demand', suit: 'moons' })).state.hands[1]).toEqual(['7SK', 'X']);
    const other = { ...s, options: { ...s.options, fishedExcuse: 'surrender' as const } };
    const r = unwrap(apply(other, { type: 'demand', suit: 'moons' }));
    expect(r.state.takes[0]).toEqual(['X']);
    expect(r.state.drawPile).toEqual(['AM', '9LK']);
  });

  test('a turn may start with an empty hand', () => {
    const s = state({ hands: [[], ['3MW']], drawPile: ['AW'] });
    expect(unwrap(apply(s, { type: 'demand', suit: 'moons' })).state.takes[0]).toEqual(['3MW']);
  });
});

describe('the end', () => {
  test('the pile running out while a demand is unmet ends the game at once', () => {
    const s = state({ hands: [['2MK'], ['7SK'], ['3MW']], drawPile: ['AW'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.phase).toBe('over');
    expect(r.state.hands[1]).toEqual(['7SK', 'AW']);
    // The player after the fisher never answered.
    expect(r.state.hands[2]).toEqual(['3MW']);
  });

  test('if the last card drawn meets the demand, there is at least one more turn', () => {
    const s = state({ hands: [['2MK'], ['7SK'], ['4MS']], drawPile: ['AW', 'CM'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.drawPile).toEqual([]);
    expect(r.state.phase).toBe('demand');
    expect(r.state.turn).toBe(1);
  });

  test('most cards in the take wins; ties go to the Excuse, then to most cards in hand, else a draw', () => {
    const base = state({ hands: [[], [], []], players: 3 });
    expect(winners({ ...base, takes: [['AM', 'AS'], ['AW'], []] })).toEqual([0]);
    expect(winners({ ...base, takes: [['AM', 'AS'], ['AW', 'X'], []] })).toEqual([1]);
    expect(winners({ ...base, takes: [['AM', 'AS'], ['AW', 'AL'], []], hands: [['2MK'], [], []] })).toEqual([0]);
    expect(winners({ ...base, takes: [['AM', 'AS'], ['AW', 'AL'], []] })).toEqual([0, 1]);
  });
});

describe('book scoring', () => {
  test('the worked example: the Mountain, the Diplomat, the Pact and the Harvest make two books', () => {
    expect(books(['4MS', '8MS', '9MS', 'PMSL'])).toBe(2);
  });
  test('Pawns and Courts count in all their suits; the Excuse is wild for one suit', () => {
    expect(books(['4MS', '8MS', '9MS'])).toBe(0);
    expect(books(['4MS', '8MS', '9MS', 'X'])).toBe(1);
    expect(books(['4MS', '8MS', '9MS', 'X', 'X#2'])).toBe(2);
    expect(books(['AM', 'AS', 'AW', 'AL'])).toBe(0);
  });
  test('most books wins; ties to most cards in hand', () => {
    const s = state({ players: 2, options: { bookScoring: true }, takes: [['4MS', '8MS', '9MS', 'PMSL'], ['AM', 'AS', 'AW', 'AL', 'AY', 'AK', '2MK', '3MW']], hands: [[], ['5YK']] });
    expect(winners(s)).toEqual([0]);
  });
});

describe('the Jigger module', () => {
  test('notation: a suit by name or letter', async () => {
    const { jigger } = await import('../../src/engine/jigger');
    expect(jigger.parseMove('Moons')).toEqual({ ok: true, value: { type: 'demand', suit: 'moons' } });
    expect(jigger.parseMove('y')).toEqual({ ok: true, value: { type: 'demand', suit: 'wyrms' } });
    expect(jigger.parseMove('hearts').ok).toBe(false);
    expect(jigger.printMove({ type: 'demand', suit: 'knots' })).toBe('knots');
  });

  test('positions are checked, copies included', async () => {
    const { jigger } = await import('../../src/engine/jigger');
    expect(jigger.fromPosition({ players: 4, hands: [['6SY', '6SY#2'], [], [], []], drawPile: ['X#2'] }).ok).toBe(true);
    const bad = jigger.fromPosition({ players: 3, hands: [['6SY#2'], ['6SY'], ['6SY']] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map((e) => e.path)).toEqual(['hands[0][0]', 'hands[2][0]']);
  });

  test('views hide other hands; the handicap opens the older player’s hand and can turn the takes face down', async () => {
    const { jigger } = await import('../../src/engine/jigger');
    const s = newGame(opts(2, { handicap: { older: 0, takesFaceDown: true } }), 'handicap');
    const younger = jigger.view(s, 1);
    expect(younger.openHands[0]).toEqual(s.hands[0]);
    const older = jigger.view(s, 0);
    expect(older.openHands[1]).toBeNull();
    for (const c of s.hands[1]!) expect(JSON.stringify(older)).not.toContain(`"${c}"`);
    expect(older.takes).toEqual([null, null]);
  });
});

describe('staggered demands (option)', () => {
  const staggered = (hands: string[][]) => state({ hands, drawPile: ['AW'], options: { staggered: true } });
  test('an Ace or Crown may be given instead of two- or three-suited cards', () => {
    const s = staggered([['2SY'], ['AM', 'CM', '6MW', 'PMSL']]);
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.phase).toBe('respond');
    expect(legalMoves(r.state).map((m) => (m.type === 'respond' ? m.give.join(',') : ''))).toEqual(['AM,CM,6MW,PMSL', 'AM,CM', 'AM,CM,6MW']);
    const after = unwrap(apply(r.state, { type: 'respond', seat: 1, give: ['AM', 'CM'] }));
    expect(after.state.takes[0]).toEqual(['AM', 'CM']);
    expect(after.state.hands[1]).toEqual(['6MW', 'PMSL']);
    expect(after.state.phase).toBe('demand');
  });
  test('a three-suited card may be kept back when a two-suited one is given; the Excuse may be given instead', () => {
    const s = staggered([['2SY'], ['6MW', 'PMSL', 'X']]);
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(unwrap(apply(r.state, { type: 'respond', seat: 1, give: ['6MW'] })).state.hands[1]).toEqual(['PMSL', 'X']);
    expect(unwrap(apply(r.state, { type: 'respond', seat: 1, give: ['X'] })).state.takes[0]).toEqual(['X']);
    const wrong = apply(r.state, { type: 'respond', seat: 1, give: ['PMSL'] });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'not-an-answer', rule: { anchor: 'staggered-demands' } } });
  });
  test('without the option, every card of the suit goes', () => {
    const s = state({ hands: [['2SY'], ['AM', '6MW', 'PMSL', 'X']], drawPile: ['AW'] });
    expect(unwrap(apply(s, { type: 'demand', suit: 'moons' })).state.takes[0]).toEqual(['AM', '6MW', 'PMSL']);
  });
});
