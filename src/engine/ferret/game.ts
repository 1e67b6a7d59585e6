/**
 * Ferret's rules engine: dealing, ferreting, sets and layoffs, the end and the final scoring.
 * Pure functions over immutable states; an illegal move is a result with a reason, never an exception.
 */
import { BASIC_DECK, type CardId } from '../deck';
import { createRng, err, msg, ok, shuffle, type IllegalMove, type Message, type Outcome, type Result, type Applied } from '../core';
import {
  type FerretSet,
  type Layoff,
  type SetReading,
  ferretValue,
  firstToLayOff,
  layoffTargets,
  opposes,
  sameReading,
  setCandidates,
  setsWithAdded,
} from './sets';
import { HAND_SIZE, other, RULES, type Seat } from './rules';
import type { FerretEvent, FerretMove, FerretOptions, FerretState, Task } from './state';
import { andJoined, cardItem, payReason, runRank } from './describe';

export const DEFAULT_OPTIONS: FerretOptions = { first: 0 };

/** Where a ferreted card goes: into your tableau if you pay with a card of an opposed suit, else into your hand. */
export function destination(played: CardId, target: CardId): 'hand' | 'tableau' {
  return opposes(played, target) ? 'tableau' : 'hand';
}

/**
 * What a card played on a target does, and why: "The Penitent’s Wyrms oppose the Lunatic’s Moons, so the Lunatic goes
 * into your tableau." In the present: it answers a right try (done) and a wrong one ("If you do that: …") alike.
 */
export const destinationReason = (played: CardId, target: CardId): Message =>
  msg('ferret.try.ferret', { why: payReason(played, target), target, to: destination(played, target) });

export function newGame(options: FerretOptions, seed: string): FerretState {
  const rng = createRng(`ferret:${seed}`);
  const deck = shuffle(BASIC_DECK, rng);
  const first = options.first;
  const hands: [CardId[], CardId[]] = [[], []];
  // The dealer deals one at a time, the non-dealer first.
  for (let i = 0; i < HAND_SIZE * 2; i++) hands[i % 2 === 0 ? first : other(first)].push(deck[i] as CardId);
  const pool = deck.slice(HAND_SIZE * 2, HAND_SIZE * 2 + 3);
  const drawPile = deck.slice(HAND_SIZE * 2 + 3);
  return {
    game: 'ferret',
    options,
    hands,
    shown: [[], []],
    tableaux: [[], []],
    pool,
    drawPile,
    sets: [],
    layoffs: [],
    turn: first,
    passes: 0,
    phase: 'play',
    choice: null,
    queue: [],
    end: null,
    outOfGame: [],
  };
}

export function toAct(s: FerretState): Seat | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'choose-set') return s.choice?.chooser ?? null;
  return s.turn;
}

export function legalMoves(s: FerretState): FerretMove[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'choose-set') return (s.choice?.options ?? []).map(setMove);
  const me = s.turn;
  const hand = s.hands[me];
  const pool = s.pool;
  const theirs = s.tableaux[other(me)];
  // Made at its full length at once: random play and the computer ask for millions of these lists.
  const moves = new Array<FerretMove>(hand.length * (pool.length + theirs.length) + 1);
  let k = 0;
  // Each hand card on the pool's cards, then on the other tableau's.
  for (const c of hand) {
    for (const t of pool) moves[k++] = { type: 'ferret', card: c, target: t };
    for (const t of theirs) moves[k++] = { type: 'ferret', card: c, target: t };
  }
  moves[k] = { type: 'pass' };
  return moves;
}

export const setMove = (r: SetReading): FerretMove => ({ type: 'set', cards: r.cards.map((c) => c.card), low: r.low });

const illegal = (code: string, message: Message, rule: IllegalMove['rule']): Result<never, IllegalMove> => err({ code, message, rule });

/** Where a card is, as a zone name: "hand:0", "tableau:1", "pool", "draw", "scored:0", "out". */
export function locate(s: FerretState, id: CardId): string {
  for (const p of [0, 1] as const) {
    if (s.hands[p].includes(id)) return `hand:${p}`;
    if (s.tableaux[p].includes(id)) return `tableau:${p}`;
  }
  if (s.pool.includes(id)) return 'pool';
  if (s.drawPile.includes(id)) return 'draw';
  const set = s.sets.find((x) => x.cards.some((c) => c.card === id));
  if (set) return `scored:${set.owner}`;
  const layoff = s.layoffs.find((l) => l.card === id);
  if (layoff) return `scored:${layoff.owner}`;
  return 'out';
}

