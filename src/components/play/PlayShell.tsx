/**
 * The one play shell every play island uses: the machine (src/play/machine.ts), the session (save,
 * link, the set-aside game, storage that fails: src/play/session.ts), and the chrome around a game's own
 * table: the New game form drawn from the game's option fields, the toolbar, notices that stay until
 * dismissed, the status line, the hand-over gate, the summary and game-over slots, and the sidebar with
 * the scores and the log in words. Presentational around the machine: the engine judges every move.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { fieldsFor, LEVEL_LABEL, LEVELS, type Explanation, type FieldValue, type GameDefinition, type Level } from '../../engine/core';
import type { CardId } from '../../engine/deck';
import {
  guidedStep,
  historyStates,
  peopleOf,
  seatNames,
  SPEEDS,
  startOf,
  stateName,
  undoPoint,
  youOf,
  type PlayContext,
  type PlayEvent,
  type PlayMachine,
  type PlaySetup,
  type SeatKind,
  type Speed,
} from '../../play/machine';
import { classroomOn, defaultSpeed } from '../../site/classroom';
import { hintsWanted, setHintsWanted } from '../../play/hints-preference';
import { dealOptions, guidedSetup, linkTo, newDeal, openGame, readAside, saveKey, setAside, swapAside, toSave, type Notice } from '../../play/session';
import { browserStore } from '../../site/storage';
import { Card } from '../cards/Card';
import { RenderGuard } from '../RenderGuard';
import { WhyButton } from './Why';
import { HintPanel } from './HintPanel';
import { Coach, RuleLink } from './Coach';
import { playPage } from '../../engine/pages';
import { useKeepFocus } from '../useKeepFocus';

const SPEED_LABEL: Readonly<Record<Speed, string>> = { quick: 'Quick', normal: 'Normal', slow: 'Slow' };
/** The levels in the New game form, in plain words. */
const LEVEL_CHOICE: Readonly<Record<Level, string>> = {
  gentle: 'Gentle (for children and first games)',
  normal: 'Normal',
  strong: 'Strong (thinks ahead)',
};

/** A fresh seed from the browser's random numbers. */
export function randomSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export interface Play<S, M, O, E, Sel> {
  def: GameDefinition<S, M, O, unknown, E>;
  ctx: PlayContext<S, O, E, Sel>;
  /** The machine's state, as a dotted name: "human", "computer", "resolving", "handoff", "summary", "over". */
  value: string;
  names: string[];
  /** The seat spoken to as "you", or null when several people share the screen. */
  you: number | null;
  /** The computer is working out its move (in a worker): the page goes on meanwhile. */
  thinking: boolean;
  /** Whose hand may face the screen now (null: nobody's), and whether it is their move. */
  viewer: number | null;
  personToAct: boolean;
  teaching: boolean;
  setTeaching: (on: boolean) => void;
  send: (e: PlayEvent<M, O, Sel>) => void;
  /** An event as this screen may show it. */
  shown: (e: E) => E;
  /** The events of the move being shown so far. */
  recent: readonly E[];
  root: { current: HTMLDivElement | null };
  notices: readonly Notice[];
  dismiss: (id: string) => void;
  startNew: (setup: PlaySetup<O>) => void;
  goBack: () => void;
  asideAvailable: boolean;
  link: string;
  /** In a guided game, while the reader is to act: the move the coach waits for (in notation), and the cards it points at. */
  coach: { readonly move: string; readonly cards: ReadonlySet<CardId> } | null;
}

/**
 * The play session of one game: its machine, its save and link, its notices, and keyboard focus. The
 * guided first game (`guided`) starts from its script every time and is never saved, so it never
 * replaces the reader's own game.
 */
