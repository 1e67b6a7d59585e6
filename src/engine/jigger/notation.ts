/**
 * Jigger's move notation:
 *   moons  or  M          demand a suit, by name, singular, or letter
 *   give:2:AM,CM          seat 2 answers a demand by giving these cards (the staggered option's choice)
 * Seats are numbered from 0; copies from further decks are written "6SY#2".
 */
import { SUIT_INFO, SUITS } from '../deck';
import { err, ok, type Result } from '../core';
import type { JiggerMove } from './state';

export function printMove(m: JiggerMove): string {
  return m.type === 'demand' ? m.suit : `give:${m.seat}:${m.give.join(',')}`;
}

export function parseMove(text: string): Result<JiggerMove, string> {
  const give = /^give:(\d{1,2}):(.+)$/i.exec(text.trim());
  if (give) return ok({ type: 'respond', seat: Number(give[1]), give: (give[2] as string).split(',').map((c) => c.trim().toUpperCase()) });
  const t = text.trim().toLowerCase();
  // The notation's suits: the suit's id ("moons"), its letter, or the id in the singular ("moon", "leaf").
  const suit = SUITS.find((s) => s === t || SUIT_INFO[s].letter.toLowerCase() === t || (s === 'leaves' ? 'leaf' : s.slice(0, -1)) === t);
  return suit ? ok({ type: 'demand', suit }) : err(`“${text.trim()}” is not a suit: demand Moons, Suns, Waves, Leaves, Wyrms or Knots`);
}
