/** Island: how many of a rules page's examples the reader has completed on this device, with a reset. */
import { useCompleted } from './useProgress';
import { resetProgress } from '../site/progress';

export default function ProgressSummary({ game, examples }: { game: string; examples: readonly string[] }) {
  const done = useCompleted(game).filter((id) => examples.includes(id));
  return (
    <div class="progress-summary not-content" role="group" aria-label="Your progress on this page">
      <p data-testid="progress">
        {done.length === 0
          ? `${examples.length} examples on this page. Step through one to the end and it is ticked here, on this device.`
          : `You have finished ${done.length} of ${examples.length} examples on this device.`}
      </p>
      {done.length > 0 && (
        <button type="button" class="btn" onClick={() => resetProgress(game)}>
          Reset my progress
        </button>
      )}
    </div>
  );
}
