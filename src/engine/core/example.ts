/**
 * Scripted examples are data: a starting position, then steps, each a move in the game's notation and
 * a caption saying what happens and why. Examples are replayed as tests, so a caption's claims are
 * written as checks (where cards are, the scores) that the engine must confirm.
 */
import type { CardId } from '../deck';
import type { Explanation, GameModule, IllegalMove, RuleRef } from './game';
import { msg, type Message } from './message';
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
  /**
   * The answers the question means, in the game's notation, where the goal cannot tell them apart on the
   * table (a card chosen in secret is still in the hand): a try is right only if it is one of these and
   * meets the goal.
   */
  readonly moves?: readonly string[];
  /**
   * A question answered by pressing one of these words ("Who must give you a card?") rather than by a
   * move. Exactly one is right; each says why. The step's `expect` checks what the right one claims.
   */
  readonly choices?: readonly ExampleChoice[];
}

export interface ExampleChoice {
  readonly label: string;
  readonly right: boolean;
  /** Why this answer is right or wrong, in the rules' terms. */
  readonly why: string;
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
  /**
   * For a move that unfolds (a demand answered player by player, each card drawn): show the last move
   * made only up to its first `upTo` events. Steps without a move then show it further, one by one.
   */
  readonly upTo?: number;
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
  /**
   * Which cards the set-up leaves off the table, and why ("Only the cards of this trick are dealt: the rest
   * of the deck is set aside."). Without it, every card of the game's deck is where a game would have it;
   * with it, the set-up may leave cards out, but must still be a position a game could reach otherwise
   * (`ExampleTries.unreachable`, checked by tests/unit/example-pictures.test.ts).
   */
  readonly leftOut?: string;
  /** A custom example (a blogger's, from parseExample): its progress is kept apart from the site's examples. */
  readonly custom?: true;
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
  /** The position before the last move made (at or before this step), and that move's events. */
  readonly from: S;
  readonly events: readonly unknown[];
}

/**
 * A refusal in a sentence for an example's author (a developer's words, English): its message id and rule
 * key. A page that has words passes its own (the refusal said, and its rule's title) to `parseExample`.
 */
export const refusalForAuthors = (e: IllegalMove): string => `${e.message.id} (rule: ${e.rule.key})`;

/**
 * Every position an example passes through: frame 0 is the set-up, frame i the position after step i.
 * A broken example is an error result naming the step (for its author), never an exception.
 */
