import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import {
  apply,
  destination,
  ferret,
  legalMoves,
  locate,
  outcome,
  parseMove,
  playsOnto,
  printMove,
  readings,
  runRank,
  scorePile,
  scores,
  setName,
  setRun,
  targetsFor,
  type FerretMove,
  type FerretState,
} from '../../src/engine/ferret';
import { describeEvent, resultText } from '../../src/engine/ferret/describe';
import type { Message } from '../../src/engine/core/message';
import { english, wordsFor } from '../support/words';

/** A message in English, speaking of these seats with `you` the seat spoken to. */
const say = (m: Message, names: readonly string[] = [], you: number | null = null) => english(m, ['ferret'], names, you);
const anchor = (key: string) => wordsFor(['ferret']).rule(key).anchor;

const position = (p: unknown): FerretState => unwrap(ferret.fromPosition(p));
const move = (text: string): FerretMove => unwrap(parseMove(text));
const play = (s: FerretState, text: string): FerretState => unwrap(apply(s, move(text))).state;
const lows = (ids: string[]) => readings(ids).map((r) => r.low);

describe('setting up', () => {
  test('five cards each, a pool of three, the rest to draw; the non-dealer first', () => {
    for (const first of [0, 1] as const) {
      const s = ferret.newGame({ first }, 'deal');
      expect(s.hands[0]).toHaveLength(5);
      expect(s.hands[1]).toHaveLength(5);
      expect(s.pool).toHaveLength(3);
      expect(s.drawPile).toHaveLength(23);
      expect(ferret.toAct(s)).toBe(first);
    }
  });

  test('the seed decides the deal', () => {
    expect(ferret.newGame({ first: 0 }, 'a')).toEqual(ferret.newGame({ first: 0 }, 'a'));
    expect(ferret.newGame({ first: 0 }, 'a').pool).not.toEqual(ferret.newGame({ first: 0 }, 'b').pool);
  });
});

describe('how to ferret (ferret.txt worked example: the Penitent)', () => {
  // The pool: the Soldier, the Lunatic, the Sailor; the active player plays the Penitent.
  const start = position({
    hands: [
      ['6SY', '3MW', '2WL', '5ML', '4MS'],
      ['7SK', '8MS', '9LK', '2SY', 'CY'],
    ],
    pool: ['5YK', '6MW', '4WL'],
    drawPile: ['7WY'],
  });

  test('an opposed suit takes the target into your tableau, no opposed suit into your hand', () => {
    expect(destination('6SY', '6MW')).toBe('tableau'); // Wyrms against Moons
    expect(destination('6SY', '4WL')).toBe('tableau'); // Suns against Leaves
    expect(destination('6SY', '5YK')).toBe('hand'); // no antipathy
  });

  test('into the tableau: the played card takes the target’s place, then you draw, then the opponent plays', () => {
    const s = play(start, '6SY>6MW');
    expect(s.pool).toEqual(['5YK', '6SY', '4WL']);
    expect(s.tableaux[0]).toEqual(['6MW']);
    expect(s.hands[0]).toEqual(['3MW', '2WL', '5ML', '4MS', '7WY']);
    expect(s.drawPile).not.toContain('7WY');
    expect(ferret.toAct(s)).toBe(1);
  });

  test('into the hand: the turn ends at once, with no draw', () => {
    const s = play(start, '6SY>5YK');
    expect(s.hands[0]).toEqual(['3MW', '2WL', '5ML', '4MS', '5YK']);
    expect(s.pool).toEqual(['6SY', '6MW', '4WL']);
    expect(s.drawPile).toEqual(start.drawPile);
    expect(ferret.toAct(s)).toBe(1);
  });
});

