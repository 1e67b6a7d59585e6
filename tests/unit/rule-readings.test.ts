/**
 * Two readings the rules texts leave open, held to what each game's page says of them in "How this site
 * reads the rules" (issue 36): the engine must play them the way the page says.
 */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { ferret, type FerretState } from '../../src/engine/ferret';
import { thricewise, type ThricewiseState } from '../../src/engine/thricewise';

describe('Thricewise: one card placed into 2-3-_-5-6 completes three trios along one line', () => {
  // The Desert (2), the Journey (3), a gap, the Soldier (5) and the Market (6) in a row: no three of them
  // share a suit, so only straights can score. The Sailor (4, Waves and Leaves) goes in the gap.
  const start = unwrap(
    thricewise.fromPosition({
      players: 2,
      hands: [
        ['4WL', '9LK', 'CM'],
        ['7SK', '8MS', 'AW'],
      ],
      grid: [
        ['2SY', 0, 0],
        ['3MW', 0, 1],
        ['5YK', 0, 3],
        ['6LK', 0, 4],
      ],
      drawPile: ['3SK', '9WY'],
    }),
  );
  const play = (s: ThricewiseState, text: string) => unwrap(thricewise.apply(s, unwrap(thricewise.parseMove(text)))).state;
  const after = ['choose:0:4WL', 'choose:1:7SK', '4WL@0,2'].reduce(play, start);

  test('it scores each of the three straights, 2-3-4, 3-4-5 and 4-5-6: 2 + 3 + 4 = 9 points', () => {
    const mine = after.scored.filter((x) => x.seat === 0).map((x) => ({ kind: x.trio.kind, cards: x.trio.cards.join(' '), points: x.trio.points }));
    expect(mine).toHaveLength(3);
    expect(mine.every((t) => t.kind === 'straight')).toBe(true);
    expect(mine.map((t) => t.cards).sort()).toEqual(['2SY 3MW 4WL', '3MW 4WL 5YK', '4WL 5YK 6LK']);
    expect(after.scores[0]).toBe(9);
  });
});

describe('Ferret: a card your opponent’s ferret forces into your tableau, that both completes your set and fits a layoff', () => {
  // Your tableau: the Market (6, Leaves and Knots), the Betrayal (8, Wyrms and Knots) and the Origin (2).
  // Sam has scored 4-5-6 of Suns. Sam ferrets your Origin with the Castle (7, Suns and Knots): the Castle
  // takes the Origin's place in your tableau, where it completes 6-7-8 of Knots and fits Sam's Suns set.
  const start: FerretState = unwrap(
    ferret.fromPosition({
      hands: [
        ['3MW', '9LK', 'AM', 'CW', '2MK'],
        ['7SK', '5ML', 'CY', 'AW', '3LY'],
      ],
      tableaux: [['6LK', '8YK', '2WL'], []],
      pool: ['9WY', '6MW', '4WL'],
      sets: [{ owner: 1, cards: ['4MS', '5SW', '6SY'] }],
      drawPile: ['8WL'],
      turn: 1,
    }),
  );
  const after = unwrap(ferret.apply(start, unwrap(ferret.parseMove('7SK>2WL')))).state;

  test('sets before layoffs: it completes your set (all three cards score for you), and is not laid off on Sam’s', () => {
    expect(ferret.locate(start, '7SK')).toBe('hand:1');
    const set = after.sets.find((x) => x.cards.some((c) => c.card === '7SK'));
    expect(set?.owner).toBe(0);
    expect(set?.cards.map((c) => c.card).sort()).toEqual(['6LK', '7SK', '8YK']);
    expect(after.layoffs.some((l) => l.card === '7SK')).toBe(false);
    for (const id of ['6LK', '7SK', '8YK']) expect(ferret.locate(after, id)).toBe('scored:0');
    // Sam's set is still 4 to 6: the Castle did not extend it.
    expect(after.sets.find((x) => x.owner === 1)).toMatchObject({ low: 4, high: 6 });
  });
});
