/**
 * The game controls under the table: Undo (with why not, when it cannot), the computer's speed, the
 * teaching switch, the deal and its link, and the New game form. In a guided game: the way out to a free one.
 */
import { msg } from '../../engine/core/message';
import type { ComponentChildren } from 'preact';
import type { AtPlay } from '../../play/at-play';
import { playPage } from '../../engine/pages';
import { SPEEDS, type Speed } from '../../play/machine';
import type { Intent, Session } from '../../play/usePlay';
import { NewGameForm } from './NewGameForm';
import { YourGames } from './YourGames';
import { TeachingSwitch } from './Teaching';
import { useWords } from '../../words/context';
import { said, type Said } from '../rules/said';
import { pure } from '../../site/pure';

export interface ToolbarProps<O> {
  def: AtPlay<unknown, unknown, O>;
  session: Session<O>;
  /** Where Undo would go back to, or why it cannot (in the engine's words). */
  undo: { readonly index: number } | { readonly index: null; readonly why: Said };
  /** A short line before the deal: "Hand 2", "Draw pile 15". */
  info?: string | undefined;
  inProgress: boolean;
  teaching: boolean;
  setTeaching: (on: boolean) => void;
  send: (intent: Intent<never>) => void;
  /** "Play with someone on another device", where the game may be played so. */
  invite?: ComponentChildren;
}

/** The speed of play: how long the computer thinks, and how quickly each move is shown (at every table, with or without a computer). */
const SpeedChoice = pure(function SpeedChoice({ speed, send }: { speed: Speed; send: (intent: Intent<never>) => void }) {
  const w = useWords();
  return (
    <label>
      {w.t('ui.toolbar.speed')}{' '}
      <select value={speed} onChange={(e) => send({ type: 'SPEED', speed: e.currentTarget.value as Speed })}>
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {w.t('ui.toolbar.speed.choice', { speed: s })}
          </option>
        ))}
      </select>
    </label>
  );
});

// What changes with the game's setting, not with a move (the session is one object while the setting is the same:
// src/play/usePlay.ts): drawn again only when its props change (src/site/pure.ts), not at every move of the table.
const KeptSwitch = pure(TeachingSwitch);
const KeptForm = pure(NewGameForm) as typeof NewGameForm;
const KeptGames = pure(YourGames) as typeof YourGames;

export function Toolbar<O>({ def, session, undo, info, inProgress, teaching, setTeaching, send, invite }: ToolbarProps<O>) {
  const whyId = `${def.id}-undo-why`;
  const w = useWords();
  return (
    <div class="play-toolbar" role="group" aria-label={w.t('ui.toolbar.label')}>
      <button type="button" class="btn" onClick={() => send({ type: 'UNDO' })} aria-disabled={undo.index === null} aria-describedby={whyId}>
        {w.t('ui.toolbar.undo')}
      </button>
      <span id={whyId} class="undo-why">
        {undo.index === null ? said(w, undo.why) : ''}
      </span>
      <SpeedChoice speed={session.speed} send={send} />
      {session.guided ? (
        <span class="play-seed">
          {info ? `${info} · ` : ''}
          <a href={w.path(playPage(def.id))}>{w.t('ui.toolbar.leave-guided', { noun: def.noun })}</a>
        </span>
      ) : (
        <>
          <KeptSwitch on={teaching} onChange={setTeaching} />
          <span class="play-seed">
            {info ? `${info} · ` : ''}
            {w.t('ui.toolbar.deal')} <code>{session.seed}</code> · <a href={session.link}>{w.t('ui.toolbar.link')}</a>{' '}
            <span class="play-seed-note">{w.phrase(msg('ui.toolbar.link-note'))}</span>
          </span>
          <KeptForm def={def} session={session} inProgress={inProgress} />
          <KeptGames session={session} noun={def.noun} />
          {invite}
        </>
      )}
    </div>
  );
}