describe("ferreting from the opponent's tableau", () => {
  const start = position({
    hands: [
      ['6MW', '3SK', '9WY', '5ML', '4MS'],
      ['7WY', '8WL', '9LK', 'CY', 'AW'],
    ],
    tableaux: [[], ['7SK', '2MK']],
    pool: ['5YK', '3LY', '4WL'],
  });

  test('the target comes to you and your card takes its place in their tableau', () => {
    const s = play(start, '6MW>7SK');
    expect(s.tableaux[0]).toEqual(['7SK']);
    expect(s.tableaux[1]).toEqual(['6MW', '2MK']);
    expect(s.hands[0]).toHaveLength(5);
  });

  test('into your hand with a card that opposes nothing', () => {
    const s = play(start, '3SK>7SK');
    expect(s.hands[0]).toContain('7SK');
    expect(s.tableaux[1]).toEqual(['3SK', '2MK']);
  });

  test('a card landing in their tableau is theirs: it is laid off for them (this site’s reading)', () => {
    const s0 = position({
      hands: [
        ['6MW', '3SK', '9WY', '2WL', '8YK'],
        ['7WY', '8WL', '9LK', 'CY', 'AW'],
      ],
      tableaux: [[], ['7SK']],
      pool: ['5YK', '3LY', '4WL'],
      sets: [{ owner: 0, cards: ['3MW', '4MS', '5ML'] }],
    });
    // The Lunatic (6 of Moons) lands in Sam's tableau, next to your 3-4-5 of Moons: laid off, for Sam.
    const s = play(s0, '6MW>7SK');
    expect(locate(s, '6MW')).toBe('scored:1');
    expect(scores(s)).toEqual([3, 1]);
  });

  test('a card landing in their tableau can complete a set for them', () => {
    const s0 = position({
      hands: [
        ['6SY', '3SK', '9WY', '5ML', '4MS'],
        ['7WY', '8WL', '9LK', 'CY', 'AW'],
      ],
      tableaux: [[], ['7SK', '8MS', '2MK']],
      pool: ['5YK', '3LY', '4WL'],
    });
    // The Penitent's Wyrms oppose the Author's Moons: the Author is yours, and the Penitent lands
    // beside Sam's Castle and Diplomat: 6, 7, 8 of Suns, a set for Sam.
    const s = play(s0, '6SY>2MK');
    expect(locate(s, '2MK')).toBe('tableau:0');
    expect(s.sets).toEqual([expect.objectContaining({ owner: 1, suit: 'suns', low: 6 })]);
    expect(scores(s)).toEqual([0, 3]);
  });
});

describe('illegal moves change nothing and say why', () => {
  const start = position({
    hands: [
      ['6MW', '9WY', '5ML', '4MS', '2WL'],
      ['7WY', '8WL', '9LK', 'CY', 'AW'],
    ],
    tableaux: [['2SY'], ['7SK']],
    pool: ['5YK', '3LY', '4WL'],
    sets: [{ owner: 1, cards: ['2MK', '3SK', '4YK'] }],
  });
  const cases: [string, string, string, number | undefined, string][] = [
    ['8WL>5YK', 'not-in-hand', 'how-to-ferret', undefined, 'You do not hold that card: you play a card from your hand.'],
    [
      '6MW>2SY',
      'own-tableau',
      'how-to-ferret',
      undefined,
      'The Desert is already in your tableau: ferret a card from the pool or from your opponent’s tableau.',
    ],
    ['6MW>3SK', 'scored', 'layoffs', undefined, 'The Painter has been scored and is out of play: scored cards cannot be ferreted.'],
    [
      '6MW>AW',
      'not-on-table',
      'how-to-ferret',
      undefined,
      'That card is not on the table: you can ferret a card from the pool or from your opponent’s tableau.',
    ],
    ['6MW>4MS', 'own-hand', 'how-to-ferret', undefined, 'The Mountain is in your hand: ferret a card from the pool or from your opponent’s tableau.'],
    ['6MW>5YK', 'not-your-turn', 'your-turn-play-a-card-or-pass', 1, 'Wait: it is the other player’s turn.'],
    ['set:AM,5ML,6MW@4', 'no-set-to-choose', 'your-turn-play-a-card-or-pass', undefined, 'There is no set to choose right now: play a card or pass.'],
    ['2SY>5YK', 'not-in-hand', 'how-to-ferret', undefined, 'The Desert is not in your hand: you play a card from your hand.'],
  ];
  test.each(cases)('%s is refused with %s', (text, code, rule, by, words) => {
    const before = JSON.stringify(start);
    const r = apply(start, move(text), by);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(anchor(r.error.rule.key)).toBe(rule);
    expect(say(r.error.message)).toBe(words);
    expect(JSON.stringify(start)).toBe(before);
  });

  test('an opponent’s hidden card is not named in the refusal', () => {
    const r = apply(start, move('6MW>AW'));
    expect(!r.ok && say(r.error.message)).not.toMatch(/Ace of Waves/);
  });
});

