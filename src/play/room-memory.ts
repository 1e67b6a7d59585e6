/**
 * What another device keeps of the rooms it joined, in the browser's storage: loaded with the room
 * (./room.ts), only on a page an invitation opened.
 */
import { browserStore } from '../site/storage';
import { isToken } from './typed';
import type { Want } from './room-protocol';

/**
 * What another device keeps of a room it joined: its own token, and the name and wish its person gave
 * ('look' until they chose to play or to watch: the host then gives the device no seat and no screen).
 */
export interface JoinMemory {
  readonly token: string;
  readonly name: string;
  readonly want: Want;
}
export const joinKey = (room: string): string => `decktet-rules:join:${room}`;

export function joinMemory(room: string): JoinMemory {
  try {
    const m = JSON.parse(browserStore.read(joinKey(room)) ?? 'null') as Partial<JoinMemory> | null;
    if (m && isToken(m.token))
      return { token: m.token, name: typeof m.name === 'string' ? m.name : '', want: m.want === 'watch' || m.want === 'play' ? m.want : 'look' };
  } catch {
    /* A new memory below. */
  }
  // Kept at once: a device that reloads before its person chose is the same device to the host.
  const token = Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'[b & 63]).join(
    '',
  );
  const fresh: JoinMemory = { token, name: '', want: 'look' };
  browserStore.write(joinKey(room), JSON.stringify(fresh));
  return fresh;
}
