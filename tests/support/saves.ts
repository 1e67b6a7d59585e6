/** A save of a game a few moves in, where the person (seat 1) is to act: made with the engine, for browser tests and screenshots. */
import type { AnyGameDefinition } from '../../src/engine/core';
import { toSave } from '../../src/lib/session';

export function openingSave(def: AnyGameDefinition, seed = 'why-e2e', atLeast = 3): string {
  const players = def.seats.default;
  const fields = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  const parsed = def.module.parseOptions(def.fromFields(fields, players));
  const base = parsed.ok ? parsed.value : def.module.defaultOptions();
  const options = def.seeded ? def.seeded(base, seed) : base;
  const seats = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer')) as ('human' | 'computer')[];
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
