/**
 * Badger's Court's review (src/engine/core/review.ts): Strong's search (levels.ts), played out a few turns
 * or to the end of the round as Strong plays it, judged in points: the seat's score and what the cards it
 * has taken are worth under these options, less the other player's. Also the review worker's entry.
 */
import { msg } from '../core/message';
import type { ReviewSpec } from '../core/review';
import { worth } from './ai';
import { hintsFor } from './explain';
import { badgersCourtSearch } from './levels';
import type { BadgersCourtMove, BadgersCourtState } from './state';
import type { BadgersCourtView } from './view';

/** The seat's points and the worth of its taken cards, less the other player's (as Strong judges a position). */
export function pointsAhead(s: BadgersCourtState, seat: number): number {
  const piles = (p: number) => (s.piles[p] ?? []).reduce((a, c) => a + worth(c, s.options), 0);
  return (s.scores[seat] ?? 0) - (s.scores[1 - seat] ?? 0) + piles(seat) - piles(1 - seat);
}

export const review: ReviewSpec<BadgersCourtState, BadgersCourtMove, BadgersCourtView> = {
  search: badgersCourtSearch,
  margin: pointsAhead,
  unit: () => 'point',
  measure: () => msg('badgers-court.review.measure'),
  minLoss: 1,
  hints: hintsFor,
};
