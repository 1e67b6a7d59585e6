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
import { useWords } from '../../words/context';

type Dock = typeof import('./LookBackDock');
let dock: Promise<Dock> | null = null;
/** The dock's module, loading it once; when it will not load, the page's recovery says so (and it is tried again next time). */
const loadDock = (subject: string): Promise<Dock> =>
  (dock ??= import('./LookBackDock').catch((e: unknown) => {
    dock = null;
    void loadFailed(e, false).then((o) => sayLoadFailed(null, o, subject));
    throw e;
  }));

/**
 * "Replay the game" and "Review my game": at the end (`end`), buttons under the result; while the game
 * goes on, a disclosure among the game's controls (it takes no room of the table until opened).
 */
export function LookBackEntry({ look, noun, end }: LookBackProps & { end: boolean }) {
  const w = useWords();
  if (!look.offered || look.open || end !== look.over) return null;
  const ask = (what: () => void) => () => {
    void loadDock(w.t('ui.look.subject')).catch(() => undefined);
    what();
  };
  const buttons = (
    <div class="play-actions look-back">
      <button type="button" class="btn" onClick={ask(() => look.replay())}>
        {w.t('ui.look.replay', { noun, end: end ? 'yes' : 'no' })}
      </button>
      {look.reviewOffered && (
        <button type="button" class="btn" onClick={ask(look.startReview)}>
          {end
            ? w.t('ui.look.review', { noun, shared: look.shared ? 'yes' : 'no' })
            : look.review?.running
              ? w.t('ui.look.review-running')
              : w.t('ui.look.review-so-far')}
        </button>
      )}
    </div>
  );
  return end ? (
    buttons
  ) : (
    <details class="look-back-menu">
      <summary>{w.t('ui.look.menu', { noun })}</summary>
      {buttons}
    </details>
  );
}

/**
 * While the replay is on: its controls (`bar`, above the table) or the review (`panel`, under it, in the
 * place of the game's controls), once loaded.
 */
export function LookBackPart({ part, ...props }: LookBackProps & { part: 'bar' | 'panel' }) {
  const w = useWords();
  const [mod, setMod] = useState<Dock | null>(null);
  const { look } = props;
  // A dock that will not load closes the replay (the page's recovery says why): the game is as it was.
  useEffect(() => {
    if (look.open && !mod) void loadDock(w.t('ui.look.subject')).then(setMod, look.close);
  }, [look.open]);
  if (!look.open) return null;
  if (part === 'panel') return mod && <mod.ReviewArea {...props} />;
  return mod ? <mod.ReplayBar {...props} /> : <p class="look-back-loading">{w.t('ui.look.loading')}</p>;
}
