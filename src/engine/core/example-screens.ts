/**
 * What an example island may show, made in one place from the example's positions, as the play pages'
 * screens are (src/play/screen.ts): at each step every seat's view of the table as the step shows it (an
 * example shows every hand: it is about them), the cards that moved, the moves the reader may try at the
 * step's question, and the engine's verdict on a try. The positions stay here: an island is given views
 * and asks for verdicts, and never reads a game's state.
 */
import type { CardId } from '../deck';
import type { Explanation, GameModule } from './game';
import type { Message } from './message';
import { err, ok, type Result } from './result';
import {
  changedCards,
  exampleExplanations,
  exampleFrames,
  judgeTry,
  scriptedAnswers,
  shownStates,
  type Example,
  type ExampleFrame,
  type ExampleTries,
  type Verdict,
} from './example';

/** One step of an example as a screen shows it. */
export interface ExampleScreen<V, M> {
  /** Every seat's view of the table as this step shows it (a step may show its move in part: `upTo`). */
  readonly seats: readonly V[];
  /** The example's seat's view (the reader's). */
  readonly view: V;
  /** The reader's view of the table the step before showed, or null at the set-up (what the last move scored…). */
  readonly before: V | null;
  /** The cards that moved since the step before (none at the set-up). */
  readonly changed: readonly CardId[];
  /** The step's scripted move, or null where the step has none. */
  readonly scripted: M | null;
  /** Whether the reader's seat is one the engine waits for here (a question can be answered on the table). */
  readonly readerToAct: boolean;
  /** Every legal move of the seat to act, when it is the reader's (choices a table offers beside its cards). */
  readonly legal: readonly M[];
}

export interface ExampleScreens<V, M> {
  readonly steps: readonly ExampleScreen<V, M>[];
  /** Each step's "Why?": the rules its move followed. */
  readonly why: readonly (readonly Explanation[])[];
  /** Each question's answer, as the engine judges the scripted move. */
  readonly answers: readonly (Message | undefined)[];
  /**
   * The moves the table offers the reader at step `index`'s question: the game's tries around the scripted
   * move, or around `planned` (for a question with no move of its own). Empty without a question; and with
   * `readerOnly`, where the reader is not to act (a question may ask for another seat's move: "where can
   * Mia play?").
   */
  tries(index: number, planned?: M | null, readerOnly?: boolean): readonly M[];
  /** The engine's verdict on the reader's try at step `index`'s question. */
  judge(index: number, move: M): Verdict | null;
}

/** What the screens need of a game's module. */
export type ExampleModule<S, M, V, E> = Pick<
  GameModule<S, M, unknown, V, E>,
  'fromPosition' | 'parseMove' | 'apply' | 'mover' | 'printMove' | 'locate' | 'outcome' | 'view' | 'waitingFor' | 'legalMoves' | 'scores'
> & { fact?: (s: S, key: string) => string };

/**
 * The screens of an example, or what is wrong with it (a broken example is an error result, never an
 * exception). `seats` is how many seats the table has; `deck` the cards that may have moved.
 */
export function exampleScreens<S, M, V, E>(
  game: ExampleModule<S, M, V, E>,
  tries: ExampleTries<S, M>,
  explain: (event: E, before: S, after: S) => readonly Explanation[],
  example: Example,
  deck: readonly CardId[],
): Result<ExampleScreens<V, M>, string> {
  const built = exampleFrames(game, example);
  if (!built.ok) return err(built.error);
  const frames: readonly ExampleFrame<S>[] = built.value;
  const shown = shownStates(example, frames, tries.unfold as ExampleTries<S, unknown>['unfold']);
  const seatCount = game.scores(frames[0]!.state).length;
  const scriptedAt = (i: number): M | null => {
    const text = example.steps[i]?.move;
    const parsed = text === undefined ? null : game.parseMove(text);
    return parsed?.ok ? parsed.value : null;
  };
  const readerToAct = (i: number) => game.waitingFor(frames[i]!.state).includes(example.seat);
  const steps = shown.map((s, i): ExampleScreen<V, M> => {
    const state = frames[i]!.state;
    return {
      seats: Array.from({ length: seatCount }, (_, seat) => game.view(s, seat)),
      view: game.view(s, example.seat),
      before: i > 0 ? game.view(shown[i - 1] as S, example.seat) : null,
      changed: i > 0 ? changedCards(game, shown[i - 1] as S, s, deck) : [],
      scripted: scriptedAt(i),
      readerToAct: readerToAct(i),
      legal: readerToAct(i) ? game.legalMoves(state).filter((m) => game.mover(state, m) === example.seat) : [],
    };
  });
  return ok({
    steps,
    why: exampleExplanations(game, explain, example, frames),
    answers: scriptedAnswers(game, tries, example, frames),
    tries: (index, planned, readerOnly = false) => {
      const ask = example.steps[index]?.ask;
      const around = scriptedAt(index) ?? planned ?? null;
      if (!ask || around === null || (readerOnly && !readerToAct(index))) return [];
      return tries.tries(frames[index]!.state, around, ask);
    },
    judge: (index, move) => {
      const ask = example.steps[index]?.ask;
      return ask ? judgeTry(game, frames[index]!.state, move, ask, example.steps[index]?.move, tries.explain) : null;
    },
  });
}