export function usePlay<S, M, O, V, E, Sel>(
  def: GameDefinition<S, M, O, V, E>,
  machine: PlayMachine<S, M, O, V, E, Sel>,
  focusSelector: string,
  guided = false,
): Play<S, M, O, E, Sel> {
  // The first render is the same on the server and in the browser: a fixed welcome deal, or the guided game.
  const neutral = useMemo(
    () => (guided ? guidedSetup(def as GameDefinition<unknown, unknown, O>) : newDeal(def as GameDefinition<unknown, unknown, O>, 'welcome')),
    [def, guided],
  );
  const [snapshot, sendToMachine] = useMachine(machine, { input: neutral });
  const ctx = snapshot.context as PlayContext<S, O, E, Sel>;
  // The computer's pause and its thinking (in a worker) are one state for the page: "computer".
  const raw = stateName(snapshot.value);
  const value = raw.replace(/^computer\..*$/, 'computer');
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [teaching, setTeaching] = useState(false);
  const [asideAvailable, setAsideAvailable] = useState(false);
  const loaded = useRef(false);
  const acted = useRef(false);
  const storageWarned = useRef(false);
  const root = useRef<HTMLDivElement | null>(null);
  const anyDef = def as unknown as GameDefinition<unknown, unknown, O>;

  const notify = (n: Notice) => setNotices((all) => [...all.filter((x) => x.id !== n.id), n]);
  const load = (game: PlaySetup<O>) => sendToMachine({ type: 'LOAD', game } as PlayEvent<M, O, Sel>);

  useEffect(() => {
    if (guided) {
      // The guided game moves at the classroom's slowest speed there too (the server's render cannot know the setting).
      const speed = defaultSpeed();
      if (speed !== ctx.speed) sendToMachine({ type: 'SPEED', speed } as PlayEvent<M, O, Sel>);
      return;
    }
    // Once, after hydration: a link's deal, the saved game, or a new one. In a task of its own, so that
    // the hydration's effects and the new table's render are two short tasks, not one long one.
    const opened = setTimeout(() => {
      const opening = openGame(
        anyDef,
        location.search,
        browserStore,
        () => newDeal(anyDef, randomSeed(), anyDef.seats.default, defaultSpeed()),
        defaultSpeed(),
      );
      if (location.search) {
        try {
          history.replaceState(null, '', location.pathname + location.hash);
        } catch {
          /* The address keeps its query; nothing is lost. */
        }
      }
      load(opening.setup);
      setNotices(opening.notices);
      setAsideAvailable(readAside(anyDef, browserStore) !== null);
      loaded.current = true;
    }, 0);
    return () => clearTimeout(opened);
  }, []);

  const current = (): PlaySetup<O> => ({
    seed: ctx.seed,
    options: ctx.options,
    seats: ctx.seats,
    names: ctx.given,
    speed: ctx.speed,
    level: ctx.level,
    moves: ctx.history.map((h) => h.move),
  });

  useEffect(() => {
    if (!loaded.current) return;
    const kept = browserStore.write(saveKey(def.id), JSON.stringify(toSave(anyDef, current())));
    if (!kept && !storageWarned.current) {
      storageWarned.current = true;
      notify({
        id: 'storage',
        kind: 'error',
        text:
          `This browser is not keeping your ${def.noun} (its storage is full or blocked), so leaving ` +
          `or reloading the page will lose it. You can go on playing.`,
      });
    }
  }, [ctx.seed, ctx.speed, ctx.level, ctx.history, ctx.options, ctx.seats, ctx.given]);

  const personToAct = value === 'human';
  useEffect(() => {
    if (!personToAct || !acted.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && root.current?.contains(active) && active.isConnected) return;
    root.current?.querySelector<HTMLElement>(focusSelector)?.focus();
  }, [personToAct, value, ctx.history.length]);

  const you = youOf(ctx.seats);
  const screen = you ?? -1;
  const shown = (e: E) => def.viewEvent(e, screen);
  const last = ctx.history[ctx.history.length - 1]?.events ?? [];
  const send = (e: PlayEvent<M, O, Sel>) => {
    acted.current = true;
    sendToMachine(e);
  };
  const step = personToAct ? guidedStep(def, ctx) : undefined;
  return {
    def: def as unknown as GameDefinition<S, M, O, unknown, E>,
    ctx,
    value,
    thinking: raw === 'computer.asking',
    names: seatNames(ctx.seats, ctx.given),
    you,
    viewer: ctx.viewer,
    personToAct,
    teaching,
    setTeaching,
    send,
    shown,
    recent: (value === 'resolving' ? last.slice(0, ctx.shown) : last).map(shown),
    root,
    notices,
    dismiss: (id) => setNotices((all) => all.filter((n) => n.id !== id)),
    startNew: (game) => {
      // A new game from the guided one is a free game, on the play page (the guided game is never saved).
      if (guided) return location.assign(playPage(def.id));
      acted.current = true;
      const kept = setAside(anyDef, browserStore, current());
      load(game);
      setNotices(kept ? [{ id: 'aside', kind: 'info', text: `A new ${def.noun} has started; the one you were playing was set aside.`, goBack: true }] : []);
      setAsideAvailable(kept || readAside(anyDef, browserStore) !== null);
    },
    goBack: () => {
      acted.current = true;
      const game = swapAside(anyDef, browserStore, current());
      if (!game) {
        notify({ id: 'aside', kind: 'error', text: `The ${def.noun} that was set aside could not be read back.` });
        setAsideAvailable(false);
        return;
      }
      load(game);
      setNotices([{ id: 'back', kind: 'info', text: `Back to your ${def.noun}, as you left it.` }]);
      setAsideAvailable(readAside(anyDef, browserStore) !== null);
    },
    asideAvailable,
    link: linkTo(anyDef, ctx),
    coach: step ? { move: step.move, cards: new Set(step.mark ?? []) } : null,
  };
}

