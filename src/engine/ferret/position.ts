/**
 * A Ferret game from an explicit position, for examples and shared links. Everything is checked, and
 * every problem is reported with where it is, so that a mistyped example fails loudly and a malformed
 * link gets a clear message.
 */
import { BASIC_DECK, findCard, type CardId } from '../deck';
import { createRng, err, forEachListed, isObject, ok, shuffle, type PositionError, type Result } from '../core';
import { layoffTargets, readings, setCandidates, type FerretSet } from './sets';
import { HAND_SIZE, POOL_SIZE, type Seat } from './rules';
import type { FerretState } from './state';

export interface FerretPosition {
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly tableaux?: readonly [readonly string[], readonly string[]];
  readonly pool: readonly string[];
  /** Top card first. Cards not placed anywhere go beneath these (shuffled) unless rest is "out". */
  readonly drawPile?: readonly string[];
  readonly rest?: 'draw' | 'out';
  readonly sets?: readonly { readonly owner: Seat; readonly cards: readonly string[]; readonly low?: number }[];
  readonly turn?: Seat;
  readonly first?: Seat;
  readonly passes?: 0 | 1;
  readonly seed?: string;
}

export function fromPosition(input: unknown): Result<FerretState, PositionError[]> {
  const errors: PositionError[] = [];
  if (!isObject(input)) return err([{ path: '', message: 'a position is an object with hands, pool and the rest' }]);
  const seen = new Map<CardId, string>();
  const readCards = (value: unknown, path: string): CardId[] => {
    if (!Array.isArray(value)) {
      errors.push({ path, message: 'should be a list of cards' });
      return [];
    }
    const out: CardId[] = [];
    value.forEach((v, i) => {
      const here = `${path}[${i}]`;
      const c = typeof v === 'string' ? findCard(v) : undefined;
      if (!c) return void errors.push({ path: here, message: `“${String(v)}” is not a card id (such as 6SY for the Penitent)` });
      if (c.deck !== 'basic') return void errors.push({ path: here, message: `${c.id} is not in the basic deck Ferret uses` });
      const before = seen.get(c.id);
      if (before) return void errors.push({ path: here, message: `${c.id} is already at ${before}` });
      seen.set(c.id, here);
      out.push(c.id);
    });
    return out;
  };
  const seat = (v: unknown, path: string, fallback: Seat): Seat => {
    if (v === undefined) return fallback;
    if (v === 0 || v === 1) return v;
    errors.push({ path, message: 'should be 0 or 1' });
    return fallback;
  };
  const pair = (v: unknown, path: string): [CardId[], CardId[]] => {
    if (v === undefined) return [[], []];
    if (!Array.isArray(v) || v.length !== 2) {
      errors.push({ path, message: 'should be two lists of cards, one per player' });
      return [[], []];
    }
    return [readCards(v[0], `${path}[0]`), readCards(v[1], `${path}[1]`)];
  };

  const hands = pair(input.hands, 'hands');
  hands.forEach((h, p) => {
    if (h.length > HAND_SIZE) errors.push({ path: `hands[${p}]`, message: `a hand holds at most ${HAND_SIZE} cards, not ${h.length}` });
  });
  const tableaux = pair(input.tableaux, 'tableaux');
  const pool = readCards(input.pool, 'pool');
  if (Array.isArray(input.pool) && input.pool.length !== POOL_SIZE)
    errors.push({ path: 'pool', message: `the pool always holds ${POOL_SIZE} cards, not ${input.pool.length}` });

  const sets: FerretSet[] = [];
  forEachListed(errors, input.sets, 'sets', 'sets', (raw, path) => {
    if (!isObject(raw)) return void errors.push({ path, message: 'a set is { owner, cards, low? }' });
    const owner = seat(raw.owner, `${path}.owner`, 0);
    const cards = readCards(raw.cards, `${path}.cards`);
    const options = readings(cards);
    const low = raw.low;
    const chosen = low === undefined ? options[0] : options.find((o) => o.low === low);
    if (!chosen) {
      const names = cards.join(', ');
      return void errors.push({
        path,
        message:
          options.length === 0
            ? `not a set: ${names} are not three cards in rank order sharing a suit`
            : `${names} cannot be read as a run from ${String(low)}`,
      });
    }
    if (low === undefined && options.length > 1)
      return void errors.push({
        path: `${path}.low`,
        message: `these cards can be read as several runs; say which with low (${options.map((o) => o.low).join(' or ')})`,
      });
    sets.push({ id: sets.length, owner, suit: chosen.suit, low: chosen.low, high: chosen.low + 2, cards: chosen.cards, final: false });
  });

  const listed = readCards(input.drawPile ?? [], 'drawPile');
  const rest = input.rest ?? 'draw';
  if (rest !== 'draw' && rest !== 'out') errors.push({ path: 'rest', message: 'should be "draw" or "out"' });
  const seed = input.seed ?? 'position';
  if (typeof seed !== 'string') errors.push({ path: 'seed', message: 'should be a string' });
  const turn = seat(input.turn, 'turn', 0);
  const first = seat(input.first, 'first', turn);
  const passes = input.passes ?? 0;
  if (passes !== 0 && passes !== 1) errors.push({ path: 'passes', message: 'should be 0 or 1' });
  if (errors.length > 0) return err(errors);

  const unplaced = BASIC_DECK.filter((c) => !seen.has(c));
  const shuffled = shuffle(unplaced, createRng(`ferret-position:${String(seed)}`));
  const drawPile = rest === 'draw' ? [...listed, ...shuffled] : listed;
  const outOfGame = rest === 'draw' ? [] : shuffled;
  if (drawPile.length === 0) errors.push({ path: 'drawPile', message: 'the draw pile is empty, so the game would already be over' });

  // A consistent position has nothing the rules would already have scored.
  tableaux.forEach((t, p) => {
    const formable = setCandidates(t);
    if (formable.length > 0)
      errors.push({
        path: `tableaux[${p}]`,
        message: `${formable[0]?.cards.map((c) => c.card).join(', ')} make a set, which the rules would already have scored`,
      });
    for (const c of t)
      if (layoffTargets(c, sets).length > 0) errors.push({ path: `tableaux[${p}]`, message: `${c} fits a set and would already have been laid off` });
  });
  if (errors.length > 0) return err(errors);
  return ok({
    game: 'ferret',
    options: { first },
    hands,
    shown: [[], []],
    tableaux,
    pool,
    drawPile,
    sets,
    layoffs: [],
    turn,
    passes: passes as 0 | 1,
    phase: 'play',
    choice: null,
    queue: [],
    end: null,
    outOfGame,
  });
}
