/** Island: how many of a rules page's examples the reader has completed on this device, with a reset. In the page's words (its `words` prop). */
import { msg } from '../engine/core/message';
import { useCompleted } from './useProgress';
import { resetProgress } from '../site/progress';
import { useWords, withWords } from '../words/context';

export default withWords(function ProgressSummary({ game, examples }: { game: string; examples: readonly string[] }) {
  const w = useWords();
  const done = useCompleted(game).filter((id) => examples.includes(id));
  return (
    <div class="progress-summary not-content" role="group" aria-label={w.t('ui.progress.label')}>
      <p data-testid="progress">
        {done.length === 0 ? w.phrase(msg('ui.progress.none', { n: examples.length })) : w.t('ui.progress.some', { done: done.length, n: examples.length })}
      </p>
      {done.length > 0 && (
        <button type="button" class="btn" onClick={() => resetProgress(game)}>
          {w.t('ui.progress.reset')}
        </button>
      )}
    </div>
  );
});
