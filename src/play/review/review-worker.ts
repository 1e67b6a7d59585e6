/**
 * The review's worker: answers one ReviewRequest with a 'progress' message per decision judged and a
 * 'done' with the review (src/play/review/run.ts). It loads only the asked game's review (its
 * src/engine/<game>/review.ts, found through the registry's ids), so nothing of the review is loaded
 * until a reader asks for one. One worker a review: the page ends it when the review is done or cancelled.
 */
import { byGame } from '../../engine/by-game';
import { isCatalogId } from '../../engine/catalog';
import { runReview, type AnyReviewSpec, type ReviewRequest } from './run';

const REVIEWS = byGame(import.meta.glob<{ review: AnyReviewSpec }>('../../engine/*/review.ts'), (id) => `../../engine/${id}/review.ts`);

self.onmessage = async (e: MessageEvent<ReviewRequest>) => {
  const req = e.data;
  try {
    if (!isCatalogId(req?.game)) throw new Error('not a game the review knows');
    const { review } = await REVIEWS[req.game]();
    runReview(review, req, (m) => postMessage(m));
  } catch (err) {
    postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
