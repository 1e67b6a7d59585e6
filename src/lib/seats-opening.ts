/**
 * What a multi-seat play page opens with: the deal a link asks for, the saved game, or a new deal, with
 * a clear message whenever a link or a save could not be used. Saves and links are checked here; the
 * moves are checked later, by replaying them through the engine.
 */
import { isValidSeed, type PositionError, type Result } from '../engine/core';
import type { SeatKind, SeatsSetup } from '../machines/history';
import { parseSave } from './saved-game';
import { readStorage, writeStorage } from './storage';
import { defaultSpeed } from './classroom';

/** Where a game a link set aside is kept, so that opening a link loses nothing. */
export const previousKey = (key: string): string => `${key}:previous`;

export const seatsFor = (players: number): SeatKind[] => ['human', ...Array.from({ length: players - 1 }, () => 'computer' as const)];

/** The seats and options stored in a save, or why they cannot be used. */
export function readSeatsSetup<O extends { players: number }>(raw: unknown, parseOptions: (x: unknown) => Result<O, PositionError[]>, noun: string): { options: O; seats: SeatKind[] } | string {
  if (typeof raw !== 'object' || raw === null) return `the saved ${noun} has no set-up`;
  const r = raw as { options?: unknown; seats?: unknown };
  const options = parseOptions(r.options);
  if (!options.ok) return `the saved ${noun}’s options are damaged (${options.error[0]?.message ?? 'unknown'})`;
  const seats = r.seats;
  if (!Array.isArray(seats) || seats.length !== options.value.players || !seats.every((k) => k === 'human' || k === 'computer') || !seats.includes('human'))
    return `the saved ${noun}’s seats are damaged`;
  return { options: options.value, seats: seats as SeatKind[] };
}

/** Where a play page keeps its game, and how a saved one is read back. */
export interface SavedSource<O> {
  key: string;
  game: string;
  noun: string;
  parseOptions: (x: unknown) => Result<O, PositionError[]>;
}

export function openSeatsGame<O extends { players: number }>(o: Parameters<typeof openWith<O>>[0]): SeatsSetup<O> {
  const game = openWith(o);
  // A new game in the classroom setting starts with the computer at its slowest.
  return game.speed ? game : { ...game, speed: defaultSpeed() };
}

function openWith<O extends { players: number }>(o: SavedSource<O> & {
  /** The options a link's query asks for, or why they are not valid. */
  linkOptions: (params: URLSearchParams) => Result<O, string>;
  fresh: (message?: string) => SeatsSetup<O>;
}): SeatsSetup<O> {
  const params = new URLSearchParams(location.search);
  const saved = parseSave(readStorage(o.key), o.game);
  if (location.search) history.replaceState(null, '', location.pathname + location.hash);
  const seed = params.get('seed');
  if (seed !== null) {
    const options = o.linkOptions(params);
    if (!isValidSeed(seed) || !options.ok) return o.fresh(`The link is not valid (${!isValidSeed(seed) ? 'its deal is not a deal' : options.ok ? '' : options.error}), so here is a new ${o.noun} instead.`);
    // A game in progress on another deal is kept aside, to go back to.
    const setAside = saved.ok && saved.value !== null && saved.value.seed !== seed && saved.value.moves.length > 0;
    if (setAside) writeStorage(previousKey(o.key), readStorage(o.key));
    return { seed, options: options.value, seats: seatsFor(options.value.players), ...(setAside ? { setAside } : {}) };
  }
  if (!saved.ok) return o.fresh(`Your saved ${o.noun} could not be restored: ${saved.error}. A new ${o.noun} has started.`);
  if (saved.value) {
    const s = readSeatsSetup(saved.value.setup, o.parseOptions, o.noun);
    if (typeof s === 'string') return o.fresh(`Your saved ${o.noun} could not be restored: ${s}. A new ${o.noun} has started.`);
    return { seed: saved.value.seed, ...s, speed: saved.value.speed, moves: saved.value.moves, message: `Welcome back: your ${o.noun} is as you left it.` };
  }
  return o.fresh();
}

/** The game a link set aside, to load again (and forget), or null when there is none or it is damaged. */
export function takePrevious<O extends { players: number }>(o: SavedSource<O>): SeatsSetup<O> | null {
  const saved = parseSave(readStorage(previousKey(o.key)), o.game);
  writeStorage(previousKey(o.key), null);
  if (!saved.ok || !saved.value) return null;
  const s = readSeatsSetup(saved.value.setup, o.parseOptions, o.noun);
  if (typeof s === 'string') return null;
  return { seed: saved.value.seed, ...s, speed: saved.value.speed, moves: saved.value.moves, message: `Back to your ${o.noun}, as you left it.` };
}
