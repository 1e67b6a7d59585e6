/**
 * The levels a play page runs itself, Gentle and Normal (quick: a few milliseconds a move), without the
 * Strong level's search (./search.ts), which thinks in the computer's worker: a play page loads these (its
 * game's quick.ts), and the search only if the worker fails.
 */
import type { GameModule } from './game';
import type { Computer } from './levels';
import { createRng, type Rng } from './random';

/** The moves this seat may make in a world (deduplicated by notation). */
export function movesFor<S, M>(module: GameModule<S, M, any, any, any>, s: S, seat: number): M[] {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  const seen = new Set<string>();
  const out: M[] = [];
  for (const m of module.legalMoves(s)) {
    if (module.mover(s, m) !== seat) continue;
    const key = module.printMove(m);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  return out;
}

/** What the quick levels need of a game: its module and a full state consistent with a seat's view. */
export interface Worlds<S, M, V extends { readonly seat: number }> {
  readonly module: GameModule<S, M, any, V, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A full state whose view for the view's seat is exactly the view (the unseen cards dealt at random). */
  determinise(view: V, rng: Rng): S;
}

/** The moves a seat may make, from its view (through one determinised world: its own moves never depend on what it cannot see). */
export function movesFromView<S, M, V extends { readonly seat: number }>(spec: Worlds<S, M, V>, view: V, rng: Rng): M[] {
  return movesFor(spec.module, spec.determinise(view, rng), view.seat);
}

/**
 * The Gentle level: the Normal player's move, but with chance `wander` any legal move at random, so a
 * beginner often gets an opening.
 */
export function gentleMove<S, M, V extends { readonly seat: number }>(
  spec: Worlds<S, M, V>,
  normal: (view: V, seed: string) => M,
  view: V,
  seed: string,
  wander = 0.5,
): M {
  const rng = createRng(`gentle:${seed}`);
  if (rng.next() >= wander) return normal(view, seed);
  const moves = movesFromView(spec, view, rng);
  return moves.length > 0 ? (moves[rng.int(moves.length)] as M) : normal(view, seed);
}

/** A game's Gentle and Normal levels, from its worlds and its Normal player. */
export function quickLevels<S, M, V extends { readonly seat: number }>(
  spec: Worlds<S, M, V>,
  normal: (view: V, seed: string) => M,
  wander = 0.5,
): QuickComputers<V, M> {
  return {
    gentle: (view, seed) => gentleMove(spec, normal, view, seed, wander),
    normal: (view, seed) => normal(view, seed),
  };
}

/** The levels a play page runs itself. */
export type QuickComputers<V, M> = Readonly<Record<'gentle' | 'normal', Computer<V, M>>>;
