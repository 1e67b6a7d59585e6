/**
 * Thricewise's engine behaves exactly as it did: saved games replay their move lists, the computer
 * breaks ties by legal-move order and the site explains illegal moves, so a faster engine must not
 * change a single move, its order, an event, a state or a refusal. Seeded random games at every seat
 * count are fingerprinted: every legal-move list, apply's answer to random (mostly illegal) moves,
 * every move's events, every state (its rule fields, by name), the Normal computer's move and its
 * ranking of moves (the Strong level searches the first few). Every few moves the game goes on from a
 * copy of the state read back from JSON (a save, or a state the computer built), so a cache that does
 * not survive that shows. The hash was taken before the engine was rewritten for speed; if a rule is
 * changed on purpose, take it again and say why in the commit.
 */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { createRng, type Applied, type IllegalMove, type Result } from '../../src/engine/core';
import { BASIC_DECK, type CardId } from '../../src/engine/deck';
import { bounds, thricewise, type ThricewiseEvent, type ThricewiseMove, type ThricewiseOptions, type ThricewiseState } from '../../src/engine/thricewise';
import { chooseMove, rankMoves } from '../../src/engine/thricewise/ai';
import { wordsFor } from '../support/words';

/** The fields the rules decide, by name: a field added later for another purpose does not move the hash. */
const RULE_FIELDS = [
  'game',
  'options',
  'hands',
  'drawPile',
  'grid',
  'deferred',
  'chosen',
  'placing',
  'phase',
  'scores',
  'scored',
  'turnNo',
  'setAside',
] as const;
const ruled = (s: ThricewiseState) => RULE_FIELDS.map((k) => s[k]);

/**
 * Refusals and score lines as they were recorded when the hash was taken: in English words, with the rule's
 * section and anchor. So the hash holds the English of every refusal too, word for word.
 */
const words = wordsFor(['thricewise']);
const asWritten = (e: IllegalMove) => ({ code: e.code, message: words.say(e.message), rule: words.rule(e.rule.key) });
const outcomeAsWritten = (o: ReturnType<typeof thricewise.outcome>) =>
  o && {
    ...o,
    breakdown: o.breakdown.map((lines) =>
      lines.map((l) => ({ label: words.say(l.label), ...(l.detail ? { detail: words.say(l.detail) } : {}), points: l.points })),
    ),
  };

function fingerprint(games: number): { hash: string; moves: number; places: number } {
  const h = createHash('sha256');
  const rec = (x: unknown) => h.update(JSON.stringify(x) ?? 'undefined');
  const recResult = (r: Result<Applied<ThricewiseState, ThricewiseEvent>, IllegalMove>) =>
    rec(r.ok ? { events: r.value.events, state: ruled(r.value.state) } : { error: asWritten(r.error) });
  let moves = 0;
  let places = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`golden-policy-${g}`);
    const o: ThricewiseOptions = { players: ((g % 4) + 2) as ThricewiseOptions['players'] };
    let s = thricewise.newGame(o, `golden-${g}`);
    rec(ruled(s));
    for (let n = 0; n < 5000 && thricewise.toAct(s) !== null; n++) {
      const legal = thricewise.legalMoves(s);
      rec(legal);
      rec(thricewise.waitingFor(s));
      rec(thricewise.locate(s, BASIC_DECK[rng.int(BASIC_DECK.length)] as CardId));
      if (s.phase === 'place') places++;
      // Moves that are mostly not legal: any card of any seat, or of the deck, to any cell near the grid, by any seat.
      const b = bounds(s.grid);
      for (let i = 0; i < 4; i++) {
        const seat = rng.int(o.players);
        const own = s.phase === 'place' ? (s.placing[0]?.cards ?? []) : (s.hands[seat] ?? []);
        const c = (rng.next() < 0.8 ? own[rng.int(Math.max(1, own.length))] : undefined) ?? (BASIC_DECK[rng.int(BASIC_DECK.length)] as CardId);
        const m: ThricewiseMove =
          rng.next() < 0.4
            ? { type: 'choose', seat, card: c }
            : { type: 'place', card: c, row: b.top - 2 + rng.int(b.bottom - b.top + 5), col: b.left - 2 + rng.int(b.right - b.left + 5) };
        recResult(thricewise.apply(s, m, rng.next() < 0.5 ? undefined : rng.int(o.players)));
      }
      const actor = thricewise.toAct(s) as number;
      const seed = `${g}:${n}`;
      const normal = chooseMove(thricewise.view(s, actor), seed);
      rec(normal);
      rec(rankMoves(thricewise.view(s, actor), seed));
      // Every third game, the Normal computer plays every seat; otherwise random legal moves.
      const m = g % 3 === 0 ? normal : (legal[rng.int(legal.length)] as ThricewiseMove);
      const r = thricewise.apply(s, m, thricewise.mover(s, m));
      if (!r.ok) throw new Error(`a listed move was refused: ${r.error.code}`);
      rec(r.value.events);
      s = r.value.state;
      rec(ruled(s));
      moves++;
      if (n % 5 === 4) s = JSON.parse(JSON.stringify(s)) as ThricewiseState;
    }
    rec(outcomeAsWritten(thricewise.outcome(s)));
  }
  return { hash: h.digest('hex'), moves, places };
}

test('seeded random games give the same moves, events, states, refusals and computer moves as before', () => {
  expect(fingerprint(80)).toEqual({ hash: 'ff1d1bcf9563700ae0080b2a6c790637be36d7e1951dd8f4bd3743e3764db8b0', moves: 4866, places: 2386 });
});
