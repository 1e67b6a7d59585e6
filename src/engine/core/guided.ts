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

export type GuidedModule<S, M> = Pick<
  GameModule<S, M, unknown, unknown, unknown>,
  'fromPosition' | 'parseMove' | 'printMove' | 'apply' | 'legalMoves' | 'mover' | 'waitingFor' | 'locate' | 'outcome' | 'scores' | 'fact'
>;

/** The guided game's starting state, or what is wrong with its position. */
export function guidedStart<S, M>(game: GuidedModule<S, M>, guided: GuidedGame): Result<S, string> {
  const start = game.fromPosition(guided.position);
  return start.ok ? ok(start.value) : err(`its position: ${start.error.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
}

/** Whether a move is the one a step waits for: the same move once both are written the engine's way. */
export function isGuidedMove<S, M>(game: GuidedModule<S, M>, step: GuidedStep | undefined, move: M): boolean {
  if (!step) return false;
  const wanted = game.parseMove(step.move);
  return wanted.ok && game.printMove(wanted.value) === game.printMove(move);
}

/** Whether a move is one the step lets through as harmless (its `also`), written the engine's way. */
export function isLetThrough<S, M>(game: GuidedModule<S, M>, step: GuidedStep | undefined, move: M): boolean {
  const printed = game.printMove(move);
  return (step?.also ?? []).some((text) => {
    const m = game.parseMove(text);
    return m.ok && game.printMove(m.value) === printed;
  });
}

/** The indices of the script's steps that are the reader's moves (replayed; the ones before a fault, if any). */
export function readerSteps<S, M>(game: GuidedModule<S, M>, guided: GuidedGame): number[] {
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
