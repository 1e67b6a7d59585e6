/**
 * Saves written by the site as it is today (tests/fixtures/saves/<game>.v3.json, one per game, written by
 * this version's toSave) are read and replay to their last move. If a change to a rule or to the notation
 * makes one fail here, real players' saves would stop replaying at that move: keep reading the old notation,
 * or move the saves to a new format (a new `v`), rather than change the fixture.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { gameList } from '../../src/engine/games';
import { replayMoves } from '../../src/play/record';
import { parseKept, SAVE_VERSION } from '../../src/play/session';

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (id, def) => {
  test('a save written by today’s site is read whole and replays to its last move', () => {
    const text = readFileSync(new URL(`../fixtures/saves/${id}.v3.json`, import.meta.url), 'utf8');
    expect(JSON.parse(text).v).toBe(SAVE_VERSION);
    const kept = parseKept(def, text, 'other', 0);
    expect(kept.ok).toBe(true);
    if (!kept.ok || !kept.value) return;
    expect(kept.value).toMatchObject({ id: `fixture-${id}`, started: 1764097200000, updated: 1764100800000 });
    expect(kept.value.setup).toMatchObject({
      level: 'strong',
      teaching: [
        { at: 3, on: true },
        { at: 5, on: false },
      ],
    });
    const moves = kept.value.setup.moves ?? [];
    expect(moves.length).toBeGreaterThan(10);
    const r = replayMoves(def.module, def.module.newGame(kept.value.setup.options, kept.value.setup.seed), moves);
    expect(r.failure).toBeUndefined();
    expect(r.history).toHaveLength(moves.length);
  });
});
