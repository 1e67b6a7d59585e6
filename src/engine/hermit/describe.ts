/**
 * Hermit's events in plain words, for logs and the hand summary. `you` is the seat the text speaks to
 * as "you" (null on a shared screen): verbs agree with it, never with the name shown.
 */
import { capitalise, card, type CardId } from '../deck';
import type { Outcome } from '../core/game';
import type { HermitEvent, HermitOptions } from './state';

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

/** The end of a match in a sentence: "Game over. Sam wins with the lowest score, 7." */
export function outcomeText(o: Outcome, names: readonly string[], you: number | null): string {
  const who = (seat: number) => (seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`));
  const verb = o.winners.length > 1 ? 'share the win' : o.winners[0] === you ? 'win' : 'wins';
  return `Game over. ${o.winners.map(who).join(' and ')} ${verb} with the lowest score, ${formatPoints(Math.min(...o.scores))}.`;
}

/** The rules in a line, for the table's sidebar, under these options. */
export function reminder(o: HermitOptions): string {
  const end =
    o.players === 2 ? 'The match is four hands; the lowest total wins.' : `The match ends when someone reaches ${o.target} points; the lowest total wins.`;
  const variants = [
    ...(o.pleasantCompany ? ['Pleasant Company: all four Moon, or all four Sun, personalities together count 0.'] : []),
    ...(o.houseParty ? ['House Party: if only one player takes personalities, the others share those points.'] : []),
  ];
  return [
    'Follow the last card of a trick. The highest card (or a tie) takes the trick in front of you; a full trick of four is taken.',
    'Personalities count their rank against you.',
    end,
    ...variants,
  ].join(' ');
}
