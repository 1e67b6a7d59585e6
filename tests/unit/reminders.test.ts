/**
 * The rules in a line that a play page shows (each definition's `reminder`) are right under every option
 * combination of every game: what they say is compared with what the engine does. Numbers are read from
 * the words and checked against the engine's scoring; who wins and when the game ends are checked on
 * seeded random games played to their end.
 */
import { describe, expect, test } from 'vitest';
import { createRng, fieldsFor, type AnyGameDefinition, type FieldValue, type Outcome } from '../../src/engine/core';
import { card, type CardId } from '../../src/engine/deck';
import { gameList, GAMES } from '../../src/engine/games';
import { books, type JiggerState } from '../../src/engine/jigger';
import { deckFor, scoreRound, type BadgersCourtOptions, type BadgersCourtState } from '../../src/engine/badgers-court';
import type { HermitState } from '../../src/engine/hermit';
import { english } from '../support/words';

/** Every combination of a game's option fields the New game form offers, at every seat count, that the engine accepts. */
function combinations(def: AnyGameDefinition): { players: number; options: unknown; fields: Record<string, FieldValue> }[] {
  const out: { players: number; options: unknown; fields: Record<string, FieldValue> }[] = [];
  for (let players = def.seats.min; players <= def.seats.max; players++) {
    let all: Record<string, FieldValue>[] = [Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]))];
    for (const f of fieldsFor(def.optionFields, players)) {
      const values: FieldValue[] =
        f.kind === 'boolean' ? [false, true] : f.kind === 'seat' ? Array.from({ length: Math.min(players, 2) }, (_, i) => i) : f.choices.map((c) => c.value);
      all = all.flatMap((fields) => values.map((v) => ({ ...fields, [f.key]: v })));
    }
    for (const fields of all) {
      const parsed = def.module.parseOptions(def.fromFields(fields, players));
      if (parsed.ok) out.push({ players, options: parsed.value, fields });
    }
  }
  return out;
}

/** Seeded random games to their end under these options: each one's final state and outcome. */
function playOut(def: AnyGameDefinition, options: unknown, tag: string, games: number): { states: unknown[]; outcome: Outcome }[] {
  return Array.from({ length: games }, (_, g) => {
    const seed = `${tag}:${g}`;
    const opts = def.seeded ? def.seeded(options, seed) : options;
    const rng = createRng(`reminder:${seed}`);
    let state = def.module.newGame(opts, seed);
    const states = [state];
    for (let i = 0; i < 20_000 && def.module.waitingFor(state).length > 0; i++) {
      const moves = def.module.legalMoves(state);
      const r = def.module.apply(state, moves[rng.int(moves.length)]);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
      states.push(state);
    }
    const outcome = def.module.outcome(state);
    if (!outcome) throw new Error(`${def.id}: a random game did not end`);
    return { states, outcome };
  });
}

const best = (xs: readonly number[], f: (a: number, b: number) => number) => xs.reduce((a, b) => f(a, b));
const seatsWith = (xs: readonly number[], v: number) => xs.flatMap((x, i) => (x === v ? [i] : []));

/** A number the words give after a phrase ("most Crowns 1"), or undefined when they do not say it. */
const after = (text: string, phrase: string): number | undefined => {
  const m = new RegExp(`${phrase} (\\d+)`).exec(text);
  return m ? Number(m[1]) : undefined;
};

/**
 * Badger's Court's round as the words score it: the most of each category named, doubled when the other
 * player has none where the words say so, a point per personality where they say so, the Origin and the End,
 * and the bonus. Returns each seat's points.
 */
