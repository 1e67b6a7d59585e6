/**
 * Properties of Ferret over thousands of seeded random games: the random player picks among the legal
 * moves (and passes now and then), and every state along the way is checked.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BASIC_DECK, card } from '../../src/engine/deck';
import { createRng, replay, type Rng } from '../../src/engine/core';
import {
  apply,
  ferret,
  layoffTargets,
  legalMoves,
  printMove,
  scorePile,
  setCandidates,
  viewEvent,
  type FerretMove,
  type FerretState,
} from '../../src/engine/ferret';
import { english, wordsFor } from '../support/words';
import { equal, holds, is } from '../support/quick';

function allCards(s: FerretState): string[] {
  return [...s.hands[0], ...s.hands[1], ...s.tableaux[0], ...s.tableaux[1], ...s.pool, ...s.drawPile, ...s.outOfGame, ...scorePile(s, 0), ...scorePile(s, 1)];
}

function pick(s: FerretState, rng: Rng): FerretMove {
  const moves = legalMoves(s);
  const pass = moves.find((m) => m.type === 'pass');
  if (pass && rng.next() < 0.05) return pass;
  const others = moves.filter((m) => m.type !== 'pass');
  return (others.length > 0 ? others[rng.int(others.length)] : moves[0]) as FerretMove;
}

function checkInvariants(s: FerretState): void {
  const cards = allCards(s);
  is(cards.length, 36, 'cards in play');
  is(new Set(cards).size, 36, 'different cards in play');
  is(s.pool.length, 3, 'cards in the pool');
  if (s.end === null && s.phase === 'play') {
    is(s.hands[0].length, 5, "first player's hand");
    is(s.hands[1].length, 5, "second player's hand");
  }
  if (s.phase !== 'choose-set') {
    for (const t of s.tableaux) {
      equal(setCandidates(t), [], 'a set left in a tableau');
      for (const c of t) equal(layoffTargets(c, s.sets), [], `${c} left in a tableau where it lays off`);
    }
  }
  for (const set of s.sets) {
    is(set.high - set.low + 1, 3 + s.layoffs.filter((l) => l.sets.includes(set.id)).length, 'a set’s span');
    for (const c of set.cards) holds(card(c.card).suits.includes(set.suit), () => `${c.card} in a set of ${set.suit}`);
  }
}

function randomGame(seed: string, policySeed: string) {
  const rng = createRng(policySeed);
  let s = ferret.newGame({ first: rng.int(2) as 0 | 1 }, seed);
  const moves: string[] = [];
  const states: FerretState[] = [s];
  while (s.phase !== 'over' && moves.length < 400) {
    const m = pick(s, rng);
    const r = apply(s, m);
    if (!r.ok) throw new Error(`legal move refused: ${printMove(m)}: ${r.error.code}`);
    moves.push(printMove(m));
    s = r.value.state;
    states.push(s);
  }
  return { s, moves, states };
}

const seeds = fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.integer());

describe('Ferret over random games', () => {
  test('cards are conserved, nothing is duplicated, games end, and the rules’ invariants hold', () => {
    fc.assert(
      fc.property(seeds, ([seed, policy]) => {
        const { s, states } = randomGame(seed, String(policy));
        expect(s.phase).toBe('over');
        for (const st of states) checkInvariants(st);
        const out = ferret.outcome(s);
        expect(out?.scores.reduce((a, b) => a + b, 0)).toBe(scorePile(s, 0).length + scorePile(s, 1).length);
        expect(out?.breakdown.map((lines) => lines.reduce((a, l) => a + l.points, 0))).toEqual(out?.scores);
      }),
      { numRuns: 2000 },
    );
  });

  test('seed plus move list replays the game exactly', () => {
    fc.assert(
      fc.property(seeds, ([seed, policy]) => {
        const { s, moves } = randomGame(seed, String(policy));
        const again = replay(ferret, s.options, seed, moves);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value.state).toEqual(s);
      }),
      { numRuns: 1000 },
    );
  });

  test('every legal move applies; any other move is refused with a code, a sentence and a rule, and changes nothing', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 200 }), ([seed, policy], depth) => {
        const { states } = randomGame(seed, String(policy));
        const s = states[Math.min(depth, states.length - 1)] as FerretState;
        const legal = new Set(legalMoves(s).map(printMove));
        for (const text of legal)
          expect(apply(s, ferret.parseMove(text).ok ? (ferret.parseMove(text) as { value: FerretMove }).value : { type: 'pass' }).ok).toBe(true);
        const before = JSON.stringify(s);
        const rng = createRng(`${seed}:${depth}`);
        for (let i = 0; i < 30; i++) {
          const m: FerretMove =
            rng.next() < 0.1 ? { type: 'pass' } : { type: 'ferret', card: BASIC_DECK[rng.int(36)] as string, target: BASIC_DECK[rng.int(36)] as string };
          const r = apply(s, m);
          expect(r.ok).toBe(legal.has(printMove(m)));
          if (!r.ok) {
            expect(r.error.code).toMatch(/^[a-z-]+$/);
            expect(english(r.error.message, ['ferret'])).toMatch(/\w+ \w+ \w+/);
            expect(wordsFor(['ferret']).rule(r.error.rule.key).anchor).toMatch(/^[a-z-]+$/);
          }
        }
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });

  test('a view holds no card the seat cannot see', () => {
    fc.assert(
      fc.property(seeds, ([seed, policy]) => {
        const { states } = randomGame(seed, String(policy));
        for (const s of states.filter((_, i) => i % 5 === 0)) {
          for (const seat of [0, 1] as const) {
            const v = ferret.view(s, seat);
            const text = JSON.stringify(v);
            // The other hand is hidden but for the cards both saw go into it (checked against the events below).
            const them = seat === 0 ? 1 : 0;
            const hidden = [...s.hands[them].filter((c) => !s.shown[them].includes(c)), ...s.drawPile, ...s.outOfGame];
            for (const c of hidden) expect(text).not.toContain(`"${c}"`);
            expect(v.handCounts[seat === 0 ? 1 : 0]).toBe(s.hands[seat === 0 ? 1 : 0].length);
            expect(v.drawCount).toBe(s.drawPile.length);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  test('the cards a view shows in the other hand are exactly those the seat saw go into it, face up, and still there', () => {
    fc.assert(
      fc.property(seeds, ([seed, policy]) => {
        const rng = createRng(String(policy));
        let s = ferret.newGame({ first: rng.int(2) as 0 | 1 }, seed);
        // What each seat has seen of each hand, from the events as that seat is told them.
        const saw = [0, 1].map(() => [new Set<string>(), new Set<string>()]);
        for (let n = 0; s.phase !== 'over' && n < 400; n++) {
          const r = apply(s, pick(s, rng));
          if (!r.ok) throw new Error(r.error.code);
          for (const seat of [0, 1] as const)
            for (const e of r.value.events.map((x) => viewEvent(x, seat))) {
              const mine = saw[seat] as Set<string>[];
              if (e.type === 'ferret') {
                mine[e.player]?.delete(e.card);
                if (e.to === 'hand') mine[e.player]?.add(e.target);
              }
              if (e.type === 'reveal') mine[e.player]?.clear();
            }
          s = r.value.state;
          for (const seat of [0, 1] as const) {
            const them = seat === 0 ? 1 : 0;
            const v = ferret.view(s, seat);
            expect(new Set(v.shown[them])).toEqual(saw[seat]?.[them]);
            for (const c of v.shown[them]) expect(s.hands[them]).toContain(c);
            expect(v.shown[them].length).toBeLessThanOrEqual(v.handCounts[them]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
