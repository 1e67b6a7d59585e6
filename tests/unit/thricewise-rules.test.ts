import { englishCard } from '../support/words';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import {
  apply,
  bounds,
  fact,
  kindsOf,
  legalCells,
  parseMove,
  printMove,
  thricewise,
  trioPoints,
  triosAt,
  waitingFor,
  type Placed,
  type ThricewiseMove,
  type ThricewiseState,
} from '../../src/engine/thricewise';

import { describeEvent, outcomeText } from '../../src/engine/thricewise/describe';
import { english, wordsFor } from '../support/words';
const position = (p: unknown): ThricewiseState => unwrap(thricewise.fromPosition(p));
const move = (t: string): ThricewiseMove => unwrap(parseMove(t));
const play = (s: ThricewiseState, ...moves: string[]) => moves.reduce((st, m) => unwrap(apply(st, move(m))).state, s);
const cells = [
  { row: 0, col: 0 },
  { row: 0, col: 1 },
  { row: 0, col: 2 },
];
const kinds = (ids: string[]) => kindsOf(ids, cells).map((t) => `${t.kind}${t.suit ? `:${t.suit}` : ''}=${t.points}`);

describe('setting up', () => {
  test.each([
    [2, 4],
    [3, 6],
    [4, 4],
    [5, 6],
  ] as const)('%i players: three cards each and a grid of %i', (players, gridSize) => {
    const s = thricewise.newGame({ players }, 'setup');
    expect(s.hands.every((h) => h.length === 3)).toBe(true);
    expect(s.grid).toHaveLength(gridSize);
    const b = bounds(s.grid);
    expect([b.bottom - b.top + 1, b.right - b.left + 1]).toEqual(gridSize === 4 ? [2, 2] : [2, 3]);
    expect(s.hands.flat().length + s.grid.length + s.drawPile.length).toBe(36);
  });
});

describe('scoring trios', () => {
  test('flush per shared suit, set, straight in order either way; lowest number card scores', () => {
    expect(kinds(['4YK', '5YK', '8YK'])).toEqual(['flush:wyrms=4', 'flush:knots=4']);
    expect(kinds(['5SW', '5ML', '5YK'])).toEqual(['set=5']);
    expect(kinds(['5SW', '6MW', '7WY'])).toEqual(['flush:waves=5', 'straight=5']);
    expect(kinds(['7WY', '6MW', '5SW'])).toEqual(['flush:waves=5', 'straight=5']);
    expect(kinds(['5SW', '7WY', '6MW'])).toEqual(['flush:waves=5']); // 5-7-6 is not a straight
  });

  test('Aces and Crowns are not numbers: A-2-3 scores 2, three Aces or three Crowns score nothing', () => {
    expect(kinds(['AM', '2MK', '3MW'])).toEqual(['flush:moons=2', 'straight=2']);
    expect(kinds(['AM', 'AS', 'AW'])).toEqual(['set=0']);
    expect(kinds(['CM', 'CS', 'CW'])).toEqual(['set=0']);
    expect(trioPoints(['AM', 'CM', '9MS'])).toBe(9);
  });

  test('the worked example: the Soldier scores two flushes on 4-5-8 and a set of 5s, 13 in all', () => {
    const grid: Placed[] = [
      { card: '5SW', row: 0, col: 1, seat: null },
      { card: '5ML', row: 1, col: 1, seat: null },
      { card: '4YK', row: 2, col: 0, seat: null },
      { card: '8YK', row: 2, col: 2, seat: null },
      { card: '5YK', row: 2, col: 1, seat: 0 },
    ];
    const trios = triosAt(grid, { row: 2, col: 1 });
    expect(trios.map((t) => `${t.kind}${t.suit ? `:${t.suit}` : ''}=${t.points}`).sort()).toEqual(['flush:knots=4', 'flush:wyrms=4', 'set=5']);
    expect(trios.reduce((a, t) => a + t.points, 0)).toBe(13);
  });

  test('one card can score in several directions, and only trios that include it', () => {
    const grid: Placed[] = [
      { card: '2MK', row: 0, col: 0, seat: null },
      { card: '3MW', row: 0, col: 1, seat: null },
      { card: '4MS', row: 1, col: 2, seat: null },
      { card: '5ML', row: 2, col: 2, seat: null },
      { card: '6MW', row: 0, col: 2, seat: 0 },
    ];
    // Row 0: 2-3-6 Moons flush (2). Column 2: 6-4-5 Moons flush (4), not a straight.
    expect(
      triosAt(grid, { row: 0, col: 2 })
        .map((t) => `${t.kind}=${t.points}`)
        .sort(),
    ).toEqual(['flush=2', 'flush=4']);
  });
});

