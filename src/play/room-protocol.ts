/**
 * What the host's device and the other devices at a table say to each other, and the strict reading of
 * every message that arrives. The host keeps the game; another device is sent only its seat's screen
 * (src/play/screen.ts: its view, its moves when it is its turn, the log as its seat may read it) and sends
 * back intents, which the host's engine judges. Anything that is not exactly one of these messages is
 * refused and changes nothing: nothing here throws.
 */
import { isMessage, type Message, type Param } from '../engine/core/message';
import { isToken } from './typed';
import type { Data, LogLine, ScreenData } from './screen';
import type { SeatKind } from './seats';

export const PROTOCOL = 1;
/** The longest message a device may send the host, in characters of JSON. */
export const MAX_GUEST_MESSAGE = 2000;

/**
 * What a device asks for when it says hello: to play, to watch, or only to look (its person has not chosen
 * yet: the host says what it would get, and gives it no seat and no screen).
 */
export type Want = 'play' | 'watch' | 'look';

/** What another device sends. `at` is how many moves its screen had when its person acted. */
export type GuestMessage =
  | { readonly t: 'hello'; readonly v: number; readonly token: string; readonly name: string; readonly want: Want }
  | { readonly t: 'move'; readonly at: number; readonly move: string }
  | { readonly t: 'next'; readonly at: number }
  | { readonly t: 'ping' };

/** A seat as a joining device sees the table: who sits there, and whether someone on another device has it. */
export interface SeatLine {
  /** Its name as data: a given or computer name, or "Player 2" as a message (the device's page says it). */
  readonly name: Param;
  readonly kind: SeatKind;
  /** A person on another device has this seat now (connected or away). */
  readonly taken: boolean;
  readonly away: boolean;
}

/** What the host sends another device. */
export type HostMessage =
  | {
      readonly t: 'welcome';
      readonly v: number;
      readonly game: string;
      /** The host's name (as data, like a seat's), the seat given (null: watching), and the table. */
      readonly host: Param;
      readonly seat: number | null;
      readonly seats: readonly SeatLine[];
      /** A word for the device when it did not get what it asked, as a message: its own page says it. */
      readonly note: Message | null;
    }
  | {
      readonly t: 'screen';
      /** The screen without its log; the log's lines from `from` on replace the device's lines from there. */
      readonly screen: Omit<ScreenData<unknown, unknown, unknown>, 'log'>;
      readonly log: { readonly from: number; readonly lines: readonly LogLine<unknown, Data>[] };
    }
  | { readonly t: 'note'; readonly text: Message }
  | { readonly t: 'pong' };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const count = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 100_000;
const only = (o: Record<string, unknown>, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));

/**
 * A message from another device, read strictly: one of the four shapes, no other field, plain data only
 * (no prototype tricks), and short. Anything else is null: the host refuses it and changes nothing.
 */
export function readGuestMessage(data: unknown): GuestMessage | null {
  let o: unknown = data;
  try {
    if (typeof data === 'string') {
      if (data.length > MAX_GUEST_MESSAGE) return null;
      o = JSON.parse(data);
    } else if (JSON.stringify(data).length > MAX_GUEST_MESSAGE) return null;
  } catch {
    return null;
  }
  if (!isObject(o) || Object.getPrototypeOf(o) !== Object.prototype) return null;
  switch (o.t) {
    case 'hello':
      if (!only(o, ['t', 'v', 'token', 'name', 'want']) || o.v !== PROTOCOL || !isToken(o.token) || typeof o.name !== 'string' || o.name.length > 200)
        return null;
      if (o.want !== 'play' && o.want !== 'watch' && o.want !== 'look') return null;
      return { t: 'hello', v: PROTOCOL, token: o.token, name: o.name, want: o.want };
    case 'move':
      if (!only(o, ['t', 'at', 'move']) || !count(o.at) || typeof o.move !== 'string' || o.move.length === 0 || o.move.length > 120) return null;
      return { t: 'move', at: o.at, move: o.move };
    case 'next':
      return only(o, ['t', 'at']) && count(o.at) ? { t: 'next', at: o.at } : null;
    case 'ping':
      return only(o, ['t']) ? { t: 'ping' } : null;
    default:
      return null;
  }
}

/** A message from the host, read by another device: it trusts its host, but never throws on a broken message. */
export function readHostMessage(data: unknown): HostMessage | null {
  if (!isObject(data) || typeof data.t !== 'string') return null;
  if (data.t === 'welcome') return typeof data.game === 'string' && Array.isArray(data.seats) ? (data as unknown as HostMessage) : null;
  if (data.t === 'screen') return isObject(data.screen) && isObject(data.log) ? (data as unknown as HostMessage) : null;
  if (data.t === 'note') return isMessage(data.text) ? (data as unknown as HostMessage) : null;
  return data.t === 'pong' ? { t: 'pong' } : null;
}

/**
 * The lines of a log to send a device that already has `had` of them: from the first that differs (an
 * undo shortens the log), at most all of them.
 */
export function logDelta<L extends { readonly text: unknown }>(had: readonly L[], now: readonly L[]): { from: number; lines: readonly L[] } {
  let from = 0;
  // A line's words are a message (data): lines are the same when their messages are.
  const same = (a: L | undefined, b: L | undefined) => a === b || JSON.stringify(a?.text) === JSON.stringify(b?.text);
  while (from < had.length && from < now.length && same(had[from], now[from])) from++;
  return { from, lines: now.slice(from) };
}
