/**
 * Deals, links and saves for every play page: what a game is as data. The rules it keeps:
 * - A save is versioned JSON (`v`, the format it was written in) holding the deal (seed), seats, names,
 *   options (in the link codec's own words), the moves, and when "Show all hands" was turned on or off;
 *   the moves are checked by replaying them through the engine when the game is opened
 *   (src/play/shelf.ts, which keeps every game a person started).
 * - A link holds the deal, so whoever opens it can see every card of it; it never destroys a game.
 * - Nothing here throws: what cannot be read is said in words.
 */
import { decodeOptions, encodeOptions, isLevel, isValidSeed, msg, type Level, type Message, type OptionFields } from '../engine/core';
import type { AtPlay } from './at-play';
import type { GuidedGame } from '../engine/core/guided';
import { err, ok, type Result } from '../engine/core/result';
import type { PlaySetup, Speed, TeachingMark } from './machine';
import { isRoomCode } from './room-link';
import { isSeatKind, type Guest, type SeatKind } from './seats';
import { cleanName, isToken } from './typed';
import { playPage } from '../engine/pages';

/** The save format written today: 3 names its game, when it started and was last played, and the teaching marks. */
export const SAVE_VERSION = 3;
const MAX_MOVES = 4000;

export interface SavedGame {
  readonly v: typeof SAVE_VERSION;
  readonly game: string;
  /** This game among the person's games (src/play/shelf.ts). */
  readonly id: string;
  /** When it was started and last played (milliseconds since 1970). */
  readonly started: number;
  readonly updated: number;
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
  /** When "Show all hands" was turned on or off, by the number of moves made then. */
  readonly teaching?: readonly TeachingMark[];
  /** People on other devices: the room their devices call, and who has which seat (their devices' tokens). */
  readonly room?: string;
  readonly guests?: readonly Guest[];
  /**
   * The review of the game's first `review.moves` moves (src/engine/core/review.ts), kept so that it is not
   * worked out twice; read back through parseReview, which refuses what it cannot read. Absent in older saves.
   */
  readonly review?: unknown;
}

/**
 * The review a save keeps (its text), when the save's moves it reviewed are still the first of `moves`;
 * else undefined (an undo or another line of play since, or no review).
 */
export function reviewInSave(text: string | null, moves: readonly string[]): unknown {
  if (text === null) return undefined;
  try {
    const d = JSON.parse(text) as { moves?: unknown; review?: { moves?: unknown } | null };
    const saved = d.moves;
    const n = d.review?.moves;
    if (!Array.isArray(saved) || typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > moves.length || n > saved.length) return undefined;
    for (let i = 0; i < n; i++) if (saved[i] !== moves[i]) return undefined;
    return d.review;
  } catch {
    return undefined;
  }
}

type Def<O> = Pick<AtPlay<unknown, unknown, O>, 'id' | 'title' | 'noun' | 'seats' | 'module' | 'optionFields' | 'toFields' | 'fromFields' | 'seeded'>;

/** Every option field at its default. */
export const defaultFields = (def: Pick<AtPlay, 'optionFields'>): OptionFields => Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));

/**
 * The options for a deal from option fields, through the engine's own parser, or why they do not go
 * together (a message: the engine's own reason, a PositionError's English words, goes in as it is).
 */
export function dealOptions<O>(def: Def<O>, fields: OptionFields, players: number, seed: string): Result<O, Message> {
  const parsed = def.module.parseOptions(def.fromFields(fields, players));
  if (!parsed.ok) return err(parsed.error[0] ? msg('core.text', { text: parsed.error[0].message }) : msg('core.deal.options'));
  return ok(withSeeded(def, parsed.value, seed));
}

/** A new deal with the game's default options, seat 1 a person and the others the computer. */
export function newDeal<O>(def: Def<O>, seed: string, players = def.seats.default, speed?: Speed): PlaySetup<O> {
  const options = dealOptions(def, defaultFields(def), players, seed);
  const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
  return { seed, options: options.ok ? options.value : def.module.defaultOptions(), seats, ...(speed ? { speed } : {}) };
}

/** The game's guided first game: its script's seats (the reader and the computer), never saved over the reader's own game. */
export function guidedSetup<O>(def: Def<O> & { readonly guided: GuidedGame }, speed: Speed = 'normal'): PlaySetup<O> {
  const { players, seat } = def.guided;
  const deal = newDeal(def, 'guided', players, speed);
  return { ...deal, seats: deal.seats.map((_, i) => (i === seat ? 'human' : 'computer')), guided: true };
}

/** Where the one save of the site before version 3 was kept: its game is moved among the person's games when the page opens. */
export const saveKey = (game: string): string => `decktet-rules:${game}:save`;
/** Where the site before version 3 kept a game set aside by a link or a new game: moved the same way. */
export const asideKey = (game: string): string => `decktet-rules:${game}:previous`;

