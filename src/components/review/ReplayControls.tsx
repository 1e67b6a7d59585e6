/**
 * The replay's controls: to the start, Previous, Next and to the last move, where the replay is ("Move 5
 * of 32"), and the log's lines of the move just shown with their "Why?". Keyboard: with focus anywhere in
 * it, ← and → step back and forward, Home and End go to the start and the last move. Presentational: the
 * place and the lines come in (the lines in the engine's words), and it says where to go (`onGo`).
 */
import type { Explanation } from '../../engine/core';
import { WhyButton } from '../rules/Why';
import './review.css';

export interface ReplayLine {
  readonly text: string;
  readonly why: readonly Explanation[];
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
}

export function ReplayControls({ at, count, lines, game, onGo, onClose }: ReplayControlsProps) {
  const place = Math.max(0, Math.min(count, at));
  const go = (to: number) => {
    const next = Math.max(0, Math.min(count, to));
    if (next !== place) onGo(next);
  };
  const where = place === 0 ? `The deal, before move 1 of ${count}` : `Move ${place} of ${count}`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const to = e.key === 'ArrowLeft' ? place - 1 : e.key === 'ArrowRight' ? place + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? count : null;
    if (to === null) return;
    const target = e.target as HTMLElement | null;
    // Keys typed into a field, or used by a disclosure's own content, are not the replay's.
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    e.preventDefault();
    go(to);
  };
  return (
    <div class="replay" role="group" aria-label="Replay" aria-keyshortcuts="ArrowLeft ArrowRight Home End" onKeyDown={onKeyDown}>
      <div class="replay-buttons">
        <button type="button" class="btn btn-quiet" onClick={() => go(0)} aria-disabled={place === 0 ? 'true' : 'false'}>
          <span aria-hidden="true">«</span> First
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => go(place - 1)} aria-disabled={place === 0 ? 'true' : 'false'}>
          <span aria-hidden="true">‹</span> Previous
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => go(place + 1)} aria-disabled={place === count ? 'true' : 'false'}>
          Next <span aria-hidden="true">›</span>
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => go(count)} aria-disabled={place === count ? 'true' : 'false'}>
          Last <span aria-hidden="true">»</span>
        </button>
        {onClose && (
          <button type="button" class="btn btn-quiet" onClick={onClose}>
            Back to the game
          </button>
        )}
      </div>
      <div class="replay-line" aria-live="polite">
        <p class="replay-where">{where}</p>
        {lines.map((l, i) => (
          <p key={i}>
            {l.text}
            <WhyButton why={l.why} game={game} about={l.text} />
          </p>
        ))}
      </div>
    </div>
  );
}
