/**
 * One session layer for every play page: the save, the link, the game set aside, and storage that
 * fails. The rules it keeps:
 * - A save is versioned JSON holding the deal (seed), seats, names, options (in the link codec's own
 *   words) and moves; the moves are checked later by replaying them through the engine.
 * - A link never destroys a game in progress. A bad link is explained and the game goes on; a link to
 *   the deal in progress resumes it; a link to another deal sets the game in progress aside, to go back
 *   to at any time.
 * - Nothing here throws: storage that refuses is reported, once, and play goes on.
 */
import { decodeOptions, encodeOptions, isLevel, isValidSeed, type GameDefinition, type Level, type OptionFields } from '../engine/core';
import { err, ok, type Result } from '../engine/core/result';
import type { PlaySetup, Speed } from './machine';
import { MAX_NAME, type SeatKind } from './seats';
import type { Store } from '../site/storage';
import { playPage } from '../engine/pages';

export const SAVE_VERSION = 2;
const MAX_MOVES = 4000;

export interface SavedGame {
  readonly v: typeof SAVE_VERSION;
  readonly game: string;
  readonly seed: string;
  readonly players: number;
  /** The options as the link codec writes them ("target=100&pc=1"). */
  readonly options: string;
  readonly seats: readonly SeatKind[];
  readonly names: readonly string[];
  readonly speed: Speed;
  /** How well the computer plays; saves from before levels have none and are read as "normal". */
  readonly level?: Level;
  readonly moves: readonly string[];
}

type Def<O> = Pick<GameDefinition<unknown, unknown, O>, 'id' | 'title' | 'noun' | 'seats' | 'module' | 'optionFields' | 'toFields' | 'fromFields' | 'seeded'>;

/** Every option field at its default. */
export const defaultFields = (def: Pick<GameDefinition, 'optionFields'>): OptionFields => Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));

/** The options for a deal from option fields, through the engine's own parser, or why they do not go together. */
export function dealOptions<O>(def: Def<O>, fields: OptionFields, players: number, seed: string): O | string {
  const parsed = def.module.parseOptions(def.fromFields(fields, players));
  if (!parsed.ok) return parsed.error[0]?.message ?? 'these options do not go together';
  return withSeeded(def, parsed.value, seed);
}

/** A new deal with the game's default options, seat 1 a person and the others the computer. */
export function newDeal<O>(def: Def<O>, seed: string, players = def.seats.default, speed?: Speed): PlaySetup<O> {
  const options = dealOptions(def, defaultFields(def), players, seed);
  const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
  return { seed, options: typeof options === 'string' ? def.module.defaultOptions() : options, seats, ...(speed ? { speed } : {}) };
}

/** The game's guided first game: its script's seats (the reader and the computer), never saved over the reader's own game. */
export function guidedSetup<O>(def: Def<O> & Pick<GameDefinition, 'guided'>, speed: Speed = 'normal'): PlaySetup<O> {
  const { players, seat } = def.guided;
  const deal = newDeal(def, 'guided', players, speed);
  return { ...deal, seats: deal.seats.map((_, i) => (i === seat ? 'human' : 'computer')), guided: true };
}

export const saveKey = (game: string): string => `decktet-rules:${game}:save`;
/** Where a game set aside by a link (or by a new game) is kept, to go back to. */
export const asideKey = (game: string): string => `decktet-rules:${game}:previous`;
/** Where a save that could not be read is kept, so that nothing is thrown away. */
export const damagedKey = (game: string): string => `decktet-rules:${game}:damaged`;

const isSpeed = (x: unknown): x is Speed => x === 'quick' || x === 'normal' || x === 'slow';

function withSeeded<O>(def: Def<O>, options: O, seed: string): O {
  return def.seeded ? def.seeded(options, seed) : options;
}

function readSeats(raw: unknown, players: number): SeatKind[] | null {
  if (!Array.isArray(raw) || raw.length !== players || !raw.every((k) => k === 'human' || k === 'computer') || !raw.includes('human')) return null;
  return raw as SeatKind[];
}

function readNames(raw: unknown, players: number): string[] {
  if (!Array.isArray(raw)) return [];
  return Array.from({ length: players }, (_, i) => (typeof raw[i] === 'string' ? (raw[i] as string).slice(0, MAX_NAME) : ''));
}