const isSpeed = (x: unknown): x is Speed => x === 'quick' || x === 'normal' || x === 'slow';

function withSeeded<O>(def: Def<O>, options: O, seed: string): O {
  return def.seeded ? def.seeded(options, seed) : options;
}

function readSeats(raw: unknown, players: number): SeatKind[] | null {
  if (!Array.isArray(raw) || raw.length !== players || !raw.every(isSeatKind) || !raw.includes('human')) return null;
  return raw as SeatKind[];
}

function readNames(raw: unknown, players: number): string[] {
  if (!Array.isArray(raw)) return [];
  return Array.from({ length: players }, (_, i) => (typeof raw[i] === 'string' ? cleanName(raw[i] as string) : ''));
}

function readGuests(raw: unknown, seats: readonly SeatKind[]): Guest[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((g) => {
    if (typeof g !== 'object' || g === null) return [];
    const { token, seat, name } = g as Record<string, unknown>;
    const fits = seat === null || (Number.isInteger(seat) && seats[seat as number] !== undefined);
    return isToken(token) && fits && typeof name === 'string' ? [{ token, seat: seat as number | null, name: cleanName(name) }] : [];
  });
}

function readTeaching(raw: unknown, moves: number): TeachingMark[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((m) =>
    typeof m === 'object' && m !== null && Number.isInteger((m as TeachingMark).at) && typeof (m as TeachingMark).on === 'boolean'
      ? [{ at: Math.max(0, Math.min(moves, (m as TeachingMark).at)), on: (m as TeachingMark).on }]
      : [],
  );
}

/** A save's when, or now when it has none (a save from before version 3). */
const stamp = (x: unknown, now: number): number => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : now);

/** A game kept on this device: its place among the person's games, when it started and was last played, and the game. */
export interface Kept<O> {
  readonly id: string;
  readonly started: number;
  readonly updated: number;
  readonly setup: PlaySetup<O>;
}

/**
 * A save as the game it describes, or why it cannot be used. Every version's saves are read (1, 2 and
 * today's 3); one without an id or times (before 3) is given `id` and `now`.
 */
export function parseKept<O>(def: Def<O>, text: string | null, id: string, now: number): Result<Kept<O> | null, Message> {
  const r = parseSave(def, text);
  if (!r.ok || r.value === null) return r as Result<null, Message>;
  const d = JSON.parse(text as string) as Record<string, unknown>;
  const kept = typeof d.id === 'string' && /^[a-z0-9-]{1,40}$/.test(d.id) ? d.id : id;
  const started = stamp(d.started, now);
  return ok({ id: kept, started, updated: Math.max(started, stamp(d.updated, now)), setup: r.value });
}

/** A save as the play setup it describes, or why it cannot be used. Every version's saves are read. */
export function parseSave<O>(def: Def<O>, text: string | null): Result<PlaySetup<O> | null, Message> {
  const { noun } = def;
  if (text === null || text === '') return ok(null);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err(msg('core.save.unreadable', { noun }));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err(msg('core.save.damaged', { noun }));
  const d = data as Record<string, unknown>;
  if (typeof d.v === 'number' && d.v < 1) return err(msg('core.save.older', { noun }));
  if (d.v !== 1 && d.v !== 2 && d.v !== SAVE_VERSION) return err(msg('core.save.newer', { noun }));
  if (d.game !== def.id) return err(msg('core.save.other-game', { noun }));
  if (typeof d.seed !== 'string' || !isValidSeed(d.seed)) return err(msg('core.save.no-deal', { noun }));
  if (!Array.isArray(d.moves) || d.moves.length > MAX_MOVES || !d.moves.every((m) => typeof m === 'string' && m.length < 120))
    return err(msg('core.save.moves'));
  const speed = isSpeed(d.speed) ? d.speed : 'normal';
  const level: Level = isLevel(d.level) ? d.level : 'normal';
  const base = { seed: d.seed, speed, level, moves: d.moves as string[] };
  if (d.v === 1) {
    // The first version: Ferret kept a mode; the other games their options and seats as objects.
    if (d.mode === 'computer' || d.mode === 'friends') {
      const options = def.module.parseOptions(undefined);
      if (!options.ok) return err(msg('core.save.options', { noun }));
      return ok({ ...base, options: withSeeded(def, options.value, d.seed), seats: d.mode === 'friends' ? ['human', 'human'] : ['human', 'computer'] });
    }
    const setup = (typeof d.setup === 'object' && d.setup !== null ? d.setup : {}) as Record<string, unknown>;
    const options = def.module.parseOptions(setup.options);
    if (!options.ok) return err(msg('core.save.options-why', { noun, why: options.error[0]?.message ?? 'unknown' }));
    const players = (options.value as { players?: number }).players ?? def.seats.default;
    const seats = readSeats(setup.seats, players);
    if (!seats) return err(msg('core.save.seats', { noun }));
    return ok({ ...base, options: withSeeded(def, options.value, d.seed), seats });
  }
  if (typeof d.options !== 'string' || typeof d.players !== 'number') return err(msg('core.save.options', { noun }));
  const params = new URLSearchParams(d.options);
  params.set('players', String(d.players));
  const decoded = decodeOptions(def, params);
  if (!decoded.ok) return err(msg('core.save.options-why', { noun, why: decoded.error }));
  const seats = readSeats(d.seats, decoded.value.players);
  if (!seats) return err(msg('core.save.seats', { noun }));
  const teaching = readTeaching(d.teaching, base.moves.length);
  const guests = readGuests(d.guests, seats);
  return ok({
    ...base,
    options: withSeeded(def, decoded.value.options, d.seed),
    seats,
    names: readNames(d.names, seats.length),
    ...(teaching.length ? { teaching } : {}),
    ...(isRoomCode(d.room) ? { room: d.room } : {}),
    ...(guests.length ? { guests } : {}),
  });
}

