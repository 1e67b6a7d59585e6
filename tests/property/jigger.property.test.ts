/**
 * Properties of Jigger over thousands of seeded random games, for 2 to 12 players and every option:
 * the random player demands any suit and picks among the legal answers, and every state is checked.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EXTENDED_DECK, SUITS } from '../../src/engine/deck';
import { createRng, replay, type Rng } from '../../src/engine/core';
import {
  apply,
  fullDeck,
  hasSuitOf,
  jigger,
  legalMoves,
  printMove,
  takeHidden,
  view,
  viewEvent,
  waitingFor,
  winners,
  type JiggerEvent,
  type JiggerMove,
  type JiggerOptions,
  type JiggerState,
} from '../../src/engine/jigger';
import { chooseMove } from '../../src/engine/jigger/ai';
import { english, wordsFor } from '../support/words';
import { equal, is } from '../support/quick';

const rulesWords = wordsFor(['jigger']);

const optionsArb: fc.Arbitrary<JiggerOptions> = fc
  .record({
    players: fc.integer({ min: 2, max: 12 }),
    first: fc.nat(11),
    bookScoring: fc.boolean(),
    fishedExcuse: fc.constantFrom('keep' as const, 'surrender' as const),
    staggered: fc.boolean(),
    handicap: fc.option(fc.record({ older: fc.constantFrom(0, 1), takesFaceDown: fc.boolean() }), { nil: null }),
  })
  .map((o) => ({ ...o, first: o.first % o.players, handicap: o.players === 2 ? o.handicap : null }));
const seeds = fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.integer());

function pick(s: JiggerState, rng: Rng): JiggerMove {
  const legal = legalMoves(s);
  return legal[rng.int(legal.length)] as JiggerMove;
}

function randomGame(options: JiggerOptions, seed: string, policy: string, ai?: (s: JiggerState, n: number) => JiggerMove | null) {
  const rng = createRng(policy);
  let s = jigger.newGame(options, seed);
  const states = [s];
  const moves: string[] = [];
  const events: JiggerEvent[][] = [];
  while (s.phase !== 'over' && moves.length < 5000) {
    const m = ai?.(s, moves.length) ?? pick(s, rng);
    const r = apply(s, m);
    if (!r.ok) throw new Error(`legal move refused: ${printMove(m)}: ${r.error.message}`);
    moves.push(printMove(m));
    events.push([...r.value.events]);
    s = r.value.state;
    states.push(s);
  }
  return { s, states, moves, events };
}

/** A move as a set: answers are the same whatever order their cards are listed in. */
const key = (m: JiggerMove) => (m.type === 'demand' ? m.suit : `give:${m.seat}:${[...m.give].sort().join(',')}`);

