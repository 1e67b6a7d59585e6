/**
 * Ferret's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong, a
 * search over deals of the unseen cards consistent with the seat's view (`determinise`, in ai.ts).
 * Also the worker's entry for Ferret: the engine and its players, without examples or words.
 */
import { squash, strongLevel, type SearchSpec } from '../core/search';
import { ferretNormal, ferretQuick } from './quick';
import { chooseMove, determinise, evaluate, rankMoves } from './ai';
import { ferret } from './index';
import { scores } from './game';
import type { Seat } from './rules';
import type { FerretMove, FerretState } from './state';
import type { FerretView } from './view';

export { determinise };

/**
 * The cards a seat has won towards its score (its tableau and its scored cards), less the other's. A card
 * ferreted into a tableau brings a draw, so it is one more card held for good: a card ferreted away from a
 * tableau is replaced by the card played for it, and a card taken into a hand is paid with one from it.
 */
export function cardsAhead(s: FerretState, me: Seat): number {
  const them = me === 0 ? 1 : 0;
  const sc = scores(s);
  return s.tableaux[me].length + sc[me] - s.tableaux[them].length - sc[them];
}

/** What one card more than the other player is worth to Strong, in the units of Normal's `evaluate` (a point is 30). */
export const CARD_AHEAD = 60;

/**
 * Strong's judgement of a position: Normal's `evaluate`, plus CARD_AHEAD for each card won more than the
 * other player (Normal's counts only the points and the pairs that may yet make sets, so it passes up the
 * draw a move into the tableau brings). A finished game counts above any unfinished one.
 */
export function strongEvaluate(s: FerretState, me: Seat): number {
  if (s.phase === 'over') return 10 * evaluate(s, me);
  return evaluate(s, me) + CARD_AHEAD * cardsAhead(s, me);
}

/** Strong's ranking of its moves: the Normal player's one-move look, judged by `strongEvaluate`. */
export const strongRank = (view: FerretView, seed: string): { move: FerretMove; value: number }[] => rankMoves(view, seed, { evaluate: strongEvaluate });

export const ferretSearch: SearchSpec<FerretState, FerretMove, FerretView> = {
  module: ferret,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels): 100 since issue 35
  // (60 before): CPU p50 40 ms, p95 84 ms a move without the time limit over 120 positions of Normal games,
  // where 60 took 23 / 54 ms here (at load near 20 on 2 cores).
  iterations: 100,
  determinise,
  // Only the best few moves by Strong's own ranking are searched, each with many playouts on the same
  // deals; the first stands unless another does clearly better. Measured over 400 games against Normal
  // (npx tsx scripts/bench-levels.ts --game ferret --pair strong-normal): 79.9% (95% CI 75.7–83.5%; 303
  // won, 33 shared). Before, with Normal's ranking and Normal's evaluation: 54.6% (49.7–59.4%) while the
  // guessed deals treated the other hand as wholly unknown, 56.8% (51.9–61.5%) since they keep the cards
  // seen going into it (the view's `shown`); leaving Normal's move less often did worse (minGain 0.03:
  // 47.5%; 0.06: 43.8%). Measured against play to the end from the true deal (1,224 positions of Normal's
  // games, each of Normal's four best moves played out four times to the end by Normal), that search's
  // choices gained nothing over Normal's move: its playouts were scored by the same evaluation that
  // misjudged the moves. What predicted the better move best was the cards won (see `cardsAhead`): the
  // one-move look with CARD_AHEAD alone won 77.6% of 400 games; CARD_AHEAD 30, 60 and 120 did alike
  // with the search (80.6%, 80.9%, 82.2% over 160 other games). With 100 playouts (60 until issue 35), over the
  // same 400 games: 80.4% (76.2–84.0%; 310 won, 23 shared), the same.
  candidates: (view, seed) => strongRank(view, seed).map((r) => r.move),
  breadth: 4,
  // Playouts: each move is answered by the other player as the Normal player would (from its own view
  // of the world), and that by this seat's own Normal reply; then Strong's judgement scores the position,
  // with the other player to move (judged one reply deep, with this seat to move, the search lost to
  // Normal: 37.5% over 40 games).
  playout: (view, seed) => chooseMove(view, seed, { samples: 1 }),
  horizon: (_start, _now, moves) => moves >= 2,
  value: (s, seat) => squash(strongEvaluate(s, seat === 1 ? 1 : 0), 80),
};

export const ferretComputers = { ...ferretQuick, strong: strongLevel(ferretSearch, ferretNormal) };
export const computers = ferretComputers;
