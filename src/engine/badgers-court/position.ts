/**
 * A Badger's Court game from an explicit position, for examples, tests and links. Unlisted cards are out
 * of the round. The Court lists loose cards as ids and builds as { units, rank, owner }.
 */
import type { CardId } from '../deck';
import { cardReader, err, isObject, ok, type PositionError, type Result } from '../core';
import { parseOptions } from './options';
import { isRank } from './notation';
import type { BadgersCourtState, CourtItem } from './state';
import { deckFor, stateOf } from './game';
import { rankOf, unitRank } from './values';

const seatOf = (x: unknown): 0 | 1 | null => (x === 0 || x === 1 ? x : null);

export function fromPosition(input: unknown): Result<BadgersCourtState, PositionError[]> {
  if (!isObject(input)) return err([{ path: '', message: 'a position is an object with hands and court' }]);
  const options = parseOptions(input.options);
  if (!options.ok) return options;
  const o = options.value;
  const inDeck = new Set(deckFor(o));
  const errors: PositionError[] = [];
  const { one, list } = cardReader(errors, (c, text) =>
    c && inDeck.has(c.id) ? null : `“${text}” is not a card of this game’s deck (such as 6SY for the Penitent)`,
  );
  const pair = (v: unknown, path: string): CardId[][] => {
    if (v === undefined) return [[], []];
    if (!Array.isArray(v) || v.length !== 2) {
      errors.push({ path, message: 'should have two lists, one per player' });
      return [[], []];
    }
    return v.map((x, i) => list(x, `${path}[${i}]`));
  };
  const hands = pair(input.hands, 'hands');
  const piles = pair(input.piles, 'piles');
  const court: CourtItem[] = [];
  if (!Array.isArray(input.court)) errors.push({ path: 'court', message: 'the court is a list of cards and builds' });
  else
    input.court.forEach((raw: unknown, i) => {
      const path = `court[${i}]`;
      if (typeof raw === 'string') {
        const c = one(raw, path);
        if (c) court.push({ units: [[c]], rank: rankOf(c), owner: null });
        return;
      }
      if (!isObject(raw) || !Array.isArray(raw.units) || !isRank(raw.rank) || seatOf(raw.owner) === null)
        return void errors.push({ path, message: 'a build is { units: [[cards], …], rank, owner: 0 or 1 }' });
      const rank = raw.rank;
      const units = raw.units.map((u, j) => list(u, `${path}.units[${j}]`));
      units.forEach((u, j) => {
        if (unitRank(u, o) !== rank) errors.push({ path: `${path}.units[${j}]`, message: `these cards do not make ${rank}` });
      });
      court.push({ units, rank, owner: seatOf(raw.owner) });
    });
  const stock = list(input.stock, 'stock');
  const dealer = seatOf(input.dealer ?? 1);
  const turn = seatOf(input.turn ?? (dealer === null ? 0 : 1 - dealer));
  if (dealer === null) errors.push({ path: 'dealer', message: 'the dealer is seat 0 or 1' });
  if (turn === null) errors.push({ path: 'turn', message: 'the turn is seat 0 or 1' });
  const scores =
    Array.isArray(input.scores) && input.scores.length === 2 && input.scores.every((x) => Number.isInteger(x) && x >= 0) ? (input.scores as number[]) : [0, 0];
  const lastTaker = seatOf(input.lastTaker);
  if (errors.length) return err(errors);
  if (hands.every((h) => h.length === 0)) return err([{ path: 'hands', message: 'both hands are empty, so there is no turn to play' }]);
  if ((hands[turn as number]?.length ?? 0) === 0) return err([{ path: 'turn', message: 'the player to move has no cards' }]);
  const base = {
    game: 'badgers-court',
    options: o,
    seed: typeof input.seed === 'string' ? input.seed : 'example',
    round: Number.isInteger(input.round) ? (input.round as number) : 0,
    dealer: dealer as number,
    scores,
    results: [],
    phase: 'play',
  } as const;
  return ok(stateOf(base, hands, stock, court, piles, lastTaker, Number.isInteger(input.deal) ? (input.deal as number) : 1, turn as number));
}
