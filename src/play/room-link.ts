/**
 * What a play page needs of a room before it loads PeerJS and the messages (./room-protocol.ts, ./room.ts):
 * the room's code in an invitation, and a device's log after a delta from the host. A page where nobody
 * plays across devices loads only this. (What a device keeps of the rooms it joined: ./room-memory.ts.)
 */

/** An unguessable room code: 65 bits of randomness in 13 letters and digits (no 0/o, 1/l, to read it aloud). */
export const ROOM_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const ROOM_LENGTH = 13;
export const isRoomCode = (x: unknown): x is string => typeof x === 'string' && x.length === ROOM_LENGTH && [...x].every((c) => ROOM_ALPHABET.includes(c));

export function newRoomCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)), length = ROOM_LENGTH): string {
  // 13 characters of a 32-letter alphabet are 65 bits; each byte keeps 5 bits, so no letter is likelier than another.
  return Array.from(random(length), (b) => ROOM_ALPHABET[b & 31]).join('');
}

/** A device's log after a delta. */
export const applyLog = <L>(had: readonly L[], delta: { readonly from: number; readonly lines: readonly L[] }): L[] => [
  ...had.slice(0, Math.min(delta.from, had.length)),
  ...delta.lines,
];

/**
 * A host's note to a guest ("the table moved on", "you are watching") is about the table as the note found
 * it: it stays while the table shows the same move count, and goes when a move has been made since.
 */
export const stillSaid = <N>(note: N | null, before: unknown, now: unknown): N | null => (before === now ? note : null);
