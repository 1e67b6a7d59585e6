/**
 * Every game a person started, kept on this device until they let it go: one record per game
 * (`decktet-rules:<game>:game:<id>`), so that a game in one tab never writes over a game in another.
 * This tab remembers which game it shows (in the tab's own storage, kept across reloads). The rules:
 * - Nothing is thrown away without a word. A save that cannot be read is kept as it was, under a damaged
 *   key, and said; a save whose moves no longer replay goes on from the last move that does, and the
 *   save as it was is kept too.
 * - When storage is full, the oldest finished games go first, and the person is told; an unfinished
 *   game is never dropped.
 * - Two tabs agree: a tab learns that its game moved on in another tab and shows it; moves made in two
 *   tabs from the same point are both kept, the later as a game of its own (`reconcile`).
 */
import { encodeOptions, msg, type Message } from '../engine/core';
import type { AtPlay } from './at-play';
import type { Store } from '../site/storage';
import type { PlaySetup, Speed } from './machine';
import { replayMoves } from './record';
import { asideKey, newGameId, parseKept, parseLink, reviewInSave, saveKey, toSave, type Kept } from './session';

type Def<O> = Pick<AtPlay<unknown, unknown, O>, 'id' | 'title' | 'noun' | 'seats' | 'module' | 'optionFields' | 'toFields' | 'fromFields' | 'seeded'> &
  Partial<Pick<AtPlay, 'guided'>>;

const PREFIX = (game: string) => `decktet-rules:${game}:game:`;
/** Where one of the person's games is kept. */
export const gameKey = (game: string, id: string): string => `${PREFIX(game)}${id}`;
/** Where a save that could not be read, or no longer replays, is kept as it was. */
export const damagedKey = (game: string, id: string): string => `decktet-rules:${game}:damaged:${id}`;
/** In the tab's own storage: the game this tab shows. */
export const tabKey = (game: string): string => `decktet-rules:${game}:tab`;

/** A short note on screen, kept until the reader dismisses it. */
export interface Notice {
  readonly id: string;
  readonly kind: 'error' | 'info';
  /** Its words, as a message (the page says it). */
  readonly text: Message;
  /** One of the person's games this notice offers to go back to ("Go back to it"). */
  readonly goBack?: string;
}

/** A game on the shelf, with what the list of games shows of it. */
export interface Shelved<O> extends Kept<O> {
  /** Moves made, whether the game is over, and the seats it waits for. */
  readonly moves: number;
  readonly over: boolean;
  readonly toAct: readonly number[];
}

/** How far a game is: the seats it waits for (none when over), by replaying its moves. */
function progress<O>(def: Def<O>, s: PlaySetup<O>): { over: boolean; toAct: number[] } {
  const r = replayMoves(def.module, def.module.newGame(s.options, s.seed), s.moves ?? []);
  const toAct = def.module.waitingFor(r.state);
  return { over: r.failure === undefined && toAct.length === 0, toAct };
}

const isOver = <O>(def: Def<O>, s: PlaySetup<O>): boolean => progress(def, s).over;
const inProgress = <O>(def: Def<O>, s: PlaySetup<O>): boolean => (s.moves?.length ?? 0) > 0 && !isOver(def, s);

/** Every readable game on the shelf, last played first; what cannot be read is moved to a damaged key and said. */
export function shelved<O>(def: Def<O>, store: Store, now: number, notices: Notice[] = []): Shelved<O>[] {
  const out: Shelved<O>[] = [];
  for (const key of store.keys(PREFIX(def.id))) {
    const id = key.slice(PREFIX(def.id).length);
    const text = store.read(key);
    const r = parseKept(def, text, id, now);
    if (r.ok && r.value) {
      out.push({ ...r.value, id, moves: r.value.setup.moves?.length ?? 0, ...progress(def, r.value.setup) });
      continue;
    }
    if (text !== null && store.write(damagedKey(def.id, id), text)) store.write(key, null);
    if (!r.ok)
      notices.push({
        id: `damaged:${id}`,
        kind: 'error',
        text: msg('core.shelf.unreadable', { noun: def.noun, why: r.error }),
      });
  }
  return out.sort((a, b) => b.updated - a.updated);
}

