/** Properties of Badger's Court over thousands of seeded random games, with every option. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { card, type CardId } from '../../src/engine/deck';
import { createRng, isMessage, replay } from '../../src/engine/core';
import {
  apply,
  badgersCourt,
  deckFor,
  itemCards,
  itemId,
  itemOf,
  legalMoves,
  listMoves,
  parseMove,
  printMove,
  rankOf,
  type BadgersCourtMove,
  type BadgersCourtOptions,
  type BadgersCourtState,
} from '../../src/engine/badgers-court';
import { plainListMoves } from '../unit/badgers-court-oracle';
import { english } from '../support/words';
import { holds, is } from '../support/quick';

const MAX_MOVES = 3000;

export function randomGame(options: BadgersCourtOptions, seed: string, policy: string) {
  const rng = createRng(policy);
  let s = badgersCourt.newGame(options, seed);
  const states = [s];
  const moves: string[] = [];
  while (s.phase !== 'over' && moves.length < MAX_MOVES) {
    const legal = legalMoves(s);
    // Prefer takes and builds now and then, so random games build as well as lay.
    const richer = legal.filter((m) => m.type !== 'lay');
    const pool = richer.length > 0 && rng.next() < 0.7 ? richer : legal;
    const m = pool[rng.int(pool.length)] as BadgersCourtMove;
    const r = apply(s, m);
    if (!r.ok) throw new Error(`legal move refused: ${printMove(m)}: ${english(r.error.message, ['badgers-court'])}`);
    moves.push(printMove(m));
    s = r.value.state;
    states.push(s);
  }
  return { s, states, moves };
}

const optionsArb: fc.Arbitrary<BadgersCourtOptions> = fc
  .record({
    deck: fc.constantFrom('basic' as const, 'extended' as const),
    traditional: fc.boolean(),
    personalityPoints: fc.boolean(),
    royal: fc.boolean(),
    drawEachTurn: fc.boolean(),
    casinos: fc.boolean(),
  })
  .map(({ traditional, ...o }) =>
    traditional
      ? {
          players: 2 as const,
          deck: o.deck,
          variant: 'traditional' as const,
          personalityPoints: false,
          royal: false,
          drawEachTurn: o.drawEachTurn,
          casinos: false,
        }
      : { players: 2 as const, variant: 'standard' as const, ...o },
  );
const seeds = fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.integer());

const allCards = (s: BadgersCourtState) => [...s.hands.flat(), ...s.stock, ...s.court.flatMap(itemCards), ...s.piles.flat()];

describe('Badger’s Court over random games', () => {
  test('cards are conserved across hands, Court, builds and piles; every build is takeable by its builder; games end', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { s, states } = randomGame(options, seed, String(policy));
        expect(s.phase).toBe('over');
        const size = deckFor(options).length;
        for (const st of states) {
          const cards = allCards(st);
          if (st.phase === 'play') {
            is(cards.length, size, 'cards in play');
            is(new Set(cards).size, size, 'different cards in play');
            holds(
              cards.every((c) => card(c).rank !== null),
              'a card without a rank in play',
            );
          }
          for (const it of st.court)
            if (it.owner !== null)
              holds(st.hands[it.owner]?.some((c) => rankOf(c) === it.rank) === true, () => `seat ${it.owner} holds no ${it.rank} for its build`);
          const [a, b] = [st.hands[0]?.length ?? 0, st.hands[1]?.length ?? 0];
          holds(Math.abs(a - b) <= 1, () => `hands of ${a} and ${b} cards`);
        }
        // Each round's points are its lines, and the totals add up.
        let totals = [0, 0];
        for (const r of s.results) {
          r.lines.forEach((ls, seat) => expect(ls.reduce((a, l) => a + l.points, 0)).toBe(r.points[seat]));
          totals = totals.map((t, i) => t + (r.points[i] ?? 0));
          expect(r.totals).toEqual(totals);
        }
        expect(s.scores).toEqual(totals);
        const best = Math.max(...s.scores);
        expect(options.variant === 'traditional' ? best >= 25 : best > 17).toBe(true);
        expect(s.scores[0]).not.toBe(s.scores[1]);
      }),
      { numRuns: 1500 },
    );
  });

  test('seed plus move list replays the game exactly, and every move prints and parses back', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { s, moves } = randomGame(options, seed, String(policy));
        for (const m of moves) {
          const p = parseMove(m);
          expect(p.ok && printMove(p.value)).toBe(m);
        }
        const again = replay(badgersCourt, options, seed, moves);
        expect(again.ok && again.value.state).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  test('legal moves apply; others are refused with a reason and change nothing; views hide the other hand and the stock', () => {
    fc.assert(
      fc.property(optionsArb, seeds, fc.nat(400), (options, [seed, policy], depth) => {
        const { states } = randomGame(options, seed, String(policy));
        const s = states[Math.min(depth, states.length - 1)] as BadgersCourtState;
        if (s.phase === 'over') return;
        const { moves: legal, complete } = listMoves(s);
        const keys = new Set(legal.map((m) => key(m)));
        const before = JSON.stringify(s);
        for (const m of legal) expect(apply(s, m).ok).toBe(true);
        const rng = createRng(`${seed}:${depth}`);
        const deck = deckFor(options);
        const courtCards = s.court.flatMap(itemCards);
        for (let i = 0; i < 30; i++) {
          const c = (rng.next() < 0.7 ? (s.hands[s.turn] ?? [])[rng.int(4)] : undefined) ?? (deck[rng.int(deck.length)] as CardId);
          const items = courtCards.filter(() => rng.next() < 0.35);
          const kind = rng.int(3);
          const m: BadgersCourtMove =
            kind === 0
              ? { type: 'lay', card: c }
              : kind === 1
                ? { type: 'take', card: c, items }
                : { type: 'build', card: c, items, rank: rankOf(deck[rng.int(deck.length)] as CardId) };
          const r = apply(s, m);
          if (!r.ok) expect(english(r.error.message, ['badgers-court'])).toMatch(/\w+ \w+ \w+/);
          // Legal exactly when the list holds it, once its items are named by their bottom cards.
          if (complete) expect(r.ok).toBe(keys.has(key(normal(s, m))));
          else if (keys.has(key(normal(s, m)))) expect(r.ok).toBe(true);
        }
        expect(JSON.stringify(s)).toBe(before);
        for (let seat = 0; seat < 2; seat++) {
          // A score line of a round gone by names the Origin or the End as what it scored (a message with the card's
          // id), wherever that card is now: said in words, it names no card by id.
          const text = JSON.stringify(badgersCourt.view(s, seat), (_, v: unknown) => (isMessage(v) ? english(v, ['badgers-court']) : v));
          for (const c of [...(s.hands[1 - seat] ?? []), ...s.stock]) expect(text).not.toContain(`"${c}"`);
        }
      }),
      { numRuns: 600 },
    );
  });
});

/** The same move with each Court item named once, by its bottom card. */
function normal(s: BadgersCourtState, m: BadgersCourtMove): BadgersCourtMove {
  if (m.type === 'lay') return m;
  const items = [
    ...new Set(
      m.items.map((c) => {
        const it = itemOf(s, c);
        return it ? itemId(it) : c;
      }),
    ),
  ];
  return { ...m, items };
}

/** A move's identity: the card, the kind, the declared rank, and the Court items by their cards. */
function key(m: BadgersCourtMove): string {
  return m.type === 'lay' ? `lay ${m.card}` : `${m.type} ${m.card} ${m.type === 'build' ? m.rank : ''} ${[...m.items].sort().join(',')}`;
}

describe('the move listing', () => {
  test('lists exactly the moves the plain listing lists, judging each move in full by the rules (over random games, every option)', () => {
    fc.assert(
      fc.property(optionsArb, seeds, (options, [seed, policy]) => {
        const { states } = randomGame(options, seed, String(policy));
        for (const s of states) expect(listMoves(s)).toEqual(plainListMoves(s));
      }),
      { numRuns: 40 },
    );
  });
});
