/**
 * The parts every play page shares: the new-game seat form, the toolbar (computer speed, undo, the deal
 * and its link), messages, the hand-over panel, and the sidebar with scores and the log in words.
 * Presentational: values in, intents out.
 */
import type { ComponentChildren } from 'preact';
import type { SeatKind, SeatsSetup } from '../../machines/history';
import { takePrevious, type SavedSource } from '../../lib/seats-opening';
import type { CardId } from '../../engine/deck';
import { Card } from '../cards/Card';

export type Speed = 'quick' | 'normal' | 'slow';

export function SeatsForm(props: {
  id: string;
  summary: string;
  submit: string;
  players: number;
  seats: readonly SeatKind[];
  onPlayers: (n: number) => void;
  onSeat: (seat: number, kind: SeatKind) => void;
  onSubmit: () => void;
  /** Player counts to offer; 2 to 5 unless given. */
  counts?: readonly number[];
  children?: ComponentChildren;
}) {
  return (
    <details class="new-match">
      <summary>{props.summary}</summary>
      <form
        class="new-match-form"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <label for={`${props.id}-players`}>Players</label>
        <select id={`${props.id}-players`} value={String(props.players)} onChange={(e) => props.onPlayers(Number(e.currentTarget.value))}>
          {(props.counts ?? [2, 3, 4, 5]).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {Array.from({ length: props.players }, (_, i) => (
          <span key={i} class="seat-choice">
            <label for={`${props.id}-seat-${i}`}>Seat {i + 1}</label>
            <select id={`${props.id}-seat-${i}`} value={props.seats[i] ?? 'computer'} onChange={(e) => props.onSeat(i, e.currentTarget.value as SeatKind)}>
              <option value="human">A person at this screen</option>
              <option value="computer">The computer</option>
            </select>
          </span>
        ))}
        {props.children}
        <button type="submit" class="btn btn-primary">
          {props.submit}
        </button>
      </form>
    </details>
  );
}

export function PlayToolbar(props: {
  speed: Speed;
  onSpeed: (s: Speed) => void;
  undoWhy: string | null;
  onUndo: () => void;
  seed: string;
  link: string;
  /** Shown before the deal: "Turn 3 · Draw pile 15". */
  info?: string;
  /** The teaching switch: show every hand. */
  teaching: boolean;
  onTeaching: (on: boolean) => void;
  children?: ComponentChildren;
}) {
  return (
    <div class="play-toolbar" role="group" aria-label="Game controls">
      {props.children}
      <TeachingSwitch on={props.teaching} onChange={props.onTeaching} />
      <label>
        Computer speed{' '}
        <select value={props.speed} onChange={(e) => props.onSpeed(e.currentTarget.value as Speed)}>
          <option value="quick">Quick</option>
          <option value="normal">Normal</option>
          <option value="slow">Slow</option>
        </select>
      </label>
      <button type="button" class="btn" onClick={props.onUndo} aria-disabled={props.undoWhy !== null ? 'true' : 'false'} title={props.undoWhy ?? 'Take back your last move'}>
        Undo
      </button>
      <span class="play-seed">
        {props.info ? `${props.info} · ` : ''}Deal <code>{props.seed}</code> · <a href={props.link}>Link to this deal</a>
      </span>
    </div>
  );
}

export function PlayMessage({ message }: { message: { kind: 'error' | 'info'; text: string } | null }) {
  if (!message) return null;
  return (
    <p class={`play-message ${message.kind === 'error' ? 'is-error' : ''}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}

export function HandoffPanel({ name, onReady, children }: { name: string; onReady: () => void; children?: ComponentChildren }) {
  return (
    <div class="handoff" role="group" aria-label="Pass the screen">
      <p>Make sure only {name} can see the screen, then press the button.</p>
      <div class="play-actions">
        <button type="button" class="btn btn-primary" onClick={onReady}>
          I am ready ({name})
        </button>
        {children}
      </div>
    </div>
  );
}

export function PlaySidebar(props: { names: readonly string[]; scores: readonly string[]; hint: ComponentChildren; log: readonly string[] }) {
  return (
    <aside class="play-side" aria-label="Scores and log">
      <h2>Scores</h2>
      <table class="hermit-scores">
        <tbody>
          {props.names.map((n, i) => (
            <tr key={n}>
              <th scope="row">{n}</th>
              <td data-testid={`score-${i}`}>{props.scores[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="play-hint">{props.hint}</p>
      <PlayLog lines={props.log} />
    </aside>
  );
}

/** The game's log in words, newest first. It scrolls once it is long, so it takes keyboard focus. */
export function PlayLog({ lines, limit = 80 }: { lines: readonly ComponentChildren[]; limit?: number }) {
  return (
    <>
      <h2 id="play-log-title">What happened</h2>
      <div class="play-log-scroll" tabIndex={0} role="region" aria-labelledby="play-log-title">
        <ol class="play-log" reversed>
          {lines
            .slice()
            .reverse()
            .slice(0, limit)
            .map((line, i) => (
              <li key={lines.length - i}>{line}</li>
            ))}
        </ol>
      </div>
    </>
  );
}

/**
 * After a link opened a new deal, before its first move: the game that was in progress was kept, and can
 * be gone back to (it is read back, and forgotten, only when asked for).
 */
export function SetAsideNotice<O extends { players: number }>({ show, saved, onLoad }: { show: boolean; saved: SavedSource<O>; onLoad: (game: SeatsSetup<O>) => void }) {
  if (!show) return null;
  return (
    <p class="play-message" role="status">
      You opened a link to a new deal; the {saved.noun} you were playing was set aside.{' '}
      <button
        type="button"
        class="btn"
        onClick={() => {
          const game = takePrevious(saved);
          if (game) onLoad(game);
        }}
      >
        Go back to it
      </button>
    </p>
  );
}

/** A final score table: a row per round (or kind), a column per player, and the totals. */
export function ScoreTable({ caption, corner, names, rows, totals }: { caption: string; corner: string; names: readonly string[]; rows: readonly { label: ComponentChildren; values: readonly ComponentChildren[] }[]; totals: readonly ComponentChildren[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {names.map((n) => (
            <th scope="col" key={n}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <th scope="row">{r.label}</th>
            {r.values.map((v, seat) => (
              <td key={seat}>{v}</td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">Total</th>
          {totals.map((v, seat) => (
            <td key={seat}>{v}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** The teaching switch: off by default; when on, every hand and the next cards to come are shown face up. */
export function TeachingSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label class="teaching-switch">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.currentTarget.checked)} /> Show all hands (teaching)
    </label>
  );
}

/** While the teaching switch is on: a plain warning, and the next cards of the draw pile. */
export function TeachingBanner({ next, what = 'the draw pile' }: { next: readonly CardId[]; what?: string }) {
  return (
    <section class="teaching-banner" aria-label="Teaching view">
      <p>
        <strong>Teaching view is on:</strong> every hand is face up{next.length > 0 ? `, and so are the next cards of ${what}` : ''}. Turn off “Show all hands” to play for real.
      </p>
      {next.length > 0 && (
        <div class="card-row" role="group" aria-label={`The next cards of ${what}, in order`}>
          {next.map((c) => (
            <Card key={c} id={c} size="small" />
          ))}
        </div>
      )}
    </section>
  );
}