/** A save as the play setup it describes, or why it cannot be used. Today's and the first version's saves are read. */
export function parseSave<O>(def: Def<O>, text: string | null): Result<PlaySetup<O> | null, string> {
  if (text === null || text === '') return ok(null);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err(`the saved ${def.noun} is damaged (it is not readable data)`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err(`the saved ${def.noun} is damaged`);
  const d = data as Record<string, unknown>;
  if (typeof d.v === 'number' && d.v < 1) return err(`the saved ${def.noun} comes from an older version of this site`);
  if (d.v !== 1 && d.v !== SAVE_VERSION) return err(`the saved ${def.noun} is from a version of this site this page cannot read`);
  if (d.game !== def.id) return err(`the saved ${def.noun} is of another game`);
  if (typeof d.seed !== 'string' || !isValidSeed(d.seed)) return err(`the saved ${def.noun} has no valid deal`);
  if (!Array.isArray(d.moves) || d.moves.length > MAX_MOVES || !d.moves.every((m) => typeof m === 'string' && m.length < 120))
    return err('the saved moves are damaged');
  const speed = isSpeed(d.speed) ? d.speed : 'normal';
  const level: Level = isLevel(d.level) ? d.level : 'normal';
  const base = { seed: d.seed, speed, level, moves: d.moves as string[] };
  if (d.v === 1) {
    // The first version: Ferret kept a mode; the other games their options and seats as objects.
    if (d.mode === 'computer' || d.mode === 'friends') {
      const options = def.module.parseOptions(undefined);
      if (!options.ok) return err(`the saved ${def.noun}’s options are damaged`);
      return ok({ ...base, options: withSeeded(def, options.value, d.seed), seats: d.mode === 'friends' ? ['human', 'human'] : ['human', 'computer'] });
    }
    const setup = (typeof d.setup === 'object' && d.setup !== null ? d.setup : {}) as Record<string, unknown>;
    const options = def.module.parseOptions(setup.options);
    if (!options.ok) return err(`the saved ${def.noun}’s options are damaged (${options.error[0]?.message ?? 'unknown'})`);
    const players = (options.value as { players?: number }).players ?? def.seats.default;
    const seats = readSeats(setup.seats, players);
    if (!seats) return err(`the saved ${def.noun}’s seats are damaged`);
    return ok({ ...base, options: withSeeded(def, options.value, d.seed), seats });
  }
  if (typeof d.options !== 'string' || typeof d.players !== 'number') return err(`the saved ${def.noun}’s options are damaged`);
  const params = new URLSearchParams(d.options);
  params.set('players', String(d.players));
  const decoded = decodeOptions(def, params);
  if (!decoded.ok) return err(`the saved ${def.noun}’s options are damaged (${decoded.error})`);
  const seats = readSeats(d.seats, decoded.value.players);
  if (!seats) return err(`the saved ${def.noun}’s seats are damaged`);
  return ok({ ...base, options: withSeeded(def, decoded.value.options, d.seed), seats, names: readNames(d.names, seats.length) });
}

const playersOf = <O>(def: Def<O>, setup: Pick<PlaySetup<O>, 'seats'>): number => setup.seats.length || def.seats.default;

/** The save for a game. */
export function toSave<O>(def: Def<O>, setup: PlaySetup<O>): SavedGame {
  const players = playersOf(def, setup);
  const options = new URLSearchParams(encodeOptions(def, setup.options, players));
  options.delete('players');
  return {
    v: SAVE_VERSION,
    game: def.id,
    seed: setup.seed,
    players,
    options: options.toString(),
    seats: setup.seats,
    names: setup.names ?? [],
    speed: setup.speed ?? 'normal',
    level: setup.level ?? 'normal',
    moves: setup.moves ?? [],
  };
}

/** The link to a deal: its seed, seats, options and the computer's level (`level`, when not normal); other people than seat 1 are named by `people`. */
export function linkTo<O>(def: Def<O>, setup: Pick<PlaySetup<O>, 'seed' | 'options' | 'seats' | 'level'>): string {
  const q = new URLSearchParams({ seed: setup.seed });
  for (const [k, v] of new URLSearchParams(encodeOptions(def, setup.options, playersOf(def, setup)))) q.set(k, v);
  const people = setup.seats.flatMap((k, i) => (k === 'human' ? [i + 1] : []));
  if (people.join() !== '1') q.set('people', people.join('.'));
  if (setup.level && setup.level !== 'normal' && setup.seats.includes('computer')) q.set('level', setup.level);
  return `${playPage(def.id)}?${q.toString()}`;
}

/** What a link asks for, or why it cannot be used. A link without a seed asks for nothing. */
export function parseLink<O>(def: Def<O>, search: string): Result<Omit<PlaySetup<O>, 'speed'> | null, string> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return err('the link could not be read');
  }
  const seed = params.get('seed');
  if (seed === null) return ok(null);
  if (!isValidSeed(seed)) return err(`its deal “${seed.slice(0, 40)}” is not a deal (a deal is up to 40 letters, digits, - or _)`);
  const decoded = decodeOptions(def, params);
  if (!decoded.ok) return err(decoded.error);
  const { players } = decoded.value;
  let seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
  const people = params.get('people');
  const mode = params.get('mode');
  if (people !== null) {
    const seatsAsked = people.split('.').map((x) => (/^\d{1,2}$/.test(x) ? Number(x) : NaN));
    if (seatsAsked.length === 0 || !seatsAsked.every((n) => n >= 1 && n <= players))
      return err(`its people “${people.slice(0, 20)}” are not seats from 1 to ${players}`);
    seats = seats.map((_, i) => (seatsAsked.includes(i + 1) ? 'human' : 'computer'));
  } else if (mode === 'friends') seats = seats.map(() => 'human');
  else if (mode !== null && mode !== 'computer') return err(`it asks for a mode “${mode.slice(0, 20)}” this page does not know`);
  const level = params.get('level');
  if (level !== null && !isLevel(level)) return err(`it asks for a computer level “${level.slice(0, 20)}”; the levels are gentle, normal and strong`);
  return ok({ seed, options: withSeeded(def, decoded.value.options, seed), seats, level: level ?? 'normal' });
}

