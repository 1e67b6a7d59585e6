/**
 * Hermit's events in plain words, for logs and the hand summary. `you` is the seat the text speaks to
 * as "you" (null on a shared screen): verbs agree with it, never with the name shown.
 */
import { capitalise, card, type CardId } from '../deck';
import type { HermitEvent } from './state';

const nm = (id: CardId) => card(id).name;

export function formatPoints(x: number): string {
  const whole = Math.floor(x + 1e-9);
  const frac = x - whole;
  const parts: [number, string][] = [
    [0, ''],
    [1 / 4, '¼'],
    [1 / 3, '⅓'],
    [1 / 2, '½'],
    [2 / 3, '⅔'],
    [3 / 4, '¾'],
    [1, ''],
  ];
  let best = parts[0] as [number, string];
  for (const p of parts) if (Math.abs(frac - p[0]) < Math.abs(frac - best[0])) best = p;
  const w = best[0] === 1 ? whole + 1 : whole;
  return best[1] ? `${w === 0 ? '' : w}${best[1]}` : String(w);
}

export function describeEvent(e: HermitEvent, names: readonly string[], you: number | null): string {
  const who = (seat: number | null) => (seat === null ? 'No one' : seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`));
  const verb = (seat: number | null, base: string, third: string) => (seat !== null && seat === you ? base : third);
  const startedTrick = (t: { readonly id: number; readonly owner: number | null; readonly cards: readonly { readonly card: CardId }[] }) =>
    `${nm(t.cards[0]?.card as CardId)} (${t.owner === null ? 'no one’s' : who(t.owner)}, trick ${t.id})`;
  switch (e.type) {
    case 'deal':
      return `Hand ${e.hand + 1}: ${who(e.dealer)} ${verb(e.dealer, 'deal', 'deals')}.`;
    case 'chosen':
      return e.phase === 'start'
        ? `${who(e.seat)} ${verb(e.seat, 'choose', 'chooses')} a card to start a trick${e.card ? ` (${nm(e.card)})` : ''}.`
        : `${who(e.seat)} ${verb(e.seat, 'add', 'adds')} a card to the Cottage${e.card ? ` (${nm(e.card)})` : ''}.`;
    case 'starts':
      return `New tricks: ${e.tricks.map(startedTrick).join('; ')}.`;
    case 'cottage':
      return 'The Cottage cards are added, face down.';
    case 'play': {
      const p = who(e.seat);
      const cancel = e.cancels ? ` It cancels ${nm(e.cancels)}.` : '';
      const control = e.control ? ` ${p} ${verb(e.seat, 'take', 'takes')} control.` : '';
      return `${p} ${verb(e.seat, 'play', 'plays')} ${nm(e.card)} on trick ${e.trick}.${cancel}${control}`;
    }
    case 'new-trick': {
      const p = who(e.seat);
      return `${p} cannot follow any trick, so ${e.seat === you ? 'you start' : 'starts'} trick ${e.trick} with ${nm(e.card)}.`;
    }
    case 'taken': {
      const people = e.cards.filter((c) => card(c).types.includes('personality'));
      const tail = people.length ? ` with ${people.map(nm).join(' and ')}` : ', with no personalities';
      return e.seat === null
        ? `Trick ${e.trick} is complete with no one in control: it counts against no one.`
        : `${capitalise(who(e.seat))} ${verb(e.seat, 'take', 'takes')} trick ${e.trick}${tail}.`;
    }
    case 'hand-over':
      return `End of hand ${e.result.hand + 1}: ${e.result.points.map((p, i) => `${who(i)} ${formatPoints(p)}`).join(', ')}.`;
    case 'match-over':
      return (
        `Game over. ${e.winners.map(who).join(' and ')} ` +
        `${e.winners.length > 1 ? 'share the win' : verb(e.winners[0] ?? null, 'win', 'wins')} ` +
        `with the lowest score, ${formatPoints(Math.min(...e.scores))}.`
      );
  }
}
