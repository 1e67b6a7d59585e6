/** Seeded random games of any registered game, through its definition only, for tests that look at every move. */
import { englishCard } from './words';
import { createRng, type AnyGameDefinition, type FieldValue } from '../../src/engine/core';
import { CARDS } from '../../src/engine/deck';

export interface Step {
  readonly before: unknown;
  readonly after: unknown;
  readonly move: unknown;
  readonly events: readonly unknown[];
}

/** Options for a deal: a seat count and each option field drawn from the seed. */
export function randomSetup(def: AnyGameDefinition, seed: string, maxSeats = 6): { players: number; options: unknown } {
  const rng = createRng(`setup:${seed}`);
  const max = Math.min(def.seats.max, maxSeats);
  const players = def.seats.min + rng.int(max - def.seats.min + 1);
  const fields: Record<string, FieldValue> = {};
  for (const f of def.optionFields) {
    if (f.kind === 'boolean') fields[f.key] = rng.int(2) === 1;
    else if (f.kind === 'seat') fields[f.key] = rng.int(players);
    else fields[f.key] = (f.choices[rng.int(f.choices.length)] as { value: string | number }).value;
  }
  const parsed = def.module.parseOptions(def.fromFields(fields, players));
  const options = parsed.ok ? parsed.value : def.module.defaultOptions();
  return { players, options: def.seeded ? def.seeded(options, seed) : options };
}

/** A whole game of random legal moves (or the first `limit` moves), with the state before and after each. */
export function randomGame(def: AnyGameDefinition, seed: string, limit = 3000): { steps: Step[]; players: number } {
  const { players, options } = randomSetup(def, seed);
  const rng = createRng(`moves:${seed}`);
  let state = def.module.newGame(options, seed);
  const steps: Step[] = [];
  while (def.module.waitingFor(state).length > 0 && steps.length < limit) {
    const moves = def.module.legalMoves(state);
    const move = moves[rng.int(moves.length)];
    const r = def.module.apply(state, move);
    if (!r.ok) throw new Error(`${def.id}: a legal move was refused: ${r.error.message}`);
    steps.push({ before: state, after: r.value.state, move, events: r.value.events });
    state = r.value.state;
  }
  return { steps, players };
}

/**
 * A game of seeded random moves from `newGame(options, seed)`, as a person plays them (each move by the
 * engine's `mover`), to its end or `max` moves: its start, its moves in notation and its last state. `label`
 * names the random stream (a test's games stay the ones it was written with).
 */
export function randomMoves(def: AnyGameDefinition, options: unknown, seed: string, max: number, label = 'moves') {
  const m = def.module;
  const rng = createRng(`${label}:${seed}`);
  const start = m.newGame(options, seed);
  let state = start;
  const moves: string[] = [];
  for (let i = 0; i < max && m.waitingFor(state).length > 0; i++) {
    const legal = m.legalMoves(state);
    const move = legal[rng.int(legal.length)];
    const r = m.apply(state, move, m.mover(state, move));
    if (!r.ok) throw new Error(`${def.id}: a legal move was refused: ${r.error.message}`);
    moves.push(m.printMove(move));
    state = r.value.state;
  }
  return { start, moves, state };
}

export const NAMES = ['Ann', 'Buck', 'Maris', 'Jane', 'Theo', 'Mia', 'Leo', 'Ivy', 'Sam', 'Zoe', 'Kai', 'Ada'];

const baseName = (name: string) => name.replace(/^the /, '');
const pattern = (name: string) => new RegExp(`(^|[^A-Za-z])[Tt]he ${baseName(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`);
const PATTERNS = CARDS.map((c) => ({ id: c.id, re: pattern(englishCard(c.id)) }));

/** The cards (base ids) that appear in any of these values, as ids in their JSON. */
export function cardsIn(...values: unknown[]): Set<string> {
  const json = values.map((v) => JSON.stringify(v) ?? '').join(' ');
  return new Set(CARDS.filter((c) => json.includes(`"${c.id}"`) || json.includes(`"${c.id}#`)).map((c) => c.id));
}

/** Base ids of the cards a text names ("the Castle", "The Ace of Moons"). */
export function cardsNamed(text: string): string[] {
  return PATTERNS.filter((p) => p.re.test(text)).map((p) => p.id);
}

/** The headings' anchors on a game's rules page, as Starlight makes them. */
export function pageAnchors(game: string, readFile: (path: string) => string): Set<string> {
  const page = readFile(`src/content/docs/games/${game}/index.mdx`);
  const slug = (h: string) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[’'"“”:…,.!?()]/g, '')
      .replace(/[^a-z0-9\s-]/g, '')
      .replace(/\s/g, '-');
  return new Set(page.split('\n').flatMap((l) => (/^#{2,4} /.test(l) ? [slug(l.replace(/^#+ /, ''))] : [])));
}
