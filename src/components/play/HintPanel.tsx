/**
 * "What can I do?": the legal moves of the player to act, from their own view, and what each would do,
 * in the engine's words. Presentational: the hints come in; the play shell shows the panel on a
 * person's turn while the preference is on.
 */
import type { Hint } from '../../engine/core';
import { siteUrl } from '../../lib/site-base';

export function HintPanel({ hints, game, name }: { hints: readonly Hint[]; game: string; name: string }) {
  return (
    <section class="hint-panel" aria-labelledby="hint-panel-title" data-testid="hint-panel">
      <h2 id="hint-panel-title">What can I do?</h2>
      {hints.length === 0 ? (
        <p>Nothing to choose right now.</p>
      ) : (
        <>
          <p class="hint-count">
            {name === 'You' ? 'You have' : `${name} has`} {hints.length} {hints.length === 1 ? 'choice' : 'choices'}:
          </p>
          <ul class="hint-list">
            {hints.map((h) => (
              <li key={h.move}>
                <strong>{h.label}</strong>: {h.text} <a href={siteUrl(`/games/${game}/#${h.rule.anchor}`)}>Rule: {h.rule.section}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The switch that shows or hides the panel, remembered on this device. */
export function HintSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label class="hint-switch">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.currentTarget.checked)} /> Show “What can I do?”
    </label>
  );
}