/** The status line for what every game shares; null when it is a person's turn (the game says what to do). */
export function sharedStatus(play: Play<any, any, any, any, any>): string | null {
  const { value, ctx, names, def } = play;
  const waiting = def.module.waitingFor(ctx.state);
  if (value === 'computer') return `${names[waiting.find((s) => ctx.seats[s] === 'computer') ?? 0]} is thinking…`;
  if (value === 'resolving') {
    const e = play.recent[play.recent.length - 1];
    return e ? def.describe(e, names, play.you, ctx.state) : '…';
  }
  if (value === 'handoff') return `Pass the screen to ${names[waiting.find((s) => ctx.seats[s] === 'human') ?? 0]}.`;
  if (value === 'deciding') return '…';
  return null;
}

/** The cards to mark on the table: those of the event being shown, or else every card of the last move. */
export function markedCards(play: Play<any, any, any, any, any>): Set<CardId> {
  const { def, recent, value } = play;
  // In a guided game the coach points at the cards of the move it waits for.
  if (play.coach) return new Set(play.coach.cards);
  const latest = recent[recent.length - 1];
  return new Set<CardId>(value === 'resolving' ? (latest ? def.eventCards(latest) : []) : recent.flatMap((e) => [...def.eventCards(e)]));
}

/** Where a card is drawn on the table (page coordinates), and the labelled group holding it. */
interface CardPlace {
  readonly card: HTMLElement;
  readonly x: number;
  readonly y: number;
  readonly where: string;
}

/**
 * Cards move where they go: after each render, a card that is now somewhere else on the table glides
 * from where it was (by its id). Nothing moves when the reader prefers reduced motion.
 */
function useCardMotion(root: { current: HTMLDivElement | null }, seed: string, moves: number): void {
  const places = useRef(new Map<string, CardPlace>());
  const before = useRef({ seed, moves });
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || typeof matchMedia === 'undefined') return;
    // Only a move made on this deal moves cards: not a new deal, a load, or an undo.
    const moved = before.current.seed === seed && moves > before.current.moves;
    before.current = { seed, moves };
    if (!moved || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // Nothing glides now: where the cards are is read at the next frame, when the browser lays the
      // page out anyway, not here, where reading it would force a layout in the middle of the render
      // (at hydration that was a sixth of a play page's start-up script). A render before that frame
      // cancels it and reads again, so a glide never starts from a place read mid-glide.
      const frame = requestAnimationFrame(() => (places.current = cardPlaces(el)));
      return () => cancelAnimationFrame(frame);
    }
    const now = cardPlaces(el);
    for (const [id, at] of now) {
      const was = places.current.get(id);
      // A card that moved glides from where it was: to another place, or along its row when cards before
      // it left (it starts where it was drawn, so the move is not a jump: no layout shift).
      if (was && (was.where !== at.where || Math.abs(was.x - at.x) > 1 || Math.abs(was.y - at.y) > 1) && typeof at.card.animate === 'function')
        at.card.animate([{ transform: `translate(${was.x - at.x}px, ${was.y - at.y}px)` }, { transform: 'none' }], { duration: 320, easing: 'ease-out' });
    }
    places.current = now;
    return undefined;
  });
}

/** Where each card on the table is drawn (page coordinates) and the labelled group holding it (a hand, the pool, a trick, a tableau). */
function cardPlaces(el: HTMLElement): Map<string, CardPlace> {
  const now = new Map<string, CardPlace>();
  for (const card of Array.from(el.querySelectorAll<HTMLElement>('.play-main [data-card]'))) {
    const r = card.getBoundingClientRect();
    now.set(card.dataset.card ?? '', {
      card,
      x: r.left + scrollX,
      y: r.top + scrollY,
      where: card.parentElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? '',
    });
  }
  return now;
}

/** The log's first line when the computer plays: "Buck plays at the Strong level." */
export function levelLine(names: readonly string[], seats: readonly SeatKind[], level: Level): string | null {
  const computers = names.filter((_, i) => seats[i] === 'computer');
  if (computers.length === 0) return null;
  const who = computers.length === 1 ? (computers[0] as string) : `${computers.slice(0, -1).join(', ')} and ${computers[computers.length - 1]}`;
  return `${who} ${computers.length === 1 ? 'plays' : 'play'} at the ${LEVEL_LABEL[level]} level.`;
}

