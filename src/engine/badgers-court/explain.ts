/**
 * Why each Badger’s Court event happened, and what the player to act may do: the rule each follows,
 * with the facts that made it fire. Cards dealt or drawn to the other seat are never named; hints read
 * the player's own view (their hand and the Court).
 */
import { capitalise, card, type CardId } from '../deck';
import type { Explanation, Hint } from '../core';
import { isBuild, itemCards, itemOf, listMoves } from './game';
import { aRank, rankOf, rankPlural, splitInto } from './values';
import { cardList } from './describe';
import { printMove } from './notation';
import { RULES, TARGET, TRADITIONAL_TARGET } from './rules';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtState, RoundResult } from './state';
import type { BadgersCourtView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = { deal: true, lay: true, take: true, build: true, draw: true, rest: true, 'round-over': true, over: true } as const satisfies Record<
  BadgersCourtEvent['type'],
  true
>;

const nm = (id: CardId) => card(id).name;
const low = (w: string) => (w === 'You' ? 'you' : w);
const speaker = (names: readonly string[], you: number | null) => ({
  who: (seat: number | null) => (seat === null ? 'No one' : seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
  verb: (seat: number | null, base: string, third: string) => (seat !== null && seat === you ? base : third),
});

/** What a capture takes, in words: matches by rank, sums by adding, builds by their rank. */
function takeReasons(played: CardId, taken: readonly CardId[], court: BadgersCourtState['court'], options: BadgersCourtState['options']): Explanation[] {
  const rank = rankOf(played);
  const items = [
    ...new Set(
      taken
        .filter((c) => c !== played)
        .map((c) => itemOf({ court }, c))
        .filter((x) => x !== undefined),
    ),
  ];
  const matched = items.filter((it) => !isBuild(it) && itemCards(it).length === 1 && rankOf(itemCards(it)[0] as CardId) === rank).flatMap(itemCards);
  const builds = items.filter(isBuild);
  const added = items.filter((it) => !isBuild(it) && !matched.includes(itemCards(it)[0] as CardId)).flatMap(itemCards);
  const out: Explanation[] = [];
  if (matched.length)
    out.push({
      text:
        `${capitalise(cardList(matched))} ${matched.length === 1 ? 'is' : 'are'} ${aRank(rank)}, ` +
        `like ${nm(played)}: a match takes every card of its rank in the Court.`,
      rule: RULES.matching,
    });
  if (added.length) {
    const groups = splitInto(
      added.map((c) => [c]),
      rank,
      options,
    ) ?? [added];
    const sums = groups.map((g) => (g.length === 1 ? nm(g[0] as CardId) : g.map(nm).join(' + ')));
    out.push({
      text:
        `${capitalise(sums.join('; '))} ${groups.length === 1 ? 'makes' : 'each make'} ` +
        `${aRank(rank)}, like ${nm(played)}: cards whose values add up to the card played are ` +
        `taken with it.`,
      rule: RULES.adding,
    });
  }
  for (const b of builds)
    out.push({
      text: `The build of ${rankPlural(b.rank)} (${cardList(itemCards(b))}) is taken by ${aRank(b.rank)}, as it was declared.`,
      rule: RULES.building,
    });
  return out;
}

export function explainEvent(
  e: BadgersCourtEvent,
  before: BadgersCourtState,
  _after: BadgersCourtState,
  names: readonly string[],
  you: number | null,
): Explanation[] {
  const { who, verb } = speaker(names, you);
  switch (e.type) {
    case 'deal':
      return e.deal === 1
        ? [
            {
              text:
                `Round ${e.round + 1}: ${who(e.dealer)} ${verb(e.dealer, 'deal', 'deals')} four cards to ` +
                `each player and four face up to the Court${e.round > 0 ? '; the deal changes hands every round' : ''}.`,
              rule: RULES.setup,
            },
          ]
        : [{ text: 'Both hands are empty and cards remain: four more are dealt to each player (none to the Court).', rule: RULES.setup }];
    case 'lay':
      return [
        {
          text: `${who(e.seat)} ${verb(e.seat, 'lay', 'lays')} ${nm(e.card)} face up in the Court: a card that takes nothing and builds nothing is laid.`,
          rule: RULES.laying,
        },
      ];
    case 'take': {
      const out = takeReasons(e.card, e.taken, before.court, before.options);
      if (e.sweep) out.push({ text: `The Court is empty now: ${low(who(e.seat))} took the last of it.`, rule: RULES.turn });
      return out.length ? out : [{ text: `${capitalise(nm(e.card))} takes ${cardList(e.taken.filter((c) => c !== e.card))}.`, rule: RULES.matching }];
    }
    case 'build': {
      const out: Explanation[] = [
        {
          text:
            `${capitalise(cardList(e.cards))} ${e.locked ? 'make, in groups,' : 'add up to'} ` +
            `${aRank(e.rank)}: ${low(who(e.seat))} ${verb(e.seat, 'declare', 'declares')} “building ` +
            `${rankPlural(e.rank)}”, and must keep ${aRank(e.rank)} in hand to take it later.`,
          rule: RULES.building,
        },
      ];
      if (e.raised)
        out.push({
          text:
            `An open build may be raised: it was building ` +
            `${rankPlural(e.raised)}${e.from !== null && e.from !== e.seat ? ` (${low(who(e.from))}’s)` : ''}, ` +
            `and now it builds ${rankPlural(e.rank)} and is ${who(e.seat) === 'You' ? 'yours' : `${names[e.seat] ?? ''}’s`}.`,
          rule: RULES.building,
        });
      if (e.locked)
        out.push({
          text:
            `The build of ${rankPlural(e.rank)} is locked: it holds two ${rankPlural(e.rank)} (two ` +
            `groups that each make ${aRank(e.rank)}), so it can only grow with more ${rankPlural(e.rank)}.`,
          rule: RULES.locked,
        });
      return out;
    }
    case 'draw':
      return [
        {
          text:
            `${who(e.seat)} ${verb(e.seat, 'draw', 'draws')} a card after the turn: this table plays ` +
            `the variant where each player draws one card after each turn.`,
          rule: RULES.variants,
        },
      ];
    case 'rest':
      return [
        e.seat === null
          ? { text: `The round is over and no one took a card: the cards left in the Court (${cardList(e.cards)}) are set aside.`, rule: RULES.lastTake }
          : { text: `The round is over: the last player to take (${low(who(e.seat))}) takes the cards left in the Court.`, rule: RULES.lastTake },
      ];
    case 'round-over':
      return roundScoring(e.result, names, you);
    case 'over': {
      const o = before.options;
      const target = o.variant === 'traditional' ? `reaches ${TRADITIONAL_TARGET}` : `passes ${TARGET}`;
      return [
        {
          text:
            `The game ends after a round in which someone ${target} and the scores are not tied: the ` +
            `higher total wins (${e.scores.map((p, i) => `${low(who(i))} ${p}`).join(', ')}).`,
          rule: RULES.end,
        },
      ];
    }
  }
}

/** A round's scoring, category by category: what each player counted, what scored, and the ties that scored nothing. */
export function roundScoring(r: RoundResult, names: readonly string[], you: number | null): Explanation[] {
  const { who, verb } = speaker(names, you);
  const out: Explanation[] = r.tallies.map((t, seat) => {
    const lines = r.lines[seat] ?? [];
    return {
      text:
        `${who(seat)} ${verb(seat, 'take', 'takes')} ${t.cards} cards this round: ${t.crowns} ` +
        `Crowns, ${t.aces} Aces, ${t.personalities} personalities, ${t.moons} Moons. ` +
        `${verb(seat, 'Score', 'Scores')} ${r.points[seat] ?? 0}: ${lines.length ? lines.map((l) => `${l.label} ${l.points}`).join(', ') : 'nothing'}.`,
      rule: RULES.scoring,
    };
  });
  if (r.ties.length) out.push({ text: `Tied, so scored by no one: ${r.ties.join(', ')}.`, rule: RULES.scoring });
  return out;
}

function describeMove(m: BadgersCourtMove, v: BadgersCourtView): Hint {
  if (m.type === 'lay')
    return { move: printMove(m), label: `Lay ${nm(m.card)}`, text: 'It goes face up into the Court; it takes nothing.', rule: RULES.laying };
  const items = m.items.map((c) => itemOf(v, c)).filter((x) => x !== undefined);
  const cards = items.flatMap(itemCards);
  if (m.type === 'take') {
    const rank = rankOf(m.card);
    const adds = items.some((it) => (!isBuild(it) && rankOf(itemCards(it)[0] as CardId) !== rank) || itemCards(it).length > 1);
    return {
      move: printMove(m),
      label: `Take with ${nm(m.card)}: ${cardList(cards)}`,
      text: `You would take ${cards.length + 1} cards (with ${nm(m.card)}).${items.length === v.court.length ? ' The Court would be empty.' : ''}`,
      rule: adds ? RULES.adding : RULES.matching,
    };
  }
  return {
    move: printMove(m),
    label: `Build ${rankPlural(m.rank)} with ${nm(m.card)} on ${cardList(cards)}`,
    text: `The build would hold ${cards.length + 1} cards; keep ${aRank(m.rank)} in hand to take it next turn.`,
    rule: RULES.building,
  };
}

/** Each capture, addition, build and lay the player may make, with what it would take. From the view. */
export function hintsFor(v: BadgersCourtView): Hint[] {
  if (v.phase === 'over' || v.turn !== v.seat) return [];
  const turn = { hands: v.handCounts.map((_, i) => (i === v.seat ? v.hand : [])), court: v.court, options: v.options, turn: v.turn, phase: v.phase };
  const { moves } = listMoves(turn, 40);
  const hints = moves.map((m) => describeMove(m, v));
  // Takes first, the largest first; then builds; then lays.
  const weight = (m: BadgersCourtMove) =>
    m.type === 'take' ? 1000 + m.items.map((c) => itemOf(v, c)).flatMap((it) => (it ? itemCards(it) : [])).length : m.type === 'build' ? 500 : 0;
  return hints
    .map((h, i) => ({ h, w: weight(moves[i] as BadgersCourtMove) }))
    .sort((a, b) => b.w - a.w)
    .map((x) => x.h)
    .slice(0, 60);
}
