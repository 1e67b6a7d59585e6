/**
 * Hermit's review (src/engine/core/review.ts): Strong's search (levels.ts), played out to the end of the
 * hand as Strong plays it, judged in points: fewer is better, so a seat's result is the others' average
 * less its own. Also the review worker's entry for Hermit.
 */
import type { ReviewSpec } from '../core/review';
import { msg } from '../core/message';
import { hintsFor } from './explain';
import { hermitSearch } from './levels';
import type { HermitMove, HermitState } from './state';
import type { HermitView } from './view';

/** The others' average points less the seat's own (Hermit counts points against you). */
export function pointsBehind(s: Pick<HermitState, 'scores'>, seat: number): number {
  const others = s.scores.filter((_, i) => i !== seat);
  return others.reduce((a, x) => a + x, 0) / Math.max(1, others.length) - (s.scores[seat] ?? 0);
}

export const review: ReviewSpec<HermitState, HermitMove, HermitView> = {
  search: hermitSearch,
  margin: pointsBehind,
  unit: () => 'point',
  measure: (s) => (s.scores.length === 2 ? msg('hermit.review.measure-two') : msg('hermit.review.measure')),
  minLoss: 1,
  hints: hintsFor,
};