export function apply(s: FerretState, move: FerretMove, by?: number): Result<Applied<FerretState, FerretEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', msg('ferret.refuse.game-over'), RULES.end);
  const actor = toAct(s) as Seat;
  if (by !== undefined && by !== actor) {
    const why = s.phase === 'choose-set' ? msg('ferret.refuse.wait.choosing') : msg('ferret.refuse.wait.turn');
    return illegal('not-your-turn', why, RULES.turn);
  }
  if (s.phase === 'choose-set') {
    if (move.type !== 'set') return illegal('choose-a-set', msg('ferret.refuse.choose-a-set'), RULES.reading);
    const chosen = s.choice?.options.find((r) => sameReading(r, { suit: r.suit, low: move.low, cards: move.cards.map((c) => ({ card: c, as: 0 })) }));
    if (!chosen) return illegal('not-a-set-option', msg('ferret.refuse.not-a-set-option'), RULES.sets);
    const events: FerretEvent[] = [];
    const next = draft(s);
    next.phase = 'play';
    next.choice = null;
    formSet(next, chosen, actor, events);
    return ok({ state: run(next, [{ t: 'sets', p: actor }, ...next.queue], events, null), events });
  }
  if (move.type === 'set') return illegal('no-set-to-choose', msg('ferret.refuse.no-set-to-choose'), RULES.turn);
  const me = actor;
  const them = other(me);
  if (move.type === 'pass') {
    const events: FerretEvent[] = [{ type: 'pass', player: me }];
    if (s.passes === 1) {
      // Two passes in a row end the game; the first to pass scores first.
      events.push({ type: 'end', reason: 'passes', first: them });
      const next = draft(s);
      next.passes = 0;
      next.end = { reason: 'passes', first: them, stage: 'first' };
      return ok({ state: run(next, finalTasks(them), events, null), events });
    }
    return ok({ state: update(s, { passes: 1, turn: them }), events });
  }
  const { card: played, target } = move;
  if (!s.hands[me].includes(played)) {
    const where = locate(s, played);
    const message =
      where.startsWith('tableau') || where === 'pool' || where.startsWith('scored')
        ? msg('ferret.refuse.not-in-hand', { c: played })
        : msg('ferret.refuse.not-held');
    return illegal('not-in-hand', message, RULES.ferret);
  }
  const poolIndex = s.pool.indexOf(target);
  const theirIndex = s.tableaux[them].indexOf(target);
  if (poolIndex < 0 && theirIndex < 0) {
    const where = locate(s, target);
    if (where === `tableau:${me}`) return illegal('own-tableau', msg('ferret.refuse.own-tableau', { c: target }), RULES.ferret);
    if (where.startsWith('scored')) return illegal('scored', msg('ferret.refuse.scored', { c: target }), RULES.layoffs);
    if (where === `hand:${me}`) return illegal('own-hand', msg('ferret.refuse.own-hand', { c: target }), RULES.ferret);
    return illegal('not-on-table', msg('ferret.refuse.not-on-table'), RULES.ferret);
  }
  const to = destination(played, target);
  const from = poolIndex >= 0 ? 'pool' : 'tableau';
  const events: FerretEvent[] = [{ type: 'ferret', player: me, card: played, target, from, to }];
  const hands: [readonly CardId[], readonly CardId[]] = [s.hands[0], s.hands[1]];
  const tableaux: [readonly CardId[], readonly CardId[]] = [s.tableaux[0], s.tableaux[1]];
  // The played card leaves the hand; the target joins it (at the end) or the tableau.
  const hand: CardId[] = [];
  for (const c of s.hands[me]) if (c !== played) hand.push(c);
  if (to === 'hand') hand.push(target);
  else tableaux[me] = [...s.tableaux[me], target];
  hands[me] = hand;
  // The played card takes the target's place.
  let pool = s.pool;
  if (from === 'pool') {
    const places = s.pool.slice();
    places[poolIndex] = played;
    pool = places;
  } else {
    const places = s.tableaux[them].slice();
    places[theirIndex] = played;
    tableaux[them] = places;
  }
  const queue: Task[] = [];
  // A tableau holds no set between turns, so a new set must use the card that just joined it.
  const joined: CardId[] = [];
  if (to === 'tableau') {
    queue.push({ t: 'sets', p: me, added: [target] });
    joined.push(target);
  }
  if (from === 'tableau') {
    queue.push({ t: 'sets', p: them, added: [played] });
    joined.push(played);
  }
  queue.push(LAYOFFS_AFTER[me]);
  if (to === 'tableau') queue.push(DRAW[me]);
  queue.push(TURN[them]);
  // The card played from the hand is now on the table for both to see; a card ferreted into the hand came face up.
  const shown: [readonly CardId[], readonly CardId[]] = [s.shown[0], s.shown[1]];
  if (s.shown[me].includes(played) || to === 'hand') {
    const mine: CardId[] = [];
    for (const c of s.shown[me]) if (c !== played) mine.push(c);
    if (to === 'hand') mine.push(target);
    shown[me] = mine;
  }
  const next = draft(s);
  next.hands = hands;
  next.shown = shown;
  next.tableaux = tableaux;
  next.pool = pool;
  next.passes = 0;
  return ok({ state: run(next, queue, events, joined), events });
}

