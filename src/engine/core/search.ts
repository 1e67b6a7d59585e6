/**
 * The computer's levels, shared by every game. A level is a function from one seat's view and a seed
 * to a move: it never sees more than the view, and its only randomness is the seed.
 *
 * - Gentle: a plausible move that leaves chances: often the Normal player's move, sometimes any legal
 *   move at random (for children and first games).
 * - Normal: the game's own heuristic player (its ai.ts).
 * - Strong: a determinised search. Many times over, the cards the seat cannot see are dealt at random
 *   from the cards it has not seen (the game's `determinise(view, rng)`: a full state whose view for
 *   that seat is exactly the view it was given); a move is tried in that world and the rest is played
 *   out by the Normal player for every seat, each from its own view of that world, up to the game's
 *   horizon (the end, or the end of the hand or round), and the result is scored. The move with the best
 *   average wins. Each round deals one world and tries every move in it with the same chances, so moves
 *   are compared on the same deals. It stops at a budget of playouts or of milliseconds, whichever
 *   comes first: a round the time cuts short is dropped, and when not even one round fits in the
 *   time, it plays the Normal move (so a move never takes much longer than the budget). A game of
 *   several hands deals the hands after this one from a seed drawn in the world, never the game's own.
 *
 * At the table only Strong runs in a Web Worker (src/play/computer.ts); Gentle and Normal are quick and
 * run in the page (./quick-levels.ts, a game's quick.ts), loaded when first asked, without this search. The
 * levels' names and budgets are in ./levels.ts, which a play page loads. `npm run bench:levels`
 * (scripts/bench-levels.ts) measures the levels against each other.
 */
import type { GameModule } from './game';
import { createRng, type Rng } from './random';

export * from './levels';
export { gentleMove, movesFor, movesFromView, quickLevels } from './quick-levels';
import { TABLE_BUDGET, type Budget, type Computer } from './levels';
import { movesFor } from './quick-levels';

export interface SearchSpec<S, M, V extends { readonly seat: number }> {
  readonly module: GameModule<S, M, any, V, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A full state consistent with the view: what the seat cannot see dealt at random from what it has not seen. */
  determinise(view: V, rng: Rng): S;
  /** The playout policy: the move for a seat in a world, from that seat's view of the world. */
  playout(view: V, seed: string): M;
  /** Stop a playout here (the end of a hand or round, or after some moves); the end of the game always stops it. */
  horizon?(start: S, now: S, moves: number): boolean;
  /** How good the state is for the seat, from 0 (lost) to 1 (won). */
  value(state: S, seat: number): number;
  /** The most moves a playout makes (a guard). */
  readonly maxPlayout?: number;
  /**
   * The game's own cap on playouts a move (what fits in the table's time on a quiet core): a number, or one
   * worked out from the view (a playout costs more with more seats, so a game may cap by the seat count).
   */
  readonly iterations?: number | ((view: V) => number);
  /**
   * The Normal player's moves, best first (its own ranking, from the game's ai.ts). When given, Strong
   * searches only the Normal move and the next best up to `breadth` moves, so that each gets many more
   * playouts on the same deals (a move Normal ranks low is rarely the better one, and trying every move
   * left each with too few playouts to tell them apart). A game may rank by its own Strong judgement
   * instead (Ferret: src/engine/ferret/levels.ts): its first move is then the one that stands.
   */
  candidates?(view: V, seed: string): readonly M[];
  /** How many of `candidates` are searched (the Normal move among them); 4 unless given. */
  readonly breadth?: number;
  /**
   * With `candidates`: Strong leaves the Normal move only when another's gain over it, round by round
   * on the same deals, is above `confidence` standard errors of that gain (and above `minGain`), rather
   * than the fixed `switchMargin`. Paired gains vary far less than single playouts, so a real gain is
   * seen in fewer rounds. 1.5 unless given (a wrong switch is only ever to a move Normal itself ranks
   * near its own).
   */
  readonly confidence?: number;
  /** With `candidates`: the least average gain (0 to 1) worth leaving the Normal move for; 0.01 unless given. */
  readonly minGain?: number;
}

