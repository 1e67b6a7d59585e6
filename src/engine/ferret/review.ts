/**
 * Ferret's review (src/engine/core/review.ts): Strong's search (levels.ts), its playouts two moves deep as
 * Strong plays them, judged in cards won: the cards in the seat's tableau and score pile less the other
 * player's (`cardsAhead`), what predicted the better move best against play to the end (levels.ts). The same
 * count where a playout ends the game, so a move that ends it is compared with one that does not on the
 * same footing (the score piles alone there made every move that ends the game look several cards worse
 * while unscored cards lay in the tableaux). Also the review worker's entry for Ferret.
 */
import { msg } from '../core/message';
import type { ReviewSpec } from '../core/review';
import { hintsFor } from './explain';
import { cardsAhead, ferretSearch } from './levels';
import type { FerretMove, FerretState } from './state';
import type { FerretView } from './view';

export const review: ReviewSpec<FerretState, FerretMove, FerretView> = {
  search: ferretSearch,
  margin: (s, seat) => cardsAhead(s, seat === 1 ? 1 : 0),
  unit: () => 'card',
  measure: () => msg('ferret.review.measure'),
  minLoss: 1,
  // The review's words name no seat: the other tableau is "your opponent’s".
  hints: (v) => hintsFor(v, false),
};