const playersOf = <O>(def: Def<O>, setup: Pick<PlaySetup<O>, 'seats'>): number => setup.seats.length || def.seats.default;

/** The save for a game: `kept` says which of the person's games it is (absent: a new one, started now). */
export function toSave<O>(
  def: Def<O>,
  setup: PlaySetup<O>,
  kept: Omit<Kept<O>, 'setup'> = { id: newGameId(), started: Date.now(), updated: Date.now() },
): SavedGame {
  const players = playersOf(def, setup);
  const options = new URLSearchParams(encodeOptions(def, setup.options, players));
  options.delete('players');
  return {
    v: SAVE_VERSION,
    game: def.id,
    id: kept.id,
    started: kept.started,
    updated: kept.updated,
    seed: setup.seed,
    players,
    options: options.toString(),
    seats: setup.seats,
    names: setup.names ?? [],
    speed: setup.speed ?? 'normal',
    level: setup.level ?? 'normal',
    moves: setup.moves ?? [],
    ...(setup.teaching?.length ? { teaching: setup.teaching } : {}),
    ...(setup.room ? { room: setup.room } : {}),
    ...(setup.guests?.length ? { guests: setup.guests } : {}),
  };
}

/** A fresh id for a game among the person's games: the time and some randomness, so two tabs never pick the same. */
export function newGameId(): string {
  const r = typeof crypto !== 'undefined' && 'getRandomValues' in crypto ? crypto.getRandomValues(new Uint32Array(1))[0] : Math.floor(Math.random() * 2 ** 32);
  return `${Date.now().toString(36)}-${(r ?? 0).toString(36)}`;
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
export function parseLink<O>(def: Def<O>, search: string): Result<Omit<PlaySetup<O>, 'speed'> | null, Message> {
  // A string never makes URLSearchParams throw; a % not followed by a character's code reads as U+FFFD
  // (written back as %EF%BF%BD): a garbled link, not a value to quote back to the reader.
  const params = new URLSearchParams(search);
  if (/%EF%BF%BD/.test(`${params}`)) return err(msg('core.link.unreadable'));
  const seed = params.get('seed');
  if (seed === null) return ok(null);
  if (!isValidSeed(seed)) return err(msg('core.link.seed', { seed: seed.slice(0, 40) }));
  const decoded = decodeOptions(def, params);
  if (!decoded.ok) return err(decoded.error);
  const { players } = decoded.value;
  let seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
  const people = params.get('people');
  const mode = params.get('mode');
  if (people !== null) {
    const seatsAsked = people.split('.').map((x) => (/^\d{1,2}$/.test(x) ? Number(x) : NaN));
    if (seatsAsked.length === 0 || !seatsAsked.every((n) => n >= 1 && n <= players))
      return err(msg('core.link.people', { people: people.slice(0, 20), n: players }));
    seats = seats.map((_, i) => (seatsAsked.includes(i + 1) ? 'human' : 'computer'));
  } else if (mode === 'friends') seats = seats.map(() => 'human');
  else if (mode !== null && mode !== 'computer') return err(msg('core.link.mode', { mode: mode.slice(0, 20) }));
  const level = params.get('level');
  if (level !== null && !isLevel(level)) return err(msg('core.link.level', { level: level.slice(0, 20) }));
  return ok({ seed, options: withSeeded(def, decoded.value.options, seed), seats, level: level ?? 'normal' });
}
