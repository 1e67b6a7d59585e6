/** A game as a setup, kept apart from the machine so the look-back and the session use it without importing the machine. */
import type { PlayContext, PlaySetup, TeachingMark } from './machine';

/**
 * The game at the table as a setup again (to keep it, or to start from one of its moments): its deal, seats,
 * names, speed and level, with these moves and these marks of "Show all hands" (the table's, by default).
 */
export function setupOf<O>(
  ctx: Pick<PlayContext<unknown, O, unknown>, 'seed' | 'options' | 'seats' | 'given' | 'speed' | 'level' | 'marks'>,
  moves: readonly string[],
  teaching: readonly TeachingMark[] = ctx.marks,
): PlaySetup<O> {
  return { seed: ctx.seed, options: ctx.options, seats: ctx.seats, names: ctx.given, speed: ctx.speed, level: ctx.level, moves, teaching };
}

/**
 * A setup with "Show all hands" as the person last turned it on the table it replaces, when they turned it
 * there (the welcome deal, in the moment before the page opened their game): marked at the setup's last move,
 * so that everyone is told, as at any other turn of the switch. Unchanged when nothing was turned, or when
 * the setup's game is already that way.
 */
export function carryTeaching<O>(setup: PlaySetup<O>, turned: readonly TeachingMark[]): PlaySetup<O> {
  const last = turned[turned.length - 1];
  const marks = setup.teaching ?? [];
  if (last === undefined || (marks[marks.length - 1]?.on ?? false) === last.on) return setup;
  return { ...setup, teaching: [...marks, { at: setup.moves?.length ?? 0, on: last.on }] };
}
