/**
 * Scripted examples are data: a starting position, then steps, each a move in the game's notation and
 * a caption saying what happens and why. Examples are replayed as tests, so a caption's claims are
 * written as checks (where cards are, the scores) that the engine must confirm.
 */
import type { CardId } from '../deck';
import type { RuleRef } from './game';

export interface ExampleAsk {
  /** The question put to the reader: "Which card takes the Lunatic into your tableau?" */
  readonly prompt: string;
  /** Moves that answer it; any other move is answered with what the engine says of it. */
  readonly accept: readonly string[];
  /** Restricts what the reader may pick, to keep the question about one thing. */
  readonly target?: CardId;
}

export interface ExampleChecks {
  /** Card id to zone, as the game's `locate` names zones ("tableau:0", "pool", "scored:1"). */
  readonly zones?: Readonly<Record<CardId, string>>;
  readonly scores?: readonly number[];
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
