/**
 * The review of a game: every decision of the reviewed seats, judged from that seat's view at that
 * moment (never the state) with the Strong level's search machinery (src/engine/core/search.ts): the
 * game's `determinise` deals the cards the seat could not see, the game's own playouts (its Normal
 * player, from each seat's view of that world, to the game's horizon) play each move out, and the
 * worlds are shared by the moves compared, so that they are compared on the same deals.
 *
 * A decision is judged in two steps, each with worlds of its own:
 * 1. Screening: the move played and the moves Strong would search (the game's `candidates` up to its
 *    breadth, or every legal move) are played out on `screen` worlds; the best average is the move
 *    the search prefers.
 * 2. Confirming: only the move played and the preferred one, on `confirm` fresh worlds. The preferred
 *    move's gain over the move played, world by world, gives the estimate and its interval (its mean,
 *    plus and minus INTERVAL_Z standard errors). The worlds that chose the move do not measure it, so
 *    picking the best of several moves does not make its gain look bigger than it is.
 *
 * A decision is a turning point only when the whole interval is above nothing and the estimate is at
 * least the game's `minLoss`: the kind of paired confidence rule Strong uses to leave the Normal move
 * (`confidentGain`), so a move no other clearly beats is called fine, never a mistake.
 *
 * The difference is in the game's own units (cards, points), as each game's `margin` reads the state
 * where a playout stops: the final result when the playout reached the end, the engine's estimate of it
 * otherwise. Every word is the engine's: the moves' labels and what they do are the game's hints (its
 * "What can I do?"), each with its rule. A review is plain data (JSON round-trips it), to be kept with
 * the saved game.
 */
import type { Explanation, GameModule, Hint, RuleRef } from './game';
import { isMessage, msg, type Message, type Param } from './message';
import { createRng } from './random';
import { movesFor, playoutEnd, type SearchSpec } from './search';

/** A game's unit of result: the words for it ("card", "cards"; "carta", "cartas") are the catalogue's. */
export type Unit = 'card' | 'point' | 'book';
const UNITS: readonly Unit[] = ['card', 'point', 'book'];

/** What the review needs of a game (its src/engine/<game>/review.ts). */
export interface ReviewSpec<S, M, V extends { readonly seat: number }> {
  /** The Strong level's search: determinise, playouts, horizon, candidates and breadth. */
  readonly search: SearchSpec<S, M, V>;
  /**
   * The seat's result against the others where a playout stopped, in the game's units, bigger better:
   * at the end of the game its final result, before it the engine's estimate of the final result.
   */
  margin(state: S, seat: number): number;
  /** The game's units, under these options (Jigger's book scoring counts books, not cards). */
  unit(start: S): Unit;
  /** What the differences measure, in a sentence for the reader (the engine's words, as a message). */
  measure(start: S): Message;
  /** The least estimated loss, in units, that is called a turning point. */
  readonly minLoss: number;
  /** The game's "What can I do?" for a view: every legal move, in words, each with its rule. */
  hints(view: V): readonly Hint[];
  /** The worlds a decision is judged on, when not REVIEW_BUDGET (what fits the game's time on one core: npm run bench). */
  readonly budget?: ReviewBudget;
}

/** Worlds a decision is judged on: `screen` to choose the preferred move, `confirm` to measure it. */
export interface ReviewBudget {
  readonly screen: number;
  readonly confirm: number;
}

/**
 * The review's budget at the site, unless a game gives its own: one seat's decisions in a whole game of
 * Ferret, Jigger, Hermit or Badger's Court in about 2 seconds of one core (npm run bench; the goal for
 * Ferret is 10). The interval's half-width shrinks as the square root of `confirm`.
 */
export const REVIEW_BUDGET: ReviewBudget = { screen: 24, confirm: 96 };

/** The interval is the estimate plus and minus this many standard errors (about 95% for a normal spread). */
export const INTERVAL_Z = 1.96;

