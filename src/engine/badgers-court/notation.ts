/**
 * Badger's Court's move notation:
 *   6SY               lay the Penitent in the Court
 *   6SY x 6MW 6LK     play the Penitent and take the Lunatic and the Market (and any build named by one
 *                     of its cards)
 *   AS b9 8WL         play the Ace of Suns onto the Mill, "building nines"
 * A take or a build naming no Court cards ("6SY x") is read as written: the engine refuses it with its
 * rule, on another device as at one screen (every move a table can form crosses between devices).
 */
import { findCard, RANKS, type CardId, type Rank } from '../deck';
import { err, ok, type Result } from '../core';
import type { BadgersCourtMove } from './state';

export function printMove(m: BadgersCourtMove): string {
  if (m.type === 'lay') return m.card;
  return [m.card, m.type === 'take' ? 'x' : `b${m.rank}`, ...m.items].join(' ');
}

function oneCard(text: string): Result<CardId, string> {
  const c = findCard(text);
  if (!c) return err(`“${text}” is not a card (write a rank, A 2-9 P T or C, then its suits, as in 6SY)`);
  if (c.rank === null) return err(`${c.id} is not used in Badger’s Court`);
  return ok(c.id);
}

export function parseMove(text: string): Result<BadgersCourtMove, string> {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  const [first, verb, ...items] = parts;
  if (!first) return err('an empty move: write a card to lay it, CARD x CARDS to take, or CARD bRANK CARDS to build');
  const played = oneCard(first);
  if (!played.ok) return played;
  if (verb === undefined) return ok({ type: 'lay', card: played.value });
  const ids: CardId[] = [];
  for (const t of items) {
    const c = oneCard(t);
    if (!c.ok) return c;
    ids.push(c.value);
  }
  if (verb.toLowerCase() === 'x') return ok({ type: 'take', card: played.value, items: ids });
  const b = /^b([A2-9PTC])$/i.exec(verb);
  if (b) return ok({ type: 'build', card: played.value, items: ids, rank: (b[1] as string).toUpperCase() as Rank });
  return err(`“${verb}” is not x (take) or b with a rank (build), as in 6SY x 6MW or AS b9 8WL`);
}

export const isRank = (x: unknown): x is Rank => typeof x === 'string' && (RANKS as readonly string[]).includes(x);