describe('sets', () => {
  test('three cards in rank order sharing a suit, in any order on the table', () => {
    expect(lows(['6SY', '4MS', '5SW'])).toEqual([4]);
    expect(lows(['5SW', '7SK', '6SY'])).toEqual([5]);
    expect(lows(['4MS', '5SW', '7SK'])).toEqual([]); // not consecutive
    expect(lows(['4MS', '5ML', '6SY'])).toEqual([]); // no common suit
  });

  test('a set is scored and locked at once, and a tableau never holds a formable set', () => {
    const s = play(
      position({
        hands: [
          ['5ML', '3SK', '9WY', '2WL', '4WL'],
          ['7WY', '8WL', '9LK', 'CY', 'AW'],
        ],
        tableaux: [['4MS', '5SW'], []],
        pool: ['6SY', '3LY', '8YK'],
      }),
      '5ML>6SY',
    );
    expect(s.tableaux[0]).toEqual([]);
    expect(s.sets).toHaveLength(1);
    expect(s.sets[0]).toMatchObject({ owner: 0, suit: 'suns', low: 4, high: 6 });
    expect(scores(s)).toEqual([3, 0]);
  });
});

describe('Aces and Crowns', () => {
  test('A-2-Crown reads A-2-3; 9-Crown-A reads 8-9-Crown', () => {
    const low = readings(['AW', '2WL', 'CW']);
    expect(low).toHaveLength(1);
    expect(low[0]?.low).toBe(1);
    expect(low[0]?.cards.find((c) => c.card === 'CW')?.as).toBe(3);
    const high = readings(['9WY', 'CW', 'AW']);
    expect(high).toHaveLength(1);
    expect(high[0]?.low).toBe(8);
    expect(high[0]?.cards.find((c) => c.card === 'AW')?.as).toBe(8);
  });

  test('wild where no natural value fits: every run it could stand for', () => {
    expect(lows(['AM', '5ML', '6MW'])).toEqual([4, 5]);
    expect(lows(['AM', '5ML', 'CM'])).toEqual([3, 4, 5]); // the open point in the rules README
    expect(lows(['AM', '2MK', '3MW'])).toEqual([1]);
    expect(lows(['AM', 'CM', '2MK'])).toEqual([1]);
  });

  test('a wild card stands for a number card, never for the other end (this site’s reading)', () => {
    expect(lows(['CY', '2SY', '3LY'])).toEqual([2]); // the Calamity is a 4, not an Ace
    expect(lows(['AM', '8MS', '9MS'])).toEqual([7]); // the Ace is a 7, not a Crown
    expect(lows(['AM', 'CM', '5ML'])).toEqual([3, 4, 5]);
  });

  test('wild only in its own suit', () => {
    expect(lows(['AS', '5ML', '6MW'])).toEqual([]);
  });

  test('the reader’s reading is asked for, and fixes where layoffs go', () => {
    const s0 = position({
      hands: [
        ['6SY', '2WL', '9LK', 'CS', '2SY'],
        ['5YK', '8WL', '4WL', 'CY', 'AW'],
      ],
      tableaux: [['AM', '5ML'], ['3MW']],
      pool: ['6MW', '7WY', '3LY'],
    });
    const s1 = play(s0, '6SY>6MW');
    expect(s1.phase).toBe('choose-set');
    expect(ferret.toAct(s1)).toBe(0);
    expect(legalMoves(s1).map(printMove)).toEqual(['set:AM,5ML,6MW@4', 'set:5ML,6MW,AM@5']);
    expect(apply(s1, move('5ML>6SY')).ok).toBe(false);
    const as4 = play(s1, 'set:AM,5ML,6MW@4');
    expect(locate(as4, '3MW')).toBe('scored:1');
    expect(ferret.toAct(as4)).toBe(1);
    expect(as4.hands[0]).toHaveLength(5); // the draw happened after the choice
    const as5 = play(s1, 'set:5ML,6MW,AM@5');
    expect(locate(as5, '3MW')).toBe('tableau:1');
  });

  test('laid off only at their natural value', () => {
    const hands = [
      ['6MW', '2WL', '9WY', 'CS', '2SY'],
      ['5ML', '8WL', '4WL', 'CY', 'AW'],
    ];
    // The Ace of Knots is laid off as a 1 on 2-3-4 of Knots ...
    const ace = play(position({ hands, pool: ['AK', '3LY', '7WY'], sets: [{ owner: 1, cards: ['2MK', '3SK', '4YK'] }] }), '6MW>AK');
    expect(locate(ace, 'AK')).toBe('scored:0');
    expect(ace.sets[0]).toMatchObject({ low: 1, high: 4 });
    // ... and the Windfall as a 10 on 7-8-9 of Knots ...
    const crown = play(position({ hands, pool: ['CK', '3LY', '7WY'], sets: [{ owner: 1, cards: ['7SK', '8YK', '9LK'] }] }), '6MW>CK');
    expect(locate(crown, 'CK')).toBe('scored:0');
    // ... but neither stands in as a layoff on 5-6-7 of Knots.
    const middle = play(position({ hands, pool: ['CK', '3LY', '7WY'], sets: [{ owner: 1, cards: ['5YK', '6LK', '7SK'] }] }), '6MW>CK');
    expect(locate(middle, 'CK')).toBe('tableau:0');
    const middleAce = play(position({ hands, pool: ['AK', '3LY', '7WY'], sets: [{ owner: 1, cards: ['5YK', '6LK', '7SK'] }] }), '6MW>AK');
    expect(locate(middleAce, 'AK')).toBe('tableau:0');
  });
});

