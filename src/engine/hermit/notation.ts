/**
 * Hermit's move notation:
 *   3MW>2          play the Journey (3 of Moons and Waves) on trick 2
 *   3MW>new        start a new trick with it (only when no card in hand can follow any trick)
 *   start:1:3MW    seat 1 chooses the Journey, in secret, to start a trick
 *   cottage:0:CM   seat 0 adds the Huntress to the Cottage (two players)
 * Seats are numbered from 0.
 */
import type { CardId } from '../deck';
import { basicCard, err, ok, type Result } from '../core';
import type { HermitMove } from './state';

export function printMove(m: HermitMove): string {
  if (m.type === 'play') return `${m.card}>${m.trick}`;
  return `${m.type}:${m.seat}:${m.card}`;
}

const readCard = (text: string): Result<CardId, string> => basicCard(text, 'Hermit', '3MW');

export function parseMove(text: string): Result<HermitMove, string> {
  const t = text.trim();
  const play = /^([^>\s]+)\s*>\s*(new|\d{1,3})$/i.exec(t);
  if (play) {
    const c = readCard(play[1] as string);
    if (!c.ok) return c;
    const trick = (play[2] as string).toLowerCase() === 'new' ? 'new' : Number(play[2]);
    return ok({ type: 'play', card: c.value, trick });
  }
  const secret = /^(start|cottage):(\d):(\S+)$/i.exec(t);
  if (secret) {
    const c = readCard(secret[3] as string);
    if (!c.ok) return c;
    return ok({ type: (secret[1] as string).toLowerCase() as 'start' | 'cottage', seat: Number(secret[2]), card: c.value });
  }
  return err(`“${t}” is not a Hermit move: write a card and a trick (3MW>2 or 3MW>new), or start:SEAT:CARD, or cottage:SEAT:CARD`);
}
