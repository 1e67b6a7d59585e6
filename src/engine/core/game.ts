/**
 * The contract every game module keeps. A module is one object (as in boardgame.io) whose functions
 * are pure: states are immutable values, randomness comes only from the seed, and a player's mistake
 * is an IllegalMove result, never an exception.
 */
import type { CardId } from '../deck';
import type { Message } from './message';
import type { Result } from './result';

/** A section of a game's rules page, by key ("ferret.turn"); each language's words give its title and anchor. */
export interface RuleRef {
  readonly key: string;
}

/** Why a move cannot be made: a stable code for programs, a plain sentence for people (as a message), the rule it breaks. */
export interface IllegalMove {
  readonly code: string;
  readonly message: Message;
  readonly rule: RuleRef;
}

/**
 * Why something happened: one rule an event follows, in a plain sentence with the facts that made it
 * fire, and the section of the game's page that says so. The engine writes these, not the interface.
 */
export interface Explanation {
  readonly text: Message;
  readonly rule: RuleRef;
}

/**
 * One thing the player to act may do, from their own view only: the move (in notation), a short label
 * ("The Castle on the Ace of Moons"), what it would do in a sentence, and the rule behind it.
 */
export interface Hint {
  readonly move: string;
  readonly label: Message;
  readonly text: Message;
  readonly rule: RuleRef;
}

/** A problem with a position or a saved game, with where it is ("hands[1][2]") and what is wrong. */
export interface PositionError {
  readonly path: string;
  readonly message: string;
}

/** A line of a score sheet: what scored (the same words for every seat), its points, and what they are made of for this seat. */
export interface ScoreLine {
  readonly label: Message;
  readonly points: number;
  /** "2 × 3 cards": this seat's count behind the points, when the label alone does not say it. */
  readonly detail?: Message;
}

export interface Outcome {
  /** Seats that won; more than one is a shared victory (a draw). */
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly breakdown: readonly (readonly ScoreLine[])[];
}

/** The seats with the highest score: more than one share the win. */
export function highestSeats(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.flatMap((x, i) => (x === best ? [i] : []));
}

/** The outcome of a game that the highest total wins. */
export const highestScoreWins = (scores: readonly number[], breakdown: Outcome['breakdown']): Outcome => ({ winners: highestSeats(scores), scores, breakdown });

export interface Applied<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

export interface GameModule<State, Move, Options, View, Event> {
  readonly id: string;
  readonly title: string;
  /** Seat counts the game supports. */
  readonly players: readonly number[];
  defaultOptions(): Options;
  /** Options from untrusted input (a link, a save), with defaults for what is missing. */
  parseOptions(input: unknown): Result<Options, PositionError[]>;
  newGame(options: Options, seed: string): State;
  /** A game from an explicit position (examples, shared links), checked against the rules. */
  fromPosition(position: unknown): Result<State, PositionError[]>;
  /** The seat that must act now, or null when the game is over. With several, the first in turn order. */
  toAct(state: State): number | null;
  /**
   * Every seat whose move the game waits for. One seat in ordinary turns; several during simultaneous
   * secret choices (each such move names its seat, and any of them may come first). Empty when over.
   */
  waitingFor(state: State): number[];
  legalMoves(state: State): Move[];
  /** The new state and what happened, or why the move is illegal. `by` checks the mover's seat. */
  apply(state: State, move: Move, by?: number): Result<Applied<State, Event>, IllegalMove>;
  /** What one seat may see: other seats' hidden cards are absent, not just flagged. */
  view(state: State, seat: number): View;
  outcome(state: State): Outcome | null;
  printMove(move: Move): string;
  parseMove(text: string): Result<Move, string>;
  /** Where a card is, as a short zone name ("hand:0", "tableau:1", "pool", "scored:0"), for example checks. */
  locate(state: State, card: CardId): string;
  /** Did this event show a seat something it could not see before (a draw, a card from a hidden hand)? */
  reveals(event: Event, seat: number): boolean;
  /** The seat that makes this move in this state (the player to act, or the seat a secret move names). */
  mover(state: State, move: Move): number;
  /** Each seat's score as the game counts it now (cards, points or tricks), for example checks and tables. */
  scores(state: State): readonly number[];
  /** Other facts about a position, by key ("owner:1" → "seat:3"), for example checks; "unknown" when not known. */
  fact(state: State, key: string): string;
}

export interface Replayed<State, Event> {
  readonly state: State;
  readonly events: readonly (readonly Event[])[];
}

export interface ReplayError {
  /** Index of the move that failed, or -1 for bad options or seed. */
  readonly index: number;
  readonly message: string;
}

/** Seed plus options plus the move list, in notation, gives back the same game. */
export function replay<State, Move, Options, View, Event>(
  game: GameModule<State, Move, Options, View, Event>,
  options: Options,
  seed: string,
  moves: readonly string[],
): Result<Replayed<State, Event>, ReplayError> {
  let state = game.newGame(options, seed);
  const events: (readonly Event[])[] = [];
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i] as string;
    const parsed = game.parseMove(text);
    if (!parsed.ok) return { ok: false, error: { index: i, message: `move ${i + 1} (“${text}”): ${parsed.error}` } };
    const applied = game.apply(state, parsed.value);
    if (!applied.ok) return { ok: false, error: { index: i, message: `move ${i + 1} (“${text}”): ${applied.error.message}` } };
    state = applied.value.state;
    events.push(applied.value.events);
  }
  return { ok: true, value: { state, events } };
}

/** What each file of a game's folder gives its module (the folders all have this shape). */
export interface ModuleParts<State, Move, Options, View, Event> {
  readonly players: readonly number[];
  readonly options: { readonly DEFAULT_OPTIONS: Options; readonly parseOptions: GameModule<State, Move, Options, View, Event>['parseOptions'] };
  /**
   * game.ts (the rules; a game without simultaneous moves may leave out waitingFor), notation.ts,
   * position.ts and view.ts.
   */
  readonly game: Pick<
    GameModule<State, Move, Options, View, Event>,
    'newGame' | 'toAct' | 'legalMoves' | 'apply' | 'outcome' | 'locate' | 'printMove' | 'parseMove' | 'fromPosition' | 'view' | 'reveals'
  > &
    Partial<Pick<GameModule<State, Move, Options, View, Event>, 'waitingFor' | 'fact'>>;
  readonly mover: GameModule<State, Move, Options, View, Event>['mover'];
  readonly scores: GameModule<State, Move, Options, View, Event>['scores'];
}

/**
 * A game's module from its id and title (its meta.json) and its folder's parts: the same assembly for
 * every game, so no two modules can differ in it.
 */
export function gameModule<State, Move, Options, View, Event>(
  about: { readonly id: string; readonly title: string },
  p: ModuleParts<State, Move, Options, View, Event>,
): GameModule<State, Move, Options, View, Event> {
  const { game } = p;
  return {
    id: about.id,
    title: about.title,
    players: p.players,
    defaultOptions: () => p.options.DEFAULT_OPTIONS,
    parseOptions: p.options.parseOptions,
    newGame: game.newGame,
    fromPosition: game.fromPosition,
    toAct: game.toAct,
    waitingFor:
      game.waitingFor ??
      ((s) => {
        const seat = game.toAct(s);
        return seat === null ? [] : [seat];
      }),
    legalMoves: game.legalMoves,
    apply: game.apply,
    view: game.view,
    outcome: game.outcome,
    printMove: game.printMove,
    parseMove: game.parseMove,
    locate: game.locate,
    reveals: game.reveals,
    mover: p.mover,
    scores: p.scores,
    fact: game.fact ?? (() => 'unknown'),
  };
}
