/**
 * Jigger's review (src/engine/core/review.ts): Strong's search (levels.ts), played out to the end of the
 * game as Strong plays it, judged in the game's score: the cards in the seat's take (books, with book
 * scoring) less the most of the others'. Also the review worker's entry for Jigger.
 */
import { msg } from '../core/message';
import type { ReviewSpec } from '../core/review';
import { hintsFor } from './explain';
import { scores } from './game';
import { jiggerSearch } from './levels';
import type { JiggerMove, JiggerState } from './state';
import type { JiggerView } from './view';

/** The seat's score (cards in its take, or books) less the most of the others'. */
export function takeAhead(s: JiggerState, seat: number): number {
  const sc = scores(s);
  return (sc[seat] ?? 0) - Math.max(...sc.filter((_, i) => i !== seat));
}

export const review: ReviewSpec<JiggerState, JiggerMove, JiggerView> = {
  search: jiggerSearch,
  margin: takeAhead,
  unit: (s) => (s.options.bookScoring ? 'book' : 'card'),
  measure: (s) => msg('jigger.review.measure', { books: s.options.bookScoring ? 'yes' : 'no', two: s.options.players === 2 ? 'yes' : 'no' }),
  minLoss: 1,
  hints: hintsFor,
};
