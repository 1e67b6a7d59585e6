/** Badger's Court's options from untrusted input (a link, a save), with defaults for what is missing. */
import { err, ok, type PositionError, type Result } from '../core';
import type { BadgersCourtOptions } from './state';

export const DEFAULT_OPTIONS: BadgersCourtOptions = {
  players: 2,
  deck: 'basic',
  variant: 'standard',
  personalityPoints: false,
  royal: false,
  drawEachTurn: false,
  casinos: false,
};

export function parseOptions(input: unknown): Result<BadgersCourtOptions, PositionError[]> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object' || Array.isArray(input)) return err([{ path: 'options', message: 'options should be an object' }]);
  const o = input as Record<string, unknown>;
  const errors: PositionError[] = [];
  const flag = (key: string): boolean => {
    const v = o[key];
    if (v === undefined) return false;
    if (typeof v !== 'boolean') errors.push({ path: `options.${key}`, message: 'should be true or false' });
    return v === true;
  };
  if (o.players !== undefined && o.players !== 2) errors.push({ path: 'options.players', message: 'Badger’s Court is for 2 players' });
  const deck = o.deck ?? 'basic';
  if (deck !== 'basic' && deck !== 'extended') errors.push({ path: 'options.deck', message: 'the deck is basic or extended' });
  const variant = o.variant ?? 'standard';
  if (variant !== 'standard' && variant !== 'traditional') errors.push({ path: 'options.variant', message: 'the variant is standard or traditional' });
  const personalityPoints = flag('personalityPoints');
  const royal = flag('royal');
  const drawEachTurn = flag('drawEachTurn');
  const casinos = flag('casinos');
  if (variant === 'traditional')
    for (const [key, on] of [
      ['personalityPoints', personalityPoints],
      ['royal', royal],
      ['casinos', casinos],
    ] as const)
      if (on) errors.push({ path: `options.${key}`, message: 'the very traditional game has its own values and scoring, so this option does not apply' });
  const firstDealer = o.firstDealer;
  if (firstDealer !== undefined && firstDealer !== 0 && firstDealer !== 1)
    errors.push({ path: 'options.firstDealer', message: 'the first dealer is seat 0 or 1' });
  if (errors.length) return err(errors);
  return ok({
    players: 2,
    deck: deck as BadgersCourtOptions['deck'],
    variant: variant as BadgersCourtOptions['variant'],
    personalityPoints,
    royal,
    drawEachTurn,
    casinos,
    ...(firstDealer === 0 || firstDealer === 1 ? { firstDealer } : {}),
  });
}
