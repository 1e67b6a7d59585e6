/**
 * The review of a game, worked out in a Web Worker (./review-worker.ts) so the page never waits for it:
 * `reviewGame` starts a worker for one review, reports each decision as soon as it is judged (turning
 * points among them) and resolves with the whole review, plain data to keep with the saved game. The
 * worker and the game's review are loaded only when a review is asked for.
 */
import { msg, type Message } from '../../engine/core/message';
import type { ReviewBudget, Review } from '../../engine/core/review';
import { loadFailed, sayLoadFailed } from '../../site/load-failed';
import type { ReviewMessage, ReviewRequest } from './run';

/** A game as its record keeps it: the deal (options and seed) or a position, and the moves in notation. */
export interface GameRecord {
  readonly options: unknown;
  readonly seed: string;
  readonly position?: unknown;
  readonly moves: readonly string[];
}

/** What a review worker must do (a Worker; tests give their own). */
export interface ReviewWorker {
  postMessage(message: ReviewRequest): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<ReviewMessage>) => void) | null;
  onerror: ((e: ErrorEvent | Event) => void) | null;
}

export interface ReviewRun {
  /** Stops the review at once (its worker ends); `done` then rejects with a ReviewCancelled. */
  cancel(): void;
  /** The whole review; rejects when it was cancelled, or with why it could not be done. */
  readonly done: Promise<Review>;
}

/** The rejection of a review that was cancelled (nothing went wrong). Its message is for developers: nobody is told. */
export class ReviewCancelled extends Error {
  constructor() {
    super('The review was stopped.');
    this.name = 'ReviewCancelled';
  }
}

/** The rejection of a review that could not be worked out: why, as a message for the reader (`said`). */
export class ReviewFailed extends Error {
  constructor(readonly said: Message) {
    super(said.id);
    this.name = 'ReviewFailed';
  }
}

export interface ReviewRunOptions {
  readonly budget?: ReviewBudget;
  readonly reviewSeed?: string;
  /** A review of the game's beginning (kept with the save): what it judged the same way is taken as it is. */
  readonly known?: Review | null;
  /** Makes the worker; the site's review worker unless given. */
  readonly worker?: () => ReviewWorker;
}

const siteWorker = (): ReviewWorker => new Worker(new URL('./review-worker.ts', import.meta.url), { type: 'module', name: 'review' }) as ReviewWorker;

/**
 * Reviews the decisions of `seats` in a game, in a worker: `onProgress` hears the review so far as each
 * decision is judged (and once at the start, with none judged: its `total` is known then). Without Web Workers it rejects at once: the review
 * is never worked out on the page's own thread.
 */
export function reviewGame(
  def: { readonly id: string },
  record: GameRecord,
  seats: readonly number[],
  onProgress: (soFar: Review) => void,
  opts: ReviewRunOptions = {},
): ReviewRun {
  let worker: ReviewWorker | null = null;
  let settle: { resolve: (r: Review) => void; reject: (e: Error) => void } | null = null;
  const done = new Promise<Review>((resolve, reject) => (settle = { resolve, reject }));
  const end = (outcome: { review: Review } | { error: Error }) => {
    worker?.terminate();
    worker = null;
    const s = settle;
    settle = null;
    if (!s) return;
    if ('review' in outcome) s.resolve(outcome.review);
    else s.reject(outcome.error);
  };
  const make = opts.worker ?? (typeof Worker === 'undefined' ? null : siteWorker);
  if (!make) {
    end({ error: new ReviewFailed(msg('core.review.no-workers')) });
    return { cancel: () => undefined, done };
  }
  try {
    const w = make();
    worker = w;
    w.onmessage = (e) => {
      if (!settle) return;
      const m = e.data;
      if (m.type === 'progress') onProgress(m.review);
      else if (m.type === 'done') end({ review: m.review });
      // The worker's own reason (a request this page made wrong) is for developers: it goes in as it is.
      else end({ error: new ReviewFailed(msg('core.review.failed', { why: m.message })) });
    };
    w.onerror = (e) => {
      if (!settle) return;
      // The browser's reason is for developers (English, as it gives it); without one, the reader is told the worker would not load.
      const reason = typeof ErrorEvent !== 'undefined' && e instanceof ErrorEvent && e.message ? e.message : null;
      void loadFailed(reason ?? 'the review’s worker would not load', false).then((outcome) => outcome === 'new' && sayLoadFailed(null, outcome));
      end({ error: new ReviewFailed(msg('core.review.failed', { why: reason ?? msg('core.review.no-worker') })) });
    };
    w.postMessage({
      game: def.id,
      options: record.options,
      seed: record.seed,
      ...(record.position !== undefined ? { position: record.position } : {}),
      moves: [...record.moves],
      seats: [...seats],
      ...(opts.budget ? { budget: opts.budget } : {}),
      ...(opts.reviewSeed ? { reviewSeed: opts.reviewSeed } : {}),
      ...(opts.known ? { known: opts.known } : {}),
    });
  } catch (err) {
    end({ error: new ReviewFailed(msg('core.review.failed', { why: err instanceof Error ? err.message : String(err) })) });
  }
  return { cancel: () => end({ error: new ReviewCancelled() }), done };
}
