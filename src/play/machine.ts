/**
 * One play machine for every game: whose move it is (a person at this screen, or the computer), the
 * person's move as an intent the engine judges, the computer's reply from its own view, each move's
 * events shown one at a time, the hand-over between people sharing a screen, each scored hand's or
 * round's summary, undo, and the end. The machine never decides a rule: it asks the game's definition.
 *
 * The hand-over gate is an invariant of this machine: `viewer` is the seat whose hand faces the screen,
 * or null while nobody's may. Between several people at one screen it is null at the start, after a
 * reload, after an undo, during the computer's turn and whenever the next person to act is not the one
 * at the screen, until that person says they have taken the screen (READY). A person whose hand turned
 * away for the computer's turn and who acts next gets it back without a hand-over: the screen was theirs.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  guidedStart,
  isGuidedMove,
  isLetThrough,
  TABLE_BUDGET,
  type GameDefinition,
  type GameModule,
  type GuidedStep,
  type Level,
  type Result,
  type RuleRef,
} from '../engine/core';
import { askWorker, type AskComputer, type ComputerRequest } from './computer';

export type SeatKind = 'human' | 'computer';
export type Speed = 'quick' | 'normal' | 'slow';
export const SPEEDS: readonly Speed[] = ['quick', 'normal', 'slow'];
/** How long the computer seems to think before a move. */
export const THINK_MS: Readonly<Record<Speed, number>> = { quick: 120, normal: 500, slow: 1500 };
/** The pause between the events of a move as they are shown. */
export const STEP_MS: Readonly<Record<Speed, number>> = { quick: 40, normal: 350, slow: 900 };

export interface HistoryEntry<Event> {
  readonly move: string;
  readonly by: number;
  readonly events: readonly Event[];
}

export type UndoPoint = { readonly index: number } | { readonly index: null; readonly why: string };

/** What a game at one screen starts from: a deal, its options, who sits where, and the moves so far. */
export interface PlaySetup<O> {
  readonly seed: string;
  readonly options: O;
  readonly seats: readonly SeatKind[];
  /** Names people gave their seats; empty or absent for the default names. */
  readonly names?: readonly string[];
  readonly speed?: Speed;
  /** How well the computer plays (absent: normal). */
  readonly level?: Level;
  readonly moves?: readonly string[];
  /** The game's guided first game: it starts from the script's position, and the computer plays the script. */
  readonly guided?: boolean;
}

/** An answer to the person; `rule` is the section of the rules page it rests on (a refusal's rule). */
export type Message = { readonly kind: 'error' | 'info'; readonly text: string; readonly rule?: RuleRef };

export interface PlayContext<S, O, E, Sel> {
  seed: string;
  options: O;
  seats: readonly SeatKind[];
  /** The names seats were given (blank for the default). */
  given: readonly string[];
  speed: Speed;
  /** How well the computer plays. */
  level: Level;
  history: readonly HistoryEntry<E>[];
  state: S;
  /** The answer to the person's last action (a refused move and why); a computer's move never clears it. */
  message: Message | null;
  /** Whose hand faces the screen; null while it is being handed over. */
  viewer: number | null;
  /** The person whose hand turned away for the computer's turn: if they act next, the screen is still theirs. */
  away: number | null;
  /** How many events of the last move have been shown. */
  shown: number;
  /** How many scored hands or rounds the players have seen the summary of. */
  summariesSeen: number;
  /** What the person has picked so far this turn (a card, Court cards…): the game's own shape. */
  selection: Sel;
  /** Playing the game's guided first game (PlaySetup.guided). */
  guided: boolean;
}

export type PlayEvent<M, O, Sel> =
  | { type: 'MOVE'; move: M }
  | { type: 'SELECT'; selection: Sel }
  /** Escape: put back what was picked. */
  | { type: 'CLEAR' }
  /** Guidance about a pick that is not a move yet ("pick a card from your hand first"). */
  | { type: 'SAY'; text: string }
  | { type: 'UNDO' }
  | { type: 'READY' }
  | { type: 'NEXT' }
  | { type: 'SPEED'; speed: Speed }
  | { type: 'LOAD'; game: PlaySetup<O>; message?: Message };

