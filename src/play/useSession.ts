/**
 * The session of one game's play page in this tab: which of the person's games it shows, opening it
 * (a link, this tab's game, the last game in progress, or a new deal), keeping it after every change,
 * agreeing with other tabs, the list of the person's games, and the notices that say what happened.
 * Pure decisions are src/play/shelf.ts's; this hook runs them against the browser's storage.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { msg } from '../engine/core';
import type { AtPlay } from './at-play';
import { playPage } from '../engine/pages';
import { defaultSpeed } from '../site/classroom';
import { browserStore, tabStore } from '../site/storage';
import type { PlayContext, PlaySetup } from './machine';
import { carryTeaching, setupOf } from './setup';
import { newRoomCode } from './room-link';
import { newDeal, newGameId, parseKept, type Kept } from './session';
import { joinCode } from './useRoom';
import { gameKey, openGame, readShelved, reconcile, shelve, shelved, tabKey, unshelve, type Notice, type Shelved } from './shelf';

/** A fresh seed from the browser's random numbers: 8 letters and digits of the room codes' alphabet (40 bits, no letter likelier). */
export const randomSeed = (): string => newRoomCode(undefined, 8);

export interface SessionControls<O> {
  readonly notices: readonly Notice[];
  dismiss(id: string): void;
  /** A new game: the one on the table stays among the person's games. */
  startNew(setup: PlaySetup<O>): void;
  /** The person's games of this game, last played first (read when asked). */
  games(): readonly Shelved<O>[];
  /** The id of the game this tab shows, or null before it opens (and in a guided game). */
  readonly gameId: string | null;
  resume(id: string): void;
  letGo(id: string): void;
}

/**
 * `ctx` is the game at the table; `load` puts a game on it. In a guided game nothing is opened or kept:
 * it never replaces the reader's own game.
 */
