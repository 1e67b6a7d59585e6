/**
 * The play session of one game at this screen: the machine, the save and the link (src/play/session.ts),
 * the notices, the teaching switch, what the person has picked this turn, and the screen made from all
 * of that (src/play/screen.ts). A play island gets a `Play`: a Screen and intents, never the game's state.
 * The guided first game (`guided`) starts from its script every time and is never saved, so it never
 * replaces the reader's own game.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import type { AtPlay } from './at-play';
import type { GuidedGame } from '../engine/core/guided';
import { classroomOn, defaultSpeed } from '../site/classroom';
import { browserStore } from '../site/storage';
import { hintsWanted, setHintsWanted } from './hints-preference';
import { createPlayMachine, localSight, phaseOf, stateName, type PlayContext, type PlayEvent, type PlaySetup, type Speed } from './machine';
import { createScreens, type Screen, type TableGame } from './screen';
import { sayScreen } from './said';
import { useWords } from '../words/context';
import { guidedSetup, linkTo, newDeal } from './session';
import { useLookBack, type LookBack } from './useLookBack';
import { useRoom, type Room } from './useRoom';
import { useSession, type SessionControls } from './useSession';

/** What a person at a table can ask for: a move (the engine judges it), undo, the screen, the next summary, a speed. */
export type Intent<M> = Extract<PlayEvent<M, never>, { type: 'MOVE' | 'UNDO' | 'READY' | 'NEXT' | 'SPEED' }>;

/** The game's setting at this screen, for the toolbar and the New game form: the deal and who plays. Never sent to another screen. */
export interface Session<O> extends SessionControls<O>, Pick<TableGame<unknown, O, unknown>, 'seed' | 'options' | 'seats' | 'given' | 'level' | 'guided'> {
  readonly speed: Speed;
  /** The link to this deal (it shows the whole deal to whoever opens it). */
  readonly link: string;
  /** The guided game from its start again. */
  again(): void;
}