/**
 * A state a move is making: a copy of the state before it, written field by field by the move's tasks
 * and returned when they stop. Only the move that made it writes to it (lists in it are replaced, never
 * changed), so the states a caller holds never change. Writing fields of one copy is much faster than
 * making a new state at each step.
 */
type Draft = { -readonly [K in keyof FerretState]: FerretState[K] };

/**
 * The copy is made by `update`, not by `{ ...s }`: in a profile of random play with the engine bundled
 * (esbuild, as the site ships it) the spread alone took 18% of the time.
 */
const draft = (s: FerretState): Draft => update(s, NO_CHANGES);

type Changes = { -readonly [K in keyof FerretState]?: FerretState[K] };

const NO_CHANGES: Changes = {};

/**
 * A state with some fields changed. Every field is written out in one order, so every state has the
 * same shape: much faster for the engine than `{ ...s, field }`, which random play and the computer
 * run millions of times.
 */
function update(s: FerretState, c: Changes): FerretState {
  return {
    game: 'ferret',
    options: c.options ?? s.options,
    hands: c.hands ?? s.hands,
    shown: c.shown ?? s.shown,
    tableaux: c.tableaux ?? s.tableaux,
    pool: c.pool ?? s.pool,
    drawPile: c.drawPile ?? s.drawPile,
    sets: c.sets ?? s.sets,
    layoffs: c.layoffs ?? s.layoffs,
    turn: c.turn ?? s.turn,
    passes: c.passes ?? s.passes,
    phase: c.phase ?? s.phase,
    choice: c.choice !== undefined ? c.choice : s.choice,
    queue: c.queue ?? s.queue,
    end: c.end !== undefined ? c.end : s.end,
    outOfGame: c.outOfGame ?? s.outOfGame,
  };
}

/** The tasks every ferret queues, by seat, made once (tasks are never changed). */
const LAYOFFS_AFTER: readonly [Task, Task] = [
  { t: 'layoffs', ps: [0, 1] },
  { t: 'layoffs', ps: [1, 0] },
];
const DRAW: readonly [Task, Task] = [
  { t: 'draw', p: 0 },
  { t: 'draw', p: 1 },
];
const TURN: readonly [Task, Task] = [
  { t: 'turn', p: 0 },
  { t: 'turn', p: 1 },
];

function finalTasks(first: Seat): Task[] {
  const second = other(first);
  return [
    { t: 'stage', stage: 'first' },
    { t: 'reveal', p: first },
    { t: 'sets', p: first },
    { t: 'layoffs', ps: [first, second] },
    { t: 'stage', stage: 'second' },
    { t: 'reveal', p: second },
    { t: 'sets', p: second },
    { t: 'layoffs', ps: [second] },
    { t: 'stage', stage: 'extra' },
    { t: 'layoffs', ps: [first, second] },
    { t: 'over' },
  ];
}

/** Forms the set read by r from the owner's tableau (the draft is written). */
function formSet(s: Draft, r: SetReading, owner: Seat, events: FerretEvent[]): void {
  const set: FerretSet = {
    id: s.sets.length,
    owner,
    suit: r.suit,
    low: r.low,
    high: r.low + 2,
    cards: r.cards,
    final: s.end !== null,
  };
  const tableaux: [readonly CardId[], readonly CardId[]] = [s.tableaux[0], s.tableaux[1]];
  tableaux[owner] = s.tableaux[owner].filter((c) => !r.cards.some((x) => x.card === c));
  events.push({ type: 'set', set });
  s.tableaux = tableaux;
  s.sets = [...s.sets, set];
}

/**
 * The forced layoffs from these players' tableaux, one at a time, until none fits. With `joined`: the
 * tableaux held no card a set takes before this move (the rules lay such a card off at once) and the
 * sets have not changed since, so only a card that has just joined a tableau can fit; if none does,
 * the tableaux are not looked through.
 */
