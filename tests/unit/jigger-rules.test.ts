import { englishCard } from '../support/words';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import {
  answerOrder,
  apply,
  books,
  decksFor,
  fullDeck,
  goalText,
  jigger,
  legalMoves,
  newGame,
  parseOptions,
  reveals,
  view,
  viewEvent,
  waitingFor,
  winners,
  type JiggerEvent,
  type JiggerOptions,
  type JiggerState,
} from '../../src/engine/jigger';
import { jiggerDefinition } from '../../src/engine/jigger/definition';
import { english, wordsFor } from '../support/words';

const opts = (players: number, extra: Partial<JiggerOptions> = {}): JiggerOptions => ({
  players,
  first: 0,
  bookScoring: false,
  fishedExcuse: 'keep',
  handicap: null,
  ...extra,
});
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
  test.each([
    [2, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
  ])('%i players use %i decks', (players, decks) => {
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
    expect(r.events).toContainEqual({ type: 'fish', seat: 1, card: 'X', match: true });
  });

  test('a fished Excuse that was kept is given at the next demand its holder cannot meet', () => {
    const s = state({ hands: [['2MK'], ['7SK']], drawPile: ['X', 'AM', '9LK', 'AW'] });
    const first = unwrap(apply(s, { type: 'demand', suit: 'moons' })).state;
    expect(first.hands[1]).toEqual(['7SK', 'X']);
    const second = unwrap(apply(first, { type: 'demand', suit: 'knots' })).state;
    const third = unwrap(apply(second, { type: 'demand', suit: 'wyrms' })).state;
    expect(third.takes[0]).toEqual(['AM', 'X']);
    expect(third.hands[1]).toEqual(['7SK']);
    expect(third.drawPile).toEqual(['9LK', 'AW']);
  });

  test('a turn may start with an empty hand', () => {
    const s = state({ hands: [[], ['3MW']], drawPile: ['AW'] });
    expect(unwrap(apply(s, { type: 'demand', suit: 'moons' })).state.takes[0]).toEqual(['3MW']);
  });
});

