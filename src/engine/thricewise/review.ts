/**
 * Thricewise's review (src/engine/core/review.ts): Strong's search (levels.ts), played out three turns as
 * Strong plays it, judged in points: the seat's score less the best of the others'. Points are scored as
 * cards are placed, so three turns on they are points of the final score. Also the review worker's entry.
 */
import { msg } from '../core/message';
import type { ReviewSpec } from '../core/review';
import { hintsFor } from './explain';
import { thricewiseSearch } from './levels';
import type { ThricewiseMove, ThricewiseState } from './state';
import type { ThricewiseView } from './view';

/** The seat's points less the best of the others'. */
export const pointsAhead = (s: Pick<ThricewiseState, 'scores'>, seat: number): number =>
  (s.scores[seat] ?? 0) - Math.max(...s.scores.filter((_, i) => i !== seat));

export const review: ReviewSpec<ThricewiseState, ThricewiseMove, ThricewiseView> = {
  search: thricewiseSearch,
  margin: pointsAhead,
  unit: () => 'point',
  measure: (s) => (s.scores.length === 2 ? msg('thricewise.review.measure-two') : msg('thricewise.review.measure-more')),
  minLoss: 1,
  hints: hintsFor,
  // Its playouts (three turns of every seat) cost ten times Hermit's: fewer worlds, a whole game's review
  // of one seat in about 3 seconds of one core (npm run bench).
  budget: { screen: 16, confirm: 48 },
};