/**
 * Keeps a game on the shelf. When storage is full, the oldest finished games (never `keep`, never an
 * unfinished one) are let go one by one until it fits; says how many went, or that it could not be kept.
 */
export function shelve<O>(def: Def<O>, store: Store, kept: Kept<O>): { kept: boolean; dropped: number } {
  // A review kept with the game stays with it while the moves it reviewed stay the game's first.
  const review = reviewInSave(store.read(gameKey(def.id, kept.id)), kept.setup.moves ?? []);
  const text = JSON.stringify({ ...toSave(def, kept.setup, kept), ...(review !== undefined ? { review } : {}) });
  if (store.write(gameKey(def.id, kept.id), text)) return { kept: true, dropped: 0 };
  const finished = shelved(def, store, kept.updated)
    .filter((g) => g.over && g.id !== kept.id)
    .sort((a, b) => a.updated - b.updated);
  let dropped = 0;
  for (const g of finished) {
    store.write(gameKey(def.id, g.id), null);
    dropped++;
    if (store.write(gameKey(def.id, kept.id), text)) return { kept: true, dropped };
  }
  return { kept: false, dropped };
}

/** Lets a game go. */
export const unshelve = (def: Pick<AtPlay, 'id'>, store: Store, id: string): boolean => store.write(gameKey(def.id, id), null);

/** A game read back by its id, or null. */
export function readShelved<O>(def: Def<O>, store: Store, id: string, now: number): Kept<O> | null {
  const r = parseKept(def, store.read(gameKey(def.id, id)), id, now);
  return r.ok ? r.value : null;
}

/** The saves of the site before version 3 (one save and one game set aside) join the shelf, once, losing nothing. */
function shelveOldSaves<O>(def: Def<O>, store: Store, now: number, notices: Notice[]): void {
  for (const key of [saveKey(def.id), asideKey(def.id)]) {
    const text = store.read(key);
    if (text === null) continue;
    const id = newGameId();
    const r = parseKept(def, text, id, key === saveKey(def.id) ? now : now - 1);
    const moved = r.ok && r.value ? shelve(def, store, r.value).kept : store.write(damagedKey(def.id, id), text);
    if (!r.ok) notices.push({ id: 'save', kind: 'error', text: msg('core.shelf.unrestored', { noun: def.noun, why: r.error }) });
    if (moved) store.write(key, null);
  }
}

/**
 * A game as it can be played: its moves replayed through the engine, and where one no longer replays,
 * the game from the last move that does, with the save as it was kept apart and a word of what was kept.
 */
function playable<O>(def: Def<O>, store: Store, kept: Kept<O>, notices: Notice[]): Kept<O> {
  const moves = kept.setup.moves ?? [];
  if (moves.length === 0 || kept.setup.guided) return kept;
  const r = replayMoves(def.module, def.module.newGame(kept.setup.options, kept.setup.seed), moves);
  if (!r.failure) return kept;
  const good = r.failure.index;
  store.write(damagedKey(def.id, `${kept.id}-${good}`), JSON.stringify(toSave(def, kept.setup, kept)));
  notices.push({
    id: 'replay',
    kind: 'error',
    text: msg('core.shelf.replayed-part', { noun: def.noun, n: good, why: r.failure.message }),
  });
  const mended = { ...kept, setup: { ...kept.setup, moves: moves.slice(0, good), teaching: (kept.setup.teaching ?? []).filter((m) => m.at <= good) } };
  shelve(def, store, mended);
  return mended;
}

const sameDeal = <O>(def: Def<O>, a: Pick<PlaySetup<O>, 'seed' | 'seats' | 'options'>, b: Pick<PlaySetup<O>, 'seed' | 'seats' | 'options'>): boolean =>
  a.seed === b.seed && a.seats.length === b.seats.length && encodeOptions(def, a.options, a.seats.length) === encodeOptions(def, b.options, b.seats.length);

