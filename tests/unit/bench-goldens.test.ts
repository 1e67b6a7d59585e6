/**
 * Badger's Court's and Hermit's engines, held to what they did before they were made faster for the bench
 * (issue 35): games played the way `npm run bench -- --engines` plays them (the default options at each seat
 * count the bench covers, a random legal move each turn, through the game's module) and games of the
 * computer's three levels against each other must give the same legal-move lists, events, states and moves.
 * Every other random game goes on from a copy of its state read back from JSON every few moves, so a cache
 * that does not survive a save shows. These hashes were taken on the engines before the speed work; the
 * games' own golden tests (badgers-court-golden, hermit-golden) cover every option and apply's refusals.
 * If a rule is changed on purpose, take them again and say why in the commit.
 */
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { createRng, isMessage, type AnyGameDefinition, type Level } from '../../src/engine/core';
import { GAMES } from '../../src/engine/games';
import { wordsFor } from '../support/words';

/** Messages in a state (score lines, ties) are recorded as their English words, as the hashes were taken. */
const en = wordsFor(['badgers-court', 'hermit']);

/** The default options at this seat count, as the bench makes them (scripts/lib/bench-game.ts). */
function start(def: AnyGameDefinition, players: number, seed: string): unknown {
  const m = def.module;
  const parsed = m.parseOptions(def.fromFields(Object.fromEntries(def.optionFields.map((f) => [f.key, f.default])), players));
  if (!parsed.ok) throw new Error(`${def.id}: default options for ${players} players are refused`);
  return m.newGame(def.seeded ? def.seeded(parsed.value, seed) : parsed.value, seed);
}

function randomGames(def: AnyGameDefinition, players: number, games: number): { hash: string; moves: number } {
  const m = def.module;
  const h = createHash('sha256');
  const rec = (x: unknown) => h.update(JSON.stringify(x, (_, v: unknown) => (isMessage(v) ? en.say(v) : v)) ?? 'undefined');
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`bench-golden-${players}-${g}`);
    let s = start(def, players, `bench-golden-${players}-${g}`);
    rec(s);
    for (let n = 0; n < 20_000 && m.toAct(s) !== null; n++) {
      const legal = m.legalMoves(s);
      rec(legal);
      const r = m.apply(s, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(`${def.id}: a listed move was refused: ${r.error.message}`);
      rec(r.value.events);
      s = r.value.state;
      rec(s);
      moves++;
      if (g % 2 === 1 && n % 5 === 4) s = JSON.parse(JSON.stringify(s));
    }
    rec(m.outcome(s));
  }
  return { hash: h.digest('hex'), moves };
}

/** Games of the levels against each other: seat i plays LEVELS[(g + i) % 3]; Strong with a small playout budget only, so it replays exactly. */
function computerGames(def: AnyGameDefinition, players: number, games: number): { hash: string; moves: number } {
  const m = def.module;
  const levels: readonly Level[] = ['gentle', 'normal', 'strong'];
  const h = createHash('sha256');
  const rec = (x: unknown) => h.update(JSON.stringify(x, (_, v: unknown) => (isMessage(v) ? en.say(v) : v)) ?? 'undefined');
  let moves = 0;
  for (let g = 0; g < games; g++) {
    let s = start(def, players, `bench-golden-computer-${players}-${g}`);
    for (let n = 0; n < 20_000 && m.toAct(s) !== null; n++) {
      const seat = m.waitingFor(s)[0] as number;
      const level = levels[(g + seat) % 3] as Level;
      const move = def.computers[level](m.view(s, seat), `${g}:${n}`, level === 'strong' ? { iterations: 12 } : undefined);
      rec(move);
      const r = m.apply(s, move, seat);
      if (!r.ok) throw new Error(`${def.id}: the ${level} computer's move was refused: ${r.error.message}`);
      rec(r.value.events);
      s = r.value.state;
      rec(s);
      moves++;
    }
    rec(m.outcome(s));
  }
  return { hash: h.digest('hex'), moves };
}

test("Badger's Court: 200 random games as the bench plays them, and games of the levels, as before", () => {
  const def = GAMES['badgers-court'] as AnyGameDefinition;
  expect({ random: randomGames(def, 2, 200), levels: computerGames(def, 2, 6) }).toEqual({
    random: { hash: '71b4419aaf5429e6c4abdeaa0f6483966a13828a3dc7ae810f5d60cabe977497', moves: 30784 },
    levels: { hash: '22fc86df41156c6c7c7b390b314762e4e99b5e3186d105bbf060c894fdadd218', moves: 928 },
  });
});

/** Per seat count: the hashes taken before the speed work. */
const HERMIT: Record<number, unknown> = {
  2: {
    random: { hash: '3371232dacc0ed27515f987476bafb2ef27671ea9d693ed4df443cd2d306e144', moves: 6400 },
    levels: { hash: 'cfc2152e636967a569531d166f5e7a81c09bbf1857d4ffa2170e4873c04d6ada', moves: 384 },
  },
  3: {
    random: { hash: '6d248fb376b9f15ee9ae19e9e65acb749a6e0cff4e21f4d7f0df45bb15335f8a', moves: 5472 },
    levels: { hash: '1b3903ea46a2e971f358677a95a04398799e3e9b2f3eac6b188be0d51f7149d0', moves: 288 },
  },
  4: {
    random: { hash: '44d02fa9346fd4a518d56aff8d1e079d096e7a7653687e787a420809f8abec59', moves: 6228 },
    levels: { hash: '4d44019cc8d47e96f96acb48614fb364875597a19aacaef7e3fffe50037bcffb', moves: 396 },
  },
  5: {
    random: { hash: '1ec285837aca73bb01389729e04cf7a1fda0dba29948882ff09f08a312c66e40', moves: 8330 },
    levels: { hash: '23496b4edda70207591e21a84f7370c54af9c3703c69e3c9070e46ec5ed5a755', moves: 490 },
  },
};

test.each([2, 3, 4, 5])('Hermit at %i players: 50 random matches as the bench plays them, and matches of the levels, as before', (players) => {
  const def = GAMES.hermit as AnyGameDefinition;
  expect({ random: randomGames(def, players, 50), levels: computerGames(def, players, 3) }).toEqual(HERMIT[players]);
});
