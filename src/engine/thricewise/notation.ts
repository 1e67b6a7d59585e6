/**
 * Thricewise's move notation:
 *   choose:1:5YK     seat 1 chooses the Soldier, in secret, for this turn
 *   5YK@2,1          place the Soldier in row 2, column 1 (rows and columns count from the first
 *                    grid's top-left card, and may be negative as the grid grows up or left)
 */
import type { CardId } from '../deck';
import { basicCard, err, ok, type Result } from '../core';
import type { ThricewiseMove } from './state';

export function printMove(m: ThricewiseMove): string {
  return m.type === 'choose' ? `choose:${m.seat}:${m.card}` : `${m.card}@${m.row},${m.col}`;
}

const readCard = (text: string): Result<CardId, string> => basicCard(text, 'Thricewise', '5YK');

export function parseMove(text: string): Result<ThricewiseMove, string> {
  const t = text.trim();
  const place = /^(\S+?)@(-?\d{1,2}),(-?\d{1,2})$/.exec(t);
  if (place) {
    const c = readCard(place[1] as string);
    if (!c.ok) return c;
    return ok({ type: 'place', card: c.value, row: Number(place[2]), col: Number(place[3]) });
  }
  const choose = /^choose:(\d):(\S+)$/i.exec(t);
  if (choose) {
    const c = readCard(choose[2] as string);
    if (!c.ok) return c;
    return ok({ type: 'choose', seat: Number(choose[1]), card: c.value });
  }
  return err(`“${t}” is not a Thricewise move: write choose:SEAT:CARD, or CARD@ROW,COL (as in 5YK@2,1)`);
}
