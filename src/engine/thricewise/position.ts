/** A Thricewise game from an explicit position, for examples and tests. Unlisted cards are out of the game. */
import type { CardId } from '../deck';
import { cardReader, err, isObject, ok, type PositionError, type Result } from '../core';
import { MAX_SPAN } from './rules';
import type { Placed, ThricewiseState } from './state';

export function fromPosition(input: unknown): Result<ThricewiseState, PositionError[]> {
  if (!isObject(input)) return err([{ path: '', message: 'a position is an object with players, hands and grid' }]);
  const players = input.players;
  if (players !== 2 && players !== 3 && players !== 4 && players !== 5) return err([{ path: 'players', message: 'Thricewise is for 2 to 5 players' }]);
  const errors: PositionError[] = [];
  const { one, list } = cardReader(errors, (c, text) =>
    c?.deck === 'basic' ? null : `“${text}” is not a card of the basic deck (such as 5YK for the Soldier)`,
  );
  const perSeat = (v: unknown, path: string): CardId[][] => {
    if (v === undefined) return Array.from({ length: players }, () => []);
    if (!Array.isArray(v) || v.length !== players) {
      errors.push({ path, message: `should have one list per player (${players})` });
      return Array.from({ length: players }, () => []);
    }
    return v.map((x, i) => list(x, `${path}[${i}]`));
  };
  const hands = perSeat(input.hands, 'hands');
  const deferred = perSeat(input.deferred, 'deferred');
  const grid: Placed[] = [];
  if (!Array.isArray(input.grid) || input.grid.length === 0) errors.push({ path: 'grid', message: 'the grid needs at least one card: [card, row, col]' });
  else
    input.grid.forEach((raw: unknown, i) => {
      const path = `grid[${i}]`;
      if (!Array.isArray(raw) || raw.length !== 3 || !Number.isInteger(raw[1]) || !Number.isInteger(raw[2]))
        return void errors.push({ path, message: 'each grid card is [card, row, col]' });
      const c = one(raw[0], `${path}[0]`);
      if (!c) return;
      const cell = { row: raw[1] as number, col: raw[2] as number };
      if (grid.some((p) => p.row === cell.row && p.col === cell.col)) return void errors.push({ path, message: 'two cards in one space' });
      grid.push({ ...cell, card: c, seat: null });
    });
  if (grid.length > 0) {
    const rows = grid.map((p) => p.row);
    const cols = grid.map((p) => p.col);
    if (Math.max(...rows) - Math.min(...rows) + 1 > MAX_SPAN || Math.max(...cols) - Math.min(...cols) + 1 > MAX_SPAN)
      errors.push({ path: 'grid', message: 'the grid is larger than six by six' });
  }
  const drawPile = list(input.drawPile, 'drawPile');
  const scores =
    Array.isArray(input.scores) && input.scores.length === players && input.scores.every((x) => typeof x === 'number')
      ? (input.scores as number[])
      : Array.from({ length: players }, () => 0);
  if (errors.length) return err(errors);
  if (hands.every((h) => h.length === 0)) return err([{ path: 'hands', message: 'every hand is empty, so the game would already be over' }]);
  return ok({
    game: 'thricewise',
    options: { players },
    hands,
    drawPile,
    grid,
    deferred,
    chosen: Array.from({ length: players }, () => null),
    placing: [],
    phase: 'choose',
    scores,
    scored: [],
    turnNo: typeof input.turnNo === 'number' ? input.turnNo : 1,
    setAside: [],
  });
}
