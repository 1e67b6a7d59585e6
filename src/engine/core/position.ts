/** What every game's `fromPosition` reads the same way: objects, and cards that may stand in one place only. */
import { findCard, type Card, type CardId } from '../deck';
import type { PositionError } from './game';

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads a position's cards, pushing every problem onto `errors` with where it is: text that names no
 * card, a card the game does not use (`unfit` says why, or null when the card is fine; it is asked with
 * no card when the text names none), and a card already placed elsewhere. A card read wrong is left out.
 */
export function cardReader(errors: PositionError[], unfit: (card: Card | undefined, text: string) => string | null) {
  const seen = new Map<CardId, string>();
  const one = (v: unknown, path: string): CardId | null => {
    const c = typeof v === 'string' ? findCard(v) : undefined;
    const why = unfit(c, String(v));
    if (!c || why !== null) {
      errors.push({ path, message: why ?? `“${String(v)}” is not a card id` });
      return null;
    }
    const before = seen.get(c.id);
    if (before) {
      errors.push({ path, message: `${c.id} is already at ${before}` });
      return null;
    }
    seen.set(c.id, path);
    return c.id;
  };
  /** A list of cards; absent is empty. */
  const list = (v: unknown, path: string): CardId[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      errors.push({ path, message: 'should be a list of cards' });
      return [];
    }
    return v.map((x, i) => one(x, `${path}[${i}]`)).filter((x): x is CardId => x !== null);
  };
  return { one, list };
}

/** Each entry of a list a position may leave out, with its path ("sets[2]"); anything but a list is an error (`what`: "sets"). */
export function forEachListed(errors: PositionError[], v: unknown, path: string, what: string, read: (raw: unknown, path: string, i: number) => void): void {
  if (v === undefined) return;
  if (!Array.isArray(v)) return void errors.push({ path, message: `should be a list of ${what}` });
  v.forEach((raw: unknown, i) => read(raw, `${path}[${i}]`, i));
}
