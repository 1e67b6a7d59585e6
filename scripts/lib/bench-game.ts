/** One game at one seat count, through its definition only: shared by the benches (scripts/bench.ts, scripts/bench-levels.ts). */
import type { AnyGameDefinition, Rng } from '../../src/engine/core';

/** A game's moves are tried at most this many times per game, so a bench never runs forever. */
export const MAX_MOVES = 20_000;

/** One game at one seat count, through its definition only. */
export function benchFor(def: AnyGameDefinition, players: number) {
  const m = def.module;
  const defaults = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  const parsed = m.parseOptions(def.fromFields(defaults, players));
  if (!parsed.ok) throw new Error(`${def.id}: default options for ${players} players are refused`);
  const newGame = (seed: string) => m.newGame(def.seeded ? def.seeded(parsed.value, seed) : parsed.value, seed);
  const apply = (s: unknown, move: unknown): unknown => {
    const r = m.apply(s, move);
    if (!r.ok) throw new Error(`${def.id}: ${r.error.message}`);
    return r.value.state;
  };
  /** A random legal move: for this seat, or for anyone when seat is -1. */
  const randomMove = (s: unknown, rng: Rng, seat: number): unknown => {
    const all = m.legalMoves(s);
    const legal = seat < 0 ? all : all.filter((x) => m.mover(s, x) === seat);
    const from = legal.length > 0 ? legal : all;
    return from[rng.int(from.length)];
  };
  return { m, newGame, apply, randomMove };
}
