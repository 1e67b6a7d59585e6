/**
 * Why each Ferret event happened, and what the player to act may do: the rule each follows, with the
 * facts that made it fire, as messages (their words are src/words/ferret/). Read for public facts only
 * (tableaux, the pool, sets, layoffs): a draw by the other player names no card, and hints come from the
 * player's own view.
 */
import { createRng, msg, type Explanation, type Hint, type Message } from '../core';
import { apply, destination, legalMoves, scorePile } from './game';
import { determinise } from './determinise';
import { ferretValue, layoffTargets, setRun, type FerretSet } from './sets';
import { other, RULES, type Seat } from './rules';
import { payReason, runOf, runRank, setName } from './describe';
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

/** A set's owner and run, as a layoff's or an explanation's target: "your Suns 4-5-6". */
const ownedRun = (owner: Seat, s: Pick<FerretSet, 'low' | 'high' | 'suit'>): Message => msg('ferret.why.owned-run', { owner, run: runOf(s) });

export function explainEvent(e: FerretEvent, before: FerretState, after: FerretState): Explanation[] {
  switch (e.type) {
    case 'ferret': {
      const p = e.player;
      return [
        e.from === 'pool'
          ? { text: msg('ferret.why.ferret.pool', { p }), rule: RULES.ferret }
          : { text: msg('ferret.why.ferret.tableau', { p, them: other(p) }), rule: RULES.opponent },
        e.to === 'tableau'
          ? { text: msg('ferret.why.to-tableau', { p, target: e.target, why: payReason(e.card, e.target) }), rule: RULES.ferret }
          : { text: msg('ferret.why.to-hand', { p, target: e.target, why: payReason(e.card, e.target) }), rule: RULES.ferret },
      ];
    }
    case 'pass':
      return before.passes === 1
        ? [{ text: msg('ferret.why.pass.second', { p: e.player }), rule: RULES.end }]
        : [{ text: msg('ferret.why.pass', { p: e.player }), rule: RULES.turn }];
    case 'set': {
      const s = e.set;
      const p = s.owner;
      const out: Explanation[] = [
        {
          text: msg('ferret.why.set', {
            p,
            cards: s.cards.map((c) => msg('ferret.why.card-as', { c: c.card, as: runRank(c.as) })),
            suit: s.suit,
            run: runOf(s),
          }),
          rule: s.final ? RULES.final : RULES.sets,
        },
      ];
      // The exception: a card that completes your own set is not laid off, though it fits a set on the table.
      const couldLayOff = s.final ? [] : s.cards.filter((c) => layoffTargets(c.card, before.sets).length > 0);
      for (const c of couldLayOff) {
        const on = layoffTargets(c.card, before.sets).map((x) => ownedRun(x.owner, x));
        out.push({ text: msg('ferret.why.castle', { c: c.card, on }), rule: RULES.castle });
      }
      const wild = s.cards.filter((c) => ferretValue(c.card) !== c.as);
      if (wild.length > 0)
        out.push({
          text: msg('ferret.why.wild', {
            cards: wild.map((c) => c.card),
            n: wild.length,
            values: wild.map((c) => msg('ferret.run.value', { r: runRank(c.as) })),
          }),
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
        return ownedRun(s.owner, { suit: s.suit, low: lo, high: hi });
      });
      return [
        {
          text: msg('ferret.why.layoff', { c: e.layoff.card, on: on.length > 0 ? on : [msg('ferret.a-set')], as: runRank(e.as), p }),
          rule: e.layoff.final ? RULES.final : RULES.layoffs,
        },
      ];
    }
    case 'draw':
      return [{ text: msg('ferret.why.draw', { p: e.player }), rule: RULES.ferret }];
    case 'end':
      return e.reason === 'deck'
        ? [{ text: msg('ferret.why.end.deck', { first: e.first }), rule: RULES.end }]
        : [{ text: msg('ferret.why.end.passes', { first: e.first }), rule: RULES.end }];
    case 'stage':
      return [
        e.stage === 'extra'
          ? { text: msg('ferret.why.stage.extra'), rule: RULES.final }
          : { text: msg('ferret.why.stage', { p: e.player, stage: e.stage === 'first' ? 'first' : 'second' }), rule: RULES.final },
      ];
    case 'reveal':
      return [{ text: msg('ferret.why.reveal', { p: e.player, n: e.cards.length }), rule: RULES.final }];
    case 'over':
      return finalScoring(after);
  }
}

