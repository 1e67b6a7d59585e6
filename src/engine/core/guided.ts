/**
 * A guided first game is data, like an example: a starting position, then every move of the game in
 * the game's notation, the reader's and the computer's alike. The engine says whose each move is
 * (`mover`); the computer's are played as written, and before each of the reader's the coach says its
 * line, marks the cards it is about and waits for exactly that move. Claims a line makes are written as
 * `expect` checks. `tests/unit/guided.test.ts` replays every game's guided game through the engine, so
 * a script that breaks a rule, stops before the end or says what the game does not do fails the tests.
 */
import type { CardId } from '../deck';
import type { ExampleChecks } from './example';
import { checkExpectations } from './example';
import type { GameModule, RuleRef } from './game';
import { err, ok, type Result } from './result';

export interface GuidedStep {
  /** The move, in the game's notation. */
  readonly move: string;
  /** The reader's moves: what the coach says while it waits for this one (one thing, in plain words). */
  readonly say?: string;
  /** The rule this move brings in, the first time it matters: its section of the rules page. */
  readonly rule?: RuleRef;
  /** The cards the coach points at on the table (the card to play, its target…). */
  readonly mark?: readonly CardId[];
  /** Why the coach wants this move rather than another legal one, said when the reader tries another (required where there is another). */
  readonly because?: string;
  /** What must hold after the move (where cards are, the scores), so the next line cannot say otherwise. */
  readonly expect?: ExampleChecks;
  /**
   * Other moves of the reader's that the coach lets through, as harmless: each must be legal here, and
   * the rest of the script must replay from it exactly as from the coach's move (every later move legal
   * and made by the same seat, every check true, the game over at the end). Any other legal move is
   * answered with `because`.
   */
  readonly also?: readonly string[];
}

export interface GuidedGame {
  /** How many seats, and the one the reader plays; every other seat is the computer. */
  readonly players: number;
  readonly seat: number;
  /** The starting position, as the game's `fromPosition` reads it. */
  readonly position: unknown;
  /** Every move of the game, in order, to its end. */
  readonly steps: readonly GuidedStep[];
  /** At the end: the scoring, explained on the reader's own cards, and its rule. */
  readonly end: { readonly say: string; readonly rule: RuleRef; readonly expect?: ExampleChecks };
}

type Module<S, M> = Pick<
  GameModule<S, M, unknown, unknown, unknown>,
  'fromPosition' | 'parseMove' | 'printMove' | 'apply' | 'legalMoves' | 'mover' | 'waitingFor' | 'locate' | 'outcome' | 'scores' | 'fact'
>;

