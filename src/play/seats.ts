/**
 * Who sits where at a table, and what each seat is called on a screen. A seat is a person at this
 * screen, a person on another device (their own screen: src/play/room.ts), or the computer; the names a
 * screen shows depend on who looks at it ("You" is the one person a screen speaks to).
 */
import { msg, type Param } from '../engine/core/message';

export type SeatKind = 'human' | 'remote' | 'computer';

export const isSeatKind = (x: unknown): x is SeatKind => x === 'human' || x === 'remote' || x === 'computer';

export const COMPUTER_NAMES = ['Ann', 'Buck', 'Maris', 'Jane', 'Theo', 'Mia', 'Leo', 'Ivy', 'Sam', 'Zoe', 'Kai', 'Ada'];

/** The seats of the people at this screen. */
export const peopleOf = (seats: readonly SeatKind[]): number[] => seats.flatMap((k, i) => (k === 'human' ? [i] : []));
/** The seats of people on other devices. */
export const remotesOf = (seats: readonly SeatKind[]): number[] => seats.flatMap((k, i) => (k === 'remote' ? [i] : []));

/** The seat spoken to as "you" at this screen: the one person at it, or null when several share it. */
export function youOf(seats: readonly SeatKind[]): number | null {
  const people = peopleOf(seats);
  return people.length === 1 ? (people[0] as number) : null;
}

/**
 * Seat names as data, said by the page that shows them (src/play/said.ts, `sayName`): "You" (a message)
 * for the seat the screen speaks to (`you`), a given name or "Player 2" (a message) for other people,
 * computers by name. A given name is isolated (U+2068 … U+2069), so a name written right to left never
 * turns the words around it.
 */
export function seatNames(seats: readonly SeatKind[], given: readonly string[] = [], you: number | null = youOf(seats)): Param[] {
  return seats.map((k, i) => {
    if (k === 'computer') return COMPUTER_NAMES[i] ?? msg('core.name.computer', { n: i + 1 });
    if (i === you) return msg('core.name.you');
    const name = (given[i] ?? '').trim();
    return name ? `\u2068${name}\u2069` : msg('core.name.player', { n: i + 1 });
  });
}

/** The first person the game waits for, or else the first person at the table. */
export function firstPerson(waiting: readonly number[], seats: readonly SeatKind[]): number {
  return waiting.find((s) => seats[s] === 'human') ?? peopleOf(seats)[0] ?? 0;
}

/** A person on another device: the token their device keeps, their seat (null: watching), and their name. */
export interface Guest {
  readonly token: string;
  readonly seat: number | null;
  readonly name: string;
}
