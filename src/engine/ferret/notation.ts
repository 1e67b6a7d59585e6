/**
 * Ferret's move notation, short enough for a link:
 *   6SY>6MW            play the Penitent (6 of Suns and Wyrms) on the Lunatic
 *   pass               pass
 *   set:AM,5ML,6MW@4   when several sets could form: form this one, read as the run from 4
 * Card ids are a rank (A 2-9 C) and suit letters (M Moons, S Suns, W Waves, L Leaves, Y Wyrms, K Knots).
 */
import type { CardId } from '../deck';
import { basicCard, err, ok, type Result } from '../core';
import type { FerretMove } from './state';

export function printMove(m: FerretMove): string {
  switch (m.type) {
    case 'pass':
      return 'pass';
    case 'ferret':
      return `${m.card}>${m.target}`;
    case 'set':
      return `set:${m.cards.join(',')}@${m.low === 1 ? 'A' : m.low}`;
  }
}

const readCard = (text: string): Result<CardId, string> => basicCard(text, 'Ferret', '6SY');

export function parseMove(text: string): Result<FerretMove, string> {
  const t = text.trim();
  if (/^pass$/i.test(t)) return ok({ type: 'pass' });
  const ferret = /^([^>\s]+)\s*>\s*([^>\s]+)$/.exec(t);
  if (ferret) {
    const a = readCard(ferret[1] as string);
    if (!a.ok) return a;
    const b = readCard(ferret[2] as string);
    if (!b.ok) return b;
    return ok({ type: 'ferret', card: a.value, target: b.value });
  }
  const set = /^set:([^@]+)@\s*([A1-8])$/i.exec(t);
  if (set) {
    const parts = (set[1] as string).split(',');
    if (parts.length !== 3) return err('a set names three cards, separated by commas');
    const cards: CardId[] = [];
    for (const part of parts) {
      const c = readCard(part);
      if (!c.ok) return c;
      cards.push(c.value);
    }
    const lowText = (set[2] as string).toUpperCase();
    return ok({ type: 'set', cards, low: lowText === 'A' ? 1 : Number(lowText) });
  }
  return err(`“${t}” is not a Ferret move: write a card and a target (6SY>6MW), “pass”, or a set (set:AM,5ML,6MW@4)`);
}
