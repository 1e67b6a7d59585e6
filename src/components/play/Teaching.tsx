/** The teaching switch ("Show all hands") and, while it is on, the banner that says so with the next cards to come. */
import { msg } from '../../engine/core/message';
import type { CardId } from '../../engine/deck';
import { useWords } from '../../words/context';
import { Card } from '../cards/Card';
import { useEarlyTick } from './useEarlyTick';

/** Off by default; when on, every hand and the next cards to come are shown face up. */
export function TeachingSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const w = useWords();
  const box = useEarlyTick(on, onChange);
  return (
    <label class="teaching-switch">
      <input type="checkbox" ref={box} checked={on} onChange={(e) => onChange(e.currentTarget.checked)} /> {w.t('ui.teaching.switch')}
    </label>
  );
}

/** While the teaching switch is on: a plain warning, and the next cards to come. */
export function TeachingBanner({ next, what }: { next: readonly CardId[]; what: string }) {
  const w = useWords();
  return (
    <section class="teaching-banner" aria-label={w.t('ui.teaching.label')}>
      <p>
        <strong>{w.t('ui.teaching.on')}</strong> {w.phrase(msg('ui.teaching.banner', { next: next.length > 0 ? 'yes' : 'no', what }))}
      </p>
      {next.length > 0 && (
        <div class="card-row" role="group" aria-label={w.t('ui.teaching.next', { what })}>
          {next.map((c, i) => (
            <Card key={`${i}:${c}`} id={c} size="small" />
          ))}
        </div>
      )}
    </section>
  );
}
