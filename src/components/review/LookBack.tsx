/**
 * Where the play shell offers a look back at the game (issue 33): "Replay the game" and "Review my game"
 * (at the end, under the result; while the game goes on, under the game's controls), and the places the
 * replay's controls (above the table) and the review (under it) take while the replay is on. Only these
 * buttons are on a play page until the reader asks: the rest (./LookBackDock.tsx, its styles, the
 * replay's screens and the review's worker) is loaded then.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadFailed, sayLoadFailed } from '../../site/load-failed';
import type { LookBackProps } from './LookBackDock';

type Dock = typeof import('./LookBackDock');
let dock: Promise<Dock> | null = null;
/** The dock's module, loading it once (a failed load is tried again next time, and said). */
const loadDock = (): Promise<Dock> =>
  (dock ??= import('./LookBackDock').catch((e: unknown) => {
    dock = null;
    void loadFailed(e, false).then((outcome) => outcome === 'new' && sayLoadFailed(null, outcome));
    throw e;
  }));

/**
 * "Replay the game" and "Review my game": at the end (`end`), buttons under the result; while the game
 * goes on, a disclosure among the game's controls (it takes no room of the table until opened).
 */
export function LookBackEntry({ look, noun, end }: LookBackProps & { end: boolean }) {
  if (!look.offered || look.open || end !== look.over) return null;
  const ask = (what: () => void) => () => {
    void loadDock().catch(() => undefined);
    what();
  };
  const buttons = (
    <div class="play-actions look-back">
      <button type="button" class="btn" onClick={ask(() => look.replay())}>
        {end ? `Replay the ${noun}` : `Replay the ${noun} so far`}
      </button>
      {look.reviewOffered && (
        <button type="button" class="btn" onClick={ask(look.startReview)}>
          {end ? `Review ${look.shared ? 'the' : 'my'} ${noun}` : look.review?.running ? 'See the review being worked out' : 'Review my moves so far'}
        </button>
      )}
      {look.failed && (
        <p class="look-back-failed" role="alert">
          {look.failed}
        </p>
      )}
    </div>
  );
  return end ? (
    buttons
  ) : (
    <details class="look-back-menu">
      <summary>Look back at the {noun}</summary>
      {buttons}
    </details>
  );
}

/**
 * While the replay is on: its controls (`bar`, above the table) or the review (`panel`, under it, in the
 * place of the game's controls), once loaded.
 */
export function LookBackPart({ part, ...props }: LookBackProps & { part: 'bar' | 'panel' }) {
  const [mod, setMod] = useState<Dock | 'failed' | null>(null);
  const { look } = props;
  useEffect(() => {
    if (look.open && (mod === null || mod === 'failed')) void loadDock().then(setMod, () => setMod('failed'));
  }, [look.open]);
  if (!look.open || part === 'panel') return look.open && mod && mod !== 'failed' ? <mod.ReviewArea {...props} /> : null;
  if (mod === 'failed')
    return (
      <p class="look-back-failed" role="alert">
        The replay could not be loaded. Your {props.noun} is not affected.{' '}
        <button type="button" class="btn" onClick={look.close}>
          Back to the {props.noun}
        </button>
      </p>
    );
  return mod ? <mod.ReplayBar {...props} /> : <p class="look-back-loading">Loading the replay…</p>;
}