/** The final count, card by card: each player's sets and layoffs, then who wins. */
export function finalScoring(s: Pick<FerretState, 'sets' | 'layoffs'>): Explanation[] {
  const out: Explanation[] = [];
  const totals = ([0, 1] as const).map((p) => scorePile(s, p).length);
  for (const p of [0, 1] as const) {
    const sets = s.sets.filter((x) => x.owner === p).map((x) => msg('ferret.final.set', { set: setName(x), cards: x.cards.map((c) => c.card) }));
    const lays = s.layoffs.filter((l) => l.owner === p).map((l) => l.card);
    out.push({
      text: msg('ferret.final.seat', {
        p,
        n: totals[p] ?? 0,
        sets: sets.length ? msg('ferret.final.sets', { sets }) : msg('ferret.final.no-sets'),
        layoffs: lays.length ? msg('ferret.final.layoffs', { cards: lays }) : msg('ferret.final.no-layoffs'),
      }),
      rule: RULES.final,
    });
  }
  const [a, b] = totals as [number, number];
  out.push({
    text: a === b ? msg('ferret.final.draw', { n: a }) : msg('ferret.final.win', { w: a > b ? 0 : 1, hi: Math.max(a, b), lo: Math.min(a, b) }),
    rule: RULES.final,
  });
  return out;
}

/**
 * Each card the player may ferret with each card in hand, where it would go and what it would score; and passing. From the view.
 * `named`: the other tableau is named by its seat ("Ann’s tableau"); the review, which speaks to one player of a game
 * over, calls it "your opponent’s tableau".
 */
export function hintsFor(v: FerretView, named = true): Hint[] {
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
    const score =
      !mine && !theirs ? msg('ferret.hint.score.none') : theirs ? msg('ferret.hint.score.both', { mine, theirs }) : msg('ferret.hint.score', { mine });
    if (m.type === 'ferret') {
      const to = destination(m.card, m.target);
      out.push({
        move: printMove(m),
        label: s.pool.includes(m.target)
          ? msg('ferret.hint.ferret.pool', { card: m.card, target: m.target })
          : named
            ? msg('ferret.hint.ferret.tableau', { card: m.card, target: m.target, them: other(me) })
            : msg('ferret.hint.ferret.opponent', { card: m.card, target: m.target }),
        text: msg('ferret.hint.ferret', { target: m.target, to, why: payReason(m.card, m.target), score }),
        rule: RULES.ferret,
        gain: (mine - theirs) * 10 + (to === 'tableau' ? 1 : 0),
      });
    } else if (m.type === 'pass') {
      out.push({
        gain: -1000,
        move: 'pass',
        label: msg('ferret.hint.pass'),
        text: v.passes === 1 ? msg('ferret.hint.pass.ends') : msg('ferret.hint.pass.turn'),
        rule: v.passes === 1 ? RULES.end : RULES.turn,
      });
    } else {
      const set = seen.find((e) => e.type === 'set');
      out.push({
        gain: mine - theirs,
        move: printMove(m),
        label: set?.type === 'set' ? msg('ferret.hint.set', { set: setName(set.set) }) : msg('ferret.hint.set.this'),
        text: msg('ferret.hint.set.text', { run: set?.type === 'set' ? runOf(set.set) : msg('ferret.a-set'), score }),
        rule: RULES.reading,
      });
    }
  }
  // What scores most for you first (then what goes to your tableau); passing last. The sort is stable.
  return out.sort((a, b) => b.gain - a.gain).map(({ gain: _, ...h }) => h);
}
