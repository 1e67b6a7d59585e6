/** A save of a game a few moves in, where the person (seat 1) is to act: made with the engine, for browser tests and screenshots. */
import type { AnyGameDefinition } from '../../src/engine/core';
import { newDeal, toSave } from '../../src/lib/session';

export function openingSave(def: AnyGameDefinition, seed = 'why-e2e', atLeast = 3, players = def.seats.default): string {
  const { options, seats } = newDeal(def, seed, players);
  let state = def.module.newGame(options, seed);
  const moves: string[] = [];
  for (let guard = 0; guard < 400; guard++) {
    const waiting = def.module.waitingFor(state);
    if (waiting.length === 0) throw new Error(`${def.id}: the game ended before the person’s turn`);
    if (moves.length >= atLeast && waiting.includes(0)) break;
    const move = def.module.legalMoves(state)[0];
    const r = def.module.apply(state, move, def.module.mover(state, move));
    if (!r.ok) throw new Error(r.error.message);
    moves.push(def.module.printMove(move));
    state = r.value.state;
  }
  return JSON.stringify(toSave(def, { seed, options, seats, moves, speed: 'quick' }));
}

/** How many moves a game with the engine's first legal move at every turn lasts (for a save late in a game). */
export function gameLength(def: AnyGameDefinition, seed: string, players = def.seats.default): number {
  const { options } = newDeal(def, seed, players);
  let state = def.module.newGame(options, seed);
  let n = 0;
  for (; n < 5000 && def.module.waitingFor(state).length > 0; n++) {
    const move = def.module.legalMoves(state)[0];
    const r = def.module.apply(state, move, def.module.mover(state, move));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return n;
}

/** A save late in a game (about four fifths through), where the person is to act. */
export function lateSave(def: AnyGameDefinition, seed: string, players = def.seats.default): string {
  const n = gameLength(def, seed, players);
  for (const part of [0.8, 0.7, 0.6, 0.5])
    try {
      return openingSave(def, seed, Math.floor(n * part), players);
    } catch {
      // The game ended before the person's next turn: try a little earlier.
    }
  return openingSave(def, seed, 0, players);
}