/** The guided game's starting state, or what is wrong with its position. */
export function guidedStart<S, M>(game: Module<S, M>, guided: GuidedGame): Result<S, string> {
  const start = game.fromPosition(guided.position);
  return start.ok ? ok(start.value) : err(`its position: ${start.error.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
}

/** Whether a move is the one a step waits for: the same move once both are written the engine's way. */
export function isGuidedMove<S, M>(game: Module<S, M>, step: GuidedStep | undefined, move: M): boolean {
  if (!step) return false;
  const wanted = game.parseMove(step.move);
  return wanted.ok && game.printMove(wanted.value) === game.printMove(move);
}

/** Whether a move is one the step lets through as harmless (its `also`), written the engine's way. */
export function isLetThrough<S, M>(game: Module<S, M>, step: GuidedStep | undefined, move: M): boolean {
  const printed = game.printMove(move);
  return (step?.also ?? []).some((text) => {
    const m = game.parseMove(text);
    return m.ok && game.printMove(m.value) === printed;
  });
}

const HIDDEN = new Set(['out', 'draw', 'stock', 'aside', 'discarded', 'unknown']);

/** Whether a card in this zone (as `locate` names it) faces the reader: not hidden, not another seat's hand. */
function inSight(zone: string, seat: number): boolean {
  const [where, owner] = zone.split(':');
  if (HIDDEN.has(where ?? '')) return false;
  return !((where === 'hand' || where === 'chosen') && owner !== String(seat));
}

/**
 * Replays a guided game through the engine: every move legal where it is, made by the seat the engine
 * says, every reader's move with a line, every mark a card, every `expect` true, and the game over at
 * the end of the script (not before). Every move a step lets through (`also`) is replayed too, with the
 * rest of the script after it. Returns the problems, each naming its step; none when it is sound.
 */
export function checkGuided<S, M>(game: Module<S, M>, guided: GuidedGame): string[] {
  const start = guidedStart(game, guided);
  if (!start.ok) return [start.error];
  const problems: string[] = [];
  if (game.scores(start.value).length !== guided.players) problems.push(`its position has ${game.scores(start.value).length} seats, not ${guided.players}`);
  return [...problems, ...replayFrom(game, guided, start.value, 0, '')];
}

/** The script's steps from `from` on, replayed from `state` (see `checkGuided`); `note` names a let-through move the replay follows. */
function replayFrom<S, M>(game: Module<S, M>, guided: GuidedGame, begin: S, from: number, note: string): string[] {
  const problems: string[] = [];
  let state = begin;
  for (const [i, step] of guided.steps.entries()) {
    if (i < from) continue;
    const where = `step ${i + 1} (${step.move})${note}`;
    if (game.waitingFor(state).length === 0) return [...problems, `${where}: the game is already over`];
    const move = game.parseMove(step.move);
    if (!move.ok) return [...problems, `${where}: ${move.error}`];
    if (game.printMove(move.value) !== step.move) problems.push(`${where}: write it as the engine does, ${game.printMove(move.value)}`);
    const by = game.mover(state, move.value);
    const applied = game.apply(state, move.value, by);
    if (!applied.ok) return [...problems, `${where}: ${applied.error.message} (rule: ${applied.error.rule.section})`];
    const reader = by === guided.seat;
    if (reader && !step.say) problems.push(`${where}: the reader’s move has no line for the coach`);
    // Where the reader could do something else, the coach says why it wants this move.
    if (
      reader &&
      !step.because &&
      game.legalMoves(state).some((m) => game.mover(state, m) === by && game.printMove(m) !== step.move && !isLetThrough(game, step, m))
    )
      problems.push(`${where}: the reader has other moves here, so the coach needs a reason (because) for this one`);
    if (!reader && (step.say || step.mark || step.because || step.rule || step.also))
      problems.push(`${where}: the computer’s move has coach words; they belong to the reader’s next move`);
    for (const c of step.mark ?? []) if (!inSight(game.locate(state, c), guided.seat)) problems.push(`${where}: ${c} is not in the reader’s sight to point at`);
    // A move let through must be the reader's, legal, and leave the rest of the script as sound as the coach's move does.
    if (reader && !note)
      for (const text of step.also ?? []) {
        const at = `step ${i + 1} (${text} instead of ${step.move})`;
        const alt = game.parseMove(text);
        if (!alt.ok) {
          problems.push(`${at}: ${alt.error}`);
          continue;
        }
        if (game.printMove(alt.value) !== text) problems.push(`${at}: write it as the engine does, ${game.printMove(alt.value)}`);
        if (text === step.move) problems.push(`${at}: it is the coach’s own move`);
        if (game.mover(state, alt.value) !== by) {
          problems.push(`${at}: it is not the reader’s move`);
          continue;
        }
        const r = game.apply(state, alt.value, by);
        if (!r.ok) {
          problems.push(`${at}: ${r.error.message} (rule: ${r.error.rule.section})`);
          continue;
        }
        for (const f of checkExpectations(game, r.value.state, step.expect)) problems.push(`${at}: ${f}`);
        problems.push(...replayFrom(game, guided, r.value.state, i + 1, ` after ${text} at step ${i + 1}`));
      }
    state = applied.value.state;
    for (const f of checkExpectations(game, state, step.expect)) problems.push(`${where}: ${f}`);
  }
  if (game.waitingFor(state).length > 0) problems.push(`the script ends before the game does${note}`);
  for (const f of checkExpectations(game, state, guided.end.expect)) problems.push(`the end${note}: ${f}`);
  return problems;
}

/** The indices of the script's steps that are the reader's moves (replayed; the ones before a fault, if any). */
export function readerSteps<S, M>(game: Module<S, M>, guided: GuidedGame): number[] {
  const start = guidedStart(game, guided);
  if (!start.ok) return [];
  let state = start.value;
  const mine: number[] = [];
  for (const [i, step] of guided.steps.entries()) {
    const move = game.parseMove(step.move);
    if (!move.ok) break;
    const by = game.mover(state, move.value);
    const applied = game.apply(state, move.value, by);
    if (!applied.ok) break;
    if (by === guided.seat) mine.push(i);
    state = applied.value.state;
  }
  return mine;
}