describe('placing', () => {
  test('next to any card, orthogonally or diagonally, never on top', () => {
    const s = thricewise.newGame({ players: 2 }, 'place');
    const cells = legalCells(s.grid);
    expect(cells).toHaveLength(12); // around a 2x2 grid
    expect(cells.some((c) => c.row === 0 && c.col === 0)).toBe(false);
  });

  test('the grid never grows past six wide or six tall', () => {
    const grid = Array.from({ length: 6 }, (_, col) => ({ card: ['AM', 'AS', 'AW', 'AL', 'AY', 'AK'][col] as string, row: 0, col, seat: null }));
    const cells = legalCells(grid);
    expect(cells.every((c) => c.col >= 0 && c.col <= 5)).toBe(true);
    const s = position({ players: 2, hands: [['5YK'], ['7SK']], grid: grid.map((p) => [p.card, p.row, p.col]) });
    const placing = play(s, 'choose:0:5YK', 'choose:1:7SK');
    const r = apply(placing, move('5YK@0,6'));
    expect(r).toMatchObject({ ok: false, error: { code: 'too-wide', rule: { key: 'thricewise.edge' } } });
    expect(wordsFor(['thricewise']).rule('thricewise.edge').anchor).toBe('the-edge-six-by-six');
    expect(!r.ok && english(r.error.message, ['thricewise'])).toBe('The grid is already six cards wide: it cannot grow wider.');
    expect(apply(placing, move('5YK@0,2'))).toMatchObject({ ok: false, error: { code: 'occupied' } });
    expect(apply(placing, move('5YK@3,2'))).toMatchObject({ ok: false, error: { code: 'not-adjacent' } });
    expect(apply(placing, move('5YK@1,5')).ok).toBe(true);
  });
});

