/**
 * Why each Jigger event happened, and what the player to act may do: the rule each follows, with the
 * facts that made it fire. A card another player fished and kept is never named; hints read the
 * player's own view (their hand and the takes they may see).
 */
import { SUITS, type CardId, type Suit } from '../deck';
import { msg, type Explanation, type Hint } from '../core';
import { commas, seatList } from './describe';
import { answers, apply, books, fullDeck, hasSuitOf, isExcuse } from './game';
import { RULES } from './rules';
import { printMove } from './notation';
import type { JiggerEvent, JiggerState } from './state';
import type { JiggerView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = { demand: true, surrender: true, excuse: true, jigger: true, fish: true, over: true } as const satisfies Record<
  JiggerEvent['type'],
  true
>;

/**
 * The suit being answered in a move: the pending demand's, or else the one demand that leads from
 * `before` to `after` (the demand is the move; the rules give one outcome per suit).
 */
export function demandedSuit(before: JiggerState, after: JiggerState): Suit | null {
  if (before.pending) return before.pending.suit;
  const target = JSON.stringify(after);
  // Two suits can lead to the same table (the Harvest given up for Moons or for Suns): then the suit is not known.
  let found: Suit | null = null;
  for (const suit of SUITS) {
    const r = apply(before, { type: 'demand', suit });
    if (!r.ok || JSON.stringify(r.value.state) !== target) continue;
    if (found !== null) return null;
    found = suit;
  }
  return found;
}

export function explainEvent(e: JiggerEvent, before: JiggerState, after: JiggerState): Explanation[] {
  // The suit the move answers, or 'none' when a table shown part-way through a demand cannot tell ("the suit").
  const s = (e.type === 'demand' ? e.suit : demandedSuit(before, after)) ?? 'none';
  switch (e.type) {
    case 'demand':
      return [{ text: msg('jigger.why.demand', { p: e.seat, s }), rule: RULES.demand }];
    case 'surrender': {
      const staggered = before.options.staggered === true && before.phase === 'respond';
      const seen = e.cards.filter((c): c is CardId => c !== null);
      if (seen.length < e.cards.length) return [{ text: msg('jigger.why.surrender.hidden', { p: e.seat, n: e.cards.length, to: e.to }), rule: RULES.handicap }];
      return [
        staggered
          ? { text: msg('jigger.why.surrender.staggered', { p: e.seat, s, cs: seen, a: 'A', cr: 'C' }), rule: RULES.staggered }
          : { text: msg('jigger.why.surrender', { p: e.seat, n: e.cards.length, s, cs: seen, to: e.to }), rule: RULES.demand },
      ];
    }
    case 'excuse':
      return [{ text: msg('jigger.why.excuse', { p: e.seat, s, c: e.card }), rule: RULES.excuse }];
    case 'jigger':
      return [{ text: msg('jigger.why.jigger', { p: e.seat, s }), rule: RULES.jigger }];
    case 'fish':
      if (e.card === null && !e.unseen) return [{ text: msg('jigger.why.fish.empty'), rule: RULES.end }];
      if (e.card === null) return [{ text: msg('jigger.why.fish.unseen', { p: e.seat, s }), rule: RULES.jigger }];
      if (isExcuse(e.card) && e.match) return [{ text: msg('jigger.why.fish.excuse', { c: e.card }), rule: RULES.reading }];
      return [
        {
          text: e.match ? msg('jigger.why.fish.given', { c: e.card, s }) : msg('jigger.why.fish.kept', { c: e.card, s }),
          rule: RULES.jigger,
        },
      ];
    case 'over':
      return finalCount(after, e.winners);
  }
}

/** The final count: each take (cards or books), then the tie-breaks that decided. */
export function finalCount(s: JiggerState, winners: readonly number[]): Explanation[] {
  const o = s.options;
  const out: Explanation[] = s.takes.map((t, seat) => {
    if (o.bookScoring) {
      const per = SUITS.map((suit) => ({ suit, n: t.filter((c) => hasSuitOf(c, suit)).length })).filter((x) => x.n >= 4);
      const counts = per.map((x) => msg('jigger.books.suit', { n: x.n, s: x.suit }));
      return {
        text: msg('jigger.why.books', {
          p: seat,
          b: books(t),
          per: counts.length ? commas(counts) : msg('jigger.books.none'),
          ex: t.filter(isExcuse).length,
        }),
        rule: RULES.books,
      };
    }
    return {
      text: msg('jigger.why.take', { p: seat, n: t.length, excuse: t.some(isExcuse) ? 'yes' : 'no', h: s.hands[seat]?.length ?? 0 }),
      rule: RULES.end,
    };
  });
  const main = (i: number) => (o.bookScoring ? books(s.takes[i] ?? []) : (s.takes[i]?.length ?? 0));
  const top = Math.max(...s.takes.map((_, i) => main(i)));
  const tied = s.takes.map((_, i) => i).filter((i) => main(i) === top);
  const w = o.bookScoring ? 'books' : 'cards';
  const text =
    tied.length === 1
      ? msg('jigger.why.most', { p: winners[0], w, top })
      : winners.length === 1
        ? msg('jigger.why.tie-break', { ts: seatList(tied), w, top, p: winners[0] })
        : msg('jigger.why.shared', { ws: seatList(winners), w });
  out.push({ text, rule: o.bookScoring ? RULES.books : RULES.end });
  return out;
}

/** Each suit the player may demand, with what the cards they can see say about it; or each way to answer. From the view. */
export function hintsFor(v: JiggerView): Hint[] {
  if (v.phase === 'respond') {
    if (!v.pending || v.pending.left[0] !== v.seat) return [];
    return answers(v.hand, v.pending.suit, true).map((give) => ({
      move: printMove({ type: 'respond', seat: v.seat, give }),
      label: msg('jigger.hint.give.label', { cs: give }),
      text: msg('jigger.hint.give', { n: give.length }),
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
        label: msg('jigger.hint.demand.label', { s: suit }),
        text: msg('jigger.hint.demand', { total, s: suit, mine, seen: inTakes, left: elsewhere, hidden: hidden ? 'yes' : 'no' }),
        rule: RULES.demand,
      } satisfies Hint,
    };
  });
  return hints.sort((a, b) => b.elsewhere - a.elsewhere).map((x) => x.hint);
}
