/**
 * Badger's Court's engine behaves exactly as it did: saved games replay move lists, the computer breaks
 * ties by legal-move order and the site explains illegal moves, so a faster move listing or judging
 * must not change a single move, its order, an event, a state or a refusal. Seeded random games with
 * every option are fingerprinted: every legal-move list (at the budgets the site uses), apply's answer
 * to random, mostly illegal moves, every move's events and every state. The hash was taken from the
 * engine before the listing was rewritten for speed; if a rule is changed on purpose, take it again.
 */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { createRng, isMessage } from '../../src/engine/core';
import type { CardId } from '../../src/engine/deck';
import {
  apply,
  badgersCourt,
  deckFor,
  isLegal,
  itemCards,
  legalMoves,
  listMoves,
  playChoices,
  rankOf,
  type BadgersCourtMove,
  type BadgersCourtOptions,
} from '../../src/engine/badgers-court';
import { chooseMove } from '../../src/engine/badgers-court/ai';
import { plainListMoves } from './badgers-court-oracle';
import { english, wordsFor } from '../support/words';

const en = wordsFor(['badgers-court']);

/**
 * What the hash was taken on, when the engine wrote sentences: messages (refusals, score lines) as their
 * English words, and a rule as its section's English title and anchor. A build that named no Court card
 * was then refused in fewer words (now its refusal says the sum the build needs).
 */
function asTakenOn(key: string, v: unknown): unknown {
  if (isMessage(v)) return v.id === 'badgers-court.refuse.choose-build' ? 'Choose the Court cards to build on.' : en.say(v);
  if (key === 'rule' && typeof v === 'object' && v !== null && Object.keys(v).join() === 'key') return en.rule((v as { key: string }).key);
  return v;
}

/** Game i's options: the decks, the traditional game, the Royal Court, personality points, casinos and drawing, in turn. */
function optionsFor(i: number): BadgersCourtOptions {
  const bit = (k: number) => ((i >> k) & 1) === 1;
  const deck = bit(0) ? 'extended' : 'basic';
  if (i % 7 === 3) return { players: 2, deck, variant: 'traditional', personalityPoints: false, royal: false, drawEachTurn: bit(1), casinos: false };
  return { players: 2, deck, variant: 'standard', royal: bit(2), personalityPoints: bit(3), casinos: bit(4), drawEachTurn: bit(1) };
}

function fingerprint(games: number): string {
  const h = createHash('sha256');
  const rec = (x: unknown) => h.update(JSON.stringify(x, asTakenOn) ?? 'undefined');
  for (let g = 0; g < games; g++) {
    const rng = createRng(`golden-policy-${g}`);
    let s = badgersCourt.newGame(optionsFor(g), `golden-${g}`);
    rec(s);
    const deck = deckFor(s.options);
    for (let n = 0; n < 3000 && s.phase !== 'over'; n++) {
      rec(listMoves(s));
      rec(listMoves(s, 40));
      const hand = s.hands[s.turn] ?? [];
      const one = hand[rng.int(Math.max(1, hand.length))];
      if (one !== undefined) rec(listMoves(s, 150, one));
      const courtCards = s.court.flatMap(itemCards);
      for (let i = 0; i < 2; i++) {
        const c = (rng.next() < 0.8 ? hand[rng.int(Math.max(1, hand.length))] : undefined) ?? (deck[rng.int(deck.length)] as CardId);
        const items = courtCards.filter(() => rng.next() < 0.3);
        const kind = rng.int(3);
        const m: BadgersCourtMove =
          kind === 0
            ? { type: 'lay', card: c }
            : kind === 1
              ? { type: 'take', card: c, items }
              : { type: 'build', card: c, items, rank: rankOf(deck[rng.int(deck.length)] as CardId) };
        rec(apply(s, m));
        rec(isLegal(s, m));
        if (one !== undefined) rec(playChoices(s, one, items));
      }
      // Every third game, the Normal computer plays seat 0.
      const legal = legalMoves(s);
      const m = g % 3 === 0 && s.turn === 0 ? chooseMove(badgersCourt.view(s, 0), `${g}:${n}`) : (legal[rng.int(legal.length)] as BadgersCourtMove);
      const r = apply(s, m);
      if (!r.ok) throw new Error(`a listed move was refused: ${english(r.error.message, ['badgers-court'])}`);
      rec(r.value.events);
      s = r.value.state;
      rec(s);
    }
  }
  return h.digest('hex');
}

test('seeded random games give the same moves, events, states and refusals as before', () => {
  expect(fingerprint(40)).toBe('acb6ecce7dbd03bc6fea766d8999e383e8f3618e48ac83ab0ca6e0e06ea3cffc');
});

test('the quick listing lists what the plain listing lists at every budget, where the budget cuts the list short too', () => {
  // The plain listing (the engine's before its quick one became its only one), judging each move in full.
  let cut = 0;
  for (let g = 0; g < 6; g++) {
    const rng = createRng(`golden-budget-${g}`);
    let s = badgersCourt.newGame(optionsFor(g * 3 + 1), `golden-budget-${g}`);
    for (let n = 0; n < 3000 && s.phase !== 'over'; n++) {
      for (const ways of [1, 2, 5, 12, 40]) {
        const quick = listMoves(s, ways);
        expect(quick).toEqual(plainListMoves(s, ways));
        if (!quick.complete) cut++;
      }
      const legal = legalMoves(s);
      const r = apply(s, legal[rng.int(legal.length)] as BadgersCourtMove);
      if (!r.ok) throw new Error(english(r.error.message, ['badgers-court']));
      s = r.value.state;
    }
  }
  expect(cut).toBeGreaterThan(50);
});
