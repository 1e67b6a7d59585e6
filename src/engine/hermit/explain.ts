/**
 * Why each Hermit event happened, and what the player to act may do: the rule each follows, with the
 * facts that made it fire. Read for public facts only (the tricks on the table, tricks taken, scores):
 * other players' secret choices and hands are never named.
 */
import { card, type CardId } from '../deck';
import type { Explanation, Hint, ScoreLine } from '../core';
import { msg, type Message } from '../core/message';
import { follows, trickValue } from './game';
import { commaChain, formatPoints, personalities, seatWord, semicolonChain } from './describe';
import { HAND_SIZES, RULES, TRICK_SIZE } from './rules';
import { printMove } from './notation';
import type { HandResult, HermitEvent, HermitState, Trick } from './state';
import type { HermitView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = {
  deal: true,
  chosen: true,
  starts: true,
  cottage: true,
  play: true,
  'new-trick': true,
  taken: true,
  'hand-over': true,
  'match-over': true,
} as const satisfies Record<HermitEvent['type'], true>;

/** A card's value in a trick in words: "a 5", "an Ace (1, low)", "a Crown cancelled by its Ace (0)". */
function valueWords(id: CardId, trick: readonly CardId[]): Message {
  const v = trickValue(id, trick);
  const r = card(id).rank;
  if (r === 'A') return msg('hermit.value.ace', { a: 'A' });
  if (r === 'C') return v === 0 ? msg('hermit.value.crown-cancelled', { r: 'C', a: 'A' }) : msg('hermit.value.crown', { r: 'C' });
  return msg('hermit.value.number', { v });
}

/** Why the card played does or does not take control of the trick, from the trick's cards. */
export function controlReason(played: CardId, seat: number, trickBefore: Trick, control: boolean, cancels: CardId | null): Message {
  const ids = [...trickBefore.cards.map((c) => c.card), played];
  const mine = trickValue(played, ids);
  const best = trickBefore.cards.reduce<{ card: CardId; seat: number | null } | null>(
    (a, c) => (a === null || trickValue(c.card, ids) >= trickValue(a.card, ids) ? c : a),
    null,
  );
  const cancel = cancels ? msg('hermit.why.cancel', { c: played, x: cancels, ss: card(cancels).suits, r: 'C', a: 'A' }) : null;
  if (control) {
    const tie = best !== null && trickValue(best.card, ids) === mine;
    return msg('hermit.why.control-taken', { p: seat, t: trickBefore.id, value: valueWords(played, ids), tie, cancel });
  }
  const holder = trickBefore.owner;
  return msg('hermit.why.control-kept', {
    h: holder === null ? 'none' : holder,
    t: trickBefore.id,
    c: played,
    value: valueWords(played, ids),
    than: best ? msg('hermit.why.than-card', { c: best.card, value: valueWords(best.card, ids) }) : msg('hermit.why.than-highest'),
    cancel,
  });
}

export function explainEvent(e: HermitEvent, before: HermitState, _after: HermitState): Explanation[] {
  const players = before.options.players;
  switch (e.type) {
    case 'deal': {
      const out: Explanation[] = [
        { text: msg('hermit.why.deal', { h: e.hand + 1, d: e.dealer, n: HAND_SIZES[players] as number, later: e.hand > 0 }), rule: RULES.deal },
      ];
      if (players === 2) out.push({ text: msg('hermit.why.deal-two'), rule: RULES.two });
      if (players === 5) out.push({ text: msg('hermit.why.deal-five'), rule: RULES.five });
      return out;
    }
    case 'chosen':
      return e.phase === 'start'
        ? [{ text: msg('hermit.why.chosen-start', { p: e.seat }), rule: RULES.starting }]
        : [{ text: msg('hermit.why.chosen-cottage', { p: e.seat }), rule: RULES.two }];
    case 'starts': {
      const owners = e.tricks.map((t) => {
        const c = t.cards[0]?.card as CardId;
        return t.owner === null ? msg('hermit.why.started-ownerless', { c }) : msg('hermit.why.started', { c, p: t.owner });
      });
      const out: Explanation[] = [{ text: msg('hermit.why.starts', { owners: semicolonChain(owners) }), rule: RULES.starting }];
      if (e.tricks.some((t) => t.owner === null)) out.push({ text: msg('hermit.why.starts-leftover'), rule: RULES.five });
      return out;
    }
    case 'cottage':
      return [{ text: msg('hermit.why.cottage'), rule: RULES.two }];
    case 'play': {
      const trick = before.tricks.find((t) => t.id === e.trick);
      const last = trick?.cards[trick.cards.length - 1]?.card;
      const shared = last ? card(e.card).suits.filter((s) => card(last).suits.includes(s)) : [];
      const out: Explanation[] = [
        {
          text: last ? msg('hermit.why.follows', { c: e.card, t: e.trick, ss: shared, l: last }) : msg('hermit.why.follows-unknown', { c: e.card, t: e.trick }),
          rule: RULES.playing,
        },
      ];
      if (trick) out.push({ text: controlReason(e.card, e.seat, trick, e.control, e.cancels), rule: RULES.control });
      return out;
    }
    case 'new-trick': {
      const lasts = before.tricks.map((t) => t.cards[t.cards.length - 1]?.card).filter((c): c is CardId => c !== undefined);
      return [{ text: msg('hermit.why.new-trick', { p: e.seat, cs: lasts }), rule: RULES.playing }];
    }
    case 'taken': {
      const people = personalities(e.cards);
      if (e.seat === null) return [{ text: msg('hermit.why.taken-by-no-one', { t: e.trick, n: TRICK_SIZE }), rule: RULES.completing }];
      return [
        {
          text: people.length
            ? msg('hermit.why.taken', { t: e.trick, n: TRICK_SIZE, p: e.seat, cs: people })
            : msg('hermit.why.taken-no-personalities', { t: e.trick, n: TRICK_SIZE, p: e.seat }),
          rule: RULES.completing,
        },
      ];
    }
    case 'hand-over':
      return handScoring(e.result, before.options);
    case 'match-over': {
      const scores = commaChain(e.scores.map((x, p) => msg('hermit.why.seat-score', { p, x: formatPoints(x) })));
      const common = { ws: e.winners.map(seatWord), x: formatPoints(Math.min(...e.scores)), scores };
      return [
        {
          text: players === 2 ? msg('hermit.why.match-over-two', common) : msg('hermit.why.match-over', { ...common, target: before.options.target }),
          rule: RULES.scoring,
        },
      ];
    }
  }
}

/** The rule a hand's score line follows: an option's, the Cottage's, or plain scoring. */
function lineRule(lines: readonly ScoreLine[]) {
  const ids = lines.map((l) => l.label.id);
  if (ids.some((id) => id.startsWith('hermit.score.house-party'))) return RULES.houseParty;
  if (ids.includes('hermit.score.pleasant-company')) return RULES.pleasant;
  if (ids.includes('hermit.score.cottage') || ids.includes('hermit.score.cottage-none')) return RULES.two;
  return RULES.scoring;
}

/** A hand's scoring, person by person: each personality taken and what it counts, then the options. */
export function handScoring(r: HandResult, options: HermitState['options']): Explanation[] {
  const out: Explanation[] = [];
  r.lines.forEach((lines, seat) => {
    const parts = lines.map((l) => msg('hermit.why.score-part', { label: l.label, x: `${l.points < 0 ? '−' : ''}${formatPoints(Math.abs(l.points))}` }));
    out.push({
      text: msg('hermit.why.hand-score', {
        p: seat,
        x: formatPoints(r.points[seat] ?? 0),
        h: r.hand + 1,
        n: r.tricksTaken[seat] ?? 0,
        parts: semicolonChain(parts),
        r: 'C',
      }),
      rule: lineRule(lines),
    });
  });
  if (options.players === 2 && r.tricksTaken[0] === r.tricksTaken[1]) out.push({ text: msg('hermit.why.cottage-tie'), rule: RULES.two });
  return out;
}

/** Each card the player may play: which tricks it may follow and whether it would take control; or starting a trick. From the view. */
export function hintsFor(v: HermitView): Hint[] {
  if (v.phase === 'over') return [];
  if (v.phase === 'start' || v.phase === 'cottage') {
    if (v.hasChosen[v.seat] || v.hand.length === 0) return [];
    return v.hand.map((c) => ({
      move: printMove({ type: v.phase as 'start' | 'cottage', seat: v.seat, card: c }),
      label: msg('hermit.card', { c }),
      text:
        v.phase === 'start'
          ? card(c).types.includes('personality')
            ? msg('hermit.hint.start-personality')
            : msg('hermit.hint.start')
          : msg('hermit.hint.cottage'),
      rule: v.phase === 'start' ? RULES.starting : RULES.two,
    }));
  }
  if (v.turn !== v.seat) return [];
  const out: Hint[] = [];
  for (const c of v.hand)
    for (const t of v.tricks) {
      if (!follows(c, t)) continue;
      const ids = [...t.cards.map((x) => x.card), c];
      const mine = trickValue(c, ids);
      const control = ids.every((x) => x === c || trickValue(x, ids) <= mine);
      const completes = ids.length >= TRICK_SIZE;
      const best = t.cards.reduce((a, x) => (trickValue(x.card, ids) >= trickValue(a.card, ids) ? x : a), t.cards[0] as Trick['cards'][number]);
      out.push({
        move: printMove({ type: 'play', card: c, trick: t.id }),
        label: msg('hermit.hint.play-label', { c, t: t.id }),
        text: msg('hermit.hint.play', {
          l: t.cards[t.cards.length - 1]?.card as CardId,
          control,
          value: valueWords(c, ids),
          b: best.card,
          best: valueWords(best.card, ids),
          completes,
        }),
        rule: control ? RULES.control : RULES.playing,
      });
    }
  if (out.length === 0)
    for (const c of v.hand)
      out.push({
        move: printMove({ type: 'play', card: c, trick: 'new' }),
        label: msg('hermit.hint.new-label', { c }),
        text: msg('hermit.hint.new'),
        rule: RULES.playing,
      });
  return out;
}