describe('layoffs', () => {
  test('forced, scored for the player whose tableau held the card, and chained', () => {
    const s = play(
      position({
        hands: [
          ['5ML', '3SK', '9WY', '2WL', '4WL'],
          ['7WY', '8WL', '9LK', 'CY', 'AW'],
        ],
        tableaux: [
          ['4MS', '5SW'],
          ['7SK', '8MS'],
        ],
        pool: ['6SY', '3LY', '8YK'],
      }),
      '5ML>6SY',
    );
    expect(locate(s, '7SK')).toBe('scored:1');
    expect(locate(s, '8MS')).toBe('scored:1');
    expect(s.sets[0]).toMatchObject({ low: 4, high: 8 });
    expect(scores(s)).toEqual([3, 2]);
  });

  test('a card that fits two sets belongs to both', () => {
    const s = play(
      position({
        hands: [
          ['3SK', '2WL', '9WY', '4WL', 'CY'],
          ['7WY', '8WL', '9LK', 'AW', '2SY'],
        ],
        tableaux: [[], []],
        pool: ['8MS', '3LY', '8YK'],
        sets: [
          { owner: 0, cards: ['5ML', '6MW', '7ML'] },
          { owner: 1, cards: ['5SW', '6SY', '7SK'] },
        ],
      }),
      '9WY>8MS',
    );
    // The Darkness (Wyrms) opposes the Diplomat's Moons: into the tableau, then onto both 5-6-7s.
    const layoff = s.layoffs.find((l) => l.card === '8MS');
    expect(layoff?.sets).toEqual([0, 1]);
    expect(s.sets.map((x) => x.high)).toEqual([8, 8]);
    expect(scores(s)).toEqual([4, 3]);
  });
});

describe('the Castle (ferret.txt worked example)', () => {
  const theirSet = [{ owner: 1, cards: ['4MS', '5SW', '6SY'] }];
  test('with two Knots in place, the Castle completes your own set instead of laying off', () => {
    const s = play(
      position({
        hands: [
          ['4WL', '2SY', '3MW', 'AM', 'CS'],
          ['5ML', '2WL', '9LK', 'CY', 'AW'],
        ],
        tableaux: [['6LK', '8YK'], []],
        pool: ['7SK', '6MW', '3LY'],
        sets: theirSet,
      }),
      '4WL>7SK',
    );
    expect(s.sets[1]).toMatchObject({ owner: 0, suit: 'knots', low: 6 });
    expect(s.sets[0]).toMatchObject({ high: 6 });
    expect(scores(s)).toEqual([3, 3]);
  });

  test.each([
    ['the Market and the Windfall', ['6LK', 'CK'], [5, 6]],
    ['the Betrayal and the Ace of Knots', ['8YK', 'AK'], [6, 7]],
  ])('with %s standing in, the Castle still makes a Knots set (you choose the run)', (_, knots, runs) => {
    const s = play(
      position({
        hands: [
          ['4WL', '2SY', '3MW', 'AM', 'CS'],
          ['5ML', '2WL', '9LK', 'CY', 'AW'],
        ],
        tableaux: [knots, []],
        pool: ['7SK', '6MW', '3LY'],
        sets: theirSet,
      }),
      '4WL>7SK',
    );
    expect(s.phase).toBe('choose-set');
    expect(s.choice?.options.map((o) => o.low)).toEqual(runs);
    for (const choice of legalMoves(s)) {
      const after = unwrap(apply(s, choice)).state;
      expect(after.sets[1]).toMatchObject({ owner: 0, suit: 'knots' });
      expect(after.sets[0]).toMatchObject({ high: 6 });
      expect(scores(after)).toEqual([3, 3]);
    }
  });

  test('without them it scores as a layoff on the 4-5-6 of Suns', () => {
    const s = play(
      position({
        hands: [
          ['4WL', '2SY', '3MW', 'AM', 'CS'],
          ['5ML', '2WL', '9LK', 'CY', 'AW'],
        ],
        tableaux: [['6LK'], []],
        pool: ['7SK', '6MW', '3LY'],
        sets: theirSet,
      }),
      '4WL>7SK',
    );
    expect(locate(s, '7SK')).toBe('scored:0');
    expect(s.sets[0]).toMatchObject({ low: 4, high: 7 });
    expect(scores(s)).toEqual([1, 3]);
  });
});

