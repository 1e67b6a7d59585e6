/**
 * Ferret's engine, held to what it did before it was made faster: over seeded random games, every legal-move
 * list (the computer players break ties by its order), every move's events and every state hash to the value
 * recorded here. Saved games replay their move lists, so a faster engine must not change any of these.
 * If a rule really changes, play the games again and record the new hash, saying why in the commit.
 */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import type { Outcome } from '../../src/engine/core';
import { ferret, type FerretMove, type FerretState } from '../../src/engine/ferret';
import { wordsFor } from '../support/words';

/** The fields the rules decide, by name: a field added later for another purpose does not move the hash. */
const RULE_FIELDS = [
  'options',
  'hands',
  'tableaux',
  'pool',
  'drawPile',
  'sets',
  'layoffs',
  'turn',
  'passes',
  'phase',
  'choice',
  'queue',
  'end',
  'outOfGame',
] as const;
const ruled = (s: FerretState) => JSON.stringify(RULE_FIELDS.map((k) => s[k]));

/** The outcome with its score sheet's labels in English words, as the hash was recorded (labels are messages now). */
const words = wordsFor(['ferret']);
const inWords = (o: Outcome | null) =>
  o && {
    ...o,
    breakdown: o.breakdown.map((lines) =>
      lines.map((l) => ({ label: words.say(l.label), ...(l.detail ? { detail: words.phrase(l.detail) } : {}), points: l.points })),
    ),
  };

function hashOfRandomGames(games: number): { hash: string; moves: number; choices: number } {
  const h = createHash('sha256');
  let moves = 0;
  let choices = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`golden-${g}`);
    let s = ferret.newGame({ first: (g % 2) as 0 | 1 }, `golden-${g}`);
    h.update(ruled(s));
    while (ferret.toAct(s) !== null) {
      const legal = ferret.legalMoves(s);
      if (s.phase === 'choose-set') choices++;
      h.update(JSON.stringify(legal));
      const r = ferret.apply(s, legal[rng.int(legal.length)] as FerretMove);
      if (!r.ok) throw new Error(r.error.code);
      h.update(JSON.stringify(r.value.events));
      s = r.value.state;
      h.update(ruled(s));
      moves++;
    }
    h.update(JSON.stringify(inWords(ferret.outcome(s))));
  }
  return { hash: h.digest('hex'), moves, choices };
}

test('400 seeded random games: the same legal moves in the same order, the same events, the same states', () => {
  const r = hashOfRandomGames(400);
  // The games reach set choices (1,056 of them), so readings and their order are covered too. (The hash moved once
  // when the final breakdown's labels lost their counts to a `detail` field: its words, not the game. The labels are
  // messages now, hashed as their English words: the same hash holds the words too.)
  expect(r).toEqual({ hash: '1dc003c9c797e4d9f38bb649f72fde6015a80eba5af6b5b6d2f5c88bd2ee49ee', moves: 23086, choices: 1056 });
});