/** A move in the engine's words: its notation, label, what it does and its rule (from the game's hints), as messages. */
export interface MoveWords {
  readonly move: string;
  readonly label: Message;
  readonly text: Message;
  readonly rule: RuleRef | null;
}

/** The preferred move's estimated gain over the move played, in the game's units, with its interval. */
export interface Loss {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  /** The worlds it was measured on. */
  readonly worlds: number;
}

/** One decision as judged from the seat's view. */
export interface Judgement {
  readonly played: MoveWords;
  /** The move the search prefers; null when it prefers the move played. */
  readonly preferred: MoveWords | null;
  /** How much the move played lost against the preferred one; null when they are the same move. */
  readonly loss: Loss | null;
  /** The loss is clearly above nothing (its whole interval) and at least the game's `minLoss`. */
  readonly turning: boolean;
  /** How many moves were compared. */
  readonly compared: number;
}

/** One decision of a reviewed game. */
export interface ReviewedDecision extends Judgement {
  /** The moves made before it: the move's index in the game's record, and where "Try from here" starts. */
  readonly index: number;
  readonly seat: number;
  /** The verdict in a sentence, with the numbers (a message). */
  readonly said: Message;
  /** For a turning point: the move played and the preferred one, in the game's words, each with its rule. */
  readonly why: readonly Explanation[];
}

/**
 * A game's review: plain data (JSON), kept with the saved game. While it is being worked out, a review
 * holds the decisions judged so far: it is complete when it holds `total` of them.
 */
export interface Review {
  /**
   * 3 since each verdict names the move played too; a review of version 2 (verdicts naming only the better
   * move) or 1 (English sentences) is worked out again.
   */
  readonly version: 3;
  readonly game: string;
  /** The seats reviewed. */
  readonly seats: readonly number[];
  /** How many moves the record had when it was reviewed. */
  readonly moves: number;
  readonly unit: Unit;
  /** What the differences measure, in a sentence (a message). */
  readonly measure: Message;
  readonly budget: ReviewBudget;
  readonly seed: string;
  /** How many decisions the reviewed seats made (moves with more than one choice). */
  readonly total: number;
  /** The decisions judged, in the game's order: every one of them once the review is complete. */
  readonly decisions: readonly ReviewedDecision[];
  /** The turning points, as indexes into `decisions`, biggest loss first: the first three are the ones to show first. */
  readonly turningPoints: readonly number[];
}

/** Is the review complete (every decision judged)? */
export const reviewComplete = (r: Pick<Review, 'decisions' | 'total'>): boolean => r.decisions.length >= r.total;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule<S, M> = GameModule<S, M, any, any, any>;

/** A decision to judge: the seat, its view then, and the move it made (in notation). */
export interface DecisionPoint<V> {
  readonly index: number;
  readonly seat: number;
  readonly view: V;
  readonly played: string;
}

/**
 * The decisions of these seats in a game: each move a seat made where it had more than one (a forced
 * move is no decision), with the seat's view just before it. Replays the moves from the start; stops at
 * a move that does not replay.
 */
