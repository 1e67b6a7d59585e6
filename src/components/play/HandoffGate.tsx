/**
 * The hand-over gate: nobody's hand faces the screen until the next person says it is theirs. It says
 * when every hand will be face up ("Show all hands" is on), and when that was turned on or off since
 * this person's last turn (the others may have seen their hand).
 */
import { msg } from '../../engine/core/message';
import { useWords } from '../../words/context';

export function HandoffGate({ name, teaching, since, onReady }: { name: string; teaching: boolean; since: readonly boolean[]; onReady: () => void }) {
  const w = useWords();
  const turned = since.length === 0 ? 'none' : since.length === 1 ? (since[0] ? 'on' : 'off') : since[0] ? 'on-off' : 'off-on';
  return (
    <div class="handoff" role="group" aria-label={w.t('ui.handoff.label')}>
      {since.some((on) => on) && (
        <p class="play-message is-error" role="note">
          {w.phrase(msg('ui.handoff.seen', { name, turned }))}
        </p>
      )}
      {teaching ? (
        // With every hand face up for teaching, the screen hides nothing: the players must hear so before they go on.
        <p class="play-message is-error" role="note">
          {w.phrase(msg('ui.handoff.open', { name }))}
        </p>
      ) : (
        <p>{w.phrase(msg('ui.handoff.secret', { name }))}</p>
      )}
      <div class="play-actions">
        <button type="button" class="btn btn-primary" onClick={onReady}>
          {w.t('ui.handoff.ready', { name })}
        </button>
      </div>
    </div>
  );
}
