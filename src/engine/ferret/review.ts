/**
 * Ferret's review (src/engine/core/review.ts): Strong's search (levels.ts), its playouts two moves deep
 * as Strong plays them, judged in cards. Also the review worker's entry for Ferret.
 */
import type { ReviewSpec } from '../core/review';
import { hintsFor } from './explain';
import { scores } from './game';
import { cardsAhead, ferretSearch } from './levels';
import type { Seat } from './rules';
import type { FerretMove, FerretState } from './state';
import type { FerretView } from './view';

/** The seat's cards won less the other's: at the end, the cards in the score piles; before it, cards in tableau and score pile. */
export function cardsWonAhead(s: FerretState, seat: number): number {
  const me: Seat = seat === 1 ? 1 : 0;
  if (s.phase === 'over') {
    const sc = scores(s);
    return sc[me] - sc[me === 0 ? 1 : 0];
  }
  return cardsAhead(s, me);
}

export const review: ReviewSpec<FerretState, FerretMove, FerretView> = {
  search: ferretSearch,
  margin: cardsWonAhead,
  unit: () => ({ one: 'card', many: 'cards' }),
  measure: () => 'Differences are in cards won two moves later: the cards in your tableau and score pile less your opponent’s.',
  minLoss: 1,
  hints: (v) => hintsFor(v, []),
};
