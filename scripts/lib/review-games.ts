/** Games for the review's honesty (scripts/review-honesty.ts): Strong against itself, and a planted blunder. */
import { createRng, TABLE_BUDGET, type AnyGameDefinition } from '../../src/engine/core';
import { decisionPoints, type ReviewSpec } from '../../src/engine/core/review';
import { movesFor, playoutEnd } from '../../src/engine/core/search';
import { benchFor, MAX_MOVES } from './bench-game';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySpec = ReviewSpec<any, any, any>;

export const ORACLE_PLAYOUTS = 48;
/** Deals from seat 0's view that judge a blunder by what it knew. */
export const VIEW_WORLDS = 128;
/** A planted blunder loses at least this many of the game's units, and this many more than the next worst move. */
export const PLANT_LOSS = 2;
export const PLANT_GAP = 1;

/** A game of Strong against itself, its moves in notation: the same on any machine. */
export function strongGame(def: AnyGameDefinition, seed: string, from: readonly string[] = [], plant?: { at: number; move: string }) {
  const b = benchFor(def, def.seats.default);
  const start = b.newGame(seed);
  let s = start;
  const moves: string[] = [];
  for (let n = 0; n < MAX_MOVES && b.m.toAct(s) !== null; n++) {
    const seat = b.m.waitingFor(s)[0] as number;
    let text: string;
    if (n < from.length) text = from[n] as string;
    else if (plant && n === plant.at) text = plant.move;
    else text = b.m.printMove(def.computers.strong(b.m.view(s, seat), `${seed}:${n}`, { iterations: TABLE_BUDGET.iterations ?? 1200 }));
    const move = b.m.parseMove(text);
    if (!move.ok) throw new Error(`${def.id}: ${text} is not a move`);
    s = b.apply(s, move.value);
    moves.push(text);
  }
  return { start, moves, options: (start as { options: unknown }).options, players: def.seats.default };
}

/**
 * Every legal move of the seat, with its loss against the best, averaged over `worlds`: the true state
 * itself (the oracle sees every card), or deals of the cards the seat could not see, from its view.
 */
function ranked(
  spec: AnySpec,
  worlds: (rng: ReturnType<typeof createRng>) => unknown,
  seat: number,
  seed: string,
  n: number,
): { move: string; loss: number }[] {
  const { search } = spec;
  const rng = createRng(`oracle:${seed}`);
  const first = worlds(rng);
  const moves = movesFor(search.module, first, seat);
  const keys = moves.map((m) => search.module.printMove(m));
  const totals = moves.map(() => 0);
  for (let r = 0; r < n; r++) {
    const world = r === 0 ? first : worlds(rng);
    const chance = rng.int(1e9);
    moves.forEach((m, i) => {
      const end = playoutEnd(search, world, m, keys[i] as string, seat, createRng(`p:${chance}`), search.maxPlayout ?? 2000);
      totals[i] = (totals[i] as number) + (end === null ? -1e9 : spec.margin(end, seat)) / n;
    });
  }
  const best = Math.max(...totals);
  return keys.map((move, i) => ({ move, loss: best - (totals[i] as number) })).sort((a, b) => b.loss - a.loss);
}

/** Is the worst move a clear blunder: at least PLANT_LOSS thrown away, and PLANT_GAP more than the next worst? */
const clear = (r: readonly { move: string; loss: number }[], played: string) => {
  const [worst, next] = r;
  return worst && next && worst.move !== played && worst.loss >= PLANT_LOSS && worst.loss - next.loss >= PLANT_GAP ? { worst, next } : null;
};

/**
 * The decision of seat 0, from the first third on, where one move throws away the most while clearly more
 * than any other, both in the true state (every card known) and on deals of the cards seat 0 could not see
 * (`VIEW_WORLDS` of them, from its view: a blunder by what it knew, not by luck); the biggest such blunder
 * by what it knew, so that no ordinary decision of the game comes near it.
 */
export function findPlant(def: AnyGameDefinition, spec: AnySpec, start: unknown, moves: readonly string[]) {
  const m = def.module;
  const points = decisionPoints(m, start, moves, [0]);
  let s = start;
  const states: unknown[] = [s];
  for (const text of moves) {
    const r = m.apply(s, (m.parseMove(text) as { value: unknown }).value);
    if (!r.ok) break;
    s = r.value.state;
    states.push(s);
  }
  let found: { at: number; move: string; loss: number; next: number; viewLoss: number; viewNext: number } | null = null;
  for (const p of points.slice(Math.floor(points.length / 3))) {
    const truth = clear(
      ranked(spec, () => states[p.index], 0, `${def.id}:${p.index}`, ORACLE_PLAYOUTS),
      p.played,
    );
    if (!truth) continue;
    const known = clear(
      ranked(spec, (rng) => spec.search.determinise(p.view, rng), 0, `${def.id}:view:${p.index}`, VIEW_WORLDS),
      p.played,
    );
    if (!known || known.worst.move !== truth.worst.move || known.worst.loss <= (found?.viewLoss ?? 0)) continue;
    found = { at: p.index, move: truth.worst.move, loss: truth.worst.loss, next: truth.next.loss, viewLoss: known.worst.loss, viewNext: known.next.loss };
  }
  return found;
}