export function exampleFrames<S, M>(
  game: Pick<GameModule<S, M, unknown, unknown, unknown>, 'fromPosition' | 'parseMove' | 'apply'>,
  example: Example,
  refusal: (e: IllegalMove) => string = refusalForAuthors,
): Result<ExampleFrame<S>[], string> {
  const start = game.fromPosition(example.setup);
  if (!start.ok) return err(`set-up: ${start.error.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  const frames: ExampleFrame<S>[] = [{ state: start.value, move: null, from: start.value, events: [] }];
  let state = start.value;
  let from = start.value;
  let events: readonly unknown[] = [];
  for (const [i, step] of example.steps.entries()) {
    if (step.move !== undefined) {
      const parsed = game.parseMove(step.move);
      if (!parsed.ok) return err(`step ${i + 1}: ${parsed.error}`);
      const applied = game.apply(state, parsed.value);
      if (!applied.ok) return err(`step ${i + 1} (${step.move}): ${refusal(applied.error)}`);
      from = state;
      events = applied.value.events as readonly unknown[];
      state = applied.value.state;
    }
    frames.push({ state, move: step.move ?? null, from, events });
  }
  return ok(frames);
}

/**
 * The seat an example speaks to as "you": the one its names call "You" (null when none does). A page says
 * the example's messages with `words.speaking(example.names, exampleYou(example))`.
 */
export const exampleYou = (example: Pick<Example, 'names'>): number | null => {
  const you = example.names.indexOf('You');
  return you >= 0 ? you : null;
};

/**
 * Why each step of an example happened: per step, the engine's explanations of the events of its move
 * (none for a step without a move), as messages. Examples show every hand face up, so events are
 * explained whole; the words speak to the seat named "You" as "you" (`exampleYou`).
 */
export function exampleExplanations<S, M, E>(
  game: Pick<GameModule<S, M, unknown, unknown, E>, 'parseMove' | 'apply'>,
  explain: (event: E, before: S, after: S) => readonly Explanation[],
  example: Example,
  frames: readonly ExampleFrame<S>[],
): Explanation[][] {
  return example.steps.map((step, i) => {
    const before = frames[i]?.state;
    const after = frames[i + 1]?.state;
    if (step.move === undefined || before === undefined || after === undefined) return [];
    const move = game.parseMove(step.move);
    if (!move.ok) return [];
    const r = game.apply(before, move.value);
    if (!r.ok) return [];
    return r.value.events.flatMap((e) => explain(e, before, after));
  });
}

/** The engine's answer to a reader's try: right (it meets the question's goal), or why not. */
export interface Verdict {
  readonly right: boolean;
  /** False when the engine refused the move: the text is then its reason and the rule it cites. */
  readonly legal: boolean;
  /** The answer, as a message (said with the example's names, "You" spoken to: `exampleYou`). */
  readonly text: Message;
}

/**
 * Judges a reader's try at a question with the engine: an illegal move is answered with the engine's
 * own reason and rule; a legal one that meets the goal is right, with `explain`'s why; a legal one that
 * misses it is said to be allowed, with what it does instead (never that it is not allowed).
 */
export function judgeTry<S, M>(
  game: Pick<GameModule<S, M, unknown, unknown, unknown>, 'apply' | 'mover' | 'printMove' | 'locate' | 'outcome'> & {
    scores?: (s: S) => readonly number[];
    fact?: (s: S, key: string) => string;
  },
  state: S,
  move: M,
  ask: ExampleAsk,
  scripted: string | undefined,
  explain: (before: S, move: M, after: S) => Message,
): Verdict {
  const r = game.apply(state, move, game.mover(state, move));
  if (!r.ok) return { right: false, legal: false, text: msg('core.example.not-allowed', { why: r.error.message, rule: r.error.rule.key }) };
  const why = explain(state, move, r.value.state);
  if (checkExpectations(game, r.value.state, ask.goal).length === 0 && (ask.moves?.includes(game.printMove(move)) ?? true)) {
    const same = scripted === undefined || game.printMove(move) === scripted;
    return { right: true, legal: true, text: msg('core.example.right', { why, same: same ? 'yes' : 'no' }) };
  }
  return { right: false, legal: true, text: msg('core.example.allowed', { why }) };
}

/**
 * A way a set-up differs from every position a game reaches: cards of the deck that are nowhere a game
 * puts them (`left-out`: an example may do that when it says so, `Example.leftOut`), or anything else
 * (`unreachable`: a grid with a hole no placement makes, a Cottage too small for the tricks taken…).
 */
export interface PositionProblem {
  readonly kind: 'left-out' | 'unreachable';
  readonly text: string;
}

/**
 * How a game's examples work beyond its engine's moves, as data the tests can go through too: what the
 * reader may try at a question, which set-ups a game can reach, and how a move unfolds step by step.
 */
export interface ExampleTries<S, M> {
  /** Every move the reader can try at this question (the table offers these, legal or not). */
  tries(state: S, scripted: M, ask: ExampleAsk): M[];
  /** What a legal try does, and why, in a sentence (a message; told to the reader, right or wrong). */
  explain(before: S, move: M, after: S): Message;
  /** Why no game reaches this position (empty when one can): see PositionProblem. */
  unreachable(state: S): PositionProblem[];
  /**
   * For a move that unfolds over several steps (`ExampleStep.upTo`): the position before it with its first
   * events done, as the table shows them. With all of them, every card is where the engine puts it.
   */
  unfold?(before: S, events: readonly unknown[]): S;
}

/**
 * The position each frame of an example shows: the engine's, or, for a step that shows its move only in
 * part (`upTo`), the position before the move with its first events done (the game's `unfold`).
 */
export function shownStates<S>(example: Example, frames: readonly ExampleFrame<S>[], unfold: ExampleTries<S, unknown>['unfold']): S[] {
  return frames.map((f, i) => {
    const upTo = i > 0 ? example.steps[i - 1]?.upTo : undefined;
    return upTo === undefined || !unfold ? f.state : unfold(f.from, f.events.slice(0, upTo));
  });
}

type Judge<S, M> = Pick<GameModule<S, M, unknown, unknown, unknown>, 'fromPosition' | 'parseMove' | 'apply' | 'mover' | 'printMove' | 'locate' | 'outcome'> & {
  scores?: (s: S) => readonly number[];
  fact?: (s: S, key: string) => string;
};

/**
 * Where an example's pictures and words disagree, as sentences (empty when they agree):
 * - its set-up is a position a game can reach, but for cards it says it leaves out (and only if it says so);
 * - a step that shows its move in part (`upTo`) can be unfolded, and unfolded whole puts every card where
 *   the engine does;
 * - every step's claims (`expect`) hold on the table the step shows; a step with no move of its own (it
 *   tells, or shows more of a move) claims something the table before it did not show;
 * - a question is answered "Right!" only for answers with which the example goes on true: every try the
 *   table offers that meets the goal keeps every later move legal and every later step's claims true
 *   (the example goes on as written, so the goal must name what its story needs).
 */
export function examplePictureProblems<S, M>(game: Judge<S, M>, tries: ExampleTries<S, M>, example: Example, deck: readonly CardId[]): string[] {
  const problems: string[] = [];
  const frames = exampleFrames(game, example);
  if (!frames.ok) return [`it does not replay: ${frames.error}`];
  const start = tries.unreachable((frames.value[0] as ExampleFrame<S>).state);
  for (const p of start.filter((x) => x.kind === 'unreachable')) problems.push(`set-up: no game reaches it: ${p.text}`);
  const leftOut = start.filter((x) => x.kind === 'left-out');
  if (leftOut.length > 0 && !example.leftOut?.trim())
    problems.push(`set-up: ${leftOut.map((x) => x.text).join('; ')}, and the example does not say so (leftOut)`);
  if (leftOut.length === 0 && example.leftOut !== undefined) problems.push('set-up: it says it leaves cards out (leftOut), but every card is in play');
  const shown = shownStates(example, frames.value, tries.unfold);
  example.steps.forEach((step, i) => {
    const where = `step ${i + 1}`;
    const frame = frames.value[i + 1] as ExampleFrame<S>;
    if (step.upTo !== undefined) {
      if (!tries.unfold) problems.push(`${where}: shows its move in part (upTo), but the game cannot unfold a move`);
      else {
        if (step.upTo > frame.events.length) problems.push(`${where}: upTo ${step.upTo}, but the move has ${frame.events.length} events`);
        const whole = tries.unfold(frame.from, frame.events);
        const astray = deck.filter((c) => game.locate(whole, c) !== game.locate(frame.state, c));
        if (astray.length) problems.push(`${where}: the move unfolded whole puts ${astray.join(', ')} elsewhere than the engine`);
      }
    }
    const after = shown[i + 1] as S;
    for (const f of checkExpectations(game, after, step.expect)) problems.push(`${where}: the table it shows does not bear out its words: ${f}`);
    // A step with no move of its own changes the table only by showing more of a move (upTo): what it tells must show.
    const claims = claimList(step.expect);
    if (step.move === undefined && claims.length > 0 && claims.every((c) => checkExpectations(game, shown[i] as S, c).length === 0))
      problems.push(`${where}: everything it claims is already true of the table before it: the picture does not show what the words tell`);
  });
  // Answers the engine calls right, other than the step's own move: the example must go on true after them.
  example.steps.forEach((step, i) => {
    if (!step.ask || step.ask.choices || step.move === undefined) return;
    const before = (frames.value[i] as ExampleFrame<S>).state;
    const scripted = game.parseMove(step.move);
    if (!scripted.ok) return;
    for (const t of tries.tries(before, scripted.value, step.ask)) {
      const text = game.printMove(t);
      if (text === step.move || !judgeTry(game, before, t, step.ask, step.move, tries.explain).right) continue;
      const other: Example = { ...example, steps: example.steps.map((s, k) => (k === i ? { ...s, move: text } : s)) };
      const alt = exampleFrames(game, other);
      if (!alt.ok) {
        problems.push(`step ${i + 1}: “${text}” is called right, but then ${alt.error}`);
        continue;
      }
      const altShown = shownStates(other, alt.value, tries.unfold);
      for (let j = i + 1; j < example.steps.length; j++)
        for (const f of checkExpectations(game, altShown[j + 1] as S, example.steps[j]?.expect))
          problems.push(`step ${i + 1}: “${text}” is called right, but then step ${j + 1}'s words are false: ${f}`);
    }
  });
  return problems;
}

