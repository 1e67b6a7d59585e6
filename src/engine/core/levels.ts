/**
 * The computer's levels by name, and the budget and shape of a computer player: what the play page needs
 * of them (its New game form, its sentences, its requests to the worker) without the search itself
 * (./search.ts), which loads with a game's computer player.
 */
import { msg, type Message } from './message';

export type Level = 'gentle' | 'normal' | 'strong';
export const LEVELS: readonly Level[] = ['gentle', 'normal', 'strong'];
/** Each level's name, as a message ("Gentle", "Suave"). */
export const LEVEL_LABEL: Readonly<Record<Level, Message>> = {
  gentle: msg('core.level.gentle'),
  normal: msg('core.level.normal'),
  strong: msg('core.level.strong'),
};
export const isLevel = (x: unknown): x is Level => x === 'gentle' || x === 'normal' || x === 'strong';

/** How long the strong player may search: tries (deterministic) and/or milliseconds (whichever runs out first). */
export interface Budget {
  readonly iterations?: number;
  readonly ms?: number;
}

/**
 * The strong player’s budget at the table (in a worker): at most 150 ms of search, so that p95 stays under
 * 300 ms a move on a busy machine (measured at 200 ms: p95 368–502 ms with the machine’s load average near
 * 20 on 2 cores). Each game's spec caps the playouts lower (`SearchSpec.iterations`, by the seat count
 * where a playout's cost depends on it), at what fits in that time on a quiet core, so that the time limit
 * rarely decides and a move is the same on any machine.
 */
export const TABLE_BUDGET: Budget = { iterations: 1200, ms: 150 };

/** A computer player at one level: a move from a seat's view only; randomness only from the seed. */
export type Computer<V, M> = (view: V, seed: string, budget?: Budget) => M;
