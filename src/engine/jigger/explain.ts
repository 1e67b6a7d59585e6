/**
 * Why each Jigger event happened, and what the player to act may do: the rule each follows, with the
 * facts that made it fire. A card another player fished and kept is never named; hints read the
 * player's own view (their hand and the takes they may see).
 */
import { capitalise, card, SUIT_INFO, SUITS, type CardId, type Suit } from '../deck';
import type { Explanation, Hint } from '../core';
import { answers, apply, baseCard, books, fullDeck, hasSuitOf, isExcuse, suitName } from './game';
import { RULES } from './rules';
import { printMove } from './notation';
import type { JiggerEvent, JiggerState } from './state';
import type { JiggerView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = { demand: true, surrender: true, excuse: true, jigger: true, fish: true, over: true } as const satisfies Record<
  JiggerEvent['type'],
  true
>;

const nm = (id: CardId) => card(baseCard(id)).name;
const low = (w: string) => (w === 'You' ? 'you' : w);
const list = (ids: readonly string[]) => (ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`);
const speaker = (names: readonly string[], you: number | null) => ({
  who: (seat: number) => (seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
  verb: (seat: number, base: string, third: string) => (seat === you ? base : third),
});

/**
 * The suit being answered in a move: the pending demand's, or else the one demand that leads from
 * `before` to `after` (the demand is the move; the rules give one outcome per suit).
 */
export function demandedSuit(before: JiggerState, after: JiggerState): Suit | null {
  if (before.pending) return before.pending.suit;
  const target = JSON.stringify(after);
  for (const suit of SUITS) {
    const r = apply(before, { type: 'demand', suit });
    if (r.ok && JSON.stringify(r.value.state) === target) return suit;
  }
  return null;
}

export function explainEvent(e: JiggerEvent, before: JiggerState, after: JiggerState, names: readonly string[], you: number | null): Explanation[] {
  const { who, verb } = speaker(names, you);
  const suit = e.type === 'demand' ? e.suit : demandedSuit(before, after);
  const sn = suit ? SUIT_INFO[suit].name : 'the suit';
  switch (e.type) {
    case 'demand':
      return [
        {
          text: `On ${e.seat === you ? 'your' : 'their'} turn a player demands one suit: every other player who holds ${sn} must give all of them.`,
          rule: RULES.demand,
        },
      ];
    case 'surrender': {
      const staggered = before.options.staggered === true && before.phase === 'respond';
      const seen = e.cards.filter((c): c is CardId => c !== null);
      if (seen.length < e.cards.length)
        return [
          {
            text:
              `${who(e.seat)} ${verb(e.seat, 'give', 'gives')} ${e.cards.length} ${e.cards.length === 1 ? 'card' : 'cards'} ` +
              `into ${who(e.to) === 'You' ? 'your' : `${names[e.to] ?? ''}’s`} take, which lies face down here: ` +
              'with the handicap for players of different ages, a face-down take is not looked at, so its cards are not named.',
            rule: RULES.handicap,
          },
        ];
      return [
        staggered
          ? {
              text:
                `${who(e.seat)} ${verb(e.seat, 'answer', 'answers')} the demand for ${sn} with ` +
                `${list(seen.map(nm))}: with staggered demands an Ace or Crown may stand for the two- ` +
                `and three-suited cards, or a three-suited card may be kept back.`,
              rule: RULES.staggered,
            }
          : {
              text:
                `${who(e.seat)} ${verb(e.seat, 'hold', 'holds')} ${e.cards.length} ` +
                `${e.cards.length === 1 ? 'card' : 'cards'} with ${sn} (${list(seen.map(nm))}): every ` +
                `card of the demanded suit is given at once, into ` +
                `${who(e.to) === 'You' ? 'your' : `${names[e.to] ?? ''}’s`} take.`,
              rule: RULES.demand,
            },
      ];
    }
    case 'excuse':
      return [
        {
          text:
            `${who(e.seat)} ${verb(e.seat, 'hold', 'holds')} no ${sn} but ` +
            `${verb(e.seat, 'have', 'has')} the Excuse: a player without the suit who holds the Excuse ` +
            `gives it instead of fishing.`,
          rule: RULES.excuse,
        },
      ];
    case 'jigger':
      return [
        {
          text:
            `${who(e.seat)} ${verb(e.seat, 'hold', 'holds')} no ${sn} and no Excuse: ` +
            `${e.seat === you ? 'you call' : 'they call'} “Jigger!” and fish from the draw pile until ` +
            `a card with ${sn} comes up.`,
          rule: RULES.jigger,
        },
      ];
    case 'fish':
      if (e.card === null && !e.unseen) return [{ text: 'The draw pile ran out while a demand was still unmet: the game ends at once.', rule: RULES.end }];
      if (e.card === null)
        return [
          { text: `${who(e.seat)} ${verb(e.seat, 'draw', 'draws')} a card without ${sn}: it is kept in hand, and the fishing goes on.`, rule: RULES.jigger },
        ];
      if (isExcuse(e.card) && e.match)
        return [{ text: 'The Excuse was fished: at this table a fished Excuse is given, and the fishing ends.', rule: RULES.reading }];
      return e.match
        ? [
            {
              text: `${capitalise(nm(e.card))} has ${sn}: a fished card of the demanded suit is given to the player who demanded, and the fishing ends.`,
              rule: RULES.jigger,
            },
          ]
        : [{ text: `${capitalise(nm(e.card))} has no ${sn}: it is kept in hand, and the fishing goes on.`, rule: RULES.jigger }];
    case 'over':
      return finalCount(after, e.winners, names, you);
  }
}

/** The final count: each take (cards or books), then the tie-breaks that decided. */
export function finalCount(s: JiggerState, winners: readonly number[], names: readonly string[], you: number | null): Explanation[] {
  const { who, verb } = speaker(names, you);
  const o = s.options;
  const out: Explanation[] = s.takes.map((t, seat) => {
    if (o.bookScoring) {
      const per = SUITS.map((suit) => ({ suit, n: t.filter((c) => hasSuitOf(c, suit)).length })).filter((x) => x.n >= 4);
      const ex = t.filter(isExcuse).length;
      return {
        text:
          `${who(seat)} ${verb(seat, 'have', 'has')} ${books(t)} ` +
          `${books(t) === 1 ? 'book' : 'books'}: ` +
          `${per.length ? per.map((x) => `${x.n} ${SUIT_INFO[x.suit].name}`).join(', ') : 'no suit four times'}` +
          `${ex ? `, and ${ex} Excuse${ex > 1 ? 's' : ''} (wild for one suit each)` : ''}; ` +
          `four cards with a suit make a book.`,
        rule: RULES.books,
      };
    }
    return {
      text:
        `${who(seat)} ${verb(seat, 'have', 'has')} ${t.length} ${t.length === 1 ? 'card' : 'cards'} ` +
        `in ${seat === you ? 'your' : 'their'} take${t.some(isExcuse) ? ', with the Excuse' : ''}, ` +
        `and ${s.hands[seat]?.length ?? 0} in hand.`,
      rule: RULES.end,
    };
  });
  const main = (i: number) => (o.bookScoring ? books(s.takes[i] ?? []) : (s.takes[i]?.length ?? 0));
  const top = Math.max(...s.takes.map((_, i) => main(i)));
  const tied = s.takes.map((_, i) => i).filter((i) => main(i) === top);
  const what = o.bookScoring ? 'books' : 'cards in the take';
  let text: string;
  if (tied.length === 1)
    text =
      `${who(winners[0] as number)} ${verb(winners[0] as number, 'have', 'has')} the most ${what} ` +
      `(${top}), and ${verb(winners[0] as number, 'win', 'wins')}.`;
  else if (winners.length === 1)
    text =
      `${list(tied.map(who))} tie on ${what} (${top}); the tie-break ` +
      `(${o.bookScoring ? 'more cards in hand' : 'an Excuse in the take, then more cards in hand'}) ` +
      `goes to ${low(who(winners[0] as number))}.`;
  else text = `${list(winners.map(who))} tie on ${what} and on every tie-break: they share the win.`;
  out.push({ text, rule: o.bookScoring ? RULES.books : RULES.end });
  return out;
}

/** Each suit the player may demand, with what the cards they can see say about it; or each way to answer. From the view. */
export function hintsFor(v: JiggerView): Hint[] {
  if (v.phase === 'respond') {
    if (!v.pending || v.pending.left[0] !== v.seat) return [];
    return answers(v.hand, v.pending.suit, true).map((give) => ({
      move: printMove({ type: 'respond', seat: v.seat, give }),
      label: `Give ${list(give.map(nm))}`,
      text: `${give.length} ${give.length === 1 ? 'card goes' : 'cards go'} into the demander’s take; you keep the rest of your hand.`,
      rule: RULES.staggered,
    }));
  }
  if (v.phase !== 'demand' || v.turn !== v.seat) return [];
  const deck = fullDeck(v.options.players);
  const hints = SUITS.map((suit) => {
    const total = deck.filter((c) => hasSuitOf(c, suit)).length;
    const mine = v.hand.filter((c) => hasSuitOf(c, suit)).length;
    const inTakes = v.takes.reduce((a, t) => a + (t ? t.filter((c) => hasSuitOf(c, suit)).length : 0), 0);
    const hidden = v.takes.some((t) => t === null);
    const elsewhere = total - mine - inTakes;
    return {
      suit,
      elsewhere,
      hint: {
        move: printMove({ type: 'demand', suit }),
        label: `Demand ${suitName(suit)}`,
        text:
          `${total} cards have ${SUIT_INFO[suit].name}: ${mine} in your hand, ${inTakes} in the takes ` +
          `you can see, so ${elsewhere} ${elsewhere === 1 ? 'is' : 'are'} in other hands or the draw ` +
          `pile${hidden ? ' or a hidden take' : ''}. Each other player gives all they hold of it, or ` +
          `else an Excuse, or else fishes until one comes up.`,
        rule: RULES.demand,
      } satisfies Hint,
    };
  });
  return hints.sort((a, b) => b.elsewhere - a.elsewhere).map((x) => x.hint);
}
