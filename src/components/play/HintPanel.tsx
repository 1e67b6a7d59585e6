/**
 * "What can I do?": the legal moves of the player to act, from their own view, and what each would do,
 * in the engine's words, with the switch that shows or hides them (remembered by the play shell). It
 * sits in the sidebar, so it never pushes the table or the hand down. Presentational: the hints come in.
 */
import { msg } from '../../engine/core/message';
import { pure } from '../../site/pure';
import { useWords } from '../../words/context';
import { ruleHref, ruleTitle, said, type RuleAt, type Said } from '../rules/said';
import { useEarlyTick } from './useEarlyTick';

/** One thing the seat to act may do, as the screen gives it. */
export interface HintItem {
  readonly move: string;
  readonly label: Said;
  readonly text: Said;
  readonly rule: RuleAt;
}

export interface HintPanelProps {
  on: boolean;
  onChange: (on: boolean) => void;
  /** The hints for the person to act, or null when it is nobody's turn at this screen. */
  hints: readonly HintItem[] | null;
  game: string;
  /** Who the hints are for (a name on a shared screen)… */
  name: string;
  /** …or the person the screen speaks to ("You have…"). */
  you: boolean;
}

/** Drawn again only when its props change (src/site/pure.ts): the hints change with a move, not with a pick. */
export const HintPanel = pure(function HintPanel({ on, onChange, hints, game, name, you }: HintPanelProps) {
  const w = useWords();
  const box = useEarlyTick(on, onChange);
  return (
    <section class="hint-panel" aria-labelledby="hint-panel-title">
      <h2 id="hint-panel-title">{w.t('ui.hints.title')}</h2>
      <label class="hint-switch">
        <input type="checkbox" ref={box} checked={on} onChange={(e) => onChange(e.currentTarget.checked)} /> {w.t('ui.hints.switch')}
      </label>
      {on && hints === null && <p class="hint-count">{w.t('ui.hints.later')}</p>}
      {on && hints !== null && (
        <div data-testid="hint-panel">
          <p class="hint-count">
            {hints.length === 0 ? w.t('ui.hints.none') : w.phrase(msg('ui.hints.count', { you: you ? 'yes' : 'no', name, n: hints.length }))}
          </p>
          {hints.length > 0 && (
            <ul class="hint-list">
              {hints.map((h) => (
                <li key={h.move}>
                  <strong>{said(w, h.label)}</strong>: {said(w, h.text)}{' '}
                  <a href={ruleHref(w, game, h.rule)}>{w.t('ui.rule.link', { section: ruleTitle(w, h.rule).section })}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});
