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
