/**
 * What every play island does around its machine: load the opening game after hydration (so the server
 * render and the first client render agree), save after every change, and, once the player has acted,
 * put keyboard focus back in their hand when their turn comes and the control they used is gone.
 */
import { useEffect, useRef, type MutableRef } from 'preact/hooks';
import { writeStorage } from '../../lib/storage';
import { SAVE_VERSION, type SavedGame } from '../../lib/saved-game';
import type { SeatsCore } from '../../machines/history';

export interface PlaySession<E extends { type: string }> {
  /** Send an event from the player (marks that they have acted). */
  send: (e: E) => void;
  root: MutableRef<HTMLDivElement | null>;
}

export function usePlaySession<E extends { type: string }>(opts: {
  sendToMachine: (e: E) => void;
  /** The event that loads the opening game; sent once, after hydration. */
  opening: () => E;
  saveKey: string;
  /** The save to write, and when it changes. */
  save: () => unknown;
  saveDeps: readonly unknown[];
  /** Whether it is a person's turn now, and when turns change. */
  personToAct: boolean;
  turnDeps: readonly unknown[];
  /** Where focus goes: the first button matching this selector. */
  focusSelector: string;
}): PlaySession<E> {
  const loaded = useRef(false);
  const acted = useRef(false);
  const root = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    opts.sendToMachine(opts.opening());
    loaded.current = true;
    // Only once, after hydration: the dependency lists below are deliberate.
  }, []);
  useEffect(() => {
    if (loaded.current) writeStorage(opts.saveKey, JSON.stringify(opts.save()));
  }, opts.saveDeps);
  useEffect(() => {
    if (!opts.personToAct || !acted.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    root.current?.querySelector<HTMLButtonElement>(opts.focusSelector)?.focus();
  }, [opts.personToAct, ...opts.turnDeps]);
  return {
    root,
    send: (e: E) => {
      acted.current = true;
      opts.sendToMachine(e);
    },
  };
}

/**
 * The session of a multi-seat play page: the save is the seed, speed, moves, options and seats, written
 * whenever one of them changes.
 */
export function useSeatsSession<O, E extends { type: string }>(o: {
  sendToMachine: (e: E) => void;
  ctx: SeatsCore<unknown, O, unknown>;
  /** The machine's state, as a dotted name ("human.choosing"). */
  value: string;
  /** Where the game is saved, and under which game's name. */
  saved: { key: string; game: string };
  /** The event that loads the opening game. */
  opening: () => E;
  focusSelector: string;
}): PlaySession<E> {
  const { ctx } = o;
  return usePlaySession<E>({
    sendToMachine: o.sendToMachine,
    opening: o.opening,
    saveKey: o.saved.key,
    save: (): SavedGame => ({ v: SAVE_VERSION, game: o.saved.game, seed: ctx.seed, speed: ctx.speed, moves: ctx.history.map((h) => h.move), setup: { options: ctx.options, seats: ctx.seats } }),
    saveDeps: [ctx.seed, ctx.speed, ctx.history, ctx.options, ctx.seats],
    personToAct: o.value.startsWith('human'),
    turnDeps: [o.value, ctx.history.length],
    focusSelector: o.focusSelector,
  });
}
