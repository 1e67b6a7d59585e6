/**
 * The example stepper's words and its first moment, with no XState: a page draws an example's set-up
 * from these alone, and loads the machine (src/machines/example.ts) when the reader first acts.
 */

export interface ExampleContext {
  /** 0 is the set-up; `count` is the last step. */
  index: number;
  count: number;
  feedback: { right: boolean; text: string } | null;
  /** Set once the reader has reached the last step. */
  completed: boolean;
  /** For each index, whether the step it leads to asks the reader first ("Next" waits; "Show me" may answer). */
  asks: readonly boolean[];
  /** Whether the reader has tried an answer at this index (a wrong try, before "Show me"). */
  tried: boolean;
}

export type ExampleEvent =
  | { type: 'NEXT' }
  | { type: 'SHOW' }
  | { type: 'PREV' }
  | { type: 'RESTART' }
  | { type: 'GOTO'; index: number }
  | { type: 'ANSWER'; right: boolean; text: string }
  /** The reader picks again on the table: the answer to their last wrong try is behind them. */
  | { type: 'PICK' };

export interface ExampleInput {
  readonly count: number;
  readonly start?: number;
  readonly asks?: readonly boolean[];
}

/**
 * The machine's context before the reader acts: the start step (clamped), nothing answered, and not
 * completed even when it opens at the last step (an embed's `step`): the reader has stepped through
 * nothing yet, so nothing is ticked or reported until they reach the end themselves.
 */
export function initialExampleContext(input: ExampleInput): ExampleContext {
  const index = Math.max(0, Math.min(input.count, input.start ?? 0));
  return { index, count: input.count, feedback: null, completed: input.count === 0, asks: input.asks ?? [], tried: false };
}
