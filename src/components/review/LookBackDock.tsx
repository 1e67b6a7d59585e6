/**
 * The look back at a game, loaded when the reader asks for it (./LookBack.tsx): the replay's controls over
 * the table, with each move's log lines and their "Why?", and the review under it, as it is worked out
 * and when it is done ("Show this move" puts the replay just before it; "Try from here" starts a new
 * game there). Presentational: the look back (src/play/useLookBack.ts) holds the replay and the review.
 */
import { msg } from '../../engine/core/message';
import { useEffect, useRef } from 'preact/hooks';
import type { LookBack } from '../../play/useLookBack';
import { ReplayControls } from './ReplayControls';
import { ReviewPanel } from './ReviewPanel';
import './review.css';
import { useWords } from '../../words/context';
import { said } from '../rules/said';

/** What the play shell gives the look back (./LookBack.tsx). */
export interface LookBackProps {
  look: LookBack;
  /** The game's id (the rules' links) and what one play-through is called. */
  game: string;
  noun: string;
  /** The seats' names as the table shows them. */
  names: readonly string[];
}

export function ReplayBar({ look, game, names }: LookBackProps) {
  // At a decision the review judged: its verdict, before the reader steps on to the move made.
  const review = look.review?.review;
  const d = review?.decisions.find((x) => x.index === look.at);
  const w = useWords();
  const many = d !== undefined && review !== undefined && review !== null && review.seats.length > 1;
  const name = d ? (names[d.seat] ?? w.t('ui.new.seat', { n: d.seat + 1 })) : '';
  return (
    <ReplayControls at={look.at} count={look.count} lines={look.lines} game={game} onGo={look.go} onClose={look.close} autoFocus>
      {d && (
        <p class={`replay-verdict ${d.turning ? 'is-turning' : ''}`}>
          {w.phrase(msg('ui.look.verdict', { many: many ? 'yes' : 'no', name, n: d.index + 1, said: said(w.speaking(names, d.seat), d.said) }))}
        </p>
      )}
    </ReplayControls>
  );
}

/** The keyboard's focus on an element, and the element at the top of the screen (at once when motion is reduced). */
function bringIntoView(el: HTMLElement | null | undefined) {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}

export function ReviewArea({ look, game, noun, names }: LookBackProps) {
  const w = useWords();
  const here = useRef<HTMLDivElement>(null);
  const r = look.review;
  /** The replay just before a decision: the table and its controls brought into view, the keyboard's focus on them. */
  const show = (move: number) => {
    look.go(move);
    bringIntoView(here.current?.closest('.play')?.querySelector<HTMLElement>('.replay'));
  };
  // Asked for (by "Review my game", which opens the replay at the top of the table): the review, under the
  // table and the result, is brought into view, with the keyboard's focus on its heading.
  useEffect(() => {
    if (r && look.reviewToShow()) bringIntoView(here.current?.querySelector<HTMLElement>('h2'));
  }, [r !== null, look.reviewAsked]);
  return (
    <div class="look-back-review" ref={here}>
      {r ? (
        <ReviewPanel
          review={r.review}
          names={names}
          game={game}
          error={r.error}
          onShow={show}
          onTry={look.tryFrom}
          {...(r.running ? { onCancel: look.stopReview } : {})}
        />
      ) : (
        look.reviewOffered && (
          <div class="play-actions look-back">
            <button type="button" class="btn" onClick={look.startReview}>
              {look.over ? w.t('ui.look.review', { noun, shared: look.shared ? 'yes' : 'no' }) : w.t('ui.look.review-so-far')}
            </button>
          </div>
        )
      )}
    </div>
  );
}
