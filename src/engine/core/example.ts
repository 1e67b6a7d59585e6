/**
 * Scripted examples are data: a starting position, then steps, each a move in the game's notation and
 * a caption saying what happens and why. Examples are replayed as tests, so a caption's claims are
 * written as checks (where cards are, the scores) that the engine must confirm.
 */
import type { CardId } from '../deck';
import type { GameModule, RuleRef } from './game';
import { err, ok, type Result } from './result';

export interface ExampleAsk {
  /** The question put to the reader: "Which card takes the Lunatic into your tableau?" */
  readonly prompt: string;
  /**
   * What a right answer achieves, as checks on the position after it (a goal as a predicate, written as
   * data). Any legal move that meets it is right; any other is answered with what the engine says of it.
   */
  readonly goal: ExampleChecks;
  /** The card every answer is played on, when the question is about one card. */
  readonly target?: CardId;
}

export interface ExampleChecks {
  /** Card id to zone, as the game's `locate` names zones ("tableau:0", "pool", "scored:1"). */
  readonly zones?: Readonly<Record<CardId, string>>;
  readonly scores?: readonly number[];
  /** Other facts the game can state about a position, by key ("owner:1" → "seat:3"); see the game's `fact`. */
  readonly facts?: Readonly<Record<string, string>>;
}

export interface ExampleStep {
  /** The move this step makes, in the game's notation; absent for a step that only explains. */
  readonly move?: string;
  readonly caption: string;
  /** Cards to highlight while this step is shown. */
  readonly highlight?: readonly CardId[];
  /** A question the reader may answer before the step is shown. */
  readonly ask?: ExampleAsk;
  readonly expect?: ExampleChecks;
}

export interface Example {
  readonly id: string;
  readonly game: string;
  readonly title: string;
  readonly rule: RuleRef;
  /** The seat whose side of the table is shown, facing the reader. */
  readonly seat: number;
  /** Names for the seats, as the captions use them. */
  readonly names: readonly string[];
  readonly setup: unknown;
  /** The caption shown before any step. */
  readonly intro: string;
  readonly introHighlight?: readonly CardId[];
  readonly steps: readonly ExampleStep[];
}

/** The failures of a set of checks against a state; empty when they all hold. */
export function checkExpectations<S>(
  game: Pick<GameModule<S, unknown, unknown, unknown, unknown>, 'locate' | 'outcome'> & {
    scores?: (s: S) => readonly number[];
    fact?: (s: S, key: string) => string;
  },
  state: S,
  checks: ExampleChecks | undefined,
): string[] {
  if (!checks) return [];
  const failures: string[] = [];
  for (const [id, zone] of Object.entries(checks.zones ?? {})) {
    const at = game.locate(state, id);
    if (at !== zone) failures.push(`${id} should be in ${zone} but is in ${at}`);
  }
  for (const [key, value] of Object.entries(checks.facts ?? {})) {
    const actual = game.fact ? game.fact(state, key) : 'unknown';
    if (actual !== value) failures.push(`${key} should be ${value} but is ${actual}`);
  }
  if (checks.scores) {
    const actual = game.scores?.(state);
    if (!actual || checks.scores.some((n, i) => actual[i] !== n))
      failures.push(`scores should be ${checks.scores.join('-')} but are ${actual?.join('-') ?? 'unknown'}`);
  }
  return failures;
}

export interface ExampleFrame<S> {
  readonly state: S;
  /** The move that led here, in notation, or null for the starting position. */
  readonly move: string | null;
}

/**
 * Every position an example passes through: frame 0 is the set-up, frame i the position after step i.
 * A broken example is an error result naming the step, never an exception.
 */
export function exampleFrames<S, M>(
  game: Pick<GameModule<S, M, unknown, unknown, unknown>, 'fromPosition' | 'parseMove' | 'apply'>,
  example: Example,
): Result<ExampleFrame<S>[], string> {
  const start = game.fromPosition(example.setup);
  if (!start.ok) return err(`set-up: ${start.error.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  const frames: ExampleFrame<S>[] = [{ state: start.value, move: null }];
  let state = start.value;
  for (const [i, step] of example.steps.entries()) {
    if (step.move !== undefined) {
      const parsed = game.parseMove(step.move);
      if (!parsed.ok) return err(`step ${i + 1}: ${parsed.error}`);
      const applied = game.apply(state, parsed.value);
      if (!applied.ok) return err(`step ${i + 1} (${step.move}): ${applied.error.message}`);
      state = applied.value.state;
    }
    frames.push({ state, move: step.move ?? null });
  }
  return ok(frames);
}