export interface Opening<O> {
  readonly kept: Kept<O>;
  readonly notices: readonly Notice[];
}

/**
 * What a play page opens with, from its address, the shelf and the tab: a link's deal (or the person's
 * game of that deal), this tab's game, the person's last game in progress, their last deal not yet begun,
 * or a new deal; with notices whenever a link or a save could not be used as it was.
 */
export function openGame<O>(
  def: Def<O>,
  search: string,
  store: Store,
  tab: Store,
  fresh: () => PlaySetup<O>,
  speed: Speed,
  now: number,
  /** The page was opened by an invitation whose room code is not whole (a whole one opens the host's game instead). */
  cutInvitation = false,
): Opening<O> {
  const notices: Notice[] = [];
  shelveOldSaves(def, store, now, notices);
  const games = shelved(def, store, now, notices);
  const ours = tab.read(tabKey(def.id));
  const current = games.find((g) => g.id === ours) ?? games.find((g) => !g.over && inProgress(def, g.setup)) ?? null;
  const open = (kept: Kept<O>, welcome = false): Opening<O> => {
    tab.write(tabKey(def.id), kept.id);
    const game = playable(def, store, kept, notices);
    // "Welcome back" only when the game is exactly as it was left: never beside a word that it is not.
    if (welcome && notices.length === 0) notices.push({ id: 'welcome', kind: 'info', text: msg('core.shelf.welcome', { noun: def.noun }) });
    return { kept: game, notices };
  };
  const link = parseLink(def, search);
  // An invitation cut short is a link that could not be used, as a bad deal's is (and its deal is not opened).
  const why = cutInvitation ? msg('core.link.join') : link.ok ? null : link.error;
  if (why) {
    notices.push({
      id: 'link',
      kind: 'error',
      text: current ? msg('core.shelf.link-unused', { noun: def.noun, why }) : msg('core.shelf.link-new-deal', { why }),
    });
  } else if (link.ok && link.value) {
    const asked = link.value;
    const same = current && sameDeal(def, current.setup, asked) ? current : games.find((g) => sameDeal(def, g.setup, asked));
    if (same) {
      const differs = (asked.level ?? 'normal') !== (same.setup.level ?? 'normal') || asked.seats.join() !== same.setup.seats.join();
      notices.push({
        id: 'link',
        kind: 'info',
        text: msg('core.shelf.link-same', { noun: def.noun, differs: differs ? 'yes' : 'no' }),
      });
      return open(same);
    }
    if (current && inProgress(def, current.setup))
      notices.push({
        id: 'aside',
        kind: 'info',
        text: msg('core.shelf.link-aside', { noun: def.noun }),
        goBack: current.id,
      });
    const kept = { id: newGameId(), started: now, updated: now, setup: { ...asked, speed: current?.setup.speed ?? speed } };
    shelve(def, store, kept);
    return open(kept);
  }
  if (current) return open(current, true);
  // A deal not yet begun (a visit that made no move) is opened again, not joined by another at each visit.
  const unbegun = games.find((g) => g.moves === 0 && !g.over);
  return open(unbegun ?? { id: newGameId(), started: now, updated: now, setup: fresh() });
}

/**
 * What a tab does with its game's record, knowing what it last read or wrote there (`base`), its own
 * moves and the record's now: `write` when nobody else changed the record (a move here, or an undo);
 * `follow` when another tab played it on and this tab did nothing since; `fork` when both changed it
 * (this tab's game is kept as one of its own); `gone` when the person let it go in another tab.
 */
export function reconcile(base: readonly string[], ours: readonly string[], stored: readonly string[] | null): 'same' | 'write' | 'follow' | 'fork' | 'gone' {
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((m, i) => m === b[i]);
  if (stored === null) return 'gone';
  if (same(stored, ours)) return 'same';
  if (same(stored, base)) return 'write';
  if (same(ours, base)) return 'follow';
  return 'fork';
}
