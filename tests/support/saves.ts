/** A save of a game a few moves in, where the person (seat 1) is to act: made with the engine, for browser tests and screenshots. */
import type { AnyGameDefinition } from '../../src/engine/core';
import { newDeal, toSave } from '../../src/lib/session';

export function openingSave(def: AnyGameDefinition, seed = 'why-e2e', atLeast = 3): string {
  const { options, seats } = newDeal(def, seed);
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
