/**
 * Why each Hermit event happened, and what the player to act may do: the rule each follows, with the
 * facts that made it fire. Read for public facts only (the tricks on the table, tricks taken, scores):
 * other players' secret choices and hands are never named.
 */
import { capitalise, card, suitList, type CardId } from '../deck';
import type { Explanation, Hint } from '../core';
import { follows, trickValue } from './game';
import { formatPoints } from './describe';
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

const nm = (id: CardId) => card(id).name;
const low = (w: string) => (w === 'You' ? 'you' : w);
const list = (ids: readonly string[]) => (ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`);
const speaker = (names: readonly string[], you: number | null) => ({
  who: (seat: number | null) => (seat === null ? 'No one' : seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
  verb: (seat: number | null, base: string, third: string) => (seat !== null && seat === you ? base : third),
  poss: (seat: number | null) => (seat === null ? 'no one’s' : seat === you ? 'your' : `${names[seat] ?? `Player ${seat + 1}`}’s`),
});

/** A card's value in a trick in words: "5", "Ace (1)", "Crown, cancelled (0)". */
function valueWords(id: CardId, trick: readonly CardId[]): string {
  const v = trickValue(id, trick);
  const r = card(id).rank;
  if (r === 'A') return 'an Ace (1, low)';
  if (r === 'C') return v === 0 ? 'a Crown cancelled by its Ace (0)' : 'a Crown (10)';
  return v === 8 ? 'an 8' : `a ${v}`;
}

/** Why the card played does or does not take control of the trick, from the trick's cards. */
export function controlReason(
  played: CardId,
  seat: number,
  trickBefore: Trick,
  control: boolean,
  cancels: CardId | null,
  names: readonly string[],
  you: number | null,
): string {
  const { who, verb, poss } = speaker(names, you);
  const ids = [...trickBefore.cards.map((c) => c.card), played];
  const mine = trickValue(played, ids);
  const best = trickBefore.cards.reduce<{ card: CardId; seat: number | null } | null>(
    (a, c) => (a === null || trickValue(c.card, ids) >= trickValue(a.card, ids) ? c : a),
    null,
  );
  const cancel = cancels
    ? `, because ${nm(played)} cancelled ${nm(cancels)}, the Crown of ${suitList(card(cancels).suits)} (a Crown with its own suit’s Ace in the trick counts 0)`
    : '';
  if (control) {
    const tie = best && trickValue(best.card, ids) === mine ? ' (a tie goes to the card played later)' : '';
    return (
      `${who(seat)} ${verb(seat, 'take', 'takes')} control of trick ${trickBefore.id}: ` +
      `${poss(seat)} card, ${valueWords(played, ids)}, is highest${tie}${cancel}.`
    );
  }
  const holder = trickBefore.owner;
  return (
    `${who(holder)} ${verb(holder, 'keep', 'keeps')} control of trick ${trickBefore.id}: ` +
    `${nm(played)}, ${valueWords(played, ids)}, is lower than ${best ? `${nm(best.card)}, ${valueWords(best.card, ids)}` : 'the highest card'}${cancel}.`
  );
}

export function explainEvent(e: HermitEvent, before: HermitState, _after: HermitState, names: readonly string[], you: number | null): Explanation[] {
  const { who, verb } = speaker(names, you);
  const players = before.options.players;
  switch (e.type) {
    case 'deal': {
      const out: Explanation[] = [
        {
          text:
            `Hand ${e.hand + 1}: ${who(e.dealer)} ${verb(e.dealer, 'deal', 'deals')} ` +
            `${HAND_SIZES[players]} cards to each player${e.hand > 0 ? '; the deal passes to the left each hand' : ''}.`,
          rule: RULES.deal,
        },
      ];
      if (players === 2) out.push({ text: 'With two players, four cards go face down to the Cottage first.', rule: RULES.two });
      if (players === 5) out.push({ text: 'With five players, one card is left over: it starts a trick of its own, in front of no one.', rule: RULES.five });
      return out;
    }
    case 'chosen':
      return e.phase === 'start'
        ? [
            {
              text:
                `${who(e.seat)} ${verb(e.seat, 'put', 'puts')} a card face down: when there are no tricks ` +
                `on the table, every player chooses a card in secret to start one.`,
              rule: RULES.starting,
            },
          ]
        : [
            {
              text:
                `${who(e.seat)} ${verb(e.seat, 'add', 'adds')} a card to the Cottage, face down: with two ` +
                `players, each adds a card before new tricks are started.`,
              rule: RULES.two,
            },
          ];
    case 'starts': {
      const out: Explanation[] = [
        {
          text:
            `The chosen cards are turned up together; each starts a trick in front of the player who ` +
            `chose it (${e.tricks.map((t) => `${nm(t.cards[0]?.card as CardId)}: ${t.owner === null ? 'no one' : low(who(t.owner))}`).join('; ')}).`,
          rule: RULES.starting,
        },
      ];
      if (e.tricks.some((t) => t.owner === null))
        out.push({
          text: 'The card left over from the deal starts a trick that no one controls until someone plays on it and takes control.',
          rule: RULES.five,
        });
      return out;
    }
    case 'cottage':
      return [
        {
          text: 'Everyone has added a card: the Cottage cards join it face down. At the end of the hand the Cottage goes to the player who took fewer tricks.',
          rule: RULES.two,
        },
      ];
    case 'play': {
      const trick = before.tricks.find((t) => t.id === e.trick);
      const last = trick?.cards[trick.cards.length - 1]?.card;
      const shared = last ? card(e.card).suits.filter((s) => card(last).suits.includes(s)) : [];
      const out: Explanation[] = [
        {
          text:
            `${capitalise(nm(e.card))} may go on trick ${e.trick}: it shares ${suitList(shared)} with ` +
            `the last card played there, ${last ? nm(last) : 'its last card'}.`,
          rule: RULES.playing,
        },
      ];
      if (trick) out.push({ text: controlReason(e.card, e.seat, trick, e.control, e.cancels, names, you), rule: RULES.control });
      return out;
    }
    case 'new-trick': {
      const lasts = before.tricks.map((t) => t.cards[t.cards.length - 1]?.card).filter((c): c is CardId => c !== undefined);
      return [
        {
          text:
            `${who(e.seat)} ${verb(e.seat, 'have', 'has')} no card sharing a suit with the last card of ` +
            `any trick (${list(lasts.map(nm))}), so ${e.seat === you ? 'you start' : 'they start'} a ` +
            `new trick, and control it.`,
          rule: RULES.playing,
        },
      ];
    }
    case 'taken': {
      const people = e.cards.filter((c) => card(c).types.includes('personality'));
      if (e.seat === null)
        return [
          { text: `Trick ${e.trick} has ${TRICK_SIZE} cards and no one controls it: it is set aside, and counts against no one.`, rule: RULES.completing },
        ];
      return [
        {
          text:
            `Trick ${e.trick} has ${TRICK_SIZE} cards, so it is complete: ${low(who(e.seat))}, in ` +
            `control, ${verb(e.seat, 'take', 'takes')} it` +
            `${people.length ? `, with ${list(people.map(nm))} (points against ${e.seat === you ? 'you' : 'them'})` : ', with no personalities in it'}.`,
          rule: RULES.completing,
        },
      ];
    }
    case 'hand-over':
      return handScoring(e.result, names, you, before.options);
    case 'match-over': {
      const best = Math.min(...e.scores);
      const end = players === 2 ? 'With two players the match is four hands.' : `The match ends when someone reaches ${before.options.target}.`;
      return [
        {
          text:
            `${end} The lowest score wins: ${list(e.winners.map((w) => low(who(w))))} with ` +
            `${formatPoints(best)} (${e.scores.map((p, i) => `${low(who(i))} ${formatPoints(p)}`).join(', ')}).`,
          rule: RULES.scoring,
        },
      ];
    }
  }
}

/** A hand's scoring, person by person: each personality taken and what it counts, then the options. */
export function handScoring(r: HandResult, names: readonly string[], you: number | null, options: HermitState['options']): Explanation[] {
  const { who, verb } = speaker(names, you);
  const out: Explanation[] = [];
  r.lines.forEach((lines, seat) => {
    const parts = lines.map((l) => `${l.label} (${l.points < 0 ? '−' : ''}${formatPoints(Math.abs(l.points))})`);
    const rule = lines.some((l) => l.label.startsWith('House Party'))
      ? RULES.houseParty
      : lines.some((l) => l.label.startsWith('Pleasant'))
        ? RULES.pleasant
        : lines.some((l) => l.label.includes('Cottage'))
          ? RULES.two
          : RULES.scoring;
    out.push({
      text:
        `${who(seat)} ${verb(seat, 'score', 'scores')} ${formatPoints(r.points[seat] ?? 0)} for ` +
        `hand ${r.hand + 1}, from ${r.tricksTaken[seat] ?? 0} ` +
        `${r.tricksTaken[seat] === 1 ? 'trick' : 'tricks'}: ${parts.join('; ')}. Each personality ` +
        `counts its rank, a Crown 10; points are bad.`,
      rule,
    });
  });
  if (options.players === 2 && r.tricksTaken[0] === r.tricksTaken[1])
    out.push({ text: 'Both took as many tricks: the Cottage goes to no one.', rule: RULES.two });
  return out;
}

/** Each card the player may play: which tricks it may follow and whether it would take control; or starting a trick. From the view. */
export function hintsFor(v: HermitView): Hint[] {
  if (v.phase === 'over') return [];
  if (v.phase === 'start' || v.phase === 'cottage') {
    if (v.hasChosen[v.seat] || v.hand.length === 0) return [];
    return v.hand.map((c) => ({
      move: printMove({ type: v.phase as 'start' | 'cottage', seat: v.seat, card: c }),
      label: capitalise(nm(c)),
      text:
        v.phase === 'start'
          ? 'Would start a trick in front of you, which you control until someone plays higher on it.' +
            (card(c).types.includes('personality') ? ' It is a personality: whoever takes that trick takes its points.' : '')
          : 'Would go face down into the Cottage, which goes at the end of the hand to whoever took fewer tricks.',
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
      const against = `${valueWords(c, ids)} against ${nm(best.card)}, ${valueWords(best.card, ids)}`;
      out.push({
        move: printMove({ type: 'play', card: c, trick: t.id }),
        label: `${capitalise(nm(c))} on trick ${t.id}`,
        text:
          `Follows ${nm(t.cards[t.cards.length - 1]?.card as CardId)}. ` +
          `${control ? 'You would take control' : 'You would not take control'} (${against})` +
          `${completes ? `, and the trick would be complete: ${control ? 'you' : 'its controller'} would take it` : ''}.`,
        rule: control ? RULES.control : RULES.playing,
      });
    }
  if (out.length === 0)
    for (const c of v.hand)
      out.push({
        move: printMove({ type: 'play', card: c, trick: 'new' }),
        label: `Start a trick with ${nm(c)}`,
        text: 'No card in your hand follows any trick, so you start a new one, which you control.',
        rule: RULES.playing,
      });
  return out;
}