/** The whole log of the game in words, as this screen may show it, after the computer's level. */
export function logLines(play: Play<any, any, any, any, any>): string[] {
  const first = levelLine(play.names, play.ctx.seats, play.ctx.level);
  return [
    ...(first ? [first] : []),
    ...play.ctx.history.flatMap((h) => h.events.map((e) => play.def.describe(play.shown(e), play.names, play.you, play.ctx.state))),
  ];
}

/** One line of the log: the event in words and why it happened, as this screen may show them. */
export interface LogLine {
  readonly text: string;
  readonly why: readonly Explanation[];
}

/**
 * The log with each event's explanation: `states[i]` is the game before move i (see `historyStates`).
 * Events are explained as this screen may see them, so no explanation names a card hidden from it.
 */
export function logEntries(play: Play<any, any, any, any, any>, states: readonly unknown[]): LogLine[] {
  const { def, names, you } = play;
  return play.ctx.history.flatMap((h, i) => {
    const before = states[i];
    const after = states[i + 1];
    return h.events.map((e) => {
      const seen = play.shown(e);
      const text = def.describe(seen, names, you, play.ctx.state);
      return { text, why: before !== undefined && after !== undefined ? def.explain(seen, before, after, names, you) : [] };
    });
  });
}

/** At the end: how the final score was counted, card by card, in the engine's words (the last event's explanation). */
function FinalWhy({ play, states }: { play: Play<any, any, any, any, any>; states: readonly unknown[] }) {
  const { ctx, def } = play;
  const i = ctx.history.length - 1;
  const last = ctx.history[i];
  const event = last?.events[last.events.length - 1];
  const before = states[i];
  const after = states[i + 1];
  if (event === undefined || before === undefined || after === undefined) return null;
  const why = def.explain(play.shown(event), before, after, play.names, play.you);
  if (why.length === 0) return null;
  return (
    <p class="final-why">
      How the final score was counted:
      <WhyButton why={why} game={def.id} about="how the final score was counted" />
    </p>
  );
}

/** The "What can I do?" preference: read after hydration (the server renders it off), remembered per setting. */
function useHintPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(hintsWanted(browserStore, classroomOn())), []);
  return [
    on,
    (next: boolean) => {
      setOn(next);
      setHintsWanted(browserStore, classroomOn(), next);
    },
  ];
}

