/**
 * The play session of one game at this screen: the machine, the save and the link (src/play/session.ts),
 * the notices, the teaching switch, what the person has picked this turn, and the screen made from all
 * of that (src/play/screen.ts). A play island gets a `Play`: a Screen and intents, never the game's state.
 * The guided first game (`guided`) starts from its script every time and is never saved, so it never
 * replaces the reader's own game.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import type { GameDefinition, Level } from '../engine/core';
import { playPage } from '../engine/pages';
import { classroomOn, defaultSpeed } from '../site/classroom';
import { browserStore } from '../site/storage';
import { hintsWanted, setHintsWanted } from './hints-preference';
import { createPlayMachine, localSight, phaseOf, stateName, type PlayContext, type PlayEvent, type PlaySetup, type Speed } from './machine';
import { createScreens, type Screen } from './screen';
import { guidedSetup, linkTo, newDeal, openGame, readAside, saveKey, setAside, swapAside, toSave, type Notice } from './session';
import type { SeatKind } from './seats';

/** What a person at a table can ask for: a move (the engine judges it), undo, the screen, the next summary, a speed. */
export type Intent<M> = Extract<PlayEvent<M, never>, { type: 'MOVE' | 'UNDO' | 'READY' | 'NEXT' | 'SPEED' }>;

/** The game's setting at this screen, for the toolbar and the New game form: the deal and who plays. Never sent to another screen. */
export interface Session<O> {
  readonly seed: string;
  readonly options: O;
  readonly seats: readonly SeatKind[];
  readonly given: readonly string[];
  readonly level: Level;
  readonly speed: Speed;
  readonly guided: boolean;
  /** The link to this deal. */
  readonly link: string;
  readonly notices: readonly Notice[];
  dismiss(id: string): void;
  startNew(setup: PlaySetup<O>): void;
  goBack(): void;
  readonly asideAvailable: boolean;
  /** The guided game from its start again. */
  again(): void;
}

export interface Play<V, M, E, Sel, O = unknown> {
  /** The game's definition, for the chrome (its name, options and New game form); there is no state to give it. */
  readonly def: GameDefinition<unknown, M, O, V, E>;
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
  /** The computer is working out its move (in a worker): the page goes on meanwhile. */
  readonly thinking: boolean;
  readonly teaching: boolean;
  setTeaching(on: boolean): void;
  readonly hintsOn: boolean;
  setHintsOn(on: boolean): void;
  readonly root: { current: HTMLDivElement | null };
  readonly session: Session<O>;
}

/** A fresh seed from the browser's random numbers. */
export function randomSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
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
export function usePlay<S, M, O, V, E, Sel>(def: GameDefinition<S, M, O, V, E>, none: Sel, focusSelector: string, guided = false): Play<V, M, E, Sel, O> {
  const machine = useMemo(() => createPlayMachine(def), [def]);
  const screens = useMemo(() => createScreens(def), [def]);
  const anyDef = def as unknown as GameDefinition<unknown, unknown, O>;
  // The first render is the same on the server and in the browser: a fixed welcome deal, or the guided game.
  const neutral = useMemo(() => (guided ? guidedSetup(anyDef) : newDeal(anyDef, 'welcome')), [def, guided]);
  const [snapshot, sendToMachine] = useMachine(machine, { input: neutral });
  const ctx = snapshot.context as PlayContext<S, O, E>;
  const phase = phaseOf(snapshot.value);
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [teaching, setTeaching] = useState(false);
  const [asideAvailable, setAsideAvailable] = useState(false);
  const [hintsOn, setHintsOn] = useHintPreference();
  const [picked, setPicked] = useState<{ key: string; selection: Sel; note: string | null }>({ key: '', selection: none, note: null });
  const loaded = useRef(false);
  const acted = useRef(false);
  const storageWarned = useRef(false);
  const root = useRef<HTMLDivElement | null>(null);

  const notify = (n: Notice) => setNotices((all) => [...all.filter((x) => x.id !== n.id), n]);
  const load = (game: PlaySetup<O>) => sendToMachine({ type: 'LOAD', game } as PlayEvent<M, O>);

  useEffect(() => {
    if (guided) {
      // The guided game moves at the classroom's slowest speed there too (the server's render cannot know the setting).
      const speed = defaultSpeed();
      if (speed !== ctx.speed) sendToMachine({ type: 'SPEED', speed });
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

  const screen = useMemo(() => screens(ctx, phase, localSight(ctx, teaching), { hints: hintsOn }), [ctx, phase, teaching, hintsOn, screens]);

  // The pick is the person's within one turn at one screen: a move, a hand-over or a new deal puts it back.
  const pickKey = `${ctx.seed}:${screen.moves}:${screen.seat}:${phase}`;
  const pick = picked.key === pickKey ? picked : { key: pickKey, selection: none, note: null };

  const personToAct = phase === 'human';
  useEffect(() => {
    if (!personToAct || !acted.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && root.current?.contains(active) && active.isConnected) return;
    root.current?.querySelector<HTMLElement>(focusSelector)?.focus();
  }, [personToAct, phase, screen.moves]);

  return {
    def: anyDef as unknown as GameDefinition<unknown, M, O, V, E>,
    screen,
    send: (intent) => {
      acted.current = true;
      setPicked({ key: pickKey, selection: pick.selection, note: null });
      sendToMachine(intent as PlayEvent<M, O>);
    },
    selection: pick.selection,
    select: (selection) => setPicked({ key: pickKey, selection, note: null }),
    clear: () => setPicked({ key: pickKey, selection: none, note: null }),
    say: (note) => setPicked({ key: pickKey, selection: pick.selection, note }),
    note: pick.note,
    thinking: stateName(snapshot.value) === 'computer.asking',
    teaching,
    setTeaching,
    hintsOn,
    setHintsOn,
    root,
    session: {
      seed: ctx.seed,
      options: ctx.options,
      seats: ctx.seats,
      given: ctx.given,
      level: ctx.level,
      speed: ctx.speed,
      guided: ctx.guided,
      link: linkTo(anyDef, ctx),
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
      again: () => {
        acted.current = true;
        load(guidedSetup(anyDef, ctx.speed));
      },
    },
  };
}