/** A step's claims one by one, each as checks of its own. */
function claimList(checks: ExampleChecks | undefined): ExampleChecks[] {
  if (!checks) return [];
  return [
    ...Object.entries(checks.zones ?? {}).map(([id, zone]) => ({ zones: { [id]: zone } })),
    ...Object.entries(checks.facts ?? {}).map(([key, value]) => ({ facts: { [key]: value } })),
    ...(checks.scores ? [{ scores: checks.scores }] : []),
  ];
}

/**
 * Per step, the words a right answer to its question gets when the reader makes the step's own move (as
 * `judgeTry` gives them); undefined for a step that asks nothing, or asks in words (its choices say why).
 * The stepper keeps room for them under the stage, so that a right answer moves nothing.
 */
export function scriptedAnswers<S, M>(
  game: Pick<GameModule<S, M, unknown, unknown, unknown>, 'apply' | 'mover' | 'printMove' | 'parseMove' | 'locate' | 'outcome'> & {
    scores?: (s: S) => readonly number[];
    fact?: (s: S, key: string) => string;
  },
  tries: Pick<ExampleTries<S, M>, 'explain'>,
  example: Example,
  frames: readonly ExampleFrame<S>[],
): (Message | undefined)[] {
  return example.steps.map((step, i) => {
    const before = frames[i]?.state;
    if (!step.ask || step.ask.choices || step.move === undefined || before === undefined) return undefined;
    const move = game.parseMove(step.move);
    return move.ok ? judgeTry(game, before, move.value, step.ask, step.move, tries.explain).text : undefined;
  });
}

/** The cards whose place changed between two positions (of the given cards), for marking what a step did. */
export function changedCards<S>(
  game: Pick<GameModule<S, unknown, unknown, unknown, unknown>, 'locate'>,
  before: S,
  after: S,
  ids: readonly CardId[],
): CardId[] {
  return ids.filter((id) => game.locate(before, id) !== game.locate(after, id));
}
