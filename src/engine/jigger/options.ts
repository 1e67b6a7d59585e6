/** Jigger's options from untrusted input (a link, a save), with defaults for what is missing. */
import { err, isObject, ok, type PositionError, type Result } from '../core';
import { MAX_PLAYERS } from './rules';
import type { JiggerHandicap, JiggerOptions } from './state';

export const DEFAULT_OPTIONS: JiggerOptions = { players: 3, first: 0, bookScoring: false, fishedExcuse: 'keep', handicap: null, staggered: false };

export function parseOptions(input: unknown): Result<JiggerOptions, PositionError[]> {
  if (input !== undefined && input !== null && !isObject(input)) return err([{ path: 'options', message: 'options should be an object' }]);
  const o = isObject(input) ? input : {};
  const players = o.players ?? DEFAULT_OPTIONS.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > MAX_PLAYERS)
    return err([{ path: 'options.players', message: `Jigger is for 2 players or more (up to ${MAX_PLAYERS} here)` }]);
  const errors: PositionError[] = [];
  const flag = (key: string): boolean => {
    const v = o[key];
    if (v === undefined || v === null) return false;
    if (typeof v !== 'boolean') errors.push({ path: `options.${key}`, message: 'should be true or false' });
    return v === true;
  };
  const first = o.first ?? 0;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players)
    errors.push({ path: 'options.first', message: `the first player is a seat from 0 to ${players - 1}` });
  const bookScoring = flag('bookScoring');
  const staggered = flag('staggered');
  const fishedExcuse = o.fishedExcuse ?? 'keep';
  if (fishedExcuse !== 'keep' && fishedExcuse !== 'surrender')
    errors.push({ path: 'options.fishedExcuse', message: 'a fished Excuse is kept (“keep”) or given (“surrender”)' });
  let handicap: JiggerHandicap | null = null;
  if (o.handicap !== undefined && o.handicap !== null) {
    const h = isObject(o.handicap) ? o.handicap : {};
    if (players !== 2) errors.push({ path: 'options.handicap', message: 'the handicap is for two players' });
    else if (!isObject(o.handicap) || (h.older !== 0 && h.older !== 1))
      errors.push({ path: 'options.handicap', message: 'the handicap names the older player’s seat: { older: 0 or 1, takesFaceDown: true or false }' });
    else if (h.takesFaceDown !== undefined && typeof h.takesFaceDown !== 'boolean')
      errors.push({ path: 'options.handicap.takesFaceDown', message: 'should be true or false' });
    else handicap = { older: h.older as number, takesFaceDown: h.takesFaceDown === true };
  }
  if (errors.length) return err(errors);
  return ok({ players, first: first as number, bookScoring, fishedExcuse: fishedExcuse as JiggerOptions['fishedExcuse'], handicap, staggered });
}