describe('a turn', () => {
  const base = {
    players: 3,
    hands: [
      ['5YK', '2MK'],
      ['5SW', '9LK'],
      ['7SK', '3LY'],
    ],
    grid: [
      ['AM', 0, 0],
      ['AS', 0, 1],
      ['AW', 0, 2],
      ['AL', 1, 0],
      ['AY', 1, 1],
      ['AK', 1, 2],
    ],
    drawPile: ['8MS', '6SY', 'CM', '4WL', '2SY', '9WY'],
  };

  test('everyone chooses in secret; cards are revealed together; then placed lowest rank first', () => {
    const s = position(base);
    expect(waitingFor(s)).toEqual([0, 1, 2]);
    const a = play(s, 'choose:0:2MK', 'choose:2:7SK');
    expect(JSON.stringify(thricewise.view(a, 1))).not.toContain('"2MK"');
    const b = play(a, 'choose:1:9LK');
    expect(b.phase).toBe('place');
    expect(b.placing.map((p) => p.seat)).toEqual([0, 2, 1]);
    expect(apply(b, move('7SK@2,0'))).toMatchObject({ ok: false, error: { code: 'not-yours-to-place' } });
  });

  test('tied ranks are deferred, face up; the others play; after everyone has played, everyone draws', () => {
    const s = play(position(base), 'choose:0:5YK', 'choose:1:5SW', 'choose:2:3LY');
    expect(s.deferred).toEqual([['5YK'], ['5SW'], []]);
    expect(s.placing).toEqual([{ seat: 2, cards: ['3LY'] }]);
    const after = play(s, '3LY@2,0');
    expect(after.phase).toBe('choose');
    expect(after.hands.map((h) => h.length)).toEqual([2, 2, 2]);
    expect(after.drawPile).toHaveLength(3);
  });

  test('while a new card is deferred, older deferred cards stay deferred with it', () => {
    const s = play(
      position({
        ...base,
        hands: [
          ['6MW', '2MK'],
          ['6SY', '9LK'],
          ['7SK', '3LY'],
        ],
        deferred: [['5YK'], [], []],
        drawPile: ['8MS', 'CM', '4WL'],
      }),
      'choose:0:6MW',
      'choose:1:6SY',
      'choose:2:7SK',
    );
    expect(s.deferred).toEqual([['5YK', '6MW'], ['6SY'], []]);
    expect(s.placing).toEqual([{ seat: 2, cards: ['7SK'] }]);
  });

  test('a normal play places the new card and the deferred ones, in any order; the new card sets when', () => {
    const t = play(
      position({ ...base, hands: [['2MK'], ['9LK'], ['7SK']], deferred: [[], ['5SW'], []], drawPile: [] }),
      'choose:0:2MK',
      'choose:1:9LK',
      'choose:2:7SK',
    );
    // Seat 1's deferred 5 waits for its new 9: the 2 and the 7 go first.
    expect(t.placing.map((p) => p.seat)).toEqual([0, 2, 1]);
    const u = play(t, '2MK@2,0', '7SK@2,1', '5SW@2,2');
    expect(u.placing).toEqual([{ seat: 1, cards: ['9LK'] }]);
    expect(fact(play(u, '9LK@2,3'), 'phase')).toBe('over');
  });

  test('no one draws when fewer cards remain than players; the game ends when hands are empty; deferred cards left are set aside', () => {
    const s = position({ ...base, hands: [['5YK'], ['5SW'], ['3LY']], drawPile: ['8MS', '6SY'] });
    const end = play(s, 'choose:0:5YK', 'choose:1:5SW', 'choose:2:3LY', '3LY@2,0');
    expect(end.phase).toBe('over');
    expect([...end.setAside].sort()).toEqual(['5SW', '5YK']);
    expect(end.drawPile).toHaveLength(2);
    expect(thricewise.outcome(end)?.winners).toEqual([0, 1, 2].filter((i) => end.scores[i] === Math.max(...end.scores)));
  });
});

describe('notation', () => {
  test('prints and parses', () => {
    for (const t of ['choose:1:5YK', '5YK@2,1', '5YK@-1,-2']) expect(printMove(move(t))).toBe(t);
  });
  test.each(['', '5YK', '5YK@a,b', 'choose:5YK', 'PWLY@0,0'])('“%s” is refused', (t) => expect(parseMove(t).ok).toBe(false));
});

describe('words speak to the seat "you", not to a name', () => {
  const names = ['Ann', 'Sam', 'Mia'];
  const say = (m: Parameters<typeof english>[0], n: readonly string[], you: number | null) => english(m, ['thricewise'], n, you);
  test('verbs agree with the seat spoken to; a draw names only the cards shown', () => {
    const place = { type: 'place', seat: 0, card: '3SK', row: 0, col: 1, trios: [] } as const;
    expect(say(describeEvent(place), names, 0)).toBe(`You place ${englishCard('3SK')}.`);
    expect(say(describeEvent(place), names, 1)).toBe(`Ann places ${englishCard('3SK')}.`);
    expect(say(describeEvent({ type: 'draw', seats: [0, 1, 2], cards: [null, '3SK', null] }), names, 1)).toBe(
      `Everyone draws a card (you draw ${englishCard('3SK')}).`,
    );
    expect(say(describeEvent({ type: 'draw', seats: [0, 1, 2], cards: [null, null, null] }), names, 1)).toBe('Everyone draws a card.');
    expect(say(describeEvent({ type: 'over', scores: [14, 9, 3], winners: [0] }), names, 0)).toBe('Game over. You win with 14 points.');
    expect(say(describeEvent({ type: 'over', scores: [14, 9, 3], winners: [0] }), ['You', 'Sam', 'Mia'], null)).toBe('Game over. You wins with 14 points.');
    expect(say(outcomeText({ winners: [1, 2], scores: [3, 9, 9], breakdown: [] }), names, 1)).toBe('Game over. You and Mia share the win with 9 points.');
  });
});
