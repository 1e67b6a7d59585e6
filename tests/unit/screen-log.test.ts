/**
 * The screens' log is kept from one screen to the next (src/play/screen.ts, issue 35: a tap worked out the
 * whole game's states and every line's reasons again, and said every line again): after a move or an undo,
 * the log is the one a screen made afresh gives, and a line that says the same as before is the same object.
 */
import { describe, expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import { gameList } from '../../src/engine/games';
import { createScreens, type Sight, type TableGame } from '../../src/play/screen';
import { replayMoves } from '../../src/play/record';
import type { SeatKind } from '../../src/play/seats';
import { randomMoves } from '../support/random-games';

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (_id, def) => {
  const m = def.module;

  test("a move's or an undo's log is the log made afresh, with the lines that say the same kept", () => {
    for (let g = 0; g < 3; g++) {
      const players = def.seats.min + (g % (def.seats.max - def.seats.min + 1));
      const seed = `screen-log-${def.id}-${g}`;
      const options = m.parseOptions({ players });
      if (!options.ok) throw new Error(`${def.id}: options for ${players} do not parse`);
      const start = m.newGame(options.value, seed);
      const played = replayMoves(m, start, randomMoves(def, options.value, seed, 40).moves);
      expect(played.failure).toBeUndefined();
      const states: unknown[] = [start];
      for (const h of played.history)
        states.push((m.apply(states[states.length - 1], (m.parseMove(h.move) as { value: unknown }).value, h.by) as { value: { state: unknown } }).value.state);
      const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
      const table = (n: number): TableGame<unknown, unknown, unknown> => ({
        seed,
        options: options.value,
        seats,
        given: [],
        level: 'normal',
        guided: false,
        state: states[n],
        history: played.history.slice(0, n),
        shown: 0,
        summariesSeen: 0,
        message: null,
        teaching: false,
        marks: [],
      });
      const sight: Sight = { hand: 0, audience: 0, open: false };
      const kept = createScreens(def);
      const rng = createRng(`undo:${seed}`);
      let before = kept(table(0), 'human', sight).log;
      let same = 0;
      // Forward a move at a time, with an undo of one to three moves now and then.
      for (let n = 1; n <= played.history.length; n++) {
        const at = rng.int(5) === 0 ? Math.max(0, n - 1 - rng.int(3)) : n;
        const log = kept(table(at), 'human', sight).log;
        const fresh = createScreens(def)(table(at), 'human', sight).log;
        expect(log).toEqual(fresh);
        for (let i = 0; i < Math.min(log.length, before.length); i++) {
          if (JSON.stringify(log[i]) !== JSON.stringify(before[i])) break;
          expect(log[i]).toBe(before[i]);
          same++;
        }
        before = log;
      }
      expect(same).toBeGreaterThan(0);
      // Each line says the move it belongs to, as the replay numbers them (move n is history entry n - 1): one or
      // more lines a move, in order; the level's line, first, none.
      const log = kept(table(played.history.length), 'human', sight).log;
      expect(log[0]?.move).toBeUndefined();
      const moves = log.slice(1).map((l) => l.move);
      expect(moves.every((n, i) => n !== undefined && n >= 1 && n <= played.history.length && (i === 0 || n >= (moves[i - 1] ?? 0)))).toBe(true);
      for (let k = 0; k < played.history.length; k++)
        expect(log.filter((l) => l.move === k + 1).map((l) => l.event)).toEqual(played.history[k]!.events.map((e) => def.viewEvent(e, 0)));
    }
  });
});
