/**
 * Thricewise's events in plain words. `you` is the seat the text speaks to as "you" (null on a shared
 * screen): verbs agree with it, never with the name shown.
 */
import { card, type CardId } from '../deck';
import type { Outcome } from '../core';
import type { ThricewiseEvent, Trio } from './state';

const nm = (id: CardId) => card(id).name;

export function trioWords(t: Trio): string {
  const what = t.kind === 'flush' ? `a flush of ${t.suit ? t.suit.charAt(0).toUpperCase() + t.suit.slice(1) : ''}` : t.kind === 'set' ? 'a set' : 'a straight';
  return `${what} (${t.points})`;
}

const speaker = (names: readonly string[], you: number | null) => ({
  who: (seat: number) => (seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
  verb: (seat: number | undefined, base: string, third: string) => (seat !== undefined && seat === you ? base : third),
});

/** The end of the game in a sentence: "Sam wins with 14 points." */
export function winText(winners: readonly number[], scores: readonly number[], names: readonly string[], you: number | null): string {
  const { who, verb } = speaker(names, you);
  return `${winners.map(who).join(' and ')} ${winners.length > 1 ? 'share the win' : verb(winners[0], 'win', 'wins')} with ${Math.max(...scores)} points.`;
}

export const outcomeText = (o: Outcome, names: readonly string[], you: number | null): string => `Game over. ${winText(o.winners, o.scores, names, you)}`;

export function describeEvent(e: ThricewiseEvent, names: readonly string[], you: number | null): string {
  const { who, verb } = speaker(names, you);
  switch (e.type) {
    case 'chosen':
      return `${who(e.seat)} ${verb(e.seat, 'choose', 'chooses')} a card${e.card ? ` (${nm(e.card)})` : ''}.`;
    case 'reveal': {
      const shown = e.cards.map((c, seat) => `${who(seat)}: ${nm(c)}`).join('; ');
      const deferred = e.deferred.length ? ` Same rank, so deferred: ${e.deferred.map(who).join(' and ')}.` : '';
      return `The cards are turned up. ${shown}.${deferred}`;
    }
    case 'place': {
      const p = who(e.seat);
      const points = e.trios.reduce((a, t) => a + t.points, 0);
      const scored = e.trios.length ? ` ${p} ${verb(e.seat, 'score', 'scores')} ${points}: ${e.trios.map(trioWords).join(', ')}.` : '';
      return `${p} ${verb(e.seat, 'place', 'places')} ${nm(e.card)}.${scored}`;
    }
    case 'draw': {
      // Only the cards this reader may see are named: their own, or every one on a teaching screen.
      const shown = e.cards.flatMap((c, i) => (c === null ? [] : [{ seat: e.seats[i] ?? i, card: c }]));
      if (shown.length === 0) return 'Everyone draws a card.';
      const each = shown.map((x) => `${x.seat === you ? 'you' : who(x.seat)} ${verb(x.seat, 'draw', 'draws')} ${nm(x.card)}`);
      return `Everyone draws a card (${each.join('; ')}).`;
    }
    case 'set-aside':
      return `Deferred cards left at the end are set aside: ${e.cards.map(nm).join(', ')}.`;
    case 'over':
      return `Game over. ${winText(e.winners, e.scores, names, you)}`;
  }
}

/** The rules in a line, for the table's sidebar (Thricewise has no options beyond its seats). */
export const reminder = (): string =>
  'Three in a line scores: a shared suit, one rank, or ranks in order. Each trio is worth its lowest number card. ' + 'The most points wins.';