/**
 * How much better (in average value, 0 to 1) another move must do than the Normal player's over `rounds`
 * deals before Strong plays it instead: a few standard errors of a playout's noise, so Strong leaves
 * Normal's move only when the search is confident.
 */
export const switchMargin = (rounds: number): number => 0.6 / Math.sqrt(Math.max(1, rounds));

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The outcome as a value for the seat: 1 for a win, a share for a shared win, 0 for a loss; null while the game goes on. */
export function outcomeValue<S>(module: GameModule<S, any, any, any, any>, s: S, seat: number): number | null {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  const o = module.outcome(s);
  if (!o) return null;
  return o.winners.includes(seat) ? 1 / o.winners.length : 0;
}

/** The Strong level: a determinised Monte Carlo search over the seat's view. */
export function searchMove<S, M, V extends { readonly seat: number }>(
  spec: SearchSpec<S, M, V>,
  view: V,
  seed: string,
  budget: Budget = TABLE_BUDGET,
  normal?: (view: V, seed: string) => M,
): M {
  const { module } = spec;
  const seat = view.seat;
  const rng = createRng(`search:${seed}`);
  const first = spec.determinise(view, rng);
  let moves = movesFor(module, first, seat);
  if (moves.length === 0) return spec.playout(view, seed);
  if (moves.length === 1) return moves[0] as M;
  // Normal's ranking, when the game gives one, starts with Normal's own move (tests/unit/search.test.ts):
  // that move is not worked out a second time.
  const ranked = spec.candidates?.(view, seed);
  const mine = normal ? (ranked?.[0] ?? normal(view, seed)) : undefined;
  if (ranked) moves = shortlist(spec, moves, ranked, mine);
  if (moves.length === 1) return moves[0] as M;
  const keys = moves.map((m) => module.printMove(m));
  const total = moves.map(() => 0);
  // Each move's value in each round, for the paired test against the Normal move.
  const values: number[][] = moves.map(() => []);
  // Rounds: each deals one world and plays every move out in it, with the same chances for each move
  // (common random numbers), so that moves are compared on the same deals. Two rounds when time allows;
  // a budget of playouts alone (the bench) may allow only one.
  const own = typeof spec.iterations === 'function' ? spec.iterations(view) : spec.iterations;
  const cap = Math.min(budget.iterations ?? Infinity, own ?? Infinity);
  const rounds = Math.max(budget.ms === undefined ? 1 : 2, Math.floor(cap / moves.length));
  const deadline = budget.ms === undefined ? Infinity : now() + budget.ms;
  const maxPlayout = spec.maxPlayout ?? 2000;
  let done = 0;
  for (; done < rounds; done++) {
    if (done >= 2 && now() > deadline) break;
    const world = done === 0 ? first : spec.determinise(view, rng);
    const chance = rng.int(1e9);
    const round: number[] = [];
    for (let i = 0; i < moves.length; i++) {
      // Out of time within a round: a later round is dropped; without one whole round, the Normal move.
      if (now() > deadline && (done > 0 || i > 0)) break;
      round.push(playout(spec, world, moves[i] as M, keys[i] as string, seat, createRng(`p:${chance}`), maxPlayout));
    }
    if (round.length < moves.length) {
      if (done === 0) return spec.playout(view, seed);
      break;
    }
    round.forEach((v, i) => {
      total[i] = (total[i] as number) + v;
      values[i]?.push(v);
    });
  }
  let best = 0;
  for (let i = 1; i < moves.length; i++) if ((total[i] as number) > (total[best] as number)) best = i;
  if (mine === undefined) return moves[best] as M;
  // Normal's move stands unless another did clearly better on the same deals.
  const at = keys.indexOf(module.printMove(mine));
  if (at < 0 || done === 0 || best === at) return mine;
  if (spec.candidates)
    return confidentGain(values[best] as number[], values[at] as number[], spec.confidence ?? 1.5, spec.minGain ?? 0.01) ? (moves[best] as M) : mine;
  return ((total[best] as number) - (total[at] as number)) / done > switchMargin(done) ? (moves[best] as M) : mine;
}