export function useSession<S, O, E>(
  def: AtPlay<S, unknown, O>,
  ctx: PlayContext<S, O, E>,
  load: (setup: PlaySetup<O>) => void,
  guided: boolean,
): SessionControls<O> {
  const anyDef = def as unknown as AtPlay<unknown, unknown, O>;
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const [gameId, setGameId] = useState<string | null>(null);
  // Per game: the moves this tab last read from, or wrote to, its record, and when the game began. Per game,
  // because a keep of the game just left can still be pending when another is shown (a move's effect not
  // yet run when Resume is pressed): it is judged against its own game's record, not the one now shown.
  const bases = useRef(new Map<string, { moves: readonly string[]; started: number }>());
  const warned = useRef(false);
  const notify = (n: Notice) => setNotices((all) => [...all.filter((x) => x.id !== n.id), n]);
  const moves = () => ctx.history.map((h) => h.move);
  // The table as last drawn, for the opening's task (which runs after the render it was set in).
  const drawn = useRef(ctx);
  drawn.current = ctx;

  const show = (kept: Kept<O>) => {
    tabStore.write(tabKey(def.id), kept.id);
    bases.current.set(kept.id, { moves: kept.setup.moves ?? [], started: kept.started });
    setGameId(kept.id);
    load(kept.setup);
  };

  useEffect(() => {
    // A guided game is never kept; an invitation's page shows another device's game, not one of this device's
    // (an invitation whose code is not whole opens this device's game, and says so).
    const invited = joinCode(location.hash);
    if (guided || invited) return;
    // Once, after hydration: a link's deal, this tab's game, the last game in progress, or a new one. In a
    // task of its own, so that the hydration's effects and the new table's render are two short tasks.
    const opened = setTimeout(() => {
      const fresh = () => newDeal(anyDef, randomSeed(), anyDef.seats.default, defaultSpeed());
      const opening = openGame(anyDef, location.search, browserStore, tabStore, fresh, defaultSpeed(), Date.now(), invited === '');
      if (location.search) {
        try {
          history.replaceState(null, '', location.pathname + location.hash);
        } catch {
          /* The address keeps its query; nothing is lost. */
        }
      }
      // "Show all hands" turned in the moment between the page's hydration and this task stays as it was turned.
      show({ ...opening.kept, setup: carryTeaching(opening.kept.setup, drawn.current.marks) });
      setNotices(opening.notices);
    }, 0);
    return () => clearTimeout(opened);
  }, []);

  const setup = (): PlaySetup<O> => ({
    ...setupOf(ctx, moves()),
    ...(ctx.room ? { room: ctx.room } : {}),
    ...(ctx.guests.length ? { guests: ctx.guests } : {}),
  });

  /** Keeps this tab's game, agreeing with whatever another tab did to its record since. */
  const keep = (id: string) => {
    const ours = moves();
    const base = bases.current.get(id) ?? { moves: [], started: Date.now() };
    const stored = parseKept(anyDef, browserStore.read(gameKey(def.id, id)), id, Date.now());
    const storedMoves = stored.ok && stored.value ? (stored.value.setup.moves ?? []) : stored.ok ? null : [];
    // "Welcome back" and "Back to your game" said how the table was found: once a person here has moved (or taken a move
    // back), they are not true any more. The computer's reply at once is not a reason: the person may not have read them yet.
    if (ours.length < base.moves.length || ctx.history.slice(base.moves.length).some((h) => ctx.seats[h.by] === 'human'))
      setNotices((all) => all.filter((n) => n.id !== 'welcome' && n.id !== 'back'));
    const action = reconcile(base.moves, ours, storedMoves);
    if (action === 'follow' && stored.ok && stored.value) {
      bases.current.set(id, { ...base, moves: storedMoves ?? [] });
      load(stored.value.setup);
      notify({ id: 'tabs', kind: 'info', text: msg('core.tabs.followed', { noun: def.noun }) });
      return;
    }
    let keptId = id;
    let started = base.started;
    if (action === 'fork') {
      keptId = newGameId();
      started = Date.now();
      tabStore.write(tabKey(def.id), keptId);
      setGameId(keptId);
      notify({
        id: 'tabs',
        kind: 'info',
        text: msg('core.tabs.forked', { noun: def.noun }),
      });
    }
    const r = shelve(anyDef, browserStore, { id: keptId, started, updated: Date.now(), setup: setup() });
    bases.current.set(keptId, { moves: ours, started });
    if (r.dropped > 0)
      notify({
        id: 'room',
        kind: 'info',
        text: msg('core.storage.dropped', { noun: def.noun, n: r.dropped }),
      });
    if (!r.kept && !warned.current) {
      warned.current = true;
      notify({
        id: 'storage',
        kind: 'error',
        text: msg('core.storage.not-kept', { noun: def.noun }),
      });
    }
  };

  useEffect(() => {
    if (gameId !== null) keep(gameId);
  }, [gameId, ctx.seed, ctx.speed, ctx.level, ctx.history, ctx.options, ctx.seats, ctx.given, ctx.marks, ctx.room, ctx.guests]);

  // Another tab played this game, or let it go: this tab learns it at once.
  useEffect(() => {
    if (gameId === null) return;
    const heard = (e: StorageEvent) => {
      if (e.key !== gameKey(def.id, gameId)) return;
      const stored = parseKept(anyDef, e.newValue, gameId, Date.now());
      if (!stored.ok || !stored.value) return;
      const storedMoves = stored.value.setup.moves ?? [];
      const base = bases.current.get(gameId);
      if (!base || reconcile(base.moves, moves(), storedMoves) !== 'follow') return;
      bases.current.set(gameId, { ...base, moves: storedMoves });
      load(stored.value.setup);
      notify({ id: 'tabs', kind: 'info', text: msg('core.tabs.followed', { noun: def.noun }) });
    };
    addEventListener('storage', heard);
    return () => removeEventListener('storage', heard);
  });

  const resume = (id: string) => {
    const kept = readShelved(anyDef, browserStore, id, Date.now());
    if (!kept) return notify({ id: 'resume', kind: 'error', text: msg('core.shelf.gone', { noun: def.noun }) });
    show(kept);
    setNotices([{ id: 'back', kind: 'info', text: msg('core.shelf.back', { noun: def.noun }) }]);
  };

  return {
    notices,
    dismiss: (id) => setNotices((all) => all.filter((n) => n.id !== id)),
    startNew: (asked) => {
      let next = asked;
      // A new game from the guided one is a free game, on the play page (the guided game is never kept).
      if (guided) return location.assign(playPage(def.id));
      const now = Date.now();
      const id = newGameId();
      const before = gameId;
      // Seats played from other devices: the same room as before, so the people already in it stay.
      if (next.seats.includes('remote')) next = { ...next, room: ctx.room ?? newRoomCode(), guests: ctx.guests };
      shelve(anyDef, browserStore, { id, started: now, updated: now, setup: next });
      show({ id, started: now, updated: now, setup: next });
      setNotices(
        before && ctx.history.length > 0
          ? [
              {
                id: 'aside',
                kind: 'info',
                text: msg('core.shelf.new-aside', { noun: def.noun }),
                goBack: before,
              },
            ]
          : [],
      );
    },
    games: () => (guided ? [] : shelved(anyDef, browserStore, Date.now())),
    gameId,
    resume,
    letGo: (id) => {
      if (id === gameId) return;
      unshelve(def, browserStore, id);
      setNotices((all) => all.filter((n) => n.goBack !== id));
    },
  };
}
