/**
 * What every play island does around its machine: load the opening game after hydration (so the server
 * render and the first client render agree), save after every change, and, once the player has acted,
 * put keyboard focus back in their hand when their turn comes and the control they used is gone.
 */
import { useEffect, useRef, type MutableRef } from 'preact/hooks';
import { writeStorage } from '../../lib/storage';

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