const COMPUTER_NAMES = ['Ann', 'Buck', 'Maris', 'Jane', 'Theo', 'Mia', 'Leo', 'Ivy', 'Sam', 'Zoe', 'Kai', 'Ada'];

export const peopleOf = (seats: readonly SeatKind[]): number[] => seats.flatMap((k, i) => (k === 'human' ? [i] : []));

/** The seat spoken to as "you": the one person at the table, or null when several share the screen. */
export function youOf(seats: readonly SeatKind[]): number | null {
  const people = peopleOf(seats);
  return people.length === 1 ? (people[0] as number) : null;
}

/** Seat names: "You" when one person plays; a given name or "Player 2" among several; computers by name. */
export function seatNames(seats: readonly SeatKind[], given: readonly string[] = []): string[] {
  const you = youOf(seats);
  return seats.map((k, i) => {
    if (k === 'computer') return COMPUTER_NAMES[i] ?? `Computer ${i + 1}`;
    if (i === you) return 'You';
    const name = (given[i] ?? '').trim();
    return name || `Player ${i + 1}`;
  });
}

/** The first person the game waits for, or else the first person at the table. */
export function firstPerson(waiting: readonly number[], seats: readonly SeatKind[]): number {
  return waiting.find((s) => seats[s] === 'human') ?? peopleOf(seats)[0] ?? 0;
}

/** A state value as a dotted name: "human.choosing". */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const [k, v] = Object.entries(value)[0] ?? ['', ''];
    return `${k}.${stateName(v)}`;
  }
  return '';
}

type AnyModule<S, M, O, E> = GameModule<S, M, O, unknown, E>;

/** Replays a game from its seed and moves, keeping who made each move and what happened. */
export function rebuildGame<S, M, O, E>(
  game: AnyModule<S, M, O, E>,
  options: O,
  seed: string,
  moves: readonly string[],
  start?: S,
): Result<{ state: S; history: HistoryEntry<E>[] }, string> {
  let state = start ?? game.newGame(options, seed);
  const history: HistoryEntry<E>[] = [];
  for (const [i, text] of moves.entries()) {
    const move = game.parseMove(text);
    if (!move.ok) return { ok: false, error: `move ${i + 1} is not a move (${move.error})` };
    const by = game.mover(state, move.value);
    const r = game.apply(state, move.value, by);
    if (!r.ok) return { ok: false, error: `move ${i + 1} (${text}) is not legal there: ${r.error.message}` };
    history.push({ move: text, by, events: r.value.events });
    state = r.value.state;
  }
  return { ok: true, value: { state, history } };
}

/**
 * The game before each move of a history and after the last: states[i] is the game before move i, and
 * states[history.length] the game now. Replayed from the seed (the machine keeps moves, not states), for
 * the log's "Why?", which explains each event from the game around its move.
 */
export function historyStates<S, M, O, E>(game: AnyModule<S, M, O, E>, options: O, seed: string, history: readonly HistoryEntry<E>[], start?: S): S[] {
  let state = start ?? game.newGame(options, seed);
  const states = [state];
  for (const h of history) {
    const move = game.parseMove(h.move);
    if (!move.ok) break;
    const r = game.apply(state, move.value, h.by);
    if (!r.ok) break;
    state = r.value.state;
    states.push(state);
  }
  return states;
}

/** Applies a move for its seat and appends it to the history, or gives the engine's reason it is refused. */
export function recordMove<S, M, O, E>(
  game: AnyModule<S, M, O, E>,
  state: S,
  history: readonly HistoryEntry<E>[],
  move: M,
): Result<{ state: S; history: HistoryEntry<E>[] }, string> {
  const by = game.mover(state, move);
  const r = game.apply(state, move, by);
  if (!r.ok) return { ok: false, error: r.error.message };
  return { ok: true, value: { state: r.value.state, history: [...history, { move: game.printMove(move), by, events: r.value.events }] } };
}

