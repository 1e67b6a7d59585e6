/**
 * What the review worker does with one request, apart from the worker itself (so tests run it in-process):
 * start the game (a dealt game from its options and seed, or a position), review the asked seats' decisions
 * (src/engine/core/review.ts), and say the review so far as soon as each decision is judged, then the whole review.
 */
import { parseReview, reviewRecord, type Review, type ReviewBudget, type ReviewSpec } from '../../engine/core/review';

/** A game to review, as the page keeps it: plain data. */
export interface ReviewRequest {
  readonly game: string;
  /** The game's options (as the table keeps them) and seed: the deal. */
  readonly options: unknown;
  readonly seed: string;
  /** A start other than the deal (a guided game's position), given to the engine's `fromPosition`. */
  readonly position?: unknown;
  /** The game's moves in notation, as its record keeps them. */
  readonly moves: readonly string[];
  /** The seats to review: the reader's, or every person's at one screen. */
  readonly seats: readonly number[];
  readonly budget?: ReviewBudget;
  /** The review's own seed; 'review' unless given. */
  readonly reviewSeed?: string;
  /** A review of the game's beginning, kept with the save: what it judged the same way is not judged again. */
  readonly known?: unknown;
}

/** What the worker says: a decision judged, the review done, or why it could not be done. */
export type ReviewMessage =
  | { readonly type: 'progress'; readonly review: Review }
  | { readonly type: 'done'; readonly review: Review }
  | { readonly type: 'error'; readonly message: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReviewSpec = ReviewSpec<any, any, any>;

/** Reviews a request with the game's review spec, saying each step through `post`. Never throws. */
export function runReview(spec: AnyReviewSpec, req: ReviewRequest, post: (m: ReviewMessage) => void): void {
  try {
    const module = spec.search.module;
    if (module.id !== req.game) throw new Error(`this is ${module.id}’s review, not ${String(req.game)}’s`);
    if (!Array.isArray(req.moves) || !req.moves.every((m) => typeof m === 'string')) throw new Error('the moves are not a list of moves');
    if (!Array.isArray(req.seats) || !req.seats.every((s) => Number.isInteger(s) && s >= 0)) throw new Error('the seats are not seat numbers');
    let start: unknown;
    if (req.position !== undefined) {
      const r = module.fromPosition(req.position);
      if (!r.ok) throw new Error(`its position: ${r.error.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
      start = r.value;
    } else start = module.newGame(req.options, String(req.seed));
    // Every move must replay: a review of part of a game would say nothing of the rest.
    let state = start;
    for (const [i, text] of req.moves.entries()) {
      const move = module.parseMove(text);
      const r = move.ok ? module.apply(state, move.value) : null;
      if (!r?.ok) throw new Error(`move ${i + 1} (${text.slice(0, 40)}) does not replay: ${move.ok ? JSON.stringify(r?.error.message) : move.error}`);
      state = r.value.state;
    }
    const review = reviewRecord(spec, start, req.moves, req.seats, {
      ...(req.budget ? { budget: req.budget } : {}),
      ...(req.reviewSeed ? { seed: req.reviewSeed } : {}),
      known: parseReview(req.known),
      onProgress: (review) => post({ type: 'progress', review }),
    });
    post({ type: 'done', review });
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
}
