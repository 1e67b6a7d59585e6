/**
 * Every game in the registry, through its definition only: its examples replay, its options round-trip
 * through links, its views hide other seats' hands, and the registry and the code-free catalog agree.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CATALOG, catalogList, isCatalogId } from '../../src/engine/catalog';
import { GAMES, gameById, gameList, isGameId } from '../../src/engine/games';
import { createRng, unwrap, type AnyGameDefinition } from '../../src/engine/core';
import { checkExpectations, exampleFrames } from '../../src/engine/core/example';
import { exampleScreens } from '../../src/engine/core/example-screens';
import { EXTENDED_DECK } from '../../src/engine/deck';
import { decodeOptions, encodeOptions, fieldsFor, type FieldValue, type OptionField } from '../../src/engine/core/definition';
import { msg } from '../../src/engine/core/message';
import { sayInEvery, wordsFor } from '../support/words';
import { cardsIn, hiddenFrom } from '../support/hidden';

const entries = Object.entries(GAMES) as [string, AnyGameDefinition][];
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

test('the registry and the catalog list the same games, in the same order, with the same facts', () => {
  expect(Object.keys(GAMES)).toEqual(Object.keys(CATALOG));
  expect(gameList().map((d) => d.id)).toEqual(catalogList().map((m) => m.id));
  for (const [id, def] of entries) {
    expect(def.id).toBe(id);
    expect(def.module.id).toBe(id);
    const meta = CATALOG[id as keyof typeof CATALOG];
    for (const key of ['id', 'title', 'designer', 'licence', 'noun', 'seats', 'print'] as const) expect(def[key]).toEqual(meta[key]);
    // The seats the site offers are seats the engine plays.
    for (const n of range(def.seats.min, def.seats.max)) expect(def.module.players).toContain(n);
    expect(def.seats.default).toBeGreaterThanOrEqual(def.seats.min);
    expect(def.seats.default).toBeLessThanOrEqual(def.seats.max);
    // Every field's key and parameter is unique.
    expect(new Set(def.optionFields.map((f) => f.key)).size).toBe(def.optionFields.length);
    expect(new Set([...def.optionFields.map((f) => f.param), 'players', 'seed']).size).toBe(def.optionFields.length + 2);
  }
});

test('a game id is one of the registry’s own keys, never an inherited property', () => {
  for (const id of Object.keys(GAMES)) {
    expect(isGameId(id)).toBe(true);
    expect(isCatalogId(id)).toBe(true);
  }
  for (const bad of [
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'isPrototypeOf',
    '',
    'chess',
    'Ferret',
    0,
    null,
    undefined,
    {},
    ['ferret'],
  ]) {
    expect(isGameId(bad)).toBe(false);
    expect(isCatalogId(bad)).toBe(false);
    expect(gameById(bad)).toBeUndefined();
  }
});

describe.each(entries)('%s', (id, def) => {
  const m = def.module;

  test('its play definition (play.ts) brings no teaching and no computer with it: a play page loads only what it plays with', async () => {
    // What play.ts imports, however deep within the game's folder: never its examples, guided game, Normal player or levels.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(`src/engine/${id}/${file}.ts`, 'utf8');
      for (const [, to] of text.matchAll(/^import (?!type )[^;]*? from '\.\/([\w-]+)'/gm)) visit(to as string);
    };
    visit('play');
    expect([...seen].filter((f) => ['examples', 'guided', 'ai', 'levels', 'quick'].includes(f))).toEqual([]);
    // The quick levels a page runs (quick.ts) bring no search: neither the game's levels.ts nor core/search.ts.
    seen.clear();
    visit('quick');
    expect([...seen]).not.toContain('levels');
    for (const f of seen) expect(readFileSync(`src/engine/${id}/${f}.ts`, 'utf8'), f).not.toMatch(/^import (?!type )[^;]*? from '\.\.\/core\/search'/m);
    // Its computer loads when first asked, and is the full definition's; the page's quick levels are the same players.
    const play = def as AnyGameDefinition;
    expect((await play.loadComputers()).computers).toBe(play.computers);
    const quick = (await play.loadQuick()).computers;
    expect(Object.keys(quick).sort()).toEqual(['gentle', 'normal']);
    expect(quick.gentle).toBe(play.computers.gentle);
    expect(quick.normal).toBe(play.computers.normal);
  });

  test.each(def.examples.map((e) => [e.id, e] as const))('example %s replays, and every claim in its captions holds', (_, example) => {
    expect(example.game).toBe(id);
    const frames = unwrap(exampleFrames(m, example));
    expect(frames).toHaveLength(example.steps.length + 1);
    example.steps.forEach((step, i) => expect(checkExpectations(m, frames[i + 1]!.state, step.expect), `step ${i + 1}`).toEqual([]));
  });

  test('every question of its examples is offered on the table: the example screens give it moves to try', () => {
    for (const example of def.examples) {
      const screens = unwrap(exampleScreens(m, def.exampleTries, def.explain, example, EXTENDED_DECK));
      example.steps.forEach((step, i) => {
        if (step.ask && !step.ask.choices) expect(screens.tries(i).length, `${example.id}, step ${i + 1}`).toBeGreaterThan(0);
      });
    }
  });

  test('every combination of options, for every seat count, round-trips through a link', () => {
    const value = (f: OptionField, players: number): fc.Arbitrary<FieldValue> =>
      f.kind === 'boolean' ? fc.boolean() : f.kind === 'seat' ? fc.integer({ min: 0, max: players - 1 }) : fc.constantFrom(...f.choices.map((c) => c.value));
    const arb = fc.integer({ min: def.seats.min, max: def.seats.max }).chain((players) => {
      const shown = fieldsFor(def.optionFields, players);
      return fc
        .record(Object.fromEntries(shown.map((f) => [f.key, value(f, players)])))
        .map((fields) => ({ players, fields: { ...Object.fromEntries(def.optionFields.map((f) => [f.key, f.default])), ...fields } }));
    });
    fc.assert(
      fc.property(arb, ({ players, fields }) => {
        const parsed = m.parseOptions(def.fromFields(fields, players));
        // A combination the rules forbid (Badger's Court's very traditional game with the Royal Court) is refused, never mangled.
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        const options = parsed.value;
        // The form's fields hold the whole of the options: read back, they give the same options.
        expect(m.parseOptions(def.fromFields(def.toFields(options), players))).toEqual({ ok: true, value: options });
        // And a link to them gives them back.
        const query = encodeOptions(def, options, players);
        const decoded = decodeOptions(def, new URLSearchParams(query));
        expect(decoded).toEqual({ ok: true, value: { players, options } });
      }),
      { numRuns: 300 },
    );
  });

  test('every option is a field of the New game form (or drawn from the seed)', () => {
    for (const players of range(def.seats.min, def.seats.max)) {
      const options = unwrap(m.parseOptions(def.fromFields(Object.fromEntries(def.optionFields.map((f) => [f.key, f.default])), players)) as never) as Record<
        string,
        unknown
      >;
      const seeded = def.seeded
        ? Object.keys(options).filter((k) =>
            ['a', 'b', 'c', 'd', 'e', 'f'].some((s) => JSON.stringify((def.seeded!(options, s) as Record<string, unknown>)[k]) !== JSON.stringify(options[k])),
          )
        : [];
      const keys = new Set(def.optionFields.map((f) => f.key));
      for (const k of Object.keys(options))
        if (k !== 'players' && !seeded.includes(k)) expect(keys.has(k), `${id} option ${k} with ${players} players`).toBe(true);
      // Defaults are the engine's.
      const fresh = encodeOptions(def, options, players);
      expect(fresh).toBe(def.seats.min === def.seats.max ? '' : `players=${players}`);
    }
  });

  test('a seat’s view never holds a card from another seat’s hidden hand, nor from the draw pile', () => {
    // Secrets are what the game's own views say: each seat's hand as its own view gives it, less what the
    // table's view shows everyone, and every card no view holds. Counted, so the check cannot pass empty.
    let secretHands = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: def.seats.min, max: def.seats.max }),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 120 }),
        (players, seed, steps) => {
          const fields = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
          // Every option field at a random value (where the rules allow the combination), not only the defaults.
          const frng = createRng(`fields:${seed}`);
          for (const f of fieldsFor(def.optionFields, players))
            fields[f.key] = f.kind === 'boolean' ? frng.int(2) === 1 : f.kind === 'seat' ? frng.int(players) : f.choices[frng.int(f.choices.length)]!.value;
          const tried = m.parseOptions(def.fromFields(fields, players));
          if (!tried.ok) for (const f of def.optionFields) fields[f.key] = f.default;
          const options0 = unwrap(m.parseOptions(def.fromFields(fields, players)) as never);
          const options = def.seeded ? def.seeded(options0, seed) : options0;
          let state = m.newGame(options, seed) as Record<string, unknown>;
          const rng = createRng(`view:${seed}`);
          for (let i = 0; i <= steps; i++) {
            // The table's view (nobody's hand: a watcher, a screen being handed over) holds only what every seat's view holds.
            const table = cardsIn(m.view(state, -1));
            const seatViews = Array.from({ length: players }, (_, j) => cardsIn(m.view(state, j)));
            for (const c of table)
              expect(
                seatViews.every((v) => v.has(c)),
                `${id}: the table's view shows ${c} (seed ${seed}, move ${i})`,
              ).toBe(true);
            for (let seat = 0; seat < players; seat++) {
              // Past hands' results name cards that have since been dealt again: they are history, not hands.
              const seen = JSON.stringify(m.view(state, seat), (k, v: unknown) => (k === 'results' ? undefined : v));
              const hidden = hiddenFrom(def, state, seat);
              for (const c of hidden) expect(seen.includes(`"${c}"`), `${id}: seat ${seat} sees ${c} (seed ${seed}, move ${i})`).toBe(false);
              const others = Array.from({ length: players }, (_, j) => (j === seat ? [] : ((m.view(state, j) as { hand: string[] }).hand ?? [])));
              if (others.flat().some((c) => hidden.includes(c))) secretHands++;
            }
            const moves = m.legalMoves(state);
            if (moves.length === 0) break;
            const move = moves[rng.int(moves.length)];
            state = (unwrap(m.apply(state, move) as never) as { state: Record<string, unknown> }).state;
          }
        },
      ),
      { numRuns: 25 },
    );
    expect(secretHands, `${id}: other seats' hands were found hidden`).toBeGreaterThan(100);
  });

  test('the computer answers from a view, and every event it causes has words, cards and a seat’s version', () => {
    let state = m.newGame(def.seeded ? def.seeded(m.defaultOptions(), 'reg') : m.defaultOptions(), 'reg');
    const names = Array.from({ length: 12 }, (_, i) => `Player ${i + 1}`);
    for (let i = 0; i < 40 && m.toAct(state) !== null; i++) {
      const seat = m.waitingFor(state)[0] as number;
      const move = def.computers.normal(m.view(state, seat), `reg:${i}`);
      const applied = unwrap(m.apply(state, move, seat) as never) as { state: unknown; events: unknown[] };
      // Said as a shared screen and as the seat's own, in English (and in every language with the game's words).
      const shared = wordsFor([id], 'en', names, null);
      const own = wordsFor([id], 'en', names, seat);
      for (const e of applied.events) {
        expect(shared.say(def.describe(e))).toMatch(/\S/);
        expect(own.say(def.describe(def.viewEvent(e, seat)))).toMatch(/\S/);
        sayInEvery(def.describe(e), [id], names, seat);
        expect(Array.isArray(def.eventCards(e))).toBe(true);
        expect(shared.say(msg('core.undo.revealed', { why: def.undoBlockedBy(e) }))).toMatch(/^Undo is not possible: \S.* since that move\.$/);
      }
      state = applied.state;
      expect(def.summaries(state)).toBeGreaterThanOrEqual(0);
    }
  });
});
