/**
 * Another device's screen while its link to the host is down: the table as it was last sent, with nothing
 * to choose (a move could not reach the host), and a status line that says why and that it is reconnecting.
 * Made from the screen the host sent, by the device's room (./room.ts, loaded only by a device that joined
 * a game), so that a play page where nobody plays across devices does not carry it.
 */
import { msg, type Param } from '../engine/core/message';
import type { ScreenData } from './screen';

type Held = Pick<ScreenData<unknown, unknown, unknown>, 'phase' | 'seat' | 'choices' | 'hints' | 'status' | 'held'>;

export function heldScreen<T extends Held>(s: T, host: Param): T {
  const named = host === '' ? 'no' : 'yes';
  const status = msg('core.room.link-down', { host, named, seat: s.seat === null ? 'watch' : 'play' });
  // (A summary stays shown, its "Next" held too: `held`.)
  return { ...s, phase: s.phase === 'human' ? 'waiting' : s.phase, choices: [], hints: null, status, held: true };
}
