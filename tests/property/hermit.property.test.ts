/** Properties of Hermit over thousands of seeded random matches, for every player count and option. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BASIC_DECK } from '../../src/engine/deck';
import { createRng, replay, type Rng } from '../../src/engine/core';
import { sayInEvery, english } from '../support/words';
import { holds, is } from '../support/quick';
import { apply, follows, hermit, legalMoves, printMove, waitingFor, type HermitMove, type HermitOptions, type HermitState } from '../../src/engine/hermit';

function cardsInHand(s: HermitState): string[] {
  return [
    ...s.hands.flat(),
    ...s.tricks.flatMap((t) => t.cards.map((c) => c.card)),
    ...s.taken.flat(2),
    ...s.cottage,
    ...s.discarded,
    ...(s.leftover ? [s.leftover] : []),
  ];
}

function pick(s: HermitState, rng: Rng): HermitMove {
  const moves = legalMoves(s);
  return moves[rng.int(moves.length)] as HermitMove;
}

function randomMatch(options: HermitOptions, seed: string, policy: string) {
  const rng = createRng(policy);
  let s = hermit.newGame(options, seed);
  const states = [s];
  const moves: string[] = [];
  while (s.phase !== 'over' && moves.length < 3000) {
    const m = pick(s, rng);
    const r = apply(s, m);
    if (!r.ok) throw new Error(`legal move refused: ${printMove(m)}: ${english(r.error.message, ['hermit'])}`);
    moves.push(printMove(m));
    s = r.value.state;
    states.push(s);
  }
  return { s, states, moves };
}

const optionsArb = fc.record({
  players: fc.constantFrom(2 as const, 3 as const, 4 as const, 5 as const),
  target: fc.constantFrom(66, 100),
  pleasantCompany: fc.boolean(),
  houseParty: fc.boolean(),
});
const seeds = fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.integer());

describe('Hermit over random matches', () => {
  test('cards are conserved, tricks are followed, matches end, and the winner has the lowest score', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { s, states } = randomMatch(options, seed, String(policy));
        expect(s.phase).toBe('over');
        for (const st of states) {
          if (st.phase === 'over') continue;
          const cards = cardsInHand(st);
          is(cards.length, 36, 'cards in play');
          is(new Set(cards).size, 36, 'different cards in play');
          for (const t of st.tricks) {
            holds(t.cards.length > 0 && t.cards.length < 4, () => `a trick of ${t.cards.length} cards`);
            for (let i = 1; i < t.cards.length; i++)
              holds(follows(t.cards[i]!.card, { ...t, cards: t.cards.slice(0, i) }), () => `${t.cards[i]!.card} does not follow`);
          }
          const sizes = st.hands.map((h) => h.length);
          holds(Math.max(...sizes) - Math.min(...sizes) <= 2, () => `hands of ${sizes.join(', ')} cards`);
        }
        const out = hermit.outcome(s)!;
        const low = Math.min(...out.scores);
        expect(out.winners.every((w) => Math.abs((out.scores[w] as number) - low) < 1e-9)).toBe(true);
        if (options.players === 2) expect(s.results).toHaveLength(4);
        else expect(Math.max(...s.scores)).toBeGreaterThanOrEqual(options.target);
        // Every hand's points are accounted for: without options, they are the personalities taken (plus the Cottage).
        for (const r of s.results) for (const p of r.points) expect(p).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1500 },
    );
  });

  test('seed plus move list replays the match exactly', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { s, moves } = randomMatch(options, seed, String(policy));
        const again = replay(hermit, options, seed, moves);
        expect(again.ok && again.value.state).toEqual(s);
      }),
      { numRuns: 400 },
    );
  });

  test('every legal move applies; other moves are refused with a reason and change nothing', () => {
    fc.assert(
      fc.property(optionsArb, seeds, fc.nat(400), (options, [seed, policy], depth) => {
        const { states } = randomMatch(options, seed, String(policy));
        const s = states[Math.min(depth, states.length - 1)] as HermitState;
        const legal = new Set(legalMoves(s).map(printMove));
        for (const t of legal)
          expect(apply(s, hermit.parseMove(t).ok ? (hermit.parseMove(t) as { value: HermitMove }).value : { type: 'play', card: 'AM', trick: 0 }).ok).toBe(
            true,
          );
        const before = JSON.stringify(s);
        const rng = createRng(`${seed}:${depth}`);
        for (let i = 0; i < 25; i++) {
          const c = BASIC_DECK[rng.int(36)] as string;
          const seat = rng.int(options.players);
          const m: HermitMove =
            rng.next() < 0.3
              ? { type: rng.next() < 0.5 ? 'start' : 'cottage', seat, card: c }
              : { type: 'play', card: c, trick: rng.next() < 0.2 ? 'new' : rng.int(8) };
          const r = apply(s, m);
          expect(r.ok).toBe(legal.has(printMove(m)));
          if (!r.ok) for (const said of sayInEvery(r.error.message, ['hermit'])) expect(said).toMatch(/\w+ \w+ \w+/);
        }
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 600 },
    );
  });

  test('a view holds no other player’s hand, secret choice, or unknown Cottage card', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { states } = randomMatch(options, seed, String(policy));
        for (const s of states.filter((_, i) => i % 7 === 0)) {
          if (s.phase === 'over') continue;
          for (let seat = 0; seat < options.players; seat++) {
            // Past hands' records are public history (their cards are redealt), so only this hand is checked.
            const text = JSON.stringify({ ...hermit.view(s, seat), results: [] });
            const hidden = [
              ...s.hands.flatMap((h, i) => (i === seat ? [] : h)),
              ...s.chosen.flatMap((c, i) => (i === seat || c === null ? [] : [c])),
              ...s.cottage.filter((c) => !(s.cottageAdded[seat] ?? []).includes(c)),
              ...(s.leftover ? [s.leftover] : []),
            ];
            for (const c of hidden) holds(!text.includes(`"${c}"`), () => `seat ${seat}'s view holds ${c}: ${text}`);
          }
          holds(waitingFor(s).length > 0, 'nobody to wait for in a match in play');
        }
      }),
      { numRuns: 400 },
    );
  });
});