function roundByWords(text: string, piles: readonly (readonly CardId[])[], o: BadgersCourtOptions): number[] {
  const points = [0, 0];
  const tallies = piles.map((p) => ({
    cards: p.length,
    crowns: p.filter((c) => card(c).rank === 'C').length,
    aces: p.filter((c) => card(c).rank === 'A').length,
    personalities: p.filter((c) => card(c).types.includes('personality')).length,
    moons: p.filter((c) => card(c).suits.includes('moons')).length,
  }));
  const doubled = text.includes('each doubled if you take them all');
  const won = [0, 0];
  const most = (n: number | undefined, count: (t: (typeof tallies)[number]) => number, category: boolean) => {
    if (n === undefined) return;
    const [a, b] = tallies.map(count) as [number, number];
    if (a === b) return;
    const seat = a > b ? 0 : 1;
    points[seat] = (points[seat] ?? 0) + (doubled && Math.min(a, b) === 0 ? 2 * n : n);
    if (category) won[seat] = (won[seat] ?? 0) + 1;
  };
  const has = (id: CardId) => piles.findIndex((p) => p.includes(id));
  if (o.variant === 'traditional') {
    // "most cards 1, most Moons 1, each Ace 1, the Origin 1, the End 2, and 1 more for taking all of those points"
    const got = [0, 0].map(() => [] as string[]);
    const [a, b] = tallies.map((t) => t.cards) as [number, number];
    if (a !== b) ((points[a > b ? 0 : 1]! += after(text, 'most cards')!), got[a > b ? 0 : 1]!.push('cards'));
    const [ma, mb] = tallies.map((t) => t.moons) as [number, number];
    if (ma !== mb) ((points[ma > mb ? 0 : 1]! += after(text, 'most Moons')!), got[ma > mb ? 0 : 1]!.push('moons'));
    tallies.forEach((t, seat) => (points[seat]! += t.aces * after(text, 'each Ace')!));
    const origin = has('2WL');
    const end = has('CL');
    if (origin >= 0) points[origin]! += after(text, 'the Origin')!;
    if (end >= 0) points[end]! += after(text, 'the End')!;
    const aces = deckFor(o).filter((c) => card(c).rank === 'A').length;
    tallies.forEach((t, seat) => {
      if (got[seat]!.length === 2 && t.aces === aces && origin === seat && end === seat) points[seat]! += after(text, 'and')!;
    });
    return points;
  }
  most(after(text, 'most Crowns'), (t) => t.crowns, true);
  most(after(text, 'most Aces'), (t) => t.aces, true);
  if (text.includes('for each personality')) {
    tallies.forEach((t, seat) => (points[seat]! += t.personalities * Number(/(\d+) for each personality/.exec(text)![1])));
    const [a, b] = tallies.map((t) => t.personalities) as [number, number];
    if (a !== b) won[a > b ? 0 : 1]! += 1;
  } else most(after(text, 'most personalities'), (t) => t.personalities, true);
  won.forEach((w, seat) => w === 3 && (points[seat]! += after(text, 'the most in all three,')!));
  if (o.casinos) {
    if (has('2WL') >= 0) points[has('2WL')]! += after(text, 'the Origin')!;
    if (has('CL') >= 0) points[has('CL')]! += after(text, 'the End')!;
  } else {
    expect(text).not.toContain('the Origin');
  }
  return points;
}

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (id, def) => {
  const combos = combinations(def);

  test('its rules in a line are right under every option combination', () => {
    expect(combos.length).toBeGreaterThan(0);
    for (const [k, { players, options, fields }] of combos.entries()) {
      const text = english(def.reminder(options), [id]);
      const at = `${id}, ${players} players, ${JSON.stringify(fields)}: “${text}”`;
      expect(text.length, at).toBeGreaterThan(20);
      // A few games per combination: enough to see who wins and when the game ends.
      const games = playOut(def, options, `${id}:${k}`, id === 'hermit' ? 1 : 2);
      for (const { outcome, states } of games) {
        const last = states[states.length - 1];
        if (/lowest total wins/.test(text)) expect(outcome.winners, at).toEqual(seatsWith(outcome.scores, best(outcome.scores, Math.min)));
        // (Jigger breaks ties on its take by Excuses, then cards in hand: its own check below.)
        if (id !== 'jigger' && (/most (cards scored|points) wins/i.test(text) || /More than \d+ .* wins|\d+ or more .* wins/.test(text)))
          expect(outcome.winners, at).toEqual(seatsWith(outcome.scores, best(outcome.scores, Math.max)));
        if (id === 'jigger') {
          const s = last as JiggerState;
          const by = /most books wins/i.test(text) ? s.takes.map(books) : s.takes.map((t) => t.length);
          for (const w of outcome.winners) expect(by[w], at).toBe(best(by, Math.max));
        }
        if (id === 'hermit') {
          const s = last as HermitState;
          const reach = after(text, 'someone reaches');
          if (reach !== undefined) {
            expect(Math.max(...outcome.scores), at).toBeGreaterThanOrEqual(reach);
            const before = s.results.slice(0, -1).reduce(
              (acc, r) => acc.map((x, i) => x + (r.points[i] ?? 0)),
              s.scores.map(() => 0),
            );
            expect(Math.max(...before), at).toBeLessThan(reach);
          } else expect(s.results.length, at).toBe(/four hands/.test(text) ? 4 : -1);
          expect(text.includes('Pleasant Company'), at).toBe((options as { pleasantCompany: boolean }).pleasantCompany);
          expect(text.includes('House Party'), at).toBe((options as { houseParty: boolean }).houseParty);
        }
        if (id === 'badgers-court') {
          const s = last as BadgersCourtState;
          const o = options as BadgersCourtOptions;
          const more = after(text, 'has more than');
          const orMore = /(\d+) or more/.exec(text);
          const final = Math.max(...outcome.scores);
          const before = s.results.slice(0, -1).reduce((acc, r) => acc.map((x, i) => x + (r.points[i] ?? 0)), [0, 0]);
          // The game went on after the round before only if nobody had reached the target, or the totals were tied.
          const tiedBefore = before[0] === before[1];
          if (more !== undefined) {
            expect(final, at).toBeGreaterThan(more);
            if (!tiedBefore) expect(Math.max(...before), at).toBeLessThanOrEqual(more);
          } else {
            const n = Number(orMore?.[1]);
            expect(final, at).toBeGreaterThanOrEqual(n);
            if (!tiedBefore) expect(Math.max(...before), at).toBeLessThan(n);
          }
          expect(text, at).toContain('a tie plays another round');
          expect(outcome.scores[0], at).not.toBe(outcome.scores[1]);
          // Each round's points as the words count them, on random splits of the deck (a round ends with every card taken).
          const rng = createRng(`split:${k}`);
          for (let t = 0; t < 40; t++) {
            const piles: CardId[][] = [[], []];
            for (const c of deckFor(o)) piles[rng.int(t % 5 === 0 ? 1 : 2)]!.push(c);
            const engine = scoreRound(piles, o).lines.map((ls) => ls.reduce((a, l) => a + l.points, 0));
            expect(roundByWords(text, piles, o), `${at} on ${JSON.stringify(piles)}`).toEqual(engine);
          }
        }
      }
    }
  });
});

test('the Badger’s Court page never says "most personalities 3; over 17" where the options change it', () => {
  const words = (o: Partial<BadgersCourtOptions>) =>
    english(GAMES['badgers-court'].reminder({ ...GAMES['badgers-court'].module.defaultOptions(), ...o }), ['badgers-court']);
  expect(words({ variant: 'traditional' })).not.toMatch(/most personalities|More than 17/);
  expect(words({ personalityPoints: true })).not.toMatch(/most personalities 3/);
});