function layoffs(state: Draft, players: readonly Seat[], events: FerretEvent[], joined: readonly CardId[] | null): void {
  if (joined !== null && firstToLayOff(joined, state.sets) < 0) return;
  for (;;) {
    if (state.sets.length === 0) return;
    let found: { p: Seat; c: CardId; targets: FerretSet[] } | null = null;
    for (const p of players) {
      const tableau = state.tableaux[p];
      for (let i = firstToLayOff(tableau, state.sets); i >= 0; i = firstToLayOff(tableau, state.sets, i + 1)) {
        const c = tableau[i] as CardId;
        const targets = layoffTargets(c, state.sets);
        if (targets.length > 0) {
          found = { p, c, targets };
          break;
        }
      }
      if (found) break;
    }
    if (!found) return;
    const { p, c, targets } = found;
    const v = ferretValue(c);
    const layoff: Layoff = { card: c, owner: p, sets: targets.map((t) => t.id), final: state.end !== null };
    const tableaux: [readonly CardId[], readonly CardId[]] = [state.tableaux[0], state.tableaux[1]];
    tableaux[p] = state.tableaux[p].filter((x) => x !== c);
    const sets = state.sets.map((x) => (layoff.sets.includes(x.id) ? extended(x, v) : x));
    events.push({ type: 'layoff', layoff, as: v });
    state.tableaux = tableaux;
    state.sets = sets;
    state.layoffs = [...state.layoffs, layoff];
  }
}

/**
 * A set with a card of value v laid off on it: its run reaches v. Written out field by field, in the order
 * `formSet` gives them, as `update` is: the spread with changes it replaces, `{ ...x, low, high }`, was the
 * costliest line in the same profile (7% of the time).
 */
function extended(x: FerretSet, v: number): FerretSet {
  return { id: x.id, owner: x.owner, suit: x.suit, low: Math.min(x.low, v), high: Math.max(x.high, v), cards: x.cards, final: x.final };
}

/**
 * Runs the queued tasks until the queue is empty or a player must choose. `joined`, for a ferret: the
 * cards that joined a tableau in this move, whose layoffs alone need looking for while no set changes.
 */
function run(s: Draft, tasks: readonly Task[], events: FerretEvent[], joined: readonly CardId[] | null): FerretState {
  const setsBefore = s.sets;
  // The queue is worked through here and written into the state only if a player must choose.
  let queue = tasks;
  let at = 0;
  while (at < queue.length) {
    const task = queue[at++] as Task;
    switch (task.t) {
      case 'sets': {
        const options = task.added ? setsWithAdded(s.tableaux[task.p], task.added) : setCandidates(s.tableaux[task.p]);
        if (options.length === 0) break;
        if (options.length === 1) {
          formSet(s, options[0] as SetReading, task.p, events);
          at--; // Look again: another set may remain.
          break;
        }
        s.queue = queue.slice(at);
        s.phase = 'choose-set';
        s.choice = { chooser: task.p, options };
        return s;
      }
      case 'layoffs':
        layoffs(s, task.ps, events, joined !== null && s.sets === setsBefore ? joined : null);
        break;
      case 'draw': {
        const top = s.drawPile[0];
        if (top === undefined) break;
        const pile = s.drawPile.slice(1);
        const hands = [...s.hands] as [CardId[], CardId[]];
        hands[task.p] = [...s.hands[task.p], top];
        events.push({ type: 'draw', player: task.p, card: top });
        s.hands = hands;
        s.drawPile = pile;
        if (pile.length === 0) {
          // The game ends the moment the last card is drawn; the other player scores first.
          const first = other(task.p);
          events.push({ type: 'end', reason: 'deck', first });
          s.end = { reason: 'deck', first, stage: 'first' };
          queue = finalTasks(first);
          at = 0;
          joined = null;
        }
        break;
      }
      case 'turn':
        s.phase = 'play';
        s.turn = task.p;
        break;
      case 'stage': {
        const end = s.end;
        if (!end) break;
        s.end = { ...end, stage: task.stage };
        const player = task.stage === 'second' ? other(end.first) : end.first;
        events.push({ type: 'stage', stage: task.stage, player });
        break;
      }
      case 'reveal': {
        const cards = s.hands[task.p];
        const hands = [...s.hands] as [CardId[], CardId[]];
        const tableaux = [...s.tableaux] as [CardId[], CardId[]];
        hands[task.p] = [];
        const shown = [...s.shown] as [CardId[], CardId[]];
        shown[task.p] = [];
        tableaux[task.p] = [...s.tableaux[task.p], ...cards];
        events.push({ type: 'reveal', player: task.p, cards });
        s.hands = hands;
        s.shown = shown;
        s.tableaux = tableaux;
        break;
      }
      case 'over': {
        const end = s.end;
        s.phase = 'over';
        s.end = end ? { ...end, stage: 'done' } : end;
        events.push({ type: 'over', scores: scores(s) });
        break;
      }
    }
  }
  if (s.queue.length !== 0) s.queue = [];
  return s;
}

