/**
 * "What can I do?": the legal moves of the player to act, from their own view, and what each would do,
 * in the engine's words, with the switch that shows or hides them (remembered by the play shell). It
 * sits in the sidebar, so it never pushes the table or the hand down. Presentational: the hints come in.
 */
import type { Hint } from '../../engine/core';
import { siteUrl } from '../../site/site-base';
import { pure } from '../../site/pure';

export interface HintPanelProps {
  on: boolean;
  onChange: (on: boolean) => void;
  /** The hints for the person to act, or null when it is nobody's turn at this screen. */
  hints: readonly Hint[] | null;
  game: string;
  /** Who the hints are for ("You", or a name on a shared screen). */
  name: string;
}

/** Drawn again only when its props change (src/site/pure.ts): the hints change with a move, not with a pick. */
export const HintPanel = pure(function HintPanel({ on, onChange, hints, game, name }: HintPanelProps) {
  return (
    <section class="hint-panel" aria-labelledby="hint-panel-title">
      <h2 id="hint-panel-title">What can I do?</h2>
      <label class="hint-switch">
        <input type="checkbox" checked={on} onChange={(e) => onChange(e.currentTarget.checked)} /> Show my choices
      </label>
      {on && hints === null && <p class="hint-count">Shown when it is your turn.</p>}
      {on && hints !== null && (
        <div data-testid="hint-panel">
          <p class="hint-count">
            {hints.length === 0
              ? 'Nothing to choose right now.'
              : `${name === 'You' ? 'You have' : `${name} has`} ${hints.length} ${hints.length === 1 ? 'choice' : 'choices'}:`}
          </p>
          {hints.length > 0 && (
            <ul class="hint-list">
              {hints.map((h) => (
                <li key={h.move}>
                  <strong>{h.label}</strong>: {h.text} <a href={siteUrl(`/games/${game}/#${h.rule.anchor}`)}>Rule: {h.rule.section}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});