function NewGameForm<O>({ play }: { play: Play<unknown, unknown, O, unknown, unknown> }) {
  const { def, ctx } = play;
  const ownFields = () => def.toFields(ctx.options as never);
  const [form, setForm] = useState(() => ({
    players: ctx.seats.length,
    seats: [...ctx.seats],
    names: [...ctx.given],
    level: ctx.level,
    fields: { ...ownFields() } as Record<string, FieldValue>,
  }));
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inProgress = ctx.history.length > 0 && def.module.waitingFor(ctx.state).length > 0;
  const id = `${def.id}-new`;
  const counts = Array.from({ length: def.seats.max - def.seats.min + 1 }, (_, i) => def.seats.min + i);
  const seats = Array.from({ length: form.players }, (_, i) => form.seats[i] ?? 'computer');
  const people = seats.filter((k) => k === 'human').length;
  const submit = () => {
    // A game in progress is never thrown away: it is set aside, and the reader is asked first.
    if (inProgress && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    const chosen = [...seats];
    if (!chosen.includes('human')) chosen[0] = 'human';
    const seed = randomSeed();
    const options = dealOptions(def as GameDefinition<unknown, unknown, O>, form.fields, form.players, seed);
    if (typeof options === 'string') {
      setProblem(`These options cannot be played together: ${options}.`);
      return;
    }
    setProblem(null);
    setOpen(false);
    play.startNew({
      seed,
      options,
      seats: chosen,
      names: form.names.slice(0, form.players).map((n) => n.trim().slice(0, 24)),
      speed: ctx.speed,
      level: form.level,
    });
  };
  return (
    <details
      class="new-match"
      open={open}
      onToggle={(e) => {
        const isOpen = (e.currentTarget as HTMLDetailsElement).open;
        if (isOpen && !open) setForm({ players: ctx.seats.length, seats: [...ctx.seats], names: [...ctx.given], level: ctx.level, fields: { ...ownFields() } });
        setOpen(isOpen);
      }}
    >
      <summary>
        New {def.noun}: {def.seats.min === def.seats.max ? 'seats' : 'players, seats'} and options
      </summary>
      <form
        class="new-match-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {def.seats.min !== def.seats.max && (
          <span class="form-row">
            <label for={`${id}-players`}>Players</label>
            <select id={`${id}-players`} value={String(form.players)} onChange={(e) => setForm({ ...form, players: Number(e.currentTarget.value) })}>
              {counts.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </span>
        )}
        <fieldset class="seat-list">
          <legend>Who sits where</legend>
          {seats.map((kind, i) => (
            <span key={i} class="seat-choice">
              <label for={`${id}-seat-${i}`}>Seat {i + 1}</label>
              <select
                id={`${id}-seat-${i}`}
                value={kind}
                onChange={(e) => setForm({ ...form, seats: Object.assign([...seats], { [i]: e.currentTarget.value as SeatKind }) })}
              >
                <option value="human">A person at this screen</option>
                <option value="computer">The computer</option>
              </select>
              {kind === 'human' && people > 1 && (
                <>
                  <label for={`${id}-name-${i}`} class="sr-only">
                    Name for seat {i + 1}
                  </label>
                  <input
                    id={`${id}-name-${i}`}
                    type="text"
                    maxLength={24}
                    placeholder={`Player ${i + 1}`}
                    value={form.names[i] ?? ''}
                    onInput={(e) => setForm({ ...form, names: Object.assign([...form.names], { [i]: e.currentTarget.value }) })}
                  />
                </>
              )}
            </span>
          ))}
        </fieldset>
        <span class="form-row">
          <label for={`${id}-level`}>Computer level</label>
          <select
            id={`${id}-level`}
            value={form.level}
            disabled={people === seats.length}
            onChange={(e) => setForm({ ...form, level: e.currentTarget.value as Level })}
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {LEVEL_CHOICE[l]}
              </option>
            ))}
          </select>
        </span>
        {fieldsFor(def.optionFields, form.players).map((f) => {
          const value = form.fields[f.key] ?? f.default;
          const set = (v: FieldValue) => setForm({ ...form, fields: { ...form.fields, [f.key]: v } });
          if (f.kind === 'boolean')
            return (
              <label key={f.key} class="form-row">
                <input type="checkbox" checked={value === true} onChange={(e) => set(e.currentTarget.checked)} /> {f.label}
              </label>
            );
          const choices = f.kind === 'seat' ? Array.from({ length: form.players }, (_, i) => ({ value: i, label: `Seat ${i + 1}` })) : f.choices;
          return (
            <span key={f.key} class="form-row">
              <label for={`${id}-${f.key}`}>{f.label}</label>
              <select
                id={`${id}-${f.key}`}
                value={String(value)}
                onChange={(e) => {
                  const picked = choices.find((c) => String(c.value) === e.currentTarget.value);
                  if (picked) set(picked.value);
                }}
              >
                {choices.map((c) => (
                  <option key={String(c.value)} value={String(c.value)}>
                    {c.label}
                  </option>
                ))}
              </select>
            </span>
          );
        })}
        {problem && (
          <p class="play-message is-error" role="alert">
            {problem}
          </p>
        )}
        {confirming && (
          <p class="play-message" role="status">
            Your {def.noun} in progress will be set aside, and you can go back to it. Start the new {def.noun}?
          </p>
        )}
        <div class="play-actions">
          <button type="submit" class="btn btn-primary">
            {confirming ? `Yes, start the new ${def.noun}` : `Start the new ${def.noun}`}
          </button>
          {confirming && (
            <button type="button" class="btn" onClick={() => setConfirming(false)}>
              No, keep playing
            </button>
          )}
          {play.asideAvailable && (
            <button type="button" class="btn" onClick={() => (setOpen(false), play.goBack())}>
              Go back to the {def.noun} set aside
            </button>
          )}
        </div>
        {play.asideAvailable ? (
          <p class="form-note">
            Starting a new {def.noun} sets the one in progress aside; one set-aside {def.noun} is kept.
          </p>
        ) : (
          <p class="form-note">Starting a new {def.noun} sets the one in progress aside, so you can go back to it.</p>
        )}
      </form>
    </details>
  );
}

/**
 * The notices, at the top of the sidebar. Where the sidebar falls below the table (phones, tablets),
 * they float at the foot of the screen instead (site.css), so the reader sees them without scrolling and
 * the table does not move when one comes or goes.
 */
function Notices({ play }: { play: Play<any, any, any, any, any> }) {
  if (play.notices.length === 0) return null;
  return (
    <div class="play-notices">
      {play.notices.map((n) => (
        <p key={n.id} class={`play-message ${n.kind === 'error' ? 'is-error' : ''}`} role={n.kind === 'error' ? 'alert' : 'status'} data-notice={n.id}>
          {n.text}{' '}
          {n.goBack && play.asideAvailable && (
            <button type="button" class="btn" onClick={play.goBack}>
              Go back to it
            </button>
          )}{' '}
          <button type="button" class="btn btn-quiet" onClick={() => play.dismiss(n.id)} aria-label={`Dismiss: ${n.text}`}>
            Dismiss
          </button>
        </p>
      ))}
    </div>
  );
}