/** A short note on screen, kept until the reader dismisses it. */
export interface Notice {
  readonly id: string;
  readonly kind: 'error' | 'info';
  readonly text: string;
  /** A set-aside game to go back to: the notice offers "Go back to it". */
  readonly goBack?: boolean;
}

export interface Opening<O> {
  readonly setup: PlaySetup<O>;
  readonly notices: readonly Notice[];
}

const sameDeal = <O>(def: Def<O>, a: Omit<PlaySetup<O>, 'speed'>, b: Omit<PlaySetup<O>, 'speed'>): boolean =>
  a.seed === b.seed && a.seats.length === b.seats.length && encodeOptions(def, a.options, a.seats.length) === encodeOptions(def, b.options, b.seats.length);

const inProgress = <O>(def: Def<O>, s: PlaySetup<O> | null): s is PlaySetup<O> => s !== null && (s.moves?.length ?? 0) > 0 && !finished(def, s);

function finished<O>(def: Def<O>, s: PlaySetup<O>): boolean {
  // A finished game is not "in progress": replaying it is cheap enough for the opening.
  let state = def.module.newGame(s.options, s.seed);
  for (const text of s.moves ?? []) {
    const m = def.module.parseMove(text);
    if (!m.ok) return false;
    const r = def.module.apply(state, m.value);
    if (!r.ok) return false;
    state = r.value.state;
  }
  return def.module.waitingFor(state).length === 0;
}

/**
 * What a play page opens with, from its query and storage: a link's deal, the saved game, or a new
 * deal, with notices that say what happened whenever a link or a save could not be used.
 */
export function openGame<O>(def: Def<O>, search: string, store: Store, fresh: () => PlaySetup<O>, speed: Speed): Opening<O> {
  const notices: Notice[] = [];
  const rawSave = store.read(saveKey(def.id));
  const saved = parseSave(def, rawSave);
  let current: PlaySetup<O> | null = null;
  if (!saved.ok) {
    // Keep the damaged save's text, so nothing is thrown away, and say so.
    if (rawSave !== null) store.write(damagedKey(def.id), rawSave);
    notices.push({ id: 'save', kind: 'error', text: `Your saved ${def.noun} could not be restored: ${saved.error}. A new ${def.noun} has started.` });
  } else current = saved.value;

  const link = parseLink(def, search);
  if (!link.ok) {
    notices.push({
      id: 'link',
      kind: 'error',
      text: current
        ? `The link could not be used (${link.error}). Your ${def.noun} in progress goes on.`
        : `The link could not be used (${link.error}), so here is a new deal instead.`,
    });
  } else if (link.value) {
    const asked = link.value;
    if (current && sameDeal(def, current, asked)) {
      notices.push({ id: 'link', kind: 'info', text: `The link is to the deal you are playing, so your ${def.noun} goes on where you left it.` });
      return { setup: current, notices };
    }
    if (inProgress(def, current)) {
      const kept = rawSave !== null && store.write(asideKey(def.id), JSON.stringify(toSave(def, current)));
      notices.push(
        kept
          ? { id: 'aside', kind: 'info', text: `You opened a link to another deal; the ${def.noun} you were playing was set aside.`, goBack: true }
          : { id: 'aside', kind: 'error', text: `You opened a link to another deal, and this browser would not keep the ${def.noun} you were playing aside.` },
      );
    }
    return { setup: { ...asked, speed: current?.speed ?? speed }, notices };
  }
  if (current) {
    if (!notices.some((n) => n.id === 'link')) notices.push({ id: 'welcome', kind: 'info', text: `Welcome back: your ${def.noun} is as you left it.` });
    return { setup: current, notices };
  }
  return { setup: fresh(), notices };
}

/** The set-aside game, if there is one that can be read. */
export function readAside<O>(def: Def<O>, store: Store): PlaySetup<O> | null {
  const r = parseSave(def, store.read(asideKey(def.id)));
  return r.ok ? r.value : null;
}

/**
 * Swaps the set-aside game with the one on the table: the one on the table is kept aside (when it has
 * moves) so that going back loses nothing either. Returns the game to load, or null if there is none.
 */
export function swapAside<O>(def: Def<O>, store: Store, current: PlaySetup<O>): PlaySetup<O> | null {
  const aside = readAside(def, store);
  if (!aside) return null;
  store.write(asideKey(def.id), inProgress(def, current) ? JSON.stringify(toSave(def, current)) : null);
  return aside;
}

/** Sets the game on the table aside (before a new game replaces it), when it is in progress. */
export function setAside<O>(def: Def<O>, store: Store, current: PlaySetup<O>): boolean {
  if (!inProgress(def, current)) return false;
  return store.write(asideKey(def.id), JSON.stringify(toSave(def, current)));
}