describe('the end', () => {
  test('the pile running out while a demand is unmet ends the game at once; a later fisher never fishes', () => {
    const s = state({ hands: [['2MK'], ['7SK'], ['9LK']], drawPile: ['AW'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.phase).toBe('over');
    expect(r.state.ended).toBe('pile-ran-out');
    expect(r.state.hands[1]).toEqual(['7SK', 'AW']);
    expect(r.state.hands[2]).toEqual(['9LK']);
    expect(r.events.filter((e) => e.type === 'jigger')).toEqual([{ type: 'jigger', seat: 1 }]);
  });

  test('a holder after the fisher in turn order has already surrendered when the pile runs out', () => {
    const s = state({ hands: [['2MK'], ['7SK'], ['3MW']], drawPile: ['AW'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.phase).toBe('over');
    expect(r.state.takes[0]).toEqual(['3MW']);
    expect(r.state.hands[2]).toEqual([]);
    expect(r.state.hands[1]).toEqual(['7SK', 'AW']);
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

describe('who answers first: holders at once, then the fishers in turn order', () => {
  test('holders surrender at once, before any fisher draws; then the fishers fish in turn order', () => {
    const s = state({ hands: [['2MK'], ['7SK'], ['3MW'], ['9LK'], ['CM', '6MW']], drawPile: ['AW', '5SW', '4MS', 'AY', 'AM', '8WL'] });
    expect(answerOrder(s, 'moons')).toEqual([2, 4, 1, 3]);
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.events.map((e) => `${e.type}:${'seat' in e ? e.seat : ''}`)).toEqual([
      'demand:0',
      'surrender:2',
      'surrender:4',
      'jigger:1',
      'fish:1',
      'fish:1',
      'fish:1',
      'jigger:3',
      'fish:3',
      'fish:3',
    ]);
    expect(r.state.takes[0]).toEqual(['3MW', 'CM', '6MW', '4MS', 'AM']);
    expect(r.state.hands[1]).toEqual(['7SK', 'AW', '5SW']);
    expect(r.state.hands[3]).toEqual(['9LK', 'AY']);
    expect(r.state.drawPile).toEqual(['8WL']);
  });

  test('a player with the Excuse and none of the suit gives it at once, with the holders', () => {
    const s = state({ hands: [['2MK'], ['7SK'], ['9LK', 'X']], drawPile: ['AW'] });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.events.map((e) => e.type)).toEqual(['demand', 'excuse', 'jigger', 'fish', 'fish', 'over']);
    expect(r.state.takes[0]).toEqual(['X']);
    expect(r.state.phase).toBe('over');
  });

  test('with staggered demands, a holder who must choose answers before an earlier seat fishes', () => {
    const s = state({ hands: [['2SY'], ['7SK'], ['AM', '6MW']], drawPile: ['AW', 'CM', '9LK'], options: { staggered: true } });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.phase).toBe('respond');
    expect(r.state.pending).toEqual({ suit: 'moons', left: [2, 1] });
    expect(waitingFor(r.state)).toEqual([2]);
    expect(r.state.drawPile).toEqual(['AW', 'CM', '9LK']);
    expect(apply(r.state, { type: 'respond', seat: 1, give: [] })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    const after = unwrap(apply(r.state, { type: 'respond', seat: 2, give: ['AM'] }));
    expect(after.state.takes[0]).toEqual(['AM', 'CM']);
    expect(after.state.hands[1]).toEqual(['7SK', 'AW']);
    expect(after.state.turn).toBe(1);
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
    const s = state({
      players: 2,
      options: { bookScoring: true },
      takes: [
        ['4MS', '8MS', '9MS', 'PMSL'],
        ['AM', 'AS', 'AW', 'AL', 'AY', 'AK', '2MK', '3MW'],
      ],
      hands: [[], ['5YK']],
    });
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

  test('a view never holds another player’s hand, in any game', () => {
    for (const options of [opts(4), opts(2, { handicap: { older: 0, takesFaceDown: false } }), opts(2, { handicap: { older: 1, takesFaceDown: true } })]) {
      const s = newGame(options, 'views');
      for (let seat = 0; seat < options.players; seat++) {
        const text = JSON.stringify(view(s, seat));
        expect(view(s, seat).hand).toEqual(s.hands[seat]);
        for (const [i, h] of s.hands.entries()) if (i !== seat) for (const c of h) expect(text).not.toContain(`"${c}"`);
        expect(view(s, seat).handCounts).toEqual([5, 5, 5, 5].slice(0, options.players));
      }
    }
  });

  const handicapped = (older: number, takesFaceDown: boolean) =>
    state({ players: 2, options: { handicap: { older, takesFaceDown } }, hands: [['2MK'], ['7SK']], takes: [['AM', 'AS'], ['AW']], drawPile: ['9LK', 'CM'] });

  test('handicap, first stage: the younger player’s take is hidden from the older; the older’s take stays face up', () => {
    const s = handicapped(0, false);
    const older = view(s, 0);
    expect(older.takes).toEqual([['AM', 'AS'], null]);
    expect(older.takeCounts).toEqual([2, 1]);
    expect(JSON.stringify(older)).not.toContain('"AW"');
    expect(view(s, 1).takes).toEqual([['AM', 'AS'], ['AW']]);
    // The hands stay hidden both ways: nobody plays with an open hand.
    expect(JSON.stringify(view(s, 1))).not.toContain('"2MK"');
    expect(JSON.stringify(older)).not.toContain('"7SK"');
  });

  test('handicap, second stage: both takes face down, seen by neither player; counted face up at the end', () => {
    const s = handicapped(1, true);
    for (const seat of [0, 1]) {
      expect(view(s, seat).takes).toEqual([null, null]);
      expect(view(s, seat).takeCounts).toEqual([2, 1]);
    }
    const over = unwrap(apply(s, { type: 'demand', suit: 'wyrms' })).state;
    expect(over.phase).toBe('over');
    expect(view(over, 0).takes).toEqual(over.takes);
  });

  test('handicap: cards given into a face-down take are counted, not named, in the log of a shared screen and of the other player', () => {
    const s = state({
      players: 2,
      options: { handicap: { older: 1, takesFaceDown: true } },
      hands: [
        ['2MK', '3LY'],
        ['6MW', '8MS', 'AW'],
      ],
      takes: [[], []],
      drawPile: ['9LK', 'CM'],
      turn: 0,
    });
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    const gift = r.events.find((e) => e.type === 'surrender');
    expect(gift).toMatchObject({ type: 'surrender', seat: 1, to: 0, cards: ['6MW', '8MS'], seenBy: [] });
    const names = ['Ada', 'Ben'];
    for (const seat of [-1, 0]) {
      const seen = viewEvent(gift as JiggerEvent, seat);
      expect(seen).toMatchObject({ cards: [null, null] });
      const words = english(jiggerDefinition.describe(seen), ['jigger'], names, seat < 0 ? null : seat);
      expect(words).toBe('Ben gives 2 cards, face down.');
      for (const c of ['6MW', '8MS']) expect(words).not.toContain(englishCard(c));
      expect(reveals(gift as JiggerEvent, seat)).toBe(false);
    }
    // The giver knew them.
    expect(viewEvent(gift as JiggerEvent, 1)).toEqual(gift);
  });

  test('the computer in the older seat gets only the view: the hidden take is not in it', async () => {
    const { chooseMove } = await import('../../src/engine/jigger/ai');
    const s = handicapped(0, false);
    expect(chooseMove(view(s, 0), 'x').type).toBe('demand');
  });

  test('an event as a seat sees it: another player’s kept draw is not named; a draw that met the demand is', () => {
    const kept: JiggerEvent = { type: 'fish', seat: 1, card: '9LK', match: false };
    const given: JiggerEvent = { type: 'fish', seat: 1, card: 'CM', match: true };
    expect(viewEvent(kept, 1)).toEqual(kept);
    expect(viewEvent(kept, 0)).toEqual({ type: 'fish', seat: 1, card: null, match: false, unseen: true });
    expect(viewEvent(kept, -1)).toEqual({ type: 'fish', seat: 1, card: null, match: false, unseen: true });
    expect(viewEvent(given, 0)).toEqual(given);
    const empty: JiggerEvent = { type: 'fish', seat: 1, card: null, match: false };
    expect(viewEvent(empty, 0)).toEqual(empty);
    expect(jigger.reveals(kept, 1)).toBe(true);
    expect(jigger.reveals(kept, 0)).toBe(false);
  });

  test('options: the handicap is for two players; bad values are refused with a path', () => {
    expect(parseOptions(undefined)).toEqual({ ok: true, value: jigger.defaultOptions() });
    expect(parseOptions({ players: 2, handicap: { older: 1, takesFaceDown: true } })).toMatchObject({
      ok: true,
      value: { handicap: { older: 1, takesFaceDown: true } },
    });
    expect(parseOptions({ players: 3, handicap: { older: 1 } })).toMatchObject({ ok: false, error: [{ path: 'options.handicap' }] });
    expect(parseOptions({ players: 2, handicap: { older: 2 } })).toMatchObject({ ok: false, error: [{ path: 'options.handicap' }] });
    expect(parseOptions({ fishedExcuse: 'eat' })).toMatchObject({ ok: false, error: [{ path: 'options.fishedExcuse' }] });
    expect(parseOptions({ bookScoring: 'yes' })).toMatchObject({ ok: false, error: [{ path: 'options.bookScoring' }] });
    expect(parseOptions({ players: 13, first: 12, fishedExcuse: 'surrender' })).toMatchObject({
      ok: true,
      value: { players: 13, first: 12, fishedExcuse: 'surrender' },
    });
  });

  test('the goal in a sentence, for these options', () => {
    const goal = (o: JiggerOptions) => english(goalText(o), ['jigger']);
    expect(goal(opts(3))).toBe('The most cards in your take wins; in a tie, the one who took the Excuse wins, and then the one with more cards in hand.');
    expect(goal(opts(6))).toContain('more Excuses');
    expect(goal(opts(2, { bookScoring: true }))).toMatch(/^The most books wins/);
    expect(goal(opts(2, { bookScoring: true }))).not.toContain('most cards in your take');
  });
});

describe('staggered demands (option)', () => {
  const staggered = (hands: string[][]) => state({ hands, drawPile: ['AW'], options: { staggered: true } });
  const gives = (s: JiggerState) => legalMoves(s).map((m) => (m.type === 'respond' ? m.give.join(',') : ''));
  test('an Ace, a Crown, or both may be given instead of two- or three-suited cards', () => {
    const s = staggered([['2SY'], ['AM', 'CM', '6MW', 'PMSL']]);
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(r.state.phase).toBe('respond');
    expect(gives(r.state)).toEqual(['AM,CM,6MW,PMSL', 'AM', 'CM', 'AM,CM', 'AM,CM,6MW']);
    const give = (cards: string[]) => unwrap(apply(r.state, { type: 'respond', seat: 1, give: cards })).state;
    expect(give(['AM'])).toMatchObject({ takes: [['AM'], []], hands: [['2SY'], ['CM', '6MW', 'PMSL']], phase: 'demand' });
    expect(give(['CM'])).toMatchObject({ takes: [['CM'], []], hands: [['2SY'], ['AM', '6MW', 'PMSL']], phase: 'demand' });
    expect(give(['AM', 'CM'])).toMatchObject({ takes: [['AM', 'CM'], []], hands: [['2SY'], ['6MW', 'PMSL']], phase: 'demand' });
    expect(give(['CM', 'AM']).takes[0]).toEqual(['CM', 'AM']); // the order the player names them in
  });
  test('an Ace alone, with no Crown of the suit in hand', () => {
    const r = unwrap(apply(staggered([['2SY'], ['AM', '6MW', '9MS']]), { type: 'demand', suit: 'moons' }));
    expect(gives(r.state)).toEqual(['AM,6MW,9MS', 'AM']);
    expect(unwrap(apply(r.state, { type: 'respond', seat: 1, give: ['AM'] })).state.hands[1]).toEqual(['6MW', '9MS']);
  });
  test('a Crown alone, with no Ace of the suit in hand, instead of a three-suited card', () => {
    const r = unwrap(apply(staggered([['2SY'], ['PMSL', 'CM']]), { type: 'demand', suit: 'moons' }));
    expect(gives(r.state)).toEqual(['PMSL,CM', 'CM']);
    expect(unwrap(apply(r.state, { type: 'respond', seat: 1, give: ['CM'] })).state).toMatchObject({ takes: [['CM'], []], hands: [['2SY'], ['PMSL']] });
  });
  test('an Ace or Crown with no two- or three-suited card of the suit to stand for is simply given: no choice', () => {
    const r = unwrap(apply(staggered([['2SY'], ['AM', 'CM', '6SY']]), { type: 'demand', suit: 'moons' }));
    expect(r.state.phase).toBe('demand');
    expect(r.state.takes[0]).toEqual(['AM', 'CM']);
  });
  test('an Ace or Crown stands for all the two- and three-suited cards or none of them', () => {
    const r = unwrap(apply(staggered([['2SY'], ['AM', 'CM', '6MW', 'PMSL']]), { type: 'demand', suit: 'moons' }));
    for (const give of [['AM', '6MW'], ['CM', 'PMSL'], ['6MW'], ['AM', 'AM'], ['AW']])
      expect(apply(r.state, { type: 'respond', seat: 1, give })).toMatchObject({ ok: false, error: { code: 'not-an-answer' } });
  });
  test('with several decks, any number of the Aces and of the Crowns held, copies taken in hand order', () => {
    const r = unwrap(apply(staggered([['2SY'], ['AM', 'AM#2', 'CM', '6MW'], ['3SK'], ['4YK#2']]), { type: 'demand', suit: 'moons' }));
    expect(gives(r.state)).toEqual(['AM,AM#2,CM,6MW', 'AM', 'AM,AM#2', 'CM', 'AM,CM', 'AM,AM#2,CM']);
    expect(apply(r.state, { type: 'respond', seat: 1, give: ['AM#2'] })).toMatchObject({ ok: false, error: { code: 'not-an-answer' } });
  });
  test('a three-suited card may be kept back when a two-suited one is given; the Excuse may be given instead', () => {
    const s = staggered([['2SY'], ['6MW', 'PMSL', 'X']]);
    const r = unwrap(apply(s, { type: 'demand', suit: 'moons' }));
    expect(unwrap(apply(r.state, { type: 'respond', seat: 1, give: ['6MW'] })).state.hands[1]).toEqual(['PMSL', 'X']);
    expect(unwrap(apply(r.state, { type: 'respond', seat: 1, give: ['X'] })).state.takes[0]).toEqual(['X']);
    const wrong = apply(r.state, { type: 'respond', seat: 1, give: ['PMSL'] });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'not-an-answer', rule: { key: 'jigger.staggered' } } });
    if (!wrong.ok) expect(wordsFor(['jigger']).rule(wrong.error.rule.key).anchor).toBe('staggered-demands');
  });
  test('without the option, every card of the suit goes', () => {
    const s = state({ hands: [['2SY'], ['AM', '6MW', 'PMSL', 'X']], drawPile: ['AW'] });
    expect(unwrap(apply(s, { type: 'demand', suit: 'moons' })).state.takes[0]).toEqual(['AM', '6MW', 'PMSL']);
  });
});
