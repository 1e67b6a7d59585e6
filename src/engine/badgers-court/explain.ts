/**
 * Why each Badger’s Court event happened, and what the player to act may do: the rule each follows,
 * with the facts that made it fire, as messages (the words say them). Cards dealt or drawn to the other seat are never named; hints read
 * the player's own view (their hand and the Court).
 */
import type { CardId } from '../deck';
import { msg, type Explanation, type Hint, type Message } from '../core';
import { isBuild, itemCards, itemOf, listMoves } from './game';
import { rankMany, rankOf, rankOne, splitInto } from './values';
import { joined } from './describe';
import { printMove } from './notation';
import { RULES, TARGET, TRADITIONAL_TARGET } from './rules';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtState, RoundResult } from './state';
import type { BadgersCourtView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = { deal: true, lay: true, take: true, build: true, draw: true, rest: true, 'round-over': true, over: true } as const satisfies Record<
  BadgersCourtEvent['type'],
  true
>;

/** A group of cards as a sum: "the Mill + the Ace of Suns". */
const sum = (cards: readonly CardId[]): Message =>
  cards.slice(1).reduce((a, c) => msg('badgers-court.join.plus', { a, c }), msg('badgers-court.join.card', { c: cards[0] }));

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
    out.push({ text: msg('badgers-court.why.match', { cs: matched, n: matched.length, one: rankOne(rank), c: played }), rule: RULES.matching });
  if (added.length) {
    const groups = splitInto(
      added.map((c) => [c]),
      rank,
      options,
    ) ?? [added];
    out.push({
      text: msg('badgers-court.why.add', { sums: joined(groups.map(sum), 'semi'), n: groups.length, one: rankOne(rank), c: played }),
      rule: RULES.adding,
    });
  }
  for (const b of builds)
    out.push({ text: msg('badgers-court.why.take-build', { many: rankMany(b.rank), cs: itemCards(b), one: rankOne(b.rank) }), rule: RULES.building });
  return out;
}

export function explainEvent(e: BadgersCourtEvent, before: BadgersCourtState, _after: BadgersCourtState): Explanation[] {
  switch (e.type) {
    case 'deal':
      return e.deal === 1
        ? [{ text: msg('badgers-court.why.deal-first', { n: e.round + 1, p: e.dealer }), rule: RULES.setup }]
        : [{ text: msg('badgers-court.why.deal-more'), rule: RULES.setup }];
    case 'lay':
      return [{ text: msg('badgers-court.why.lay', { p: e.seat, c: e.card }), rule: RULES.laying }];
    case 'take': {
      const out = takeReasons(e.card, e.taken, before.court, before.options);
      if (e.sweep) out.push({ text: msg('badgers-court.why.sweep', { p: e.seat }), rule: RULES.turn });
      return out.length ? out : [{ text: msg('badgers-court.why.take', { c: e.card, cs: e.taken.filter((c) => c !== e.card) }), rule: RULES.matching }];
    }
    case 'build': {
      const [many, one] = [rankMany(e.rank), rankOne(e.rank)];
      const out: Explanation[] = [{ text: msg('badgers-court.why.build', { cs: e.cards, locked: e.locked, one, p: e.seat, many }), rule: RULES.building }];
      if (e.raised) {
        const of = e.from !== null && e.from !== e.seat ? msg('badgers-court.why.raised-from', { f: e.from }) : null;
        out.push({ text: msg('badgers-court.why.raised', { was: rankMany(e.raised), of, many, p: e.seat }), rule: RULES.building });
      }
      if (e.locked) out.push({ text: msg('badgers-court.why.locked', { many, one }), rule: RULES.locked });
      return out;
    }
    case 'draw':
      return [{ text: msg('badgers-court.why.draw', { p: e.seat }), rule: RULES.variants }];
    case 'rest':
      return [
        e.seat === null
          ? { text: msg('badgers-court.why.rest-none', { cs: e.cards }), rule: RULES.lastTake }
          : { text: msg('badgers-court.why.rest', { p: e.seat }), rule: RULES.lastTake },
      ];
    case 'round-over':
      return roundScoring(e.result);
    case 'over': {
      const traditional = before.options.variant === 'traditional';
      const n = traditional ? TRADITIONAL_TARGET : TARGET;
      return [{ text: msg('badgers-court.why.over', { traditional, n, a: 0, b: 1, sa: e.scores[0], sb: e.scores[1] }), rule: RULES.end }];
    }
  }
}

/** A round's scoring, category by category: what each player counted, what scored, and the ties that scored nothing. */
export function roundScoring(r: RoundResult): Explanation[] {
  const out: Explanation[] = r.tallies.map((t, seat) => {
    const lines = r.lines[seat] ?? [];
    const scored = lines.length
      ? joined(
          lines.map((l) => msg('badgers-court.why.line', { l: l.label, n: l.points })),
          'comma',
        )
      : msg('badgers-court.why.nothing');
    return {
      text: msg('badgers-court.why.round', {
        p: seat,
        n: t.cards,
        cr: t.crowns,
        ac: t.aces,
        pe: t.personalities,
        mo: t.moons,
        m: 'moons',
        pts: r.points[seat] ?? 0,
        lines: scored,
      }),
      rule: RULES.scoring,
    };
  });
  if (r.ties.length) out.push({ text: msg('badgers-court.why.tied', { ties: joined(r.ties, 'comma') }), rule: RULES.scoring });
  return out;
}

function describeMove(m: BadgersCourtMove, v: BadgersCourtView): Hint {
  if (m.type === 'lay')
    return { move: printMove(m), label: msg('badgers-court.hint.lay', { c: m.card }), text: msg('badgers-court.hint.lay-text'), rule: RULES.laying };
  const items = m.items.map((c) => itemOf(v, c)).filter((x) => x !== undefined);
  const cards = items.flatMap(itemCards);
  if (m.type === 'take') {
    const rank = rankOf(m.card);
    const adds = items.some((it) => (!isBuild(it) && rankOf(itemCards(it)[0] as CardId) !== rank) || itemCards(it).length > 1);
    return {
      move: printMove(m),
      label: msg('badgers-court.hint.take', { c: m.card, cs: cards }),
      text: msg('badgers-court.hint.take-text', { n: cards.length + 1, c: m.card, empty: items.length === v.court.length }),
      rule: adds ? RULES.adding : RULES.matching,
    };
  }
  return {
    move: printMove(m),
    label: msg('badgers-court.hint.build', { many: rankMany(m.rank), c: m.card, cs: cards }),
    text: msg('badgers-court.hint.build-text', { n: cards.length + 1, one: rankOne(m.rank) }),
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