/** The legal moves to search: the Normal move, then Normal's next best, up to the spec's breadth. */
function shortlist<S, M, V extends { readonly seat: number }>(spec: SearchSpec<S, M, V>, legal: readonly M[], ranked: readonly M[], mine: M | undefined): M[] {
  const byKey = new Map(legal.map((m) => [spec.module.printMove(m), m]));
  const breadth = Math.max(1, spec.breadth ?? 4);
  const out: M[] = [];
  const taken = new Set<string>();
  for (const m of mine === undefined ? ranked : [mine, ...ranked]) {
    if (out.length >= breadth) break;
    const key = spec.module.printMove(m);
    const move = byKey.get(key);
    if (move === undefined || taken.has(key)) continue;
    taken.add(key);
    out.push(move);
  }
  return out.length > 0 ? out : [...legal];
}

/**
 * Is the gain of one move over another, round by round on the same deals, clearly above nothing: its
 * mean above `z` standard errors and above `minGain`? Two rounds at least.
 */
export function confidentGain(better: readonly number[], base: readonly number[], z: number, minGain: number): boolean {
  const n = Math.min(better.length, base.length);
  if (n < 2) return false;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = (better[i] as number) - (base[i] as number);
    sum += d;
    squares += d * d;
  }
  const mean = sum / n;
  const variance = Math.max(0, (squares - n * mean * mean) / (n - 1));
  return mean > minGain && mean > z * Math.sqrt(variance / n);
}

function playout<S, M, V extends { readonly seat: number }>(
  spec: SearchSpec<S, M, V>,
  world: S,
  move: M,
  key: string,
  seat: number,
  rng: Rng,
  maxPlayout: number,
): number {
  const s = playoutEnd(spec, world, move, key, seat, rng, maxPlayout);
  return s === null ? 0 : (outcomeValue(spec.module, s, seat) ?? spec.value(s, seat));
}

/**
 * One playout: the move tried in the world, then every seat played by the playout policy from its own
 * view of the world, up to the horizon or the end. The state where it stopped, or null when the move
 * could not be made there (a guard: a seat's own move is legal in every world its view allows). The
 * review (src/engine/core/review.ts) plays the same playouts and reads the stopped state in the game's units.
 */
export function playoutEnd<S, M, V extends { readonly seat: number }>(
  spec: Pick<SearchSpec<S, M, V>, 'module' | 'playout' | 'horizon'>,
  world: S,
  move: M,
  key: string,
  seat: number,
  rng: Rng,
  maxPlayout: number,
): S | null {
  const { module } = spec;
  let r = module.apply(world, move, seat);
  if (!r.ok) {
    const same = module.legalMoves(world).find((m) => module.printMove(m) === key);
    if (!same) return null;
    r = module.apply(world, same, seat);
    if (!r.ok) return null;
  }
  let s = r.value.state;
  for (let i = 0; i < maxPlayout; i++) {
    const waiting = module.waitingFor(s);
    if (waiting.length === 0 || spec.horizon?.(world, s, i)) break;
    const who = waiting[0] as number;
    const m = spec.playout(module.view(s, who), String(rng.int(1e9)));
    const next = module.apply(s, m, who);
    if (!next.ok) break;
    s = next.value.state;
  }
  return s;
}

/** A score difference as a value from 0 to 1 (0.5 for level), for a horizon before the end. */
export const squash = (diff: number, scale: number): number => 0.5 + 0.5 * Math.tanh(diff / scale);

/** The Strong level of a game, from its search spec and its Normal player (what it plays when no round fits in the time). */
export function strongLevel<S, M, V extends { readonly seat: number }>(spec: SearchSpec<S, M, V>, normal: (view: V, seed: string) => M): Computer<V, M> {
  return (view, seed, budget) => searchMove(spec, view, seed, budget, normal);
}
