/**
 * Hermit's engine behaves exactly as it did: saved games replay their move lists, the computer breaks
 * ties by legal-move order and the site explains illegal moves, so a faster engine must not change a
 * single move, its order, an event, a state or a refusal. Seeded random matches at every seat count,
 * with every option, are fingerprinted: every legal-move list, apply's answer to random (mostly
 * illegal) moves, every move's events, every state (its rule fields, by name), and the Normal
 * computer's move. Every few moves the match goes on from a copy of the state read back from JSON (a
 * save, or a state the computer built), so a cache that does not survive that shows. The hash was
 * taken before the engine was rewritten for speed; if a rule is changed on purpose, take it again and
 * say why in the commit. The engine's words are messages now: they are hashed as the English they say (a
 * refusal's rule as its section's title and anchor), as they were when the hash was taken, so the hash holds
 * the English of every refusal and score line word for word too.
 */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { createRng, type Applied, type IllegalMove, type Result } from '../../src/engine/core';
import { BASIC_DECK, type CardId } from '../../src/engine/deck';
import { canFollow, hermit, playableTricks, type HermitEvent, type HermitMove, type HermitOptions, type HermitState } from '../../src/engine/hermit';
import { chooseMove } from '../../src/engine/hermit/ai';
import { isMessage } from '../../src/engine/core/message';
import { english, wordsFor } from '../support/words';

/** The engine's messages as the English they say (a score line's label, a refusal), as the hash has them. */
const words = wordsFor(['hermit']);
const inEnglish = (_: string, v: unknown) => (isMessage(v) ? words.say(v) : v);

/** The fields the rules decide, by name: a field added later for another purpose does not move the hash. */
const RULE_FIELDS = [
  'game',
  'options',
  'seed',
  'dealer',
  'scores',
  'results',
  'hands',
  'handNo',
  'tricks',
  'nextTrickId',
  'taken',
  'cottage',
  'cottageAdded',
  'discarded',
  'leftover',
  'firstStartDone',
  'phase',
  'chosen',
  'turn',
] as const;
const ruled = (s: HermitState) => RULE_FIELDS.map((k) => s[k]);

/** Match i's options: the seat count, the target, Pleasant Company, House Party and the first dealer, in turn. */
function optionsFor(i: number): HermitOptions {
  const bit = (k: number) => ((i >> k) & 1) === 1;
  const players = ((i % 4) + 2) as HermitOptions['players'];
  return {
    players,
    target: bit(2) ? 100 : 66,
    pleasantCompany: bit(3),
    houseParty: bit(4),
    ...(bit(5) ? { firstDealer: i % players } : {}),
  };
}

function fingerprint(games: number): { hash: string; moves: number; hands: number } {
  const h = createHash('sha256');
  const rec = (x: unknown) => h.update(JSON.stringify(x, inEnglish) ?? 'undefined');
  const recResult = (r: Result<Applied<HermitState, HermitEvent>, IllegalMove>) =>
    rec(
      r.ok
        ? { events: r.value.events, state: ruled(r.value.state) }
        : {
            error: {
              code: r.error.code,
              message: r.error.message,
              rule: { section: words.rule(r.error.rule.key).section, anchor: words.rule(r.error.rule.key).anchor },
            },
          },
    );
  let moves = 0;
  let hands = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`golden-policy-${g}`);
    const o = optionsFor(g);
    let s = hermit.newGame(o, `golden-${g}`);
    rec(ruled(s));
    for (let n = 0; n < 5000 && hermit.toAct(s) !== null; n++) {
      const legal = hermit.legalMoves(s);
      rec(legal);
      rec(hermit.waitingFor(s));
      rec(hermit.locate(s, BASIC_DECK[rng.int(BASIC_DECK.length)] as CardId));
      rec(s.hands.map((hand, seat) => [canFollow(s, seat), hand.map((c) => playableTricks(s, c).map((t) => t.id))]));
      // Moves that are mostly not legal: any card of any seat, or of the deck, in any phase, on any trick, by any seat.
      for (let i = 0; i < 4; i++) {
        const seat = rng.int(o.players);
        const hand = s.hands[seat] ?? [];
        const c = (rng.next() < 0.8 ? hand[rng.int(Math.max(1, hand.length))] : undefined) ?? (BASIC_DECK[rng.int(BASIC_DECK.length)] as CardId);
        const kind = rng.int(4);
        const trick = rng.next() < 0.2 ? 'new' : (s.tricks[rng.int(Math.max(1, s.tricks.length))]?.id ?? rng.int(30));
        const m: HermitMove =
          kind === 0 ? { type: 'start', seat, card: c } : kind === 1 ? { type: 'cottage', seat, card: c } : { type: 'play', card: c, trick };
        recResult(hermit.apply(s, m, rng.next() < 0.5 ? undefined : rng.int(o.players)));
      }
      const actor = hermit.toAct(s) as number;
      const normal = chooseMove(hermit.view(s, actor), `${g}:${n}`);
      rec(normal);
      // Every third match, the Normal computer plays every seat; otherwise random legal moves.
      const m = g % 3 === 0 ? normal : (legal[rng.int(legal.length)] as HermitMove);
      const r = hermit.apply(s, m, hermit.mover(s, m));
      if (!r.ok) throw new Error(`a listed move was refused: ${english(r.error.message, ['hermit'])}`);
      rec(r.value.events);
      if (r.value.events.some((e) => e.type === 'hand-over')) hands++;
      s = r.value.state;
      rec(ruled(s));
      moves++;
      if (n % 5 === 4) s = JSON.parse(JSON.stringify(s)) as HermitState;
    }
    rec(hermit.outcome(s));
  }
  return { hash: h.digest('hex'), moves, hands };
}

test('seeded random matches give the same moves, events, states, refusals and computer moves as before', () => {
  expect(fingerprint(64)).toEqual({ hash: '40689cca51e22a25884a7553f1fea223d72d18bc4f1d9874cb38d52af9263486', moves: 10481, hands: 301 });
});
