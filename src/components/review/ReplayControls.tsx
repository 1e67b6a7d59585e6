/**
 * The replay's controls: to the start, Previous, Next and to the last move, where the replay is ("Move 5
 * of 32"), and the log's lines of the move just shown with their "Why?" (a long move's first lines, the
 * rest behind a disclosure, so the table stays near). Keyboard: with focus anywhere in it, ← and → step
 * back and forward, Page Up and Page Down ten moves back and forward (a long game's middle is a few keys away),
 * Home and End go to the start and the last move. Presentational: the place and the
 * lines come in (the lines in the engine's words), and it says where to go (`onGo`).
 */
import { msg } from '../../engine/core/message';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { WhyButton } from '../rules/Why';
import './review.css';
import { useWords } from '../../words/context';
import { said, type Reasoned, type Said } from '../rules/said';

export interface ReplayLine {
  readonly text: Said;
  readonly why: readonly Reasoned[];
}

export interface ReplayControlsProps {
  /** Moves shown: 0 is the deal, `count` the game as it is now. */
  at: number;
  /** Moves in the game. */
  count: number;
  /** The log's lines of the move just shown (move `at`), as the screen sees them; none at the deal. */
  lines: readonly ReplayLine[];
  /** The game's id, for the rules' links. */
  game: string;
  /** Go to the table after this many moves. */
  onGo: (at: number) => void;
  /** Leave the replay (back to the game as it is), when the host offers it. */
  onClose?: () => void;
  /** Take the keyboard's focus when it appears (the reader asked for the replay). */
  autoFocus?: boolean;
  /** Said after the move's lines (the review's verdict on the decision that comes next). */
  children?: ComponentChildren;
}

/** Moves that Page Up and Page Down step over. */
export const PAGE_MOVES = 10;

/** A move's lines shown at once; the rest of a longer move (a final scoring) are behind a disclosure. */
export const LINES_SHOWN = 3;

export function ReplayControls({ at, count, lines, game, onGo, onClose, autoFocus = false, children }: ReplayControlsProps) {
  const group = useRef<HTMLDivElement>(null);
  const w = useWords();
  useEffect(() => {
    if (autoFocus) group.current?.focus({ preventScroll: true });
  }, []);
  const place = Math.max(0, Math.min(count, at));
  const go = (to: number) => {
    const next = Math.max(0, Math.min(count, to));
    if (next !== place) onGo(next);
  };
  // Keyed by their place in the list, not by the move: a "Why?" that has focus stays when the arrow keys move the
  // replay (keyed by the move, it was drawn anew and focus fell to the page, where the keys no longer reach). One
  // opened closes when its place shows another line (WhyButton).
  const line = (l: ReplayLine, i: number) => (
    <p key={i}>
      {said(w, l.text)}
      <WhyButton why={l.why} game={game} about={said(w, l.text)} />
    </p>
  );
  const where = place === 0 ? w.t('ui.replay.deal', { of: count }) : w.t('ui.replay.move', { n: place, of: count });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const steps: Record<string, number> = {
      ArrowLeft: place - 1,
      ArrowRight: place + 1,
      PageUp: place - PAGE_MOVES,
      PageDown: place + PAGE_MOVES,
      Home: 0,
      End: count,
    };
    const to = Object.hasOwn(steps, e.key) ? steps[e.key]! : null;
    if (to === null) return;
    const target = e.target as HTMLElement | null;
    // Keys typed into a field, or used by a disclosure's own content, are not the replay's.
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    // The replay's keys are its own: the table's arrow keys (which move along rows of buttons) do not also act.
    e.preventDefault();
    e.stopPropagation();
    go(to);
  };
  return (
    <div
      class="replay"
      role="group"
      aria-label={w.t('ui.replay.label')}
      aria-keyshortcuts="ArrowLeft ArrowRight PageUp PageDown Home End"
      tabIndex={-1}
      ref={group}
      onKeyDown={onKeyDown}
    >
      <div class="replay-buttons">
        <button type="button" class="btn btn-quiet" onClick={() => go(0)} aria-disabled={place === 0}>
          <span aria-hidden="true">«</span> {w.t('ui.replay.first')}
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => go(place - 1)} aria-disabled={place === 0}>
          <span aria-hidden="true">‹</span> {w.t('ui.replay.previous')}
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => go(place + 1)} aria-disabled={place === count}>
          {w.t('ui.replay.next')} <span aria-hidden="true">›</span>
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => go(count)} aria-disabled={place === count}>
          {w.t('ui.replay.last')} <span aria-hidden="true">»</span>
        </button>
        {onClose && (
          <button type="button" class="btn btn-quiet" onClick={onClose}>
            {w.t('ui.replay.back')}
          </button>
        )}
      </div>
      <div class="replay-line" aria-live="polite">
        <p class="replay-where">{where}</p>
        {lines.slice(0, LINES_SHOWN).map(line)}
        {lines.length > LINES_SHOWN && (
          <details class="replay-more">
            <summary>{w.phrase(msg('ui.replay.more', { n: lines.length - LINES_SHOWN }))}</summary>
            {lines.slice(LINES_SHOWN).map(line)}
          </details>
        )}
        {children}
      </div>
    </div>
  );
}
