/**
 * The game controls under the table: Undo (with why not, when it cannot), the computer's speed, the
 * teaching switch, the deal and its link, and the New game form. In a guided game: the way out to a free one.
 */
import type { ComponentChildren } from 'preact';
import type { AtPlay } from '../../play/at-play';
import { playPage } from '../../engine/pages';
import { SPEEDS, type Speed } from '../../play/machine';
import type { UndoPoint } from '../../play/record';
import type { Intent, Session } from '../../play/usePlay';
import { NewGameForm } from './NewGameForm';
import { YourGames } from './YourGames';
import { TeachingSwitch } from './Teaching';

const SPEED_LABEL: Readonly<Record<Speed, string>> = { quick: 'Quick', normal: 'Normal', slow: 'Slow' };

export interface ToolbarProps<O> {
  def: AtPlay<unknown, unknown, O>;
  session: Session<O>;
  undo: UndoPoint;
  /** A short line before the deal: "Hand 2", "Draw pile 15". */
  info?: string | undefined;
  inProgress: boolean;
  teaching: boolean;
  setTeaching: (on: boolean) => void;
  send: (intent: Intent<never>) => void;
  /** "Play with someone on another device", where the game may be played so. */
  invite?: ComponentChildren;
}

export function Toolbar<O>({ def, session, undo, info, inProgress, teaching, setTeaching, send, invite }: ToolbarProps<O>) {
  const whyId = `${def.id}-undo-why`;
  return (
    <div class="play-toolbar" role="group" aria-label="Game controls">
      <button type="button" class="btn" onClick={() => send({ type: 'UNDO' })} aria-disabled={undo.index === null ? 'true' : 'false'} aria-describedby={whyId}>
        Undo
      </button>
      <span id={whyId} class="undo-why">
        {undo.index === null ? undo.why : ''}
      </span>
      <label>
        Computer speed{' '}
        <select value={session.speed} onChange={(e) => send({ type: 'SPEED', speed: e.currentTarget.value as Speed })}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {SPEED_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      {session.guided ? (
        <span class="play-seed">
          {info ? `${info} · ` : ''}
          <a href={playPage(def.id)}>Leave the guided {def.noun} for a free one</a>
        </span>
      ) : (
        <>
          <TeachingSwitch on={teaching} onChange={setTeaching} />
          <span class="play-seed">
            {info ? `${info} · ` : ''}Deal <code>{session.seed}</code> · <a href={session.link}>Link to this deal</a>{' '}
            <span class="play-seed-note">(whoever opens it can see every card of the deal)</span>
          </span>
          <NewGameForm def={def} session={session} inProgress={inProgress} />
          <YourGames session={session} noun={def.noun} />
          {invite}
        </>
      )}
    </div>
  );
}
