/**
 * Why each Ferret event happened, and what the player to act may do: the rule each follows, with the
 * facts that made it fire. Read for public facts only (tableaux, the pool, sets, layoffs): a draw by
 * the other player names no card, and hints come from the player's own view.
 */
import { ANTIPATHY, capitalise, card, suitList, type CardId } from '../deck';
import { createRng, type Explanation, type Hint } from '../core';
import { apply, destination, legalMoves, scorePile } from './game';
import { determinise } from './determinise';
import { ferretValue, layoffTargets, setRun, type FerretSet } from './sets';
import { other, RULES, type Seat } from './rules';
import { runName, setName } from './describe';
import { printMove } from './notation';
import type { FerretEvent, FerretState } from './state';
import type { FerretView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = {
  ferret: true,
  pass: true,
  set: true,
  layoff: true,
  draw: true,
  end: true,
  stage: true,
  reveal: true,
  over: true,
} as const satisfies Record<FerretEvent['type'], true>;

const nm = (id: CardId) => card(id).name;
const low = (w: string) => (w === 'You' ? 'you' : w);
const list = (ids: readonly string[]) => (ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`);

function speaker(names: readonly string[], you: number | null) {
  const is = (seat: number) => seat === you;
  return {
    who: (seat: number) => (is(seat) ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
    verb: (seat: number, base: string, third: string) => (is(seat) ? base : third),
    poss: (seat: number) => (is(seat) ? 'your' : `${names[seat] ?? `Player ${seat + 1}`}’s`),
    obj: (seat: number) => (is(seat) ? 'you' : (names[seat] ?? `Player ${seat + 1}`)),
  };
}

/** "Suns 4-5-6", the run a set holds now. */
const runOf = (s: Pick<FerretSet, 'low' | 'high' | 'suit'>) =>
  `${suitList([s.suit])} ${Array.from({ length: s.high - s.low + 1 }, (_, i) => runName(s.low + i)).join('-')}`;

/** Why a card paid with goes to the hand or to the tableau, as a fact. */
function payReason(played: CardId, target: CardId): string {
  const p = card(played);
  const t = card(target);
  const pairs = p.suits.filter((s) => t.suits.includes(ANTIPATHY[s])).map((s) => `${p.name}’s ${suitList([s])} oppose ${t.name}’s ${suitList([ANTIPATHY[s]])}`);
  return pairs.length > 0 ? pairs.join(', and ') : `${p.name} has no suit opposed to ${t.name}’s ${suitList(t.suits)}`;
}

export function explainEvent(e: FerretEvent, before: FerretState, after: FerretState, names: readonly string[], you: number | null): Explanation[] {
  const { who, verb, poss, obj } = speaker(names, you);
  switch (e.type) {
    case 'ferret': {
      const p = e.player;
      const from = e.from === 'pool' ? 'the pool' : `${poss(other(p))} tableau`;
      const out: Explanation[] = [
        {
          text:
            `${who(p)} ${verb(p, 'play', 'plays')} a card from ${p === you ? 'your' : 'their'} hand on ` +
            `a card in ${from} and ${verb(p, 'take', 'takes')} it: that is a turn (` +
            `${e.from === 'pool' ? 'any card in the pool may be ferreted' : 'a card in the other player’s tableau may be ferreted too'}).`,
          rule: e.from === 'pool' ? RULES.ferret : RULES.opponent,
        },
        e.to === 'tableau'
          ? {
              text:
                `${capitalise(nm(e.target))} goes into ${poss(p)} tableau: ${payReason(e.card, e.target)}, ` +
                `and a card paid for with an opposed suit goes to the tableau (then ${p === you ? 'you draw' : `${obj(p)} draws`}).`,
              rule: RULES.ferret,
            }
          : {
              text:
                `${capitalise(nm(e.target))} goes into ${poss(p)} hand: ${payReason(e.card, e.target)}, and ` +
                `without an opposed suit the card taken goes to the hand (no draw).`,
              rule: RULES.ferret,
            },
      ];
      return out;
    }
    case 'pass':
      return before.passes === 1
        ? [
            {
              text: `${who(e.player)} ${verb(e.player, 'pass', 'passes')} right after the other player passed: two passes in a row end the game.`,
              rule: RULES.end,
            },
          ]
        : [{ text: `${who(e.player)} ${verb(e.player, 'choose', 'chooses')} not to play a card: on a turn you may pass instead.`, rule: RULES.turn }];
    case 'set': {
      const s = e.set;
      const p = s.owner;
      const cards = s.cards.map((c) => `${nm(c.card)} as ${runName(c.as)}`);
      const out: Explanation[] = [
        {
          text:
            `${capitalise(list(cards))} are three ${suitList([s.suit])} in rank order (${runOf(s)}) in ` +
            `${poss(p)} tableau: a set is formed the moment it is there, and scores its 3 cards for ${obj(p)}.`,
          rule: s.final ? RULES.final : RULES.sets,
        },
      ];
      // The exception: a card that completes your own set is not laid off, though it fits a set on the table.
      const couldLayOff = s.final ? [] : s.cards.filter((c) => layoffTargets(c.card, before.sets).length > 0);
      for (const c of couldLayOff) {
        const on = layoffTargets(c.card, before.sets).map((x) => `${poss(x.owner)} ${runOf(x)}`);
        out.push({
          text: `${capitalise(nm(c.card))} could also have been laid off on ${list(on)}, but completing your own set comes first.`,
          rule: RULES.castle,
        });
      }
      const wild = s.cards.filter((c) => ferretValue(c.card) !== c.as);
      if (wild.length > 0)
        out.push({
          text:
            `${capitalise(list(wild.map((c) => nm(c.card))))} ${wild.length > 1 ? 'stand' : 'stands'} ` +
            `in for ${list(wild.map((c) => runName(c.as)))}: an Ace or a Crown is wild in its own suit ` +
            `when the set cannot hold it at its own value.`,
          rule: RULES.wild,
        });
      return out;
    }
    case 'layoff': {
      const p = e.layoff.owner;
      const sets = e.layoff.sets.map((id) => after.sets.find((s) => s.id === id)).filter((s): s is FerretSet => s !== undefined);
      const on = sets.map((s) => {
        const run = setRun(s, after.layoffs).filter((x) => x.card !== e.layoff.card);
        const lo = Math.min(...run.map((x) => x.as));
        const hi = Math.max(...run.map((x) => x.as));
        return `${poss(s.owner)} ${runOf({ suit: s.suit, low: lo, high: hi })}`;
      });
      return [
        {
          text:
            `${capitalise(nm(e.layoff.card))} scored at once as a layoff on ${list(on) || 'a set'}: it ` +
            `is the ${runName(e.as)} that extends the run, and a card in a tableau must be laid off ` +
            `the moment it fits (1 card for ${obj(p)}).`,
          rule: e.layoff.final ? RULES.final : RULES.layoffs,
        },
      ];
    }
    case 'draw':
      return [
        {
          text:
            `${who(e.player)} ${verb(e.player, 'draw', 'draws')} the top card of the draw pile: a card ` +
            `taken into the tableau was paid for, so the turn ends with a draw.`,
          rule: RULES.ferret,
        },
      ];
    case 'end':
      return e.reason === 'deck'
        ? [
            {
              text:
                `The last card of the draw pile was drawn: the game ends that moment, and the player who ` +
                `did not draw it (${low(who(e.first))}) scores first.`,
              rule: RULES.end,
            },
          ]
        : [{ text: `Both players passed, one after the other: the game ends, and the first to pass (${low(who(e.first))}) scores first.`, rule: RULES.end }];
    case 'stage':
      return [
        e.stage === 'extra'
          ? { text: 'Last step: cards still in either tableau are laid off on any set, old or new, that they now fit.', rule: RULES.final }
          : {
              text:
                `${who(e.player)} ${verb(e.player, 'score', 'scores')} ` +
                `${e.stage === 'first' ? 'first' : 'second'}: the hand goes into the tableau, and every ` +
                `set it makes is formed, then layoffs follow.`,
              rule: RULES.final,
            },
      ];
    case 'reveal':
      return [
        {
          text:
            `At the end ${poss(e.player)} hand is shown and added to ${p2(poss(e.player))} ` +
            `tableau${e.cards.length ? ` (${e.cards.length} ${e.cards.length === 1 ? 'card' : 'cards'})` : ''}: ` +
            `only sets and layoffs score.`,
          rule: RULES.final,
        },
      ];
    case 'over':
      return finalScoring(after, names, you);
  }
}

const p2 = (poss: string) => (poss === 'your' ? 'your' : 'their');

/** The final count, card by card: each player's sets and layoffs, then who wins. */
export function finalScoring(s: Pick<FerretState, 'sets' | 'layoffs'>, names: readonly string[], you: number | null): Explanation[] {
  const { who, verb } = speaker(names, you);
  const out: Explanation[] = [];
  const totals = ([0, 1] as const).map((p) => scorePile(s, p).length);
  for (const p of [0, 1] as const) {
    const sets = s.sets.filter((x) => x.owner === p).map((x) => `${setName(x)} (${list(x.cards.map((c) => nm(c.card)))}: 3)`);
    const lays = s.layoffs.filter((l) => l.owner === p).map((l) => nm(l.card));
    const parts = [sets.length ? `sets ${list(sets)}` : 'no sets', lays.length ? `layoffs ${list(lays)} (1 each)` : 'no layoffs'];
    out.push({ text: `${who(p)} ${verb(p, 'score', 'scores')} ${totals[p]} ${totals[p] === 1 ? 'card' : 'cards'}: ${parts.join('; ')}.`, rule: RULES.final });
  }
  const [a, b] = totals as [number, number];
  out.push({
    text:
      a === b
        ? `Both have ${a} cards: the game is a shared victory.`
        : `${who(a > b ? 0 : 1)} ${verb(a > b ? 0 : 1, 'have', 'has')} more scored cards (${Math.max(a, b)} to ${Math.min(a, b)}), and the most cards wins.`,
    rule: RULES.final,
  });
  return out;
}

/** Each card the player may ferret with each card in hand, where it would go and what it would score; and passing. From the view. */
export function hintsFor(v: FerretView, names: readonly string[]): Hint[] {
  if (v.seat === -1 || v.phase === 'over' || (v.phase === 'play' && v.turn !== v.seat) || (v.phase === 'choose-set' && v.choice?.chooser !== v.seat)) return [];
  // The unseen cards are dealt at random only to run the rules; what a hint says never depends on them
  // (it stops before the draw), so the same view always gives the same hints.
  const s = determinise(v, createRng(`hint:${v.seat}`));
  const me: Seat = v.seat;
  const out: (Hint & { gain: number })[] = [];
  for (const m of legalMoves(s)) {
    const r = apply(s, m, me);
    if (!r.ok) continue;
    const seen: FerretEvent[] = [];
    for (const e of r.value.events) {
      if (e.type === 'draw') break;
      seen.push(e);
    }
    const mine = seen.reduce((a, e) => a + (e.type === 'set' && e.set.owner === me ? 3 : e.type === 'layoff' && e.layoff.owner === me ? 1 : 0), 0);
    const theirs = seen.reduce((a, e) => a + (e.type === 'set' && e.set.owner !== me ? 3 : e.type === 'layoff' && e.layoff.owner !== me ? 1 : 0), 0);
    const score = mine || theirs ? ` You would score ${mine}${theirs ? `, your opponent ${theirs}` : ''}.` : ' Nothing would score at once.';
    if (m.type === 'ferret') {
      const to = destination(m.card, m.target);
      const where = s.pool.includes(m.target) ? 'in the pool' : `in ${names[other(me)] ?? 'your opponent'}’s tableau`;
      out.push({
        move: printMove(m),
        label: `${capitalise(nm(m.card))} on ${nm(m.target)} ${where}`,
        text: `${capitalise(nm(m.target))} would go into your ${to}${to === 'tableau' ? ' and you would draw' : ''}: ${payReason(m.card, m.target)}.${score}`,
        rule: RULES.ferret,
        gain: (mine - theirs) * 10 + (to === 'tableau' ? 1 : 0),
      });
    } else if (m.type === 'pass') {
      out.push({
        gain: -1000,
        move: 'pass',
        label: 'Pass',
        text:
          v.passes === 1
            ? 'Your opponent just passed: passing now ends the game, and the final scoring begins.'
            : 'You play no card this turn. If your opponent passes next, the game ends.',
        rule: v.passes === 1 ? RULES.end : RULES.turn,
      });
    } else {
      const set = seen.find((e) => e.type === 'set');
      out.push({
        gain: mine - theirs,
        move: printMove(m),
        label: set?.type === 'set' ? `The set ${setName(set.set)}` : 'This set',
        text:
          `More than one set can be formed: this reading makes ` +
          `${set?.type === 'set' ? runOf(set.set) : 'a set'}, which fixes where layoffs may go.${score}`,
        rule: RULES.reading,
      });
    }
  }
  // What scores most for you first (then what goes to your tableau); passing last. The sort is stable.
  return out.sort((a, b) => b.gain - a.gain).map(({ gain: _, ...h }) => h);
}
