/**
 * The host's side of a table with other devices, as pure decisions: who may sit where (a device's token
 * gives it its seat back when it comes back), what a device's message asks the table to do, and what the
 * device is told. The host's engine judges every move: a device's message only ever becomes an intent
 * for its own seat, or a word to it.
 */
import { msg, type Message, type Param } from '../engine/core/message';
import type { AtPlay } from './at-play';
import { cleanName } from './typed';
import type { Guest, SeatKind } from './seats';
import type { Phase } from './screen';
import type { GuestMessage, SeatLine } from './room-protocol';

/**
 * A device saying hello: the seat it gets, the guests with it, and a word for it when it did not get what
 * it asked. A device whose person has not chosen yet (`look`) is told what it would get and is given
 * nothing: no seat held, no place among the guests (`looking`), so no screen is sent to it.
 */
export function admit(
  guests: readonly Guest[],
  seats: readonly SeatKind[],
  hello: Extract<GuestMessage, { t: 'hello' }>,
): { guest: Guest; guests: Guest[]; note: Message | null; looking: boolean } {
  const name = cleanName(hello.name.trim());
  const known = guests.find((g) => g.token === hello.token);
  const back = (guest: Guest, note: Message | null) => ({ guest, guests: guests.map((g) => (g === known ? guest : g)), note, looking: false });
  const others = known ? guests.filter((g) => g !== known) : guests;
  const free = seats.findIndex((k, i) => k === 'remote' && !others.some((g) => g.seat === i));
  if (hello.want === 'look' && !known)
    return { guest: { token: hello.token, seat: free >= 0 ? free : null, name }, guests: [...guests], note: free < 0 ? seatsTaken : null, looking: true };
  // One who asks to watch watches, and a seat it had is free again.
  if (known && hello.want === 'watch') return back({ token: known.token, seat: null, name: name || known.name }, null);
  if (known && !(known.seat === null && hello.want === 'play')) {
    // Back by the same link: the same seat (if it is still played from another device), with the name it gives now.
    const seat = known.seat !== null && seats[known.seat] === 'remote' ? known.seat : null;
    return back({ token: known.token, seat, name: name || known.name }, seat === null && known.seat !== null ? handedOver : null);
  }
  // A new device, or one that asked to play and was told every seat was taken asking again (a reload, another
  // language): a free seat, or the word that every seat is taken.
  const seat = hello.want === 'play' && free >= 0 ? free : null;
  const guest = { token: hello.token, seat, name: name || (known?.name ?? '') };
  const note = hello.want === 'play' && free < 0 ? seatsTaken : null;
  return known ? back(guest, note) : { guest, guests: [...guests, guest], note, looking: false };
}

const seatsTaken = msg('core.room.seats-taken');
const handedOver = msg('core.room.handed-over');

/** The table as a joining device sees it: names (as data: the device says them), who plays each seat, and which seats other devices have. */
export function seatLines(seats: readonly SeatKind[], names: readonly Param[], guests: readonly Guest[], away: readonly number[]): SeatLine[] {
  return seats.map((kind, i) => ({
    name: names[i] ?? msg('core.name.player', { n: i + 1 }),
    kind,
    taken: guests.some((g) => g.seat === i),
    away: away.includes(i),
  }));
}

/** What a device's message asks of the table: an intent for its own seat, or a word back to it. */
export type Asked<M> = { readonly event: { type: 'MOVE'; move: M; seat: number } | { type: 'NEXT' } } | { readonly note: Message } | null;

/**
 * A device's move or "next": only for its own seat, only on the table it saw (`at`, the moves it had), and
 * only a move the game's notation reads. Whether it is legal is the engine's to say (the machine judges it).
 */
export function asked<M>(def: Pick<AtPlay<unknown, M>, 'module'>, guest: Guest, sent: GuestMessage, moves: number, phase: Phase): Asked<M> {
  if (sent.t === 'hello' || sent.t === 'ping') return null;
  if (guest.seat === null) return { note: msg('core.room.watching') };
  if (sent.at !== moves) return { note: msg('core.room.moved-on') };
  if (sent.t === 'next') return phase === 'summary' ? { event: { type: 'NEXT' } } : null;
  const move = def.module.parseMove(sent.move);
  // The notation's own reason is for developers (a device of this site sends only moves it was offered).
  if (!move.ok) return { note: msg('core.room.not-a-move', { why: move.error }) };
  return { event: { type: 'MOVE', move: move.value, seat: guest.seat } };
}