describe('Jigger over random games', () => {
  test('every card of every deck is accounted for, takes only grow, games end with winners', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { s, states, moves } = randomGame(options, seed, String(policy));
        expect(s.phase).toBe('over');
        expect(s.ended).toBe('pile-ran-out');
        expect(s.drawPile).toEqual([]);
        expect(moves.length).toBeLessThan(5000);
        const deck = fullDeck(options.players).sort().join();
        const broken: string[] = [];
        for (const [i, st] of states.entries()) {
          if ([...st.hands.flat(), ...st.takes.flat(), ...st.drawPile].sort().join() !== deck) broken.push(`${i}: cards`);
          const before = states[i - 1];
          if (before && st.takes.some((t, seat) => t.slice(0, before.takes[seat]?.length).join() !== before.takes[seat]?.join()))
            broken.push(`${i}: a take shrank`);
          if (st.phase !== 'over' && waitingFor(st).length !== 1) broken.push(`${i}: waiting`);
        }
        expect(broken).toEqual([]);
        const out = jigger.outcome(s)!;
        expect(out.winners.length).toBeGreaterThan(0);
        expect(out.winners).toEqual(winners(s));
        const best = Math.max(...out.scores);
        for (const w of out.winners) expect(out.scores[w]).toBe(best);
      }),
      { numRuns: 2000 },
    );
  });

  test('seed plus move list replays the game exactly', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { s, moves } = randomGame(options, seed, String(policy));
        const again = replay(jigger, options, seed, moves);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value.state).toEqual(s);
      }),
      { numRuns: 1000 },
    );
  });

  test('a move applies exactly when it is listed as legal; any other is refused with a code, a sentence and a rule, and changes nothing', () => {
    fc.assert(
      fc.property(optionsArb, seeds, fc.nat(300), (options, [seed, policy], depth) => {
        const { states } = randomGame(options, seed, String(policy));
        const s = states[Math.min(depth, states.length - 1)] as JiggerState;
        const legal = legalMoves(s);
        const keys = new Set(legal.map(key));
        for (const m of legal) expect(apply(s, m, jigger.mover(s, m)).ok).toBe(true);
        const before = JSON.stringify(s);
        const rng = createRng(`${seed}:${depth}`);
        const n = options.players;
        for (let i = 0; i < 30; i++) {
          const seat = rng.int(n);
          const hand = s.hands[seat] ?? [];
          const cards = rng.next() < 0.7 && hand.length > 0 ? hand.filter(() => rng.next() < 0.5) : [EXTENDED_DECK[rng.int(45)] as string];
          const m: JiggerMove =
            rng.next() < 0.4 ? { type: 'demand', suit: SUITS[rng.int(6)] as (typeof SUITS)[number] } : { type: 'respond', seat, give: cards };
          const by = rng.next() < 0.3 ? rng.int(n) : undefined;
          const r = apply(s, m, by);
          expect(r.ok).toBe(keys.has(key(m)) && (by === undefined || by === jigger.mover(s, m)));
          if (!r.ok) {
            expect(r.error.code).toMatch(/^[a-z-]+$/);
            expect(english(r.error.message, ['jigger'])).toMatch(/\w+ \w+ \w+/);
            expect(r.error.rule.key).toMatch(/^jigger\.[a-z-]+$/);
            expect(rulesWords.rule(r.error.rule.key).anchor).toMatch(/^[a-z-]+$/);
          }
        }
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 1500 },
    );
  });

  test('a view holds no other player’s hand, no draw pile, and no take the handicap hides; events hide others’ kept draws', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { states, events } = randomGame(options, seed, String(policy));
        for (const s of states.filter((_, i) => i % 6 === 0 || i === states.length - 1)) {
          for (let seat = 0; seat < options.players; seat++) {
            const v = view(s, seat);
            const text = JSON.stringify(v);
            const hidden = [
              ...s.hands.flatMap((h, i) => (i === seat ? [] : h)),
              ...s.drawPile,
              ...s.takes.flatMap((t, owner) => (takeHidden(options, s.phase, owner, seat) ? t : [])),
            ];
            equal(
              hidden.filter((c) => text.includes(`"${c}"`)),
              [],
              `hidden cards in seat ${seat}'s view`,
            );
            equal(v.hand, s.hands[seat], 'the view’s hand');
            equal(
              v.handCounts,
              s.hands.map((h) => h.length),
              'hand counts',
            );
            equal(
              v.takeCounts,
              s.takes.map((t) => t.length),
              'take counts',
            );
            is(v.drawCount, s.drawPile.length, 'draw count');
            v.takes.forEach((t, owner) => equal(t, takeHidden(options, s.phase, owner, seat) ? null : s.takes[owner], `take ${owner}`));
            // The handicap as written: first stage, only the younger player's take is hidden, and only from the older; second stage, both from both.
            const h = options.handicap;
            const expected = s.takes.map((_, owner) => h !== null && s.phase !== 'over' && (h.takesFaceDown || (owner !== h.older && seat === h.older)));
            equal(
              v.takes.map((t) => t === null),
              expected,
              'takes face down',
            );
          }
        }
        for (const e of events.flat())
          for (let seat = -1; seat < options.players; seat++) {
            const seen = viewEvent(e, seat);
            const h = options.handicap;
            // Cards given into a take that lies face down for this seat (the handicap): how many, not which.
            const faceDown = (owner: number) => h !== null && (h.takesFaceDown || (owner !== h.older && (seat === h.older || seat === -1)));
            if (e.type === 'fish' && e.card !== null && !e.match && e.seat !== seat) expect(seen).toMatchObject({ card: null, unseen: true });
            else if ((e.type === 'surrender' || e.type === 'excuse') && e.seat !== seat && faceDown(e.to))
              expect(seen).toMatchObject({ type: 'surrender', seat: e.seat, to: e.to, cards: Array(e.type === 'excuse' ? 1 : e.cards.length).fill(null) });
            else equal(seen, e, `event as seat ${seat} sees it`);
          }
      }),
      { numRuns: 300 },
    );
  });

  test('every demand: every holder gives at once, before any fisher draws, and fishers draw in turn order', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { states, events } = randomGame(options, seed, String(policy));
        const n = options.players;
        for (const [i, evs] of events.entries()) {
          const s = states[i] as JiggerState;
          const demand = evs[0];
          if (s.phase !== 'demand' || demand?.type !== 'demand') continue;
          const fromLeft = (seat: number) => (seat - s.turn + n) % n;
          const holders = s.hands.flatMap((h, seat) => (seat !== s.turn && h.some((c) => c.split('#')[0] === 'X' || hasSuitOf(c, demand.suit)) ? [seat] : []));
          const firstJigger = evs.findIndex((e) => e.type === 'jigger');
          const gave = evs.flatMap((e) => (e.type === 'surrender' || e.type === 'excuse' ? [e.seat] : []));
          const fishers = evs.flatMap((e) => (e.type === 'jigger' ? [e.seat] : []));
          if (firstJigger >= 0) expect(evs.slice(firstJigger).some((e) => e.type === 'surrender' || e.type === 'excuse')).toBe(false);
          // Unless a holder stopped to choose (staggered demands), every holder has given by the end of the move, even when the game ended.
          if ((states[i + 1] as JiggerState).phase !== 'respond') expect(gave).toEqual(holders.sort((x, y) => fromLeft(x) - fromLeft(y)));
          expect(fishers.every((seat) => !holders.includes(seat))).toBe(true);
          expect(fishers).toEqual([...fishers].sort((x, y) => fromLeft(x) - fromLeft(y)));
        }
      }),
      { numRuns: 600 },
    );
  });

  test('the computer always makes a legal move from its view, in every seat and every option', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { s } = randomGame(options, seed, String(policy), (st, n) => {
          const seat = waitingFor(st)[0] as number;
          const m = chooseMove(view(st, seat), `${seed}:${n}`);
          expect(new Set(legalMoves(st).map(key)).has(key(m))).toBe(true);
          return m;
        });
        expect(s.phase).toBe('over');
      }),
      { numRuns: 300 },
    );
  });
});

test('the computer takes more cards than random demanders (4 players, 60 games)', () => {
  let ai = 0;
  let others = 0;
  const options: JiggerOptions = { players: 4, first: 0, bookScoring: false, fishedExcuse: 'keep', handicap: null, staggered: false };
  for (let g = 0; g < 60; g++) {
    const { s } = randomGame(options, `jg${g}`, `jp${g}`, (st, n) => (st.phase === 'demand' && st.turn === 0 ? chooseMove(view(st, 0), `${g}:${n}`) : null));
    ai += s.takes[0]?.length ?? 0;
    others += ((s.takes[1]?.length ?? 0) + (s.takes[2]?.length ?? 0) + (s.takes[3]?.length ?? 0)) / 3;
  }
  expect(ai).toBeGreaterThan(others * 1.1);
});
