import { expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import { apply, badgersCourt, DEFAULT_OPTIONS, isLegal, legalMoves, type BadgersCourtMove, type BadgersCourtOptions } from '../../src/engine/badgers-court';
import { chooseMove } from '../../src/engine/badgers-court/ai';
import { english } from '../support/words';

function match(options: BadgersCourtOptions, g: number) {
  const rng = createRng(`bc-ai-r${g}`);
  let s = badgersCourt.newGame({ ...options, firstDealer: (g % 2) as 0 | 1 }, `bc-ai-${g}`);
  let builds = 0;
  for (let n = 0; s.phase !== 'over'; n++) {
    let m: BadgersCourtMove;
    if (s.turn === 0) {
      m = chooseMove(badgersCourt.view(s, 0), `${g}:${n}`);
      expect(isLegal(s, m)).toBe(true);
      if (m.type === 'build') builds++;
    } else {
      const legal = legalMoves(s);
      m = legal[rng.int(legal.length)] as BadgersCourtMove;
    }
    const r = apply(s, m);
    if (!r.ok) throw new Error(english(r.error.message, ['badgers-court']));
    s = r.value.state;
  }
  return { won: badgersCourt.outcome(s)?.winners.includes(0) ?? false, builds };
}

test.each([
  ['the standard game', DEFAULT_OPTIONS],
  ['the extended deck, royal values, drawing each turn', { ...DEFAULT_OPTIONS, deck: 'extended' as const, royal: true, drawEachTurn: true }],
  ['the very traditional game', { ...DEFAULT_OPTIONS, variant: 'traditional' as const }],
])('in %s the computer plays only legal moves, builds, and beats a random player', (_, options) => {
  const games = Array.from({ length: 30 }, (_, g) => match(options, g));
  expect(games.filter((x) => x.won).length).toBeGreaterThanOrEqual(27);
  expect(games.reduce((a, x) => a + x.builds, 0)).toBeGreaterThan(30);
});

test('the computer takes a build it made rather than lose it, and never lays the card it keeps for one', () => {
  const s = badgersCourt.fromPosition({
    hands: [['9MS', '3SK'], ['2SY']],
    court: [{ units: [['8WL', 'AS']], rank: '9', owner: 0 }, '4YK'],
    stock: ['7WY', '8YK'],
    dealer: 1,
  });
  if (!s.ok) throw new Error('set-up');
  expect(chooseMove(badgersCourt.view(s.value, 0), 'x')).toEqual({ type: 'take', card: '9MS', items: ['8WL'] });
});
