/**
 * Jigger's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong, a
 * search over deals of the unseen cards consistent with the seat's view. Also the worker's entry for
 * Jigger: the engine and its players, without examples or words.
 */
import { shuffle, type Rng } from '../core/random';
import { strongLevel, type SearchSpec } from '../core/search';
import { jiggerQuick } from './quick';
import type { CardId } from '../deck';
import { chooseMove } from './ai';
import { fullDeck } from './game';
import { jigger } from './index';
import type { JiggerMove, JiggerState } from './state';
import type { JiggerView } from './view';

/** A full state consistent with the view: other hands, hidden takes and the draw pile dealt from the unseen cards. */
export function determinise(v: JiggerView, rng: Rng): JiggerState {
  const seen = new Set<CardId>([...v.hand, ...v.takes.flatMap((t) => t ?? [])]);
  const unseen = shuffle(
    fullDeck(v.options.players).filter((c) => !seen.has(c)),
    rng,
  );
  let at = 0;
  const deal = (n: number): CardId[] => {
    const out = unseen.slice(at, at + n);
    at += n;
    return out;
  };
  const hands = v.handCounts.map((count, seat) => (seat === v.seat ? [...v.hand] : deal(count)));
  const takes = v.takes.map((t, seat) => (t === null ? deal(v.takeCounts[seat] ?? 0) : [...t]));
  const drawPile = deal(v.drawCount);
  return {
    game: 'jigger',
    options: v.options,
    hands,
    takes,
    drawPile,
    turn: v.turn,
    phase: v.phase,
    pending: v.pending,
    ended: v.phase === 'over' ? 'pile-ran-out' : null,
  };
}

export const jiggerSearch: SearchSpec<JiggerState, JiggerMove, JiggerView> = {
  module: jigger,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels): 500 since the
  // engines' speed work (200 before): CPU p50 46 ms, p95 94 ms a move (the table's 150 ms stops the longest).
  // Over 400 games against Normal at two seats: 82.3% (95% CI 78.2–85.7%; 72.5% with 200). Measured again for
  // issue 35 (load near 20 on 2 cores, no time limit): p50 52 ms, p95 104 ms at two seats, 34 / 67 at three,
  // 80 / 156 at twelve: no room for more.
  iterations: 500,
  determinise,
  playout: (view, seed) => chooseMove(view, seed),
  value: () => 0.5,
};

export const jiggerComputers = { ...jiggerQuick, strong: strongLevel(jiggerSearch, chooseMove) };
export const computers = jiggerComputers;