/**
 * Where an undo goes back to. One person against the computer: always to just before their last move,
 * the computer's replies with it (a learner may take back anything, even at the end). Several people at
 * one screen: only the very last move, and only while nothing hidden from its player has been shown
 * since, so that nobody sees a card they should not and then takes their move back.
 */
export function undoPoint<S, O, E>(
  def: Pick<GameDefinition<S, unknown, O, unknown, E>, 'module' | 'undoBlockedBy'>,
  ctx: Pick<PlayContext<S, O, E, unknown>, 'history' | 'seats' | 'state'>,
): UndoPoint {
  const { history } = ctx;
  const people = peopleOf(ctx.seats);
  if (history.length === 0) return { index: null, why: 'No move has been made yet.' };
  const last = history[history.length - 1] as HistoryEntry<E>;
  if (people.length === 1) {
    const seat = people[0] as number;
    for (let i = history.length - 1; i >= 0; i--) if ((history[i] as HistoryEntry<E>).by === seat) return { index: i };
    return { index: null, why: 'You have not made a move yet.' };
  }
  if (def.module.waitingFor(ctx.state).length === 0) return { index: null, why: 'The game is over.' };
  for (const e of last.events)
    if (def.module.reveals(e, last.by)) return { index: null, why: `Undo is not possible: ${def.undoBlockedBy(e)} since that move.` };
  return { index: history.length - 1 };
}

/** The start of a game: the guided game's position, or the deal its seed and options make. */
export function startOf<S, O>(
  def: Pick<GameDefinition<S, unknown, O>, 'module' | 'guided'>,
  setup: { readonly guided?: boolean; readonly options: O; readonly seed: string },
): S {
  if (setup.guided) {
    const start = guidedStart(def.module, def.guided);
    if (start.ok) return start.value;
  }
  return def.module.newGame(setup.options, setup.seed);
}

/** What the coach says when the reader makes a move it lets through instead of its own (a step's `also`). */
export const LET_THROUGH = 'That does just as well as the coach’s move here, so on you go.';

/** The guided game's step for the move after these, if the script has one. */
export const guidedStep = (
  def: Pick<GameDefinition, 'guided'>,
  ctx: { readonly guided: boolean; readonly history: readonly unknown[] },
): GuidedStep | undefined => (ctx.guided ? def.guided.steps[ctx.history.length] : undefined);

export interface PlayMachineOptions {
  /**
   * Where the computer's move is worked out, away from the page (a worker): the machine invokes it as
   * a promise and goes on when it answers. Absent: a worker where the browser has one. Null, or where
   * there is no Worker (tests, the server render): in-process, at once.
   */
  readonly ask?: AskComputer | null;
}

