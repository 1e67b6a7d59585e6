/** The teaching switch ("Show all hands") and, while it is on, the banner that says so with the next cards to come. */
import type { CardId } from '../../engine/deck';
import { Card } from '../cards/Card';

/** Off by default; when on, every hand and the next cards to come are shown face up. */
export function TeachingSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label class="teaching-switch">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.currentTarget.checked)} /> Show all hands (teaching)
    </label>
  );
}

/** While the teaching switch is on: a plain warning, and the next cards to come. */
export function TeachingBanner({ next, what }: { next: readonly CardId[]; what: string }) {
  return (
    <section class="teaching-banner" aria-label="Teaching view">
      <p>
        <strong>Teaching view is on:</strong> every hand is face up{next.length > 0 ? `, and so are the next cards of ${what}` : ''}. Turn off “Show all hands”
        to play for real.
      </p>
      {next.length > 0 && (
        <div class="card-row" role="group" aria-label={`The next cards of ${what}, in order`}>
          {next.map((c, i) => (
            <Card key={`${i}:${c}`} id={c} size="small" />
          ))}
        </div>
      )}
    </section>
  );
}
