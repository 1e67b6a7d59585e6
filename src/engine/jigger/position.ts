/** A Jigger position from untrusted input (examples, links), checked card by card. */
import { findCard, type CardId } from '../deck';
import { err, isObject, ok, type PositionError, type Result } from '../core';
import { fullDeck } from './game';
import { parseOptions } from './options';
import type { JiggerState } from './state';

/** A card of this game's decks, written as on the cards ("6SY", "X", "6SY#2"). */
function readCard(text: unknown, deck: ReadonlySet<CardId>): CardId | null {
  if (typeof text !== 'string') return null;
  const [base, copy] = text.split('#');
  const c = findCard(base ?? '');
  if (!c) return null;
  const id = copy ? `${c.id}#${copy}` : c.id;
  return deck.has(id) ? id : null;
}

/**
 * { players, options?, hands?, takes?, drawPile?, turn? }: cards not named are out of the game. A
 * position starts with a demand to make.
 */
export function fromPosition(input: unknown): Result<JiggerState, PositionError[]> {
  if (!isObject(input)) return err([{ path: '', message: 'a position is an object with players, hands, takes and drawPile' }]);
  const options = parseOptions({ ...(isObject(input.options) ? input.options : {}), players: input.players });
  if (!options.ok) return options;
  const n = options.value.players;
  const deck = new Set(fullDeck(n));
  const errors: PositionError[] = [];
  const seen = new Map<CardId, string>();
  const list = (v: unknown, path: string): CardId[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) return (errors.push({ path, message: 'should be a list of cards' }), []);
    return v.flatMap((x, i) => {
      const id = readCard(x, deck);
      if (!id) return (errors.push({ path: `${path}[${i}]`, message: `“${String(x)}” is not a card of this game’s ${deck.size / 45} deck(s)` }), []);
      const before = seen.get(id);
      if (before) return (errors.push({ path: `${path}[${i}]`, message: `${id} is already at ${before}` }), []);
      seen.set(id, `${path}[${i}]`);
      return [id];
    });
  };
  const perSeat = (v: unknown, path: string): CardId[][] => {
    if (v === undefined) return Array.from({ length: n }, () => []);
    if (!Array.isArray(v) || v.length !== n)
      return (errors.push({ path, message: `should have one list per player (${n})` }), Array.from({ length: n }, () => []));
    return v.map((x, i) => list(x, `${path}[${i}]`));
  };
  const hands = perSeat(input.hands, 'hands');
  const takes = perSeat(input.takes, 'takes');
  const drawPile = list(input.drawPile, 'drawPile');
  const turn = input.turn ?? options.value.first;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0 || turn >= n)
    errors.push({ path: 'turn', message: `should be a seat from 0 to ${n - 1}` });
  if (errors.length) return err(errors);
  return ok({ game: 'jigger', options: options.value, hands, takes, drawPile, turn: turn as number, phase: 'demand', pending: null, ended: null });
}