describe('passing and the end', () => {
  test('two passes in a row end the game; the first to pass scores first', () => {
    const s0 = ferret.newGame({ first: 1 }, 'passes');
    const s1 = unwrap(apply(s0, { type: 'pass' })).state;
    expect(s1.phase).toBe('play');
    let r = unwrap(apply(s1, { type: 'pass' }));
    const events = [...r.events];
    // The final scoring stops wherever a player must choose which set to form.
    while (r.state.phase === 'choose-set') {
      r = unwrap(apply(r.state, legalMoves(r.state)[0] as FerretMove));
      events.push(...r.events);
    }
    expect(r.state.phase).toBe('over');
    const end = events.find((e) => e.type === 'end');
    expect(end).toMatchObject({ reason: 'passes', first: 1 });
    const stages = events.filter((e) => e.type === 'stage').map((e) => e.type === 'stage' && [e.stage, e.player]);
    expect(stages).toEqual([
      ['first', 1],
      ['second', 0],
      ['extra', 1],
    ]);
  });

  test('a play between passes resets the count', () => {
    let s = ferret.newGame({ first: 0 }, 'reset');
    s = unwrap(apply(s, { type: 'pass' })).state;
    s = unwrap(apply(s, legalMoves(s)[0] as FerretMove)).state;
    while (s.phase === 'choose-set') s = unwrap(apply(s, legalMoves(s)[0] as FerretMove)).state;
    expect(s.passes).toBe(0);
    s = unwrap(apply(s, { type: 'pass' })).state;
    expect(s.phase === 'play' || s.phase === 'choose-set').toBe(true);
  });

  test('the last card drawn ends the game; the other player scores first; the pool scores for nobody', () => {
    const s0 = position({
      hands: [
        ['7SK', '6MW', '7ML', '8MS', 'AK'],
        ['3SK', '4YK', '5YK', 'CM', 'CS'],
      ],
      tableaux: [['2MK'], ['5ML', 'CW']],
      pool: ['9WY', '7WY', '9MS'],
      drawPile: ['8WL'],
      rest: 'out',
    });
    const r = unwrap(apply(s0, move('7SK>9WY')));
    expect(r.events.find((e) => e.type === 'end')).toMatchObject({ reason: 'deck', first: 1 });
    const s = r.state;
    expect(s.phase).toBe('over');
    expect(s.pool.every((c) => locate(s, c) === 'pool')).toBe(true);
    expect(outcome(s)).toMatchObject({ winners: [0], scores: [5, 4] });
    // The order of the final scoring: Sam's set, your Author laid off on it; your set, your Ace; Sam's extra layoff.
    const order = r.events.flatMap((e) => (e.type === 'set' ? [`set${e.set.owner}`] : e.type === 'layoff' ? [`${e.layoff.card}`] : []));
    expect(order).toEqual(['set1', '2MK', 'set0', 'AK', '5ML']);
    expect(ferret.legalMoves(s)).toEqual([]);
    expect(apply(s, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  test('a draw is a shared victory', () => {
    const s0 = position({
      hands: [
        ['3MW', '2WL'],
        ['3SK', '4YK'],
      ],
      pool: ['9WY', '7WY', '9MS'],
      drawPile: ['8WL'],
      rest: 'out',
    });
    let s = unwrap(apply(s0, { type: 'pass' })).state;
    s = unwrap(apply(s, { type: 'pass' })).state;
    expect(outcome(s)).toMatchObject({ winners: [0, 1], scores: [0, 0] });
  });
});

describe('notation', () => {
  test('prints and parses every kind of move', () => {
    for (const text of ['6SY>6MW', 'pass', 'set:AM,5ML,6MW@4', 'set:AW,2WL,CW@A']) expect(printMove(move(text))).toBe(text);
    expect(printMove(move(' 6ys > 6wm '))).toBe('6SY>6MW');
  });
  test.each(['', 'hello', '6SY>', '6SY>6MS', 'PWLY>6MW', 'set:AM,5ML@4', 'set:AM,5ML,6MW@9'])('“%s” is refused with a sentence', (text) => {
    const r = parseMove(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/\w+ \w+/);
  });
});

describe('positions are checked', () => {
  const good = { hands: [['6SY'], ['5YK']], pool: ['6MW', '4WL', '3LY'] };
  test('a good position loads', () => expect(ferret.fromPosition(good).ok).toBe(true));
  test.each([
    [{ ...good, hands: [['6SY', '6SY'], []] }, 'hands[0][1]', /already/],
    [{ ...good, hands: [['ZZ'], []] }, 'hands[0][0]', /not a card/],
    [{ ...good, hands: [['PWLY'], []] }, 'hands[0][0]', /basic deck/],
    [{ ...good, hands: [['6SY', '2WL', '3MW', '4MS', '5ML', '7ML'], []] }, 'hands[0]', /at most 5/],
    [{ ...good, pool: ['6MW'] }, 'pool', /3 cards/],
    [{ ...good, tableaux: [['4MS', '5SW', '6SY'].slice(0, 2).concat(['3SK']), []] }, 'tableaux[0]', /set/],
    [{ ...good, sets: [{ owner: 0, cards: ['2MK', '3SK', '9LK'] }] }, 'sets[0]', /not a set/],
    [{ ...good, sets: [{ owner: 0, cards: ['AM', '7ML', '8MS'] }] }, 'sets[0].low', /several runs/],
    [{ ...good, drawPile: [], rest: 'out' }, 'drawPile', /empty/],
    ['nonsense', '', /object/],
  ])('%#: %s', (input, path, message) => {
    const r = ferret.fromPosition(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(
      r.error.some((e) => e.path === path && message.test(e.message)),
      JSON.stringify(r.error),
    ).toBe(true);
  });
});

describe('views', () => {
  test('the other hand and the draw pile are absent from a player’s view', () => {
    const s = ferret.newGame({ first: 0 }, 'views');
    for (const seat of [0, 1] as const) {
      const v = JSON.stringify(ferret.view(s, seat));
      for (const c of [...s.hands[1 - seat]!, ...s.drawPile]) expect(v).not.toContain(`"${c}"`);
      for (const c of s.hands[seat]) expect(v).toContain(`"${c}"`);
    }
  });
});

describe('selectors the tables and islands ask (no rule outside the engine)', () => {
  const start = position({
    hands: [
      ['2SY', '9WY', '4MS'],
      ['7SK', '8WL', 'CY'],
    ],
    tableaux: [[], ['3LY']],
    pool: ['6MW', '5YK', '4WL'],
    drawPile: ['7WY', '9LK'],
  });

  test('targetsFor lists exactly the legal ferrets of a card, with where each target would go', () => {
    const legal = legalMoves(start)
      .filter((m) => m.type === 'ferret' && m.card === '2SY')
      .map((m) => (m.type === 'ferret' ? m.target : ''));
    const targets = targetsFor(start, '2SY');
    expect(targets.map((t) => t.target).sort()).toEqual(legal.sort());
    expect(targets.map((t) => t.target).sort()).toEqual(['3LY', '4WL', '5YK', '6MW']);
    for (const t of targets) expect(t.destination).toBe(destination('2SY', t.target));
    // A card not in the mover's hand has no targets, nor does any card while a set is being chosen.
    expect(targetsFor(start, '7SK')).toEqual([]);
  });

  test('playsOnto lists the hand cards that may ferret a target, and where it would go', () => {
    expect(playsOnto(start, '6MW').map((p) => p.card)).toEqual(['2SY', '9WY', '4MS']);
    expect(playsOnto(start, '6MW').find((p) => p.card === '2SY')?.destination).toBe('tableau');
    expect(playsOnto(start, '7SK')).toEqual([]); // in the other hand, not on the table
  });

  test('scores, scorePile and setRun answer for a view as for the state', () => {
    const s = position({
      hands: [
        ['2SY', '9WY'],
        ['7SK', '8WL'],
      ],
      pool: ['6MW', '5YK', '4WL'],
      drawPile: ['7WY', '9LK'],
      sets: [{ owner: 1, cards: ['3MW', '4MS', '5ML'] }],
    });
    // The Lunatic (6 of Moons) comes into seat 0's tableau and is laid off on seat 1's Moons at once.
    const after = play(s, '2SY>6MW');
    expect(after.layoffs).toEqual([expect.objectContaining({ card: '6MW', owner: 0 })]);
    expect(scores(after)).toEqual([1, 3]);
    for (const seat of [0, 1] as const) {
      const v = ferret.view(after, seat);
      expect(scores(v)).toEqual(scores(after));
      expect(scorePile(v, 0)).toEqual(['6MW']);
    }
    const set = after.sets[0]!;
    expect(setRun(set, after.layoffs)).toEqual([
      { card: '3MW', as: 3, owner: 1 },
      { card: '4MS', as: 4, owner: 1 },
      { card: '5ML', as: 5, owner: 1 },
      { card: '6MW', as: 6, owner: 0 },
    ]);
  });

  test('runRank is the one naming of run values: Ace, the numbers, Crown', () => {
    expect([1, 2, 9, 10].map(runRank)).toEqual(['A', '2', '9', 'C']);
    expect([1, 2, 9, 10].map((v) => wordsFor(['ferret']).rank(runRank(v)))).toEqual(['Ace', '2', '9', 'Crown']);
    expect(say(setName({ low: 1, high: 3, suit: 'moons' }))).toBe('Ace–3 of Moons');
  });
});

describe('words for the log speak to the seat "you", not to a name', () => {
  const ferretEvent = { type: 'ferret', player: 0, card: '2SY', target: '6MW', from: 'pool', to: 'tableau' } as const;
  test('the seat spoken to is "you", whatever its name; others are named', () => {
    expect(say(describeEvent(ferretEvent, []), ['Ann', 'Sam'], 0)).toBe(
      'You play the Desert on the Lunatic in the pool and take the Lunatic into your tableau.',
    );
    expect(say(describeEvent(ferretEvent, []), ['Ann', 'Sam'], 1)).toBe(
      'Ann plays the Desert on the Lunatic in the pool and takes the Lunatic into Ann’s tableau.',
    );
    // On a shared screen nobody is "you", even a seat named You.
    expect(say(describeEvent(ferretEvent, []), ['You', 'Sam'], null)).toMatch(/^You plays/);
    expect(say(describeEvent({ type: 'pass', player: 1 }, []), ['Ann', 'Sam'], 1)).toBe('You pass.');
  });
  test('the result: "You win" for the seat spoken to, "Sam wins" for another', () => {
    expect(say(resultText([3, 7]), ['Ann', 'Sam'], 1)).toBe('You win, 7 to 3.');
    expect(say(resultText([3, 7]), ['Ann', 'Sam'], 0)).toBe('Sam wins, 7 to 3.');
    expect(say(resultText([3, 7]), ['Ann', 'You'], null)).toBe('You wins, 7 to 3.');
  });
  test('in Spanish too, the seat spoken to is "tú", the others named', () => {
    const es = (m: Message, you: number | null) => wordsFor(['ferret'], 'es', ['Ana', 'Sam'], you).say(m);
    expect(es(describeEvent(ferretEvent, []), 0)).toBe('Juegas el Desierto sobre el Lunático del centro y te llevas el Lunático a tu zona.');
    expect(es(describeEvent(ferretEvent, []), 1)).toBe('Ana juega el Desierto sobre el Lunático del centro y se lleva el Lunático a su zona.');
    expect(es(resultText([3, 7]), 1)).toBe('Ganas, 7 a 3.');
    expect(es(resultText([3, 7]), 0)).toBe('Sam gana, 7 a 3.');
  });
});
