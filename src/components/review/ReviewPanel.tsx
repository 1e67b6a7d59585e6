/**
 * "Review my game": the review of a game (src/engine/core/review.ts) as it is worked out and when it is
 * done. A progress bar with a live line while decisions are judged; the measure of the differences; the
 * three biggest turning points first, each with the engine's sentence, the two moves in the game's words
 * with their rules, "Show this move" and "Try from here"; then every decision with its verdict.
 * Presentational: the review comes in (plain data, every rule sentence the engine's), intents go out.
 */
import { msg } from '../../engine/core/message';
import type { Review, ReviewedDecision } from '../../engine/core/review';
import { WhyText } from '../rules/Why';
import './review.css';
import { useWords } from '../../words/context';
import { said, type Said } from '../rules/said';

export interface ReviewPanelProps {
  /** The review so far (complete when it holds `total` decisions), or null while it is starting. */
  review: Review | null;
  /** The seats' names, as the table shows them ("You", "Buck"). */
  names: readonly string[];
  /** The game's id, for the rules' links. */
  game: string;
  /** Why the review could not be worked out, when it could not. */
  error?: Said | null;
  /** Show the table just before this move (its index in the game's record). */
  onShow: (move: number) => void;
  /** Start a new game from this decision (its index in the review's `decisions`). */
  onTry: (decision: number) => void;
  /** Stop the review while it is worked out. */
  onCancel?: () => void;
}

/** How many turning points are shown first. */
export const FIRST_SHOWN = 3;

export function ReviewPanel({ review, names, game, error, onShow, onTry, onCancel }: ReviewPanelProps) {
  const w = useWords();
  const total = review?.total ?? 0;
  const done = review?.decisions.length ?? 0;
  const running = !error && (review === null || done < total);
  const many = (review?.seats.length ?? 1) > 1;
  const turning = review?.turningPoints ?? [];
  const first = turning.slice(0, FIRST_SHOWN);
  const later = turning.slice(FIRST_SHOWN);
  const title = (d: ReviewedDecision) =>
    w.t('ui.review.move', { n: d.index + 1, many: many ? 'yes' : 'no', name: names[d.seat] ?? w.t('ui.new.seat', { n: d.seat + 1 }) });
  const progressText =
    review === null ? w.t('ui.review.starting') : running ? w.t('ui.review.judged', { done, total }) : w.t('ui.review.all-judged', { total });

  const point = (i: number, rank: number) => {
    const d = review?.decisions[i];
    if (!d) return null;
    const id = `review-${game}-turn-${i}`;
    return (
      <li key={i} class="review-turn" aria-labelledby={id}>
        <h4 id={id}>
          {rank}. {title(d)}
        </h4>
        <p>{said(w.speaking(names, d.seat), d.said)}</p>
        <WhyText why={d.why.map((r) => ({ ...r, text: said(w.speaking(names, d.seat), r.text) }))} game={game} />
        <div class="review-actions">
          <button type="button" class="btn btn-quiet" onClick={() => onShow(d.index)} aria-label={w.t('ui.review.show-about', { title: title(d) })}>
            {w.t('ui.review.show-move')}
          </button>
          <button type="button" class="btn btn-quiet" onClick={() => onTry(i)} aria-label={w.t('ui.review.try-about', { title: title(d) })}>
            {w.t('ui.review.try')}
          </button>
        </div>
      </li>
    );
  };

  return (
    <section class="review-panel" aria-labelledby={`review-${game}-title`} aria-busy={running}>
      <h2 id={`review-${game}-title`} tabIndex={-1}>
        {w.t('ui.review.title', { many: many ? 'yes' : 'no' })}
      </h2>
      <div class="review-progress">
        <div
          class="review-bar"
          role="progressbar"
          aria-label={w.t('ui.review.bar')}
          aria-valuemin={0}
          aria-valuemax={Math.max(1, total)}
          aria-valuenow={done}
          aria-valuetext={progressText}
        >
          <div class="review-bar-fill" style={{ width: `${total > 0 ? Math.round((100 * done) / total) : 0}%` }} />
        </div>
        <p class="review-progress-text" aria-live="polite">
          {error ? '' : progressText}
        </p>
        {running && onCancel && (
          <button type="button" class="btn btn-quiet" onClick={onCancel}>
            {w.t('ui.review.stop')}
          </button>
        )}
      </div>
      {error && (
        <p class="review-error" role="alert">
          {said(w, error)}
        </p>
      )}
      {review && (
        <>
          <p class="review-measure">
            {said(w, review.measure)} {w.t('core.review.how', { screen: review.budget.screen, confirm: review.budget.confirm })}
          </p>
          <h3>{running ? w.t('ui.review.turning-so-far') : w.t('ui.review.turning')}</h3>
          {first.length === 0 ? (
            <p>{running ? w.t('ui.review.none-yet') : w.t('ui.review.none')}</p>
          ) : (
            <ol class="review-turns">{first.map((i, k) => point(i, k + 1))}</ol>
          )}
          {later.length > 0 && (
            <details class="review-more">
              <summary>{w.phrase(msg('ui.review.more', { n: later.length }))}</summary>
              <ol class="review-turns" start={FIRST_SHOWN + 1}>
                {later.map((i, k) => point(i, FIRST_SHOWN + k + 1))}
              </ol>
            </details>
          )}
          {review.decisions.length > 0 && (
            <details class="review-all">
              <summary>{w.t('ui.review.every', { n: review.decisions.length })}</summary>
              <ol class="review-decisions">
                {review.decisions.map((d) => (
                  <li key={d.index} class={d.turning ? 'is-turning' : undefined}>
                    <strong>{title(d)}</strong>: {said(w.speaking(names, d.seat), d.said)}{' '}
                    <button type="button" class="btn btn-quiet" onClick={() => onShow(d.index)} aria-label={w.t('ui.review.show-about', { title: title(d) })}>
                      {w.t('ui.review.show')}
                    </button>
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      )}
    </section>
  );
}
