/**
 * Jigger's engine behaves exactly as it did: saved games replay their move lists, the computer breaks
 * ties by legal-move order and the site explains illegal moves, so a faster engine must not change a
 * single move, its order, an event, a state or a refusal. Seeded random games at several seat counts,
 * with every option, are fingerprinted: every legal-move list, the answers each seat could give a
 * demand, apply's answer to random (mostly illegal) moves, every move's events, every state (its rule
 * fields, by name), the scores, and the Normal computer's move. Every few moves the game goes on from
 * a copy of the state read back from JSON (a save, or a state the computer built), so a cache that
 * does not survive that shows. The hash was taken before the engine was rewritten for speed; if a
 * rule is changed on purpose, take it again and say why in the commit.
 */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { createRng, type Applied, type IllegalMove, type Result, type RuleRef } from '../../src/engine/core';
import { SUITS, type CardId } from '../../src/engine/deck';
import { answerOrder, answers, fullDeck, jigger, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerState } from '../../src/engine/jigger';
import { chooseMove } from '../../src/engine/jigger/ai';
import { wordsFor } from '../support/words';

const words = wordsFor(['jigger']);
const ruleOf = (r: RuleRef) => ({ section: words.rule(r.key).section, anchor: words.rule(r.key).anchor });

/** The fields the rules decide, by name: a field added later for another purpose does not move the hash. */
const RULE_FIELDS = ['game', 'options', 'hands', 'takes', 'drawPile', 'turn', 'phase', 'pending', 'ended'] as const;
const ruled = (s: JiggerState) => RULE_FIELDS.map((k) => s[k]);

const SEATS = [2, 3, 4, 6, 7, 12];

/** Game i's options: the seat count, the first player, staggered demands, book scoring, the fished Excuse and the handicap, in turn. */
function optionsFor(i: number): JiggerOptions {
  const bit = (k: number) => ((i >> k) & 1) === 1;
  const players = SEATS[i % SEATS.length] as number;
  return {
    players,
    first: (i * 7) % players,
    bookScoring: bit(1),
    fishedExcuse: bit(2) ? 'surrender' : 'keep',
    handicap: players === 2 && bit(3) ? { older: i % 2, takesFaceDown: bit(4) } : null,
    staggered: bit(0) || bit(3),
  };
}

function fingerprint(games: number): { hash: string; moves: number; responds: number } {
  const h = createHash('sha256');
  const rec = (x: unknown) => h.update(JSON.stringify(x) ?? 'undefined');
  // Refusals and score lines in English words, as they were written before the engine gave messages: the
  // hash then holds the words too, word for word.
  const recResult = (r: Result<Applied<JiggerState, JiggerEvent>, IllegalMove>) =>
    rec(
      r.ok
        ? { events: r.value.events, state: ruled(r.value.state) }
        : { error: { code: r.error.code, message: words.say(r.error.message), rule: ruleOf(r.error.rule) } },
    );
  let moves = 0;
  let responds = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`golden-policy-${g}`);
    const o = optionsFor(g);
    const deck = fullDeck(o.players);
    let s = jigger.newGame(o, `golden-${g}`);
    rec(ruled(s));
    for (let n = 0; n < 5000 && jigger.toAct(s) !== null; n++) {
      const legal = jigger.legalMoves(s);
      rec(legal);
      rec(jigger.waitingFor(s));
      rec(jigger.scores(s));
      if (s.phase === 'respond') responds++;
      // What each seat could answer a demand for a random suit, and who would answer first.
      const suit = SUITS[rng.int(SUITS.length)] as (typeof SUITS)[number];
      rec(s.hands.map((hand) => [answers(hand, suit, true), answers(hand, suit, false)]));
      rec(answerOrder(s, suit));
      rec(jigger.locate(s, deck[rng.int(deck.length)] as CardId));
      // Moves that are mostly not legal: any suit (or none), any cards of any seat, by any seat.
      for (let i = 0; i < 3; i++) {
        const seat = rng.int(o.players);
        const hand = s.hands[seat] ?? [];
        const give = hand.filter(() => rng.next() < 0.4);
        if (rng.next() < 0.2) give.push(deck[rng.int(deck.length)] as CardId);
        const m: JiggerMove = rng.next() < 0.4 ? { type: 'demand', suit: rng.next() < 0.9 ? suit : ('stars' as typeof suit) } : { type: 'respond', seat, give };
        recResult(jigger.apply(s, m, rng.next() < 0.5 ? undefined : rng.int(o.players)));
      }
      const actor = jigger.toAct(s) as number;
      const normal = chooseMove(jigger.view(s, actor), `${g}:${n}`);
      rec(normal);
      // Every third game, the Normal computer plays every seat; otherwise random legal moves.
      const m = g % 3 === 0 ? normal : (legal[rng.int(legal.length)] as JiggerMove);
      const r = jigger.apply(s, m, actor);
      if (!r.ok) throw new Error(`a listed move was refused: ${r.error.message}`);
      rec(r.value.events);
      s = r.value.state;
      rec(ruled(s));
      moves++;
      if (n % 5 === 4) s = JSON.parse(JSON.stringify(s)) as JiggerState;
    }
    const end = jigger.outcome(s);
    rec(end && { ...end, breakdown: end.breakdown.map((lines) => lines.map((l) => ({ ...l, label: words.say(l.label) }))) });
  }
  return { hash: h.digest('hex'), moves, responds };
}

test('seeded random games give the same moves, answers, events, states, refusals and computer moves as before', () => {
  // The hash moved once, when cards given into a take that lies face down (the handicap) began to say who may see
  // them (`seenBy` on the event): the same moves, states and refusals, an event that says more.
  expect(fingerprint(300)).toEqual({ hash: '24c4b57a4051dc7bff2edd8449bcb3b1dd8ddbd86e35580ec22dd4905edf1375', moves: 8030, responds: 3208 });
});