/** What scoring needs: the sets and layoffs, which a state and every seat's view both hold. */
export type Scored = Pick<FerretState, 'sets' | 'layoffs'>;

/** The cards in a player's score pile: the sets they formed and the layoffs from their tableau. Works on a view too. */
export function scorePile(s: Scored, p: Seat): CardId[] {
  const pile: CardId[] = [];
  for (const x of s.sets) if (x.owner === p) for (const c of x.cards) pile.push(c.card);
  for (const l of s.layoffs) if (l.owner === p) pile.push(l.card);
  return pile;
}

/** Each player's score: the cards in their score pile. Works on a view too (`scores(view)`). */
export function scores(s: Scored): [number, number] {
  const sc: [number, number] = [0, 0];
  for (const x of s.sets) sc[x.owner] += x.cards.length;
  for (const l of s.layoffs) sc[l.owner]++;
  return sc;
}

export function outcome(s: FerretState): Outcome | null {
  if (s.phase !== 'over') return null;
  const sc = scores(s);
  const best = Math.max(...sc);
  const winners = ([0, 1] as const).filter((p) => sc[p] === best);
  const breakdown = ([0, 1] as const).map((p) => {
    const during = s.sets.filter((x) => x.owner === p && !x.final).length;
    const atEnd = s.sets.filter((x) => x.owner === p && x.final).length;
    const layDuring = s.layoffs.filter((l) => l.owner === p && !l.final).length;
    const layEnd = s.layoffs.filter((l) => l.owner === p && l.final).length;
    return [
      { label: msg('ferret.score.sets'), detail: msg('ferret.score.sets.detail', { n: during }), points: during * 3 },
      { label: msg('ferret.score.layoffs'), points: layDuring },
      { label: msg('ferret.score.final-sets'), detail: msg('ferret.score.sets.detail', { n: atEnd }), points: atEnd * 3 },
      { label: msg('ferret.score.final-layoffs'), points: layEnd },
    ];
  });
  return { winners, scores: sc, breakdown };
}

/** What a move would do, in a sentence, for a reader who tried it in an example: the engine's reason if it is illegal. */
export function explainMove(s: FerretState, move: FerretMove): Message {
  const r = apply(s, move);
  if (!r.ok) return r.error.message;
  if (move.type === 'ferret') return destinationReason(move.card, move.target);
  if (move.type === 'pass') return msg('ferret.try.pass');
  const me = toAct(s);
  const set = r.value.events.find((e) => e.type === 'set');
  const theirs = andJoined(r.value.events.flatMap((e) => (e.type === 'layoff' && e.layoff.owner !== me ? [cardItem(e.layoff.card)] : [])));
  const run =
    set?.type === 'set'
      ? msg('ferret.try.run', { low: runRank(set.set.low), high: runRank(set.set.low + 2), suit: set.set.suit })
      : msg('ferret.try.another-run');
  return theirs ? msg('ferret.try.set.laid-off', { run, cards: theirs }) : msg('ferret.try.set', { run });
}

/** Where a card played from the hand may go: each card it may ferret, and where that card would go. From `legalMoves`. */
export interface FerretTarget {
  readonly target: CardId;
  readonly destination: 'hand' | 'tableau';
}

/** The cards this hand card may ferret now (none when it is not the mover's card or not a turn of play). */
export function targetsFor(s: FerretState, played: CardId): FerretTarget[] {
  return legalMoves(s).flatMap((m) => (m.type === 'ferret' && m.card === played ? [{ target: m.target, destination: destination(played, m.target) }] : []));
}

/** The hand cards that may ferret this card now, and where it would go with each. From `legalMoves`. */
export function playsOnto(s: FerretState, target: CardId): { card: CardId; destination: 'hand' | 'tableau' }[] {
  return legalMoves(s).flatMap((m) => (m.type === 'ferret' && m.target === target ? [{ card: m.card, destination: destination(m.card, target) }] : []));
}