export interface Play<V, M, E, Sel, O = unknown> {
  /** The game's definition, for the chrome (its name, options and New game form); there is no state to give it. */
  readonly def: AtPlay<unknown, M, O, V, E>;
  readonly screen: Screen<V, M, E>;
  send(intent: Intent<M>): void;
  /** What the person has picked so far this turn (a card, Court cards…): the game's own shape. Put back at every move and hand-over. */
  readonly selection: Sel;
  select(selection: Sel): void;
  /** Puts back what was picked (Escape). */
  clear(): void;
  /** A word about a pick that is not a move yet ("pick a card from your hand first"), shown until the next pick. */
  say(text: string): void;
  readonly note: string | null;
  /** The answer to the last move tried (`screen.message`) is behind the person: they have picked again since. */
  readonly answerPast: boolean;
  /** The computer is working out its move (in a worker): the page goes on meanwhile. */
  readonly thinking: boolean;
  readonly teaching: boolean;
  setTeaching(on: boolean): void;
  readonly hintsOn: boolean;
  setHintsOn(on: boolean): void;
  readonly root: { current: HTMLDivElement | null };
  readonly session: Session<O>;
  /**
   * Play across devices: the host's room, or (on a page opened by an invitation) this device's part in
   * another's game, whose screens it shows; null in a guided game.
   */
  readonly room: Room | null;
  /** Looking back at the game: its replay on this table, and the review of its decisions (src/play/useLookBack.ts). */
  readonly look: LookBack;
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

/**
 * One game's play at this screen. `none` is the game's empty selection; `focusSelector` finds what the
 * keyboard's focus goes to when it becomes the person's turn.
 */
export function usePlay<S, M, O, V, E, Sel>(table: AtPlay<S, M, O, V, E>, none: Sel, focusSelector: string, script?: GuidedGame): Play<V, M, E, Sel, O> {
  const guided = script !== undefined;
  const def = useMemo(() => (script ? { ...table, guided: script } : table), [table, script]);
  const machine = useMemo(() => createPlayMachine(def), [def]);
  const screens = useMemo(() => createScreens(def), [def]);
  const words = useWords();
  const anyDef = def as unknown as AtPlay<unknown, unknown, O>;
  const guidedGame = () => guidedSetup({ ...anyDef, guided: script as GuidedGame }, ctx.speed);
  // The first render is the same on the server and in the browser: a fixed welcome deal, or the guided game.
  const neutral = useMemo(() => (script ? guidedSetup({ ...anyDef, guided: script }) : newDeal(anyDef, 'welcome')), [def]);
  const [snapshot, sendToMachine] = useMachine(machine, { input: neutral });
  const ctx = snapshot.context as PlayContext<S, O, E>;
  const phase = phaseOf(snapshot.value);
  const [hintsOn, setHintsOn] = useHintPreference();
  // `past`: the answer on screen when the person picked again (a refusal stays only until then).
  const [picked, setPicked] = useState<{ key: string; selection: Sel; note: string | null; past?: unknown }>({ key: '', selection: none, note: null });
  const acted = useRef(false);
  const root = useRef<HTMLDivElement | null>(null);
  const load = (game: PlaySetup<O>) => sendToMachine({ type: 'LOAD', game } as PlayEvent<M, O>);
  const session = useSession(anyDef as AtPlay<S, unknown, O>, ctx, load, guided);
  const remote = useRoom(def, ctx, phase, sendToMachine as (e: PlayEvent<M, O>) => void, guided);
  const asGuest = remote.room?.role === 'guest';

  // The computer's code loads as soon as the computer sits at this table, not with the page's first drawing:
  // its first move does not wait for it, and a page that a newer version of the site left behind still has it.
  // Gentle and Normal's only, without the search; at the Strong level the search too, which thinks in its
  // worker but in the page when the worker fails (as it does on a page a new version left behind).
  const computerSits = !guided && !asGuest && ctx.seats.includes('computer');
  const strong = ctx.level === 'strong';
  useEffect(() => {
    if (computerSits) (strong ? def.loadComputers() : def.loadQuick()).catch(() => undefined);
  }, [computerSits, strong, def]);

  useEffect(() => {
    // The guided game moves at the classroom's slowest speed there too (the server's render cannot know the setting).
    if (guided && defaultSpeed() !== ctx.speed) sendToMachine({ type: 'SPEED', speed: defaultSpeed() });
  }, []);

  const local = useMemo(() => screens(ctx, phase, localSight(ctx), { hints: hintsOn, away: remote.away }), [ctx, phase, hintsOn, screens, remote.away]);
  // Looking back (issue 33): while the replay is on, the table shows the replay's screen.
  const [look, replayed] = useLookBack(def, ctx, session, !guided && !asGuest);
  // On another device's page the screen is the one its host sends (the local table is only the page's first drawing).
  const made = replayed ?? (asGuest && remote.guestScreen ? remote.guestScreen : local);
  // The screen in this page's words: a guest's page says its host's screen in its own language.
  const screen = useMemo(() => sayScreen(made, words), [made, words]);

  // The pick is the person's within one turn at one screen: a move, a hand-over or a new deal puts it back.
  const pickKey = `${asGuest ? 'guest' : ctx.seed}:${screen.moves}:${screen.seat}:${screen.phase}`;
  const pick = picked.key === pickKey ? picked : { key: pickKey, selection: none, note: null };

  const personToAct = screen.phase === 'human';
  useEffect(() => {
    if (!personToAct || !acted.current) return;
    const active = document.activeElement;
    // (The status line holds the focus only while the others play: see PlayShell's useKeepFocus. Put there after a
    // move made with the mouse, it is not :focus-visible, and the table is not scrolled to the hand.)
    const parked = active?.matches('.play-status') ?? false;
    if (active && active !== document.body && !parked && root.current?.contains(active) && active.isConnected) return;
    root.current?.querySelector<HTMLElement>(focusSelector)?.focus({ preventScroll: parked && !active?.matches(':focus-visible') });
  }, [personToAct, phase, screen.moves]);

  // The session is one object while the game's setting is the same (its controls call this render's), so the
  // chrome drawn from it (the toolbar's forms, the list of games) is not drawn again at every move (src/site/pure.ts).
  const latest = useRef({ session, again: () => {} });
  latest.current = {
    session,
    again: () => {
      acted.current = true;
      load(guidedGame());
    },
  };
  const controls = useMemo(
    () => ({
      dismiss: (id: string) => latest.current.session.dismiss(id),
      startNew: (setup: PlaySetup<O>) => latest.current.session.startNew(setup),
      games: () => latest.current.session.games(),
      resume: (id: string) => latest.current.session.resume(id),
      letGo: (id: string) => latest.current.session.letGo(id),
      again: () => latest.current.again(),
    }),
    [],
  );
  const { notices, gameId } = session;
  const kept: Session<O> = useMemo(
    () => ({
      ...controls,
      notices,
      gameId,
      seed: ctx.seed,
      options: ctx.options,
      seats: ctx.seats,
      given: ctx.given,
      level: ctx.level,
      speed: ctx.speed,
      guided: ctx.guided,
      link: linkTo(anyDef, ctx),
    }),
    [controls, notices, gameId, ctx.seed, ctx.options, ctx.seats, ctx.given, ctx.level, ctx.speed, ctx.guided],
  );

  return {
    def: anyDef as unknown as AtPlay<unknown, M, O, V, E>,
    screen,
    send: (intent) => {
      acted.current = true;
      setPicked({ key: pickKey, selection: pick.selection, note: null });
      if (!asGuest) return sendToMachine(intent as PlayEvent<M, O>);
      // Another device's person: a move or "next" goes to the host, for the host's engine to judge.
      if (intent.type === 'MOVE') remote.sendAsGuest({ t: 'move', at: screen.moves, move: def.module.printMove(intent.move) });
      else if (intent.type === 'NEXT') remote.sendAsGuest({ t: 'next', at: screen.moves });
    },
    selection: pick.selection,
    select: (selection) => setPicked({ key: pickKey, selection, note: null, past: made.message }),
    clear: () => setPicked({ key: pickKey, selection: none, note: null, past: made.message }),
    say: (note) => setPicked({ key: pickKey, selection: pick.selection, note }),
    note: pick.note,
    // (Both null: there is no answer to show either way.)
    answerPast: pick.past === made.message,
    thinking: !asGuest && stateName(snapshot.value) === 'computer.asking',
    teaching: ctx.teaching,
    setTeaching: (on) => sendToMachine({ type: 'TEACH', on }),
    hintsOn,
    setHintsOn,
    root,
    session: kept,
    room: guided ? null : remote.room,
    look,
  };
}