export function decisionPoints<S, M, V>(module: AnyModule<S, M>, start: S, moves: readonly string[], seats: readonly number[]): DecisionPoint<V>[] {
  const out: DecisionPoint<V>[] = [];
  let state = start;
  for (const [index, text] of moves.entries()) {
    const move = module.parseMove(text);
    if (!move.ok) break;
    const seat = module.mover(state, move.value);
    if (seats.includes(seat) && movesFor(module, state, seat).length > 1)
      out.push({ index, seat, view: module.view(state, seat) as V, played: module.printMove(move.value) });
    const r = module.apply(state, move.value, seat);
    if (!r.ok) break;
    state = r.value.state;
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length);

/** The mean of paired differences and its interval (INTERVAL_Z standard errors each side). */
export function pairedLoss(better: readonly number[], base: readonly number[]): Loss {
  const n = Math.min(better.length, base.length);
  const d = Array.from({ length: n }, (_, i) => (better[i] as number) - (base[i] as number));
  const m = mean(d);
  const variance = n > 1 ? d.reduce((a, x) => a + (x - m) * (x - m), 0) / (n - 1) : 0;
  const half = INTERVAL_Z * Math.sqrt(variance / Math.max(1, n));
  return { mean: m, low: m - half, high: m + half, worlds: n };
}

/**
 * One decision, judged from the seat's view only: the move played against the moves Strong would search,
 * on worlds dealt from that view. `seed` alone decides the worlds and chances, so a judgement replays
 * exactly, and two states with the same view for the seat get the same judgement.
 */
export function judgeDecision<S, M, V extends { readonly seat: number }>(
  spec: ReviewSpec<S, M, V>,
  view: V,
  played: string,
  seed: string,
  budget: ReviewBudget = spec.budget ?? REVIEW_BUDGET,
): Judgement {
  const { search } = spec;
  const { module } = search;
  const seat = view.seat;
  const rng = createRng(`review:${seed}`);
  const first = search.determinise(view, rng);
  const legal = movesFor(module, first, seat);
  const hints = spec.hints(view);
  const words = (key: string): MoveWords => {
    const h = hints.find((x) => x.move === key);
    // A move the hints do not name (none should be) is shown in its notation, which is the same in every language.
    return h ? { move: key, label: h.label, text: h.text, rule: h.rule } : { move: key, label: msg('core.text', { text: key }), text: NO_TEXT, rule: null };
  };
  const playedMove = legal.find((m) => module.printMove(m) === played);
  if (playedMove === undefined || legal.length < 2) return { played: words(played), preferred: null, loss: null, turning: false, compared: legal.length };
  // The moves Strong would search (its candidates up to its breadth, or every legal move), and the move played.
  // The move played first, then the others.
  let tried: M[] = [playedMove, ...legal.filter((m) => module.printMove(m) !== played)];
  if (search.candidates) {
    const ranked = search.candidates(view, seed).map((m) => module.printMove(m));
    const top = [...new Set(ranked)].filter((key) => legal.some((m) => module.printMove(m) === key)).slice(0, Math.max(1, search.breadth ?? 4));
    tried = [playedMove, ...top.filter((key) => key !== played).map((key) => legal.find((m) => module.printMove(m) === key) as M)];
  }
  const keys = tried.map((m) => module.printMove(m));
  const maxPlayout = search.maxPlayout ?? 2000;
  /** Each move's result in one world, with the same chances for every move. */
  const round = (world: S, moves: readonly M[], moveKeys: readonly string[]): number[] => {
    const chance = rng.int(1e9);
    return moves.map((m, i) => {
      const end = playoutEnd(search, world, m, moveKeys[i] as string, seat, createRng(`p:${chance}`), maxPlayout);
      return end === null ? -Infinity : spec.margin(end, seat);
    });
  };
  // 1. Screening.
  const totals = tried.map(() => 0);
  for (let r = 0; r < Math.max(1, budget.screen); r++) {
    const world = r === 0 ? first : search.determinise(view, rng);
    round(world, tried, keys).forEach((v, i) => (totals[i] = (totals[i] as number) + v));
  }
  let best = 0;
  for (let i = 1; i < tried.length; i++) if ((totals[i] as number) > (totals[best] as number)) best = i;
  if (best === 0) return { played: words(played), preferred: null, loss: null, turning: false, compared: tried.length };
  // 2. Confirming, on fresh worlds: the preferred move against the move played.
  const pair = [tried[0] as M, tried[best] as M];
  const pairKeys = [keys[0] as string, keys[best] as string];
  const base: number[] = [];
  const better: number[] = [];
  for (let r = 0; r < Math.max(2, budget.confirm); r++) {
    const [a, b] = round(search.determinise(view, rng), pair, pairKeys) as [number, number];
    base.push(a);
    better.push(b);
  }
  const loss = pairedLoss(better, base);
  const turning = loss.low > 0 && loss.mean >= spec.minLoss;
  return { played: words(played), preferred: words(keys[best] as string), loss, turning, compared: tried.length };
}

const NO_TEXT = msg('core.text', { text: '' });

/** A number of units in words: "2.4 cards", "−0.5 points" (the unit in the singular only for exactly 1). */
export function amount(x: number, unit: Unit): Message {
  const f = figure(x);
  return msg('core.review.amount', { x: f, unit, one: f.p?.sign === 'none' && f.p.whole === '1' && f.p.tenth === 'none' ? 'yes' : 'no' });
}

/**
 * A number as the review writes it: one decimal, a true minus sign, and 0 for what rounds to it ("−0.5",
 * "0"), as a message so that each language writes its own decimal mark ("−0,5"). A whole number is written
 * whole ("1 card", "2 points"; not "1.0 card", which Spanish has no good way to say).
 */
function figure(x: number): Message {
  if (Math.abs(x) < 0.05) return msg('core.review.figure', { sign: 'none', whole: '0', tenth: 'none' });
  const [whole, tenth] = Math.abs(x).toFixed(1).split('.') as [string, string];
  // The sign as toFixed gives it (so −0.05 reads as today, "−0.1").
  return msg('core.review.figure', { sign: x.toFixed(1).startsWith('-') ? 'minus' : 'none', whole, tenth: tenth === '0' ? 'none' : tenth });
}

/**
 * The verdict on a decision in a sentence, and for a turning point the two moves in the game's words
 * (messages). `minLoss` is the game's least loss called a turning point.
 */
export function sayJudgement(j: Judgement, unit: Unit, minLoss: number): { said: Message; why: Explanation[] } {
  if (!j.preferred || !j.loss) return { said: msg('core.review.fine-best', { played: j.played.label }), why: [] };
  const { mean: m, low, high } = j.loss;
  const range = high - low < 0.05 ? msg('core.review.range-same') : msg('core.review.range', { low: figure(low), high: amount(high, unit) });
  const better = j.preferred.label;
  const played = j.played.label;
  if (!j.turning) {
    // A gain that rounds to nothing is said as one ("did about as well"), never as "about 0 cards better".
    const said =
      m <= 0
        ? msg('core.review.fine-no-better', { played, better, range })
        : m < 0.05
          ? msg('core.review.fine-same', { played, better, range })
          : low > 0
            ? msg('core.review.fine-small', {
                played,
                better,
                amount: amount(below(m, minLoss), unit),
                range,
                least: msg('core.review.least', { n: minLoss, unit }),
              })
            : msg('core.review.fine-unclear', { played, better, amount: amount(m, unit), range });
    return { said, why: [] };
  }
  const why: Explanation[] = [];
  // Two moves whose hints say the same are said once, with where their difference comes from (the verdict names both).
  if (j.preferred.rule && sameMessage(j.preferred.text, j.played.text))
    why.push({ text: msg('core.review.why-same', { text: j.played.text }), rule: j.preferred.rule });
  else {
    if (j.played.rule) why.push({ text: msg('core.review.why-played', { label: j.played.label, text: j.played.text }), rule: j.played.rule });
    if (j.preferred.rule) why.push({ text: msg('core.review.why-better', { label: better, text: j.preferred.text }), rule: j.preferred.rule });
  }
  return { said: msg('core.review.turning', { played, better, amount: amount(m, unit), range }), why };
}

/**
 * A gain under the least called a mistake, as it is written beside that least: 0.96 points is "about 0.9", not
 * "about 1 … less than 1 point" (rounded down to a tenth only where rounding would reach the least).
 */
const below = (m: number, least: number): number => (Number(m.toFixed(1)) >= least ? Math.floor(m * 10) / 10 : m);

/** Do two messages say the same (the same id and parameters)? */
const sameMessage = (a: Message, b: Message): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The turning points of some decisions, as their indexes, biggest loss first (the earlier first among equals). */
export function turningOrder(decisions: readonly Judgement[]): number[] {
  return decisions
    .map((d, i) => ({ i, loss: d.turning && d.loss ? d.loss.mean : -Infinity }))
    .filter((x) => x.loss > -Infinity)
    .sort((a, b) => b.loss - a.loss || a.i - b.i)
    .map((x) => x.i);
}

export interface ReviewOptions {
  readonly budget?: ReviewBudget;
  /** The review's own seed (never the game's: the worlds come from the views). */
  readonly seed?: string;
  /** Called with the review so far: once before the first decision, then as each is judged, in order. */
  readonly onProgress?: (soFar: Review) => void;
  /**
   * A review of the game's beginning (of a game then in progress): its decisions are taken as they are
   * where it judged the same move of the same seat with the same budget and seed, for a judgement depends
   * on nothing else; the others are judged.
   */
  readonly known?: Review | null;
}

/** The decision a known review already judged at this point, the same way; or undefined. */
function knownDecision(known: Review | null | undefined, p: DecisionPoint<unknown>, budget: ReviewBudget, seed: string): ReviewedDecision | undefined {
  if (!known || known.seed !== seed || known.budget.screen !== budget.screen || known.budget.confirm !== budget.confirm) return undefined;
  const d = known.decisions.find((x) => x.index === p.index);
  return d && d.seat === p.seat && d.played.move === p.played ? d : undefined;
}

/**
 * Reviews a game's record for these seats: every decision judged from the seat's view at the time.
 * `start` is the game's first state, `moves` its moves in notation (the record's).
 */
export function reviewRecord<S, M, V extends { readonly seat: number }>(
  spec: ReviewSpec<S, M, V>,
  start: S,
  moves: readonly string[],
  seats: readonly number[],
  opts: ReviewOptions = {},
): Review {
  const module = spec.search.module;
  const budget = opts.budget ?? spec.budget ?? REVIEW_BUDGET;
  const seed = opts.seed ?? 'review';
  const unit = spec.unit(start);
  const points = decisionPoints<S, M, V>(module, start, moves, seats);
  const decisions: ReviewedDecision[] = [];
  const soFar = (): Review => ({
    version: 3,
    game: module.id,
    seats: [...seats],
    moves: moves.length,
    unit,
    measure: spec.measure(start),
    budget,
    seed,
    total: points.length,
    decisions: [...decisions],
    turningPoints: turningOrder(decisions),
  });
  opts.onProgress?.(soFar());
  for (const p of points) {
    const known = knownDecision(opts.known, p, budget, seed);
    const j = known ?? judgeDecision(spec, p.view, p.played, `${seed}:${p.index}`, budget);
    decisions.push(known ?? { ...j, index: p.index, seat: p.seat, ...sayJudgement(j, unit, spec.minLoss) });
    if (decisions.length < points.length) opts.onProgress?.(soFar());
  }
  return soFar();
}

/** The moves of a new game that starts at a decision, the same cards dealt and its seat to move ("Try from here"). */
export const tryFromHere = (moves: readonly string[], decision: Pick<ReviewedDecision, 'index'>): string[] => moves.slice(0, decision.index);

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isStr = (x: unknown): x is string => typeof x === 'string';

function readRule(x: unknown): RuleRef | null | undefined {
  if (x === null) return null;
  return isObj(x) && isStr(x.key) ? { key: x.key } : undefined;
}

/** A parameter of a message as JSON gave it back, copied; undefined when it is not one. */
function readParam(x: unknown, depth: number): Param | undefined {
  if (x === null || typeof x === 'string' || typeof x === 'boolean' || isNum(x)) return x;
  if (depth > 8) return undefined;
  if (Array.isArray(x)) {
    const out = x.map((y) => readParam(y, depth + 1));
    return out.every((y) => y !== undefined) ? (out as Param[]) : undefined;
  }
  return readMessage(x, depth + 1);
}

/** A message as JSON gave it back, copied (its id and parameters only); undefined when it is not one. */
function readMessage(x: unknown, depth = 0): Message | undefined {
  if (!isMessage(x) || !isObj(x) || (x.p !== undefined && !isObj(x.p))) return undefined;
  if (x.p === undefined) return { id: x.id };
  const p: Record<string, Param> = {};
  for (const [k, v] of Object.entries(x.p)) {
    const read = readParam(v, depth);
    if (read === undefined) return undefined;
    p[k] = read;
  }
  return { id: x.id, p };
}

function readWords(x: unknown): MoveWords | undefined {
  if (!isObj(x) || !isStr(x.move)) return undefined;
  const label = readMessage(x.label);
  const text = readMessage(x.text);
  const rule = readRule(x.rule);
  return rule === undefined || !label || !text ? undefined : { move: x.move, label, text, rule };
}

function readDecision(x: unknown): ReviewedDecision | undefined {
  if (!isObj(x) || !isInt(x.index) || !isInt(x.seat) || typeof x.turning !== 'boolean' || !isInt(x.compared)) return undefined;
  const said = readMessage(x.said);
  const played = readWords(x.played);
  const preferred = x.preferred === null ? null : readWords(x.preferred);
  const l = x.loss;
  const loss =
    l === null
      ? null
      : isObj(l) && isNum(l.mean) && isNum(l.low) && isNum(l.high) && isInt(l.worlds)
        ? { mean: l.mean, low: l.low, high: l.high, worlds: l.worlds }
        : undefined;
  if (!said || !played || preferred === undefined || loss === undefined || !Array.isArray(x.why)) return undefined;
  const why: Explanation[] = [];
  for (const w of x.why) {
    const text = isObj(w) ? readMessage(w.text) : undefined;
    const rule = isObj(w) ? readRule(w.rule) : undefined;
    if (!rule || !text) return undefined;
    why.push({ text, rule });
  }
  return { index: x.index, seat: x.seat, said, why, played, preferred, loss, turning: x.turning, compared: x.compared };
}

/**
 * A review read back from a save, checked field by field and copied (no other fields kept); null when it
 * is not a review this version of the site wrote, so the page works it out again. Reviews of versions 1
 * (its words English sentences, its rules by English title) and 2 (its verdicts naming the better move
 * only) are such: worked out again from the same seed and budget, they judge every decision the same, and
 * say it in the page's language, in today's words.
 */
export function parseReview(x: unknown): Review | null {
  if (!isObj(x) || x.version !== 3 || !isStr(x.game) || !isStr(x.seed) || !isInt(x.moves) || !isInt(x.total)) return null;
  const { unit, budget } = x;
  const measure = readMessage(x.measure);
  if (!measure || !UNITS.includes(unit as Unit) || !isObj(budget) || !isInt(budget.screen) || !isInt(budget.confirm)) return null;
  if (!Array.isArray(x.seats) || !x.seats.every(isInt) || !Array.isArray(x.decisions) || !Array.isArray(x.turningPoints)) return null;
  const decisions: ReviewedDecision[] = [];
  for (const d of x.decisions) {
    const read = readDecision(d);
    if (!read) return null;
    decisions.push(read);
  }
  if (decisions.length > x.total || !x.turningPoints.every((i) => isInt(i) && i < decisions.length)) return null;
  return {
    version: 3,
    game: x.game,
    seats: [...x.seats],
    moves: x.moves,
    unit: unit as Unit,
    measure,
    budget: { screen: budget.screen, confirm: budget.confirm },
    seed: x.seed,
    total: x.total,
    decisions,
    turningPoints: [...x.turningPoints],
  };
}

/** Is this review the one for this game as it is now (the same seats, every move reviewed)? If not, it is worked out again. */
export const reviewFits = (review: Pick<Review, 'moves' | 'seats' | 'game'>, game: string, moves: number, seats: readonly number[]): boolean =>
  review.game === game && review.moves === moves && review.seats.length === seats.length && review.seats.every((s, i) => s === seats[i]);