/** A play machine for one game. `none` is the game's empty selection. */
export function createPlayMachine<S, M, O, V, E, Sel>(def: GameDefinition<S, M, O, V, E>, none: Sel, opts: PlayMachineOptions = {}) {
  type Ctx = PlayContext<S, O, E, Sel>;
  type Ev = PlayEvent<M, O, Sel>;
  const game = def.module as AnyModule<S, M, O, E>;
  const waiting = (ctx: Pick<Ctx, 'state'>) => game.waitingFor(ctx.state);
  const ask: AskComputer | null = opts.ask !== undefined ? opts.ask : typeof Worker !== 'undefined' ? askWorker : null;
  /**
   * What the computer is asked: for each computer seat to move now, that seat's view only, the level,
   * and a seed from the deal and the move number. Computers choosing in secret at the same time choose
   * together (each from its own view of the same moment); otherwise one moves.
   */
  const requests = (context: Ctx): ComputerRequest[] => {
    const seats = waiting(context).filter((s) => context.seats[s] === 'computer');
    const together = waiting(context).length > 1 ? seats : seats.slice(0, 1);
    return together.map((seat, i) => ({
      game: def.id,
      level: context.level,
      view: def.module.view(context.state, seat),
      seed: `${context.seed}:${context.history.length + i}`,
    }));
  };
  /** The computer's move worked out here and now (no worker, or the worker failed). */
  const inProcess = (req: ComputerRequest): M => def.computers[req.level](req.view as V, req.seed, TABLE_BUDGET);
  /** Records the computers' moves in turn (each for its own seat), ready to be shown. */
  const record = (context: Ctx, moves: readonly M[]): Partial<Ctx> => {
    let state = context.state;
    let history = context.history as HistoryEntry<E>[];
    let events = 0;
    for (const move of moves) {
      if (!game.waitingFor(state).includes(game.mover(state, move))) continue;
      const r = recordMove(game, state, history, move);
      if (!r.ok) return { message: { kind: 'error' as const, text: `The computer could not move: ${r.error}` } };
      ({ state, history } = r.value);
      events = r.value.history[r.value.history.length - 1]?.events.length ?? 0;
    }
    return moves.length === 0 ? {} : { state, history, selection: none, shown: events > 0 ? 1 : 0 };
  };

  /** A machine's context for a setup: the moves replayed, or the deal from its start and why. */
  function initialContext(setupIn: PlaySetup<O>, message: Message | null = null): Ctx {
    const start = startOf(def, setupIn);
    const built = rebuildGame(game, setupIn.options, setupIn.seed, setupIn.moves ?? [], start);
    const fresh = built.ok ? built : rebuildGame(game, setupIn.options, setupIn.seed, [], start);
    const { state, history } = fresh.ok ? fresh.value : { state: start, history: [] };
    return {
      seed: setupIn.seed,
      options: setupIn.options,
      seats: setupIn.seats,
      given: setupIn.names ?? [],
      speed: setupIn.speed ?? 'normal',
      level: setupIn.level ?? 'normal',
      history,
      state,
      message: built.ok
        ? message
        : { kind: 'error', text: `Your saved ${def.noun} could not be replayed (${built.error}). It has started again from the same deal.` },
      viewer: youOf(setupIn.seats),
      away: null,
      shown: 0,
      summariesSeen: def.summaries(state),
      selection: none,
      guided: setupIn.guided === true,
    };
  }

  /** In a guided game: the scripted move, when the script says the computer makes it now. */
  function scripted(ctx: Ctx): { move: M; by: number } | null {
    const step = guidedStep(def, ctx);
    const move = step ? game.parseMove(step.move) : null;
    if (!move?.ok) return null;
    const by = game.mover(ctx.state, move.value);
    return ctx.seats[by] === 'computer' && waiting(ctx).includes(by) ? { move: move.value, by } : null;
  }

  const moved = (r: { state: S; history: HistoryEntry<E>[] }): Partial<Ctx> => ({ ...r, selection: none, shown: 1 });

  return setup({
    types: { context: {} as Ctx, events: {} as Ev, input: {} as PlaySetup<O> },
    actors: {
      /** The computers' moves, from a worker (or in-process when the worker fails). */
      askComputer: fromPromise<unknown[], readonly ComputerRequest[]>(async ({ input, signal }) => {
        const answers: unknown[] = [];
        for (const req of input) {
          if (!ask) answers.push(inProcess(req));
          else
            try {
              answers.push(await ask(req, signal));
            } catch (e) {
              if (signal.aborted) throw e;
              answers.push(inProcess(req));
            }
        }
        return answers;
      }),
    },
    delays: {
      thinking: ({ context }) => THINK_MS[context.speed],
      step: ({ context }) => STEP_MS[context.speed],
    },
    guards: {
      summaryToShow: ({ context }) => context.summariesSeen < def.summaries(context.state),
      isOver: ({ context }) => waiting(context).length === 0,
      // A guided game follows its script: the computer moves when the script's next move is the computer's.
      computerWaiting: ({ context }) =>
        context.guided && guidedStep(def, context) ? scripted(context) !== null : waiting(context).some((s) => context.seats[s] === 'computer'),
      // The Strong computer searches away from the page (in a worker), unless the guided game's script
      // already says its move. Gentle and Normal are the game's quick heuristic (at most a few tens of
      // milliseconds a move, npm run bench), worked out here: a page at those levels never loads the worker.
      asksAway: ({ context }) => ask !== null && context.level === 'strong' && !(context.guided && scripted(context)),
      needsHandoff: ({ context }) => context.viewer !== firstPerson(waiting(context), context.seats),
      // The one who turned away for the computer's turn acts next: they never gave up the screen.
      backToAway: ({ context }) => context.viewer === null && context.away !== null && context.away === firstPerson(waiting(context), context.seats),
      legalMove: ({ context, event }) => {
        if (event.type !== 'MOVE' || context.viewer === null) return false;
        const by = game.mover(context.state, event.move);
        if (by !== context.viewer || !game.apply(context.state, event.move, by).ok) return false;
        // The coach waits for the script's move, or one it lets through as harmless; the script's end leaves the game to the reader.
        const step = guidedStep(def, context);
        return !step || isGuidedMove(game, step, event.move) || isLetThrough(game, step, event.move);
      },
      canUndo: ({ context }) => undoPoint(def, context).index !== null,
      moreToShow: ({ context }) => context.shown < (context.history[context.history.length - 1]?.events.length ?? 0),
    },
    actions: {
      move: assign(({ context, event }) => {
        if (event.type !== 'MOVE') return {};
        const r = recordMove(game, context.state, context.history, event.move);
        if (!r.ok) return { message: { kind: 'error' as const, text: r.error } };
        // A move the coach lets through instead of its own: the reader hears that it does as well.
        const step = guidedStep(def, context);
        const through = step && !isGuidedMove(game, step, event.move) && isLetThrough(game, step, event.move);
        return { ...moved(r.value), message: through ? { kind: 'info' as const, text: LET_THROUGH } : null };
      }),
      refuse: assign(({ context, event }) => {
        if (event.type !== 'MOVE') return {};
        if (context.viewer === null) return { message: { kind: 'error' as const, text: 'First take the screen: press “I am ready”.' } };
        const by = game.mover(context.state, event.move);
        if (by !== context.viewer) return { message: { kind: 'error' as const, text: 'That is not your move to make.' } };
        const r = game.apply(context.state, event.move, by);
        if (!r.ok) return { message: { kind: 'error' as const, text: r.error.message, rule: r.error.rule } };
        // A legal move the coach is not asking for: why it wants its own.
        const step = guidedStep(def, context);
        if (!step) return {};
        const text = step.because ?? 'That move is allowed, but the coach asks for the marked one.';
        return { message: { kind: 'info' as const, text, ...(step.rule ? { rule: step.rule } : {}) } };
      }),
      select: assign(({ event }) => (event.type === 'SELECT' ? { selection: event.selection, message: null } : {})),
      clear: assign({ selection: () => none, message: null }),
      say: assign(({ event }) => (event.type === 'SAY' ? { message: { kind: 'error' as const, text: event.text } } : {})),
      computerMove: assign(({ context }) => {
        const script = context.guided ? scripted(context) : null;
        return record(context, script ? [script.move] : requests(context).map(inProcess));
      }),
      computerMoved: assign(({ context, event }) => {
        const moves = (event as unknown as { output: unknown }).output;
        return Array.isArray(moves) ? record(context, moves as M[]) : {};
      }),
      showNext: assign(({ context }) => ({ shown: context.shown + 1 })),
      /** The screen is being handed over: no hand faces it. */
      closeGate: assign({ viewer: null, away: null, selection: () => none }),
      /**
       * The computer's turn between several people at one screen: the last person's hand turns away as
       * soon as their move has been shown, for the next person may already be leaning in. After the
       * computer has moved, that person gets the screen back if they act next (turnBack); anyone else
       * takes it with READY.
       */
      turnAway: assign(({ context }) =>
        peopleOf(context.seats).length > 1 && context.viewer !== null ? { viewer: null, away: context.viewer, selection: none } : {},
      ),
      /** The person who turned away acts next: their hand faces the screen again, with no hand-over. */
      turnBack: assign(({ context }) => ({ viewer: context.away, away: null })),
      ready: assign(({ context }) => ({ viewer: firstPerson(waiting(context), context.seats), message: null, selection: none })),
      nextSummary: assign(({ context }) => ({ summariesSeen: context.summariesSeen + 1 })),
      undo: assign(({ context }) => {
        const point = undoPoint(def, context);
        if (point.index === null) return { message: { kind: 'error' as const, text: point.why } };
        const built = rebuildGame(
          game,
          context.options,
          context.seed,
          context.history.slice(0, point.index).map((h) => h.move),
          startOf(def, context),
        );
        if (!built.ok) return { message: { kind: 'error' as const, text: built.error } };
        return {
          ...built.value,
          selection: none,
          shown: 0,
          summariesSeen: def.summaries(built.value.state),
          // Between people the screen is handed over again, so no hand is seen by the wrong person.
          viewer: youOf(context.seats),
          away: null,
          message: { kind: 'info' as const, text: 'The last move was taken back.' },
        };
      }),
      explainUndo: assign(({ context }) => {
        const p = undoPoint(def, context);
        return p.index === null ? { message: { kind: 'error' as const, text: p.why } } : {};
      }),
      speed: assign(({ event }) => (event.type === 'SPEED' ? { speed: event.speed } : {})),
      load: assign(({ event }) => (event.type === 'LOAD' ? initialContext(event.game, event.message ?? null) : {})),
    },
  }).createMachine({
    id: 'play',
    context: ({ input }) => initialContext(input),
    initial: 'deciding',
    on: {
      LOAD: { target: '.deciding', actions: 'load' },
      SPEED: { actions: 'speed' },
      UNDO: [{ guard: 'canUndo', target: '.deciding', actions: 'undo' }, { actions: 'explainUndo' }],
    },
    states: {
      /** Whose move is it? */
      deciding: {
        always: [
          { guard: 'summaryToShow', target: 'summary' },
          { guard: 'isOver', target: 'over' },
          { guard: 'computerWaiting', target: 'computer' },
          { guard: 'backToAway', target: 'human', actions: 'turnBack' },
          { guard: 'needsHandoff', target: 'handoff' },
          { target: 'human' },
        ],
      },
      /** A person at the screen: picks are selections; a move is judged by the engine. */
      human: {
        on: {
          MOVE: [{ guard: 'legalMove', target: 'resolving', actions: 'move' }, { actions: 'refuse' }],
          SELECT: { actions: 'select' },
          CLEAR: { actions: 'clear' },
          SAY: { actions: 'say' },
        },
      },
      /**
       * The computer decides from its own view, after a pause a person can follow: in a worker when there
       * is one (the page never waits for it), or else here and now.
       */
      computer: {
        entry: 'turnAway',
        initial: 'pausing',
        states: {
          pausing: {
            after: {
              thinking: [
                { guard: 'asksAway', target: 'asking' },
                { target: '#play.resolving', actions: 'computerMove' },
              ],
            },
          },
          asking: {
            invoke: {
              src: 'askComputer',
              input: ({ context }) => requests(context),
              onDone: { target: '#play.resolving', actions: 'computerMoved' },
              onError: { target: '#play.resolving', actions: 'computerMove' },
            },
          },
        },
      },
      /** What the move did, one engine event at a time. */
      resolving: {
        after: { step: [{ guard: 'moreToShow', target: 'resolving', reenter: true, actions: 'showNext' }, { target: 'deciding' }] },
      },
      /** People at one screen: the next one confirms only they can see it. No hand faces the screen. */
      handoff: {
        entry: 'closeGate',
        on: { READY: { target: 'deciding', actions: 'ready' } },
      },
      /** A hand or round has been scored: its summary stays until the players go on. */
      summary: { on: { NEXT: { target: 'deciding', actions: 'nextSummary' } } },
      over: {},
    },
  });
}

export type PlayMachine<S, M, O, V, E, Sel> = ReturnType<typeof createPlayMachine<S, M, O, V, E, Sel>>;
