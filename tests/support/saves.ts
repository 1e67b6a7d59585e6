/** A save of a game a few moves in, where the person (seat 1) is to act: made with the engine, for browser tests and screenshots. */
import { createRng, type AnyGameDefinition } from '../../src/engine/core';
import { newDeal, toSave } from '../../src/play/session';
import type { PlaySetup } from '../../src/play/machine';

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
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    moves.push(def.module.printMove(move));
    state = r.value.state;
  }
  return JSON.stringify(toSave(def, { seed, options, seats, moves, speed: 'quick' }));
}

/**
 * A save part of the way through a game (by default about four fifths), where the person (seat 1) is to act,
 * with at least one move made (a save with none is no game in progress: a play page deals anew). The moves
 * are seeded random legal moves: a game of first legal moves can stall (in Badger's Court the Court grows
 * until the builds to choose from explode) or end before the person's turn (Jigger at six seats).
 */
export function lateSave(def: AnyGameDefinition, seed: string, players = def.seats.default, part = 0.8): string {
  const { options, seats } = newDeal(def, seed, players);
  const rng = createRng(`late:${seed}`);
  let state = def.module.newGame(options, seed);
  const moves: string[] = [];
  const personWaits: boolean[] = [];
  for (let guard = 0; guard < 5000 && def.module.waitingFor(state).length > 0; guard++) {
    personWaits.push(def.module.waitingFor(state).includes(0));
    const legal = def.module.legalMoves(state);
    const move = legal[rng.int(legal.length)];
    const r = def.module.apply(state, move, def.module.mover(state, move));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    moves.push(def.module.printMove(move));
    state = r.value.state;
  }
  // The last point at or before that part of the game where the person is to act, or else the first after it.
  let at = Math.floor(moves.length * part);
  while (at > 0 && !personWaits[at]) at--;
  if (at === 0) at = personWaits.findIndex((waits, i) => i > 0 && waits);
  if (at <= 0) throw new Error(`${def.id}: the person never acts after the first move (seed ${seed})`);
  return JSON.stringify(toSave(def, { seed, options, seats, moves: moves.slice(0, at), speed: 'quick' }));
}

/** A new deal of the game's defaults with its first `moves` legal moves made (fewer if the game ends first). */
export function dealWithFirstMoves(def: AnyGameDefinition, seed: string, moves: number): Pick<PlaySetup<unknown>, 'seed' | 'options' | 'seats' | 'moves'> {
  const { options, seats } = newDeal(def, seed);
  let state = def.module.newGame(options, seed);
  const played: string[] = [];
  for (let i = 0; i < moves; i++) {
    const m = def.module.legalMoves(state)[0];
    if (m === undefined) break;
    played.push(def.module.printMove(m));
    const r = def.module.apply(state, m);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.value.state;
  }
  return { seed, options, seats, moves: played };
}