export function PlayMessage({ message, game }: { message: PlayContext<unknown, unknown, unknown, unknown>['message']; game: string }) {
  if (!message) return null;
  return (
    <p class={`play-message ${message.kind === 'error' ? 'is-error' : ''}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
      {message.rule && (
        <>
          {' '}
          <RuleLink game={game} rule={message.rule} />
        </>
      )}
    </p>
  );
}

/** In place of a table that could not be drawn (a defect, never the player's doing): what happened and what still works. */
export function TableProblem({ message, teaching, canUndo }: { message: string; teaching: boolean; canUndo: boolean }) {
  // The table above it is gone, and focus with it: the message takes focus and comes into view.
  const at = useRef<HTMLDivElement>(null);
  useEffect(() => {
    at.current?.focus({ preventScroll: true });
    at.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const ways = [...(canUndo ? ['undo'] : []), ...(teaching ? ['turn off “Show all hands”'] : [])];
  return (
    <div class="play-message is-error" role="alert" ref={at} tabIndex={-1}>
      <p>
        <strong>The table could not be drawn</strong> ({message}). This is our mistake, not yours: your game is kept as it stands.{' '}
        {ways.length > 0 ? `You can ${ways.join(' or ')} below, or reload the page to carry on.` : 'Reload the page to carry on.'}
      </p>
      <button type="button" class="btn" onClick={() => location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

/** The hand-over gate: nobody's hand faces the screen until the next person says it is theirs. */
function HandoffGate({ play }: { play: Play<any, any, any, any, any> }) {
  const { ctx, names, def } = play;
  const seat = def.module.waitingFor(ctx.state).find((s) => ctx.seats[s] === 'human') ?? peopleOf(ctx.seats)[0] ?? 0;
  const name = names[seat] ?? '';
  return (
    <div class="handoff" role="group" aria-label="Pass the screen">
      {play.teaching ? (
        // With every hand face up for teaching, the screen hides nothing: the players must hear so before they go on.
        <p class="play-message is-error" role="note">
          {name}, it is your turn. “Show all hands” is on: every hand, yours too, will be face up for everyone to see. Turn it off below to keep hands secret.
        </p>
      ) : (
        <p>{name}, it is your turn. Make sure only you can see the screen, then press the button.</p>
      )}
      <div class="play-actions">
        <button type="button" class="btn btn-primary" onClick={() => play.send({ type: 'READY' })}>
          I am ready ({name})
        </button>
      </div>
    </div>
  );
}

export interface ShellProps {
  play: Play<any, any, any, any, any>;
  /** The status line when the game has more to say than the shared one (a person's turn, the end). */
  status: string;
  hint: ComponentChildren;
  /** Each seat's score, in words. */
  scores: readonly string[];
  /** A short line before the deal: "Hand 2", "Draw pile 15". */
  info?: string;
  /** The table (shown except during the hand-over, a summary and the end). */
  children: ComponentChildren;
  /** A scored hand's or round's summary, with the game's own words. */
  summary?: ComponentChildren;
  /** The end: the result and its breakdown. */
  over?: ComponentChildren;
  /** While teaching: the next cards to come, and what they are. */
  teachingNext?: { cards: readonly CardId[]; what?: string };
  /** What the person is doing within their turn ("choosing", "placing"), for styles and tests. */
  step?: string;
  className?: string;
}

export function PlayShell({ play, status, hint, scores, info, children, summary, over, teachingNext, step, className = '' }: ShellProps) {
  const { ctx, value, names, def } = play;
  const undo = undoPoint(play.def, ctx);
  useCardMotion(play.root, ctx.seed, ctx.history.length);
  // A control that goes with the turn (the hand-over's button once pressed, a scoring step's Next) hands
  // the keyboard's focus on to the next button to press, not to the top of the page.
  useKeepFocus(play.root, (el) => el.querySelector<HTMLElement>('.play-main .play-actions button:not([disabled])'));
  const toolbar = (
    <div class="play-toolbar" role="group" aria-label="Game controls">
      <button
        type="button"
        class="btn"
        onClick={() => play.send({ type: 'UNDO' })}
        aria-disabled={undo.index === null ? 'true' : 'false'}
        aria-describedby={`${play.def.id}-undo-why`}
      >
        Undo
      </button>
      <span id={`${play.def.id}-undo-why`} class="undo-why">
        {undo.index === null ? undo.why : ''}
      </span>
      <label>
        Computer speed{' '}
        <select value={ctx.speed} onChange={(e) => play.send({ type: 'SPEED', speed: e.currentTarget.value as Speed })}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {SPEED_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      {ctx.guided ? (
        <span class="play-seed">
          {info ? `${info} · ` : ''}
          <a href={playPage(def.id)}>Leave the guided {def.noun} for a free one</a>
        </span>
      ) : (
        <>
          <TeachingSwitch on={play.teaching} onChange={play.setTeaching} />
          <span class="play-seed">
            {info ? `${info} · ` : ''}Deal <code>{ctx.seed}</code> · <a href={play.link}>Link to this deal</a>
          </span>
          <NewGameForm play={play} />
        </>
      )}
    </div>
  );
  const states = useMemo(
    () => historyStates(def.module, ctx.options, ctx.seed, ctx.history, startOf(def, ctx)),
    [def, ctx.seed, ctx.options, ctx.history, ctx.guided],
  );
  // The log opens with the computer's level (the guided game's computer plays its script, so none there).
  const log = useMemo(() => {
    const first = ctx.guided ? null : levelLine(names, ctx.seats, ctx.level);
    return [...(first ? [first] : []), ...logEntries(play, states)];
  }, [states, play.you, names.join('|'), ctx.level, ctx.guided]);
  const [hintsOn, setHintsOn] = useHintPreference();
  // What the person to act may do, from their own view only, while the panel is on.
  const hintSeat = play.personToAct && play.viewer !== null && def.module.waitingFor(ctx.state).includes(play.viewer) ? play.viewer : null;
  const hints = useMemo(
    () => (hintsOn && hintSeat !== null ? def.hints(def.module.view(ctx.state, hintSeat), names) : null),
    [hintsOn, hintSeat, ctx.state, names.join('|')],
  );
  return (
    <div
      class={`play not-content ${ctx.guided ? 'is-guided' : ''} ${className}`}
      ref={play.root}
      data-state={value}
      data-step={value === 'human' ? step : undefined}
      data-viewer={play.viewer ?? 'none'}
      data-thinking={play.thinking ? 'true' : undefined}
      data-level={ctx.level}
      data-teaching={play.teaching ? '' : undefined}
      onKeyDown={(e) => onTableKey(e, play)}
    >
      <div class="play-grid">
        <div class="play-main">
          <Coach play={play} />
          {/* At the end the result is the game-over panel's heading: the line says it only to screen readers. */}
          <p class={`play-status ${value === 'over' ? 'sr-only' : ''}`} aria-live="polite" data-testid="status">
            {sharedStatus(play) ?? status}
          </p>
          {value === 'handoff' ? (
            <HandoffGate play={play} />
          ) : value === 'summary' && summary ? (
            <div>
              {summary}
              <div class="play-actions">
                <button type="button" class="btn btn-primary" onClick={() => play.send({ type: 'NEXT' })}>
                  {play.def.module.waitingFor(ctx.state).length === 0 && ctx.summariesSeen + 1 >= play.def.summaries(ctx.state)
                    ? 'See the final result'
                    : `Next ${play.def.noun === 'match' ? 'hand' : 'round'}`}
                </button>
              </div>
            </div>
          ) : (
            // A table that cannot be drawn says so, with the game kept and the toolbar below still at hand,
            // and is tried again after the next move, undo, or a switch.
            <RenderGuard
              retry={`${ctx.seed}:${ctx.history.length}:${play.teaching}:${value}`}
              fallback={(m) => <TableProblem message={m} teaching={play.teaching} canUndo={!ctx.guided && ctx.history.length > 0} />}
            >
              {play.teaching && <TeachingBanner next={teachingNext?.cards ?? []} {...(teachingNext?.what ? { what: teachingNext.what } : {})} />}
              {value === 'over' && over}
              {value === 'over' && <FinalWhy play={play} states={states} />}
              {/* A new deal (the browser's own replacing the server's welcome deal, or a new game) draws a new
                  table rather than moving the old one's cards about: new elements are not a layout shift. */}
              <Fragment key={ctx.seed}>{children}</Fragment>
              {/* A refused move is answered here, next to the hand and the buttons that tried it. */}
              <PlayMessage message={ctx.message} game={def.id} />
            </RenderGuard>
          )}
          {toolbar}
        </div>
        {/* Notices come after the page has loaded (a saved game's welcome back, a link set aside): at the
            top of the sidebar beside the table, or floating at the foot of a phone's screen, they never
            push the table down. */}
        <PlaySidebar
          notices={<Notices play={play} />}
          names={names}
          scores={scores}
          hint={hint}
          log={log}
          game={def.id}
          panel={
            ctx.guided ? null : (
              <HintPanel on={hintsOn} onChange={setHintsOn} hints={hints} game={def.id} name={hintSeat !== null ? (names[hintSeat] ?? '') : ''} />
            )
          }
        />
      </div>
    </div>
  );
}

/** The pressable things of the table, in rows (a hand, the pool, a trick, the grid…), in reading order. */
function pressableRows(root: HTMLElement): HTMLElement[][] {
  const groups = Array.from(root.querySelectorAll<HTMLElement>('.play-main [role="group"]')).filter((g) => !g.closest('.play-toolbar'));
  return groups
    .map((g) => Array.from(g.querySelectorAll<HTMLElement>(':scope button')).filter((b) => b.closest('[role="group"]') === g))
    .filter((row) => row.length > 0);
}

/**
 * Keys on the table: arrows move along a row of cards (left, right) and between rows (up, down);
 * Escape puts back what was picked. Enter and Space press, as buttons do.
 */
function onTableKey(e: KeyboardEvent, play: Play<any, any, any, any, any>) {
  const root = play.root.current;
  if (!root) return;
  if (e.key === 'Escape') {
    if (play.value === 'human' && !(e.target as HTMLElement).closest('.play-toolbar, .new-match')) {
      play.send({ type: 'CLEAR' });
      e.preventDefault();
    }
    return;
  }
  if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
  const target = e.target as HTMLElement;
  if (target.closest('.play-toolbar, select, input')) return;
  const rows = pressableRows(root);
  const r = rows.findIndex((row) => row.includes(target));
  if (r < 0) return;
  const row = rows[r] as HTMLElement[];
  const i = row.indexOf(target);
  let next: HTMLElement | undefined;
  if (e.key === 'ArrowLeft') next = row[(i - 1 + row.length) % row.length];
  else if (e.key === 'ArrowRight') next = row[(i + 1) % row.length];
  else {
    const other = rows[(r + (e.key === 'ArrowDown' ? 1 : -1) + rows.length) % rows.length] as HTMLElement[];
    next = other[Math.min(i, other.length - 1)];
  }
  if (next) {
    next.focus();
    e.preventDefault();
  }
}

export function PlaySidebar(props: {
  names: readonly string[];
  scores: readonly string[];
  hint: ComponentChildren;
  log: readonly (string | LogLine)[];
  game: string;
  panel?: ComponentChildren;
  notices?: ComponentChildren;
}) {
  return (
    <aside class="play-side" aria-label="Scores and log">
      {props.notices}
      <h2>Scores</h2>
      <table class="play-score-table">
        <tbody>
          {props.names.map((n, i) => (
            <tr key={i}>
              <th scope="row">{n}</th>
              <td data-testid={`score-${i}`}>{props.scores[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="play-hint">{props.hint}</p>
      {props.panel}
      <PlayLog lines={props.log} game={props.game} />
    </aside>
  );
}

/** The game's log in words, newest first, each line with its "Why?". It scrolls once it is long, so it takes keyboard focus. */
export function PlayLog({ lines, limit = 80, game }: { lines: readonly (string | LogLine)[]; limit?: number; game: string }) {
  return (
    <>
      <h2 id="play-log-title">What happened</h2>
      <div class="play-log-scroll" tabIndex={0} role="region" aria-labelledby="play-log-title">
        <ol class="play-log" reversed>
          {lines
            .slice()
            .reverse()
            .slice(0, limit)
            .map((line, i) =>
              typeof line === 'string' ? (
                <li key={lines.length - i}>{line}</li>
              ) : (
                <li key={lines.length - i}>
                  {line.text}
                  <WhyButton why={line.why} game={game} about={line.text} />
                </li>
              ),
            )}
        </ol>
      </div>
    </>
  );
}

/** A final score table: a row per round (or kind), a column per player, and the totals. */
export function ScoreTable({
  caption,
  corner,
  names,
  rows,
  totals,
}: {
  caption: string;
  corner: string;
  names: readonly string[];
  rows: readonly { label: ComponentChildren; values: readonly ComponentChildren[] }[];
  totals: readonly ComponentChildren[];
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {names.map((n, i) => (
            <th scope="col" key={i}>
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

/** Whether a seat's hand faces the screen: its owner has it, or the teaching switch shows every hand. */
export const handShown = (play: Pick<Play<any, any, any, any, any>, 'viewer' | 'teaching'>, seat: number): boolean => play.teaching || play.viewer === seat;
