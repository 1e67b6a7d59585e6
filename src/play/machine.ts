/**
 * One play machine for every game: whose move it is (a person at this screen, or the computer), the
 * person's move as an intent the engine judges (once), the computer's reply from its own view, each
 * move's events shown one at a time, the hand-over between people sharing a screen, each scored hand's
 * or round's summary, undo, and the end. The machine never decides a rule: it asks the game's definition.
 *
 * The hand-over gate is an invariant of this machine: `viewer` is the seat whose hand faces the screen,
 * or null while nobody's may. Between several people at one screen it is null at the start, after a
 * reload, after an undo, during the computer's turn and whenever the next person to act is not the one
 * at the screen, until that person says they have taken the screen (READY). A person whose hand turned
 * away for the computer's turn and who acts next gets it back without a hand-over: the screen was theirs.
 * While every hand is face up ("Show all hands"), nothing is hidden, and the next person takes the screen
 * without a hand-over; one turned on at the gate itself leaves the gate up until the person is ready.
 * What a screen shows follows from `viewer` in one place (`localSight`, then src/play/screen.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import { isGuidedMove, isLetThrough, msg, TABLE_BUDGET, type GameModule, type Level } from '../engine/core';
import type { AtPlay } from './at-play';
import { askWorker, type AskComputer, type ComputerRequest } from './computer';
import { rebuildGame, recordMove, startOf, undoPoint, type HistoryEntry } from './record';
import { guidedStep, type Phase, type Sight, type TableGame } from './screen';
import { firstPerson, peopleOf, youOf, type Guest, type SeatKind } from './seats';

/** An answer to a person as the table keeps it: its words as a message, its rule by key (src/play/screen.ts says it). */
type Answer = NonNullable<TableGame<unknown, unknown, unknown>['message']>;

export type Speed = 'quick' | 'normal' | 'slow';
export const SPEEDS: readonly Speed[] = ['quick', 'normal', 'slow'];
/** How long the computer seems to think before a move. */
export const THINK_MS: Readonly<Record<Speed, number>> = { quick: 120, normal: 500, slow: 1500 };
/** The pause between the events of a move as they are shown. */
export const STEP_MS: Readonly<Record<Speed, number>> = { quick: 40, normal: 350, slow: 900 };

/** "Show all hands" turned on or off, when `at` moves had been made: every player is told, in the log and at the next hand-over. */
export interface TeachingMark {
  readonly at: number;
  readonly on: boolean;
}

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
  /** When "Show all hands" was turned on or off (it is on when the last mark says so). */
  readonly teaching?: readonly TeachingMark[];
  /** People on other devices: the room their devices call (src/play/remote/), and who has which seat. */
  readonly room?: string;
  readonly guests?: readonly Guest[];
}

export interface PlayContext<S, O, E> extends TableGame<S, O, E> {
  speed: Speed;
  /** Whose hand faces the screen; null while it is being handed over. */
  viewer: number | null;
  /** The person whose hand turned away for the computer's turn: if they act next, the screen is still theirs. */
  away: number | null;
  /** The last MOVE was judged legal and recorded (the machine then shows it). */
  judged: boolean;
  /** The room other devices call, and the people on them (null: none). */
  room: string | null;
  guests: readonly Guest[];
}

export type PlayEvent<M, O> =
  /** A move: by the person whose hand faces this screen, or (`seat`, given only by the host's link to another device) by that device's seat. */
  | { type: 'MOVE'; move: M; seat?: number }
  /**
   * People on other devices: a seat handed to the computer while its person is away, or given back; `names` as
   * they gave them; `game`, the game as it is once these seats are taken (./take-back.ts), when that changes it.
   */
  | {
      type: 'SEATS';
      seats: readonly SeatKind[];
      names?: readonly string[] | undefined;
      game?: { readonly state: unknown; readonly history: readonly HistoryEntry<unknown>[]; readonly shown: number } | null | undefined;
    }
  /** The room other devices call, and who has which seat. */
  | { type: 'ROOM'; room: string | null; guests: readonly Guest[] }
  | { type: 'UNDO' }
  | { type: 'READY' }
  | { type: 'NEXT' }
  | { type: 'SPEED'; speed: Speed }
  /** "Show all hands" on or off: every hand face up, and every player told. */
  | { type: 'TEACH'; on: boolean }
  | { type: 'LOAD'; game: PlaySetup<O>; message?: Answer };

/** A state value as a dotted name: "human", "computer.asking". */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const [k, v] = Object.entries(value)[0] ?? ['', ''];
    return `${k}.${stateName(v)}`;
  }
  return '';
}

/** Where the table is, for its screens: the computer's pause and its thinking are one phase. */
export const phaseOf = (value: unknown): Phase => stateName(value).replace(/\..*$/, '') as Phase;

/**
 * Who looks at this screen: the seat whose hand faces it (the gate's `viewer`), the one person it
 * speaks to (or -1 when several people share it), and every hand face up while teaching.
 */
export const localSight = (ctx: Pick<PlayContext<unknown, unknown, unknown>, 'viewer' | 'seats' | 'teaching'>): Sight => ({
  hand: ctx.viewer,
  audience: youOf(ctx.seats) ?? -1,
  open: ctx.teaching,
});

/** What the coach says when the reader makes a move it lets through instead of its own (a step's `also`). */
export const LET_THROUGH = msg('core.play.let-through');

export interface PlayMachineOptions {
  /**
   * Where the Strong computer's move is worked out, away from the page (a worker): the machine invokes it
   * as a promise and goes on when it answers. Absent: a worker where the browser has one. Null, or where
   * there is no Worker (tests, the server render): in the page, like the other levels.
   */
  readonly ask?: AskComputer | null;
}

/** Why the computer's code could not answer: the error as it is (a developer's words), or that it did not answer. */
const whyFailed = (error: unknown) => (error === undefined || error === null ? msg('core.play.no-answer') : String(error));

/** A play machine for one game. */
export function createPlayMachine<S, M, O, V, E>(def: AtPlay<S, M, O, V, E>, opts: PlayMachineOptions = {}) {
  type Ctx = PlayContext<S, O, E>;
  type Ev = PlayEvent<M, O>;
  const game: GameModule<S, M, O, V, E> = def.module;
  const waiting = (ctx: Pick<Ctx, 'state'>) => game.waitingFor(ctx.state);
  /** The person at this screen to act next (the seat a hand-over is for). */
  const nextPerson = (ctx: Pick<Ctx, 'state' | 'seats'>) => firstPerson(waiting(ctx), ctx.seats);
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
      view: game.view(context.state, seat),
      seed: `${context.seed}:${context.history.length + i}`,
    }));
  };
  /**
   * The computer's move worked out in the page: by the definition's own computer when it was given one
   * (the tests and the bench give the full definition), here and now; else by the game's computer
   * (its quick.ts for Gentle and Normal; its levels.ts, with the search, for Strong when the worker fails),
   * loaded the first time it is asked (a play page does not load it with its table).
   */
  const local = def.computers;
  const inProcess = (req: ComputerRequest): M => (local as NonNullable<typeof local>)[req.level](req.view as V, req.seed, TABLE_BUDGET);
  const inPage = async (req: ComputerRequest): Promise<M> =>
    local
      ? inProcess(req)
      : (req.level === 'strong' ? (await def.loadComputers()).computers.strong : (await def.loadQuick()).computers[req.level])(
          req.view as V,
          req.seed,
          TABLE_BUDGET,
        );
  /** Records the computers' moves in turn (each for its own seat), ready to be shown. */
  const record = (context: Ctx, moves: readonly M[]): Partial<Ctx> => {
    let state = context.state;
    let history = context.history as HistoryEntry<E>[];
    let events = 0;
    for (const move of moves) {
      if (!game.waitingFor(state).includes(game.mover(state, move))) continue;
      const r = recordMove(game, state, history, move);
      if (!r.ok) return { message: { kind: 'error' as const, text: msg('core.play.computer-refused', { why: r.error.message }) } };
      ({ state, history } = r.value);
      events = r.value.history[r.value.history.length - 1]?.events.length ?? 0;
    }
    return moves.length === 0 ? {} : { state, history, shown: events > 0 ? 1 : 0 };
  };

  /** A machine's context for a setup: the moves replayed, or the deal from its start and why. */
  function initialContext(setupIn: PlaySetup<O>, message: Answer | null = null): Ctx {
    const start = startOf(def, setupIn);
    const built = rebuildGame(game, setupIn.options, setupIn.seed, setupIn.moves ?? [], start);
    const fresh = built.ok ? built : rebuildGame(game, setupIn.options, setupIn.seed, [], start);
    const { state, history } = fresh.ok ? fresh.value : { state: start, history: [] };
    const marks = (setupIn.teaching ?? []).map((m) => ({ at: Math.min(m.at, history.length), on: m.on }));
    return {
      seed: setupIn.seed,
      options: setupIn.options,
      seats: setupIn.seats,
      given: setupIn.names ?? [],
      speed: setupIn.speed ?? 'normal',
      level: setupIn.level ?? 'normal',
      history,
      state,
      message: built.ok ? message : { kind: 'error', text: msg('core.play.replay-failed', { noun: def.noun, why: built.error }) },
      viewer: youOf(setupIn.seats),
      away: null,
      shown: 0,
      summariesSeen: def.summaries(state),
      guided: setupIn.guided === true,
      judged: false,
      marks,
      teaching: marks[marks.length - 1]?.on ?? false,
      room: setupIn.room ?? null,
      guests: setupIn.guests ?? [],
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

  /**
   * A person's move, judged by the engine once: recorded, or refused with the engine's code, sentence
   * and rule. In a guided game a legal move the coach does not ask for is answered with why it wants its own.
   */
  function judge(context: Ctx, move: M, seat?: number): Partial<Ctx> {
    // A move from another device names its seat: that seat must be one of theirs, and the move theirs to make now.
    const from = seat === undefined ? context.viewer : context.seats[seat] === 'remote' ? seat : null;
    const to = seat ?? null;
    if (from === null)
      return {
        message: {
          kind: 'error',
          text: seat === undefined ? msg('core.play.take-screen') : msg('core.play.not-remote'),
          to,
        },
      };
    const by = game.mover(context.state, move);
    if (by !== from || !waiting(context).includes(by)) return { message: { kind: 'error', text: msg('core.play.not-your-move'), to } };
    const r = recordMove(game, context.state, context.history, move, by);
    if (!r.ok) return { message: { kind: 'error', text: r.error.message, rule: r.error.rule, code: r.error.code, to } };
    // The coach waits for the script's move, or one it lets through as harmless; the script's end leaves the game to the reader.
    const step = guidedStep(def, context);
    if (step && !isGuidedMove(game, step, move)) {
      if (!isLetThrough(game, step, move)) {
        // The script's own reason is its text, already in the page's language (src/words/pages.ts).
        const text = step.because !== undefined ? msg('core.text', { text: step.because }) : msg('core.play.coach-marked');
        return { message: { kind: 'info', text, ...(step.rule ? { rule: step.rule } : {}) } };
      }
      return { ...r.value, shown: 1, judged: true, message: { kind: 'info', text: LET_THROUGH } };
    }
    return { ...r.value, shown: 1, judged: true, message: null };
  }

  return setup({
    types: { context: {} as Ctx, events: {} as Ev, input: {} as PlaySetup<O> },
    actors: {
      /** The computers' moves: Strong's from a worker; the others', and Strong's when the worker fails, in the page. */
      askComputer: fromPromise<unknown[], readonly ComputerRequest[]>(async ({ input, signal }) => {
        const answers: unknown[] = [];
        for (const req of input) {
          if (!ask || req.level !== 'strong') answers.push(await inPage(req));
          else
            try {
              answers.push(await ask(req, signal));
            } catch (e) {
              if (signal.aborted) throw e;
              answers.push(await inPage(req));
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
      // milliseconds a move, npm run bench), worked out in the page: a page at those levels never loads the
      // worker. The computer's code loads when it is first asked, unless the definition came with it.
      asksAway: ({ context }) => !(context.guided && scripted(context)) && (!local || (ask !== null && context.level === 'strong')),
      needsHandoff: ({ context }) => context.viewer !== nextPerson(context),
      openHandoff: ({ context }) => context.teaching && context.viewer !== nextPerson(context),
      // Only people on other devices are to act: this screen waits for them (their moves come over the link).
      remoteOnly: ({ context }) => waiting(context).every((s) => context.seats[s] === 'remote'),
      // The one who turned away for the computer's turn acts next: they never gave up the screen.
      backToAway: ({ context }) => context.viewer === null && context.away !== null && context.away === nextPerson(context),
      judgedLegal: ({ context }) => context.judged,
      canUndo: ({ context }) => undoPoint(def, context).index !== null,
      moreToShow: ({ context }) => context.shown < (context.history[context.history.length - 1]?.events.length ?? 0),
    },
    actions: {
      judge: assign(({ context, event }) => (event.type === 'MOVE' ? { ...judge(context, event.move, event.seat) } : {})),
      // Only a person on another device may be handed to the computer (or given back): the people at this screen stay.
      seats: assign(({ context, event }) =>
        event.type === 'SEATS' &&
        event.seats.length === context.seats.length &&
        event.seats.every((k, i) => k === context.seats[i] || (k !== 'human' && context.seats[i] !== 'human'))
          ? {
              seats: event.seats,
              ...(event.names ? { given: event.names } : {}),
              // (Exactly the game's state, history and shown, when given.)
              ...(event.game as Pick<PlayContext<S, O, E>, 'state' | 'history' | 'shown'> | null | undefined),
            }
          : {},
      ),
      room: assign(({ event }) => (event.type === 'ROOM' ? { room: event.room, guests: event.guests } : {})),
      settled: assign({ judged: false }),
      computerMove: assign(({ context }) => {
        const script = context.guided ? scripted(context) : null;
        return record(context, script ? [script.move] : requests(context).map(inProcess));
      }),
      // Not even the page could work the move out (its code did not load): said, and tried again after the pause.
      computerFailed: assign(({ event }) => ({
        message: {
          kind: 'error' as const,
          text: msg('core.play.computer-failed', { why: whyFailed((event as { error?: unknown }).error) }),
        },
      })),
      computerMoved: assign(({ context, event }) => {
        const moves = (event as unknown as { output: unknown }).output;
        return Array.isArray(moves) ? record(context, moves as M[]) : {};
      }),
      showNext: assign(({ context }) => ({ shown: context.shown + 1 })),
      /** The screen is being handed over: no hand faces it. */
      closeGate: assign({ viewer: null, away: null }),
      /**
       * The computer's turn between several people at one screen: the last person's hand turns away as
       * soon as their move has been shown, for the next person may already be leaning in. After the
       * computer has moved, that person gets the screen back if they act next (turnBack); anyone else
       * takes it with READY.
       */
      turnAway: assign(({ context }) => (peopleOf(context.seats).length > 1 && context.viewer !== null ? { viewer: null, away: context.viewer } : {})),
      /** The person who turned away acts next: their hand faces the screen again, with no hand-over. */
      turnBack: assign(({ context }) => ({ viewer: context.away, away: null })),
      ready: assign(({ context }) => ({ viewer: nextPerson(context), message: null })),
      nextSummary: assign(({ context }) => ({ summariesSeen: context.summariesSeen + 1 })),
      undo: assign(({ context }) => {
        const point = undoPoint(def, context);
        if (point.index === null) return { message: { kind: 'error' as const, text: point.why } };
        const moves = context.history.slice(0, point.index).map((h) => h.move);
        const built = rebuildGame(game, context.options, context.seed, moves, startOf(def, context));
        if (!built.ok) return { message: { kind: 'error' as const, text: built.error } };
        return {
          ...built.value,
          // The teaching marks stay: they happened, and every player is still told of them.
          marks: context.marks.map((m) => ({ at: Math.min(m.at, point.index), on: m.on })),
          shown: 0,
          summariesSeen: def.summaries(built.value.state),
          // Between people the screen is handed over again, so no hand is seen by the wrong person.
          viewer: youOf(context.seats),
          away: null,
          message: { kind: 'info' as const, text: point.seen ? msg('core.play.undone-seen', { why: point.seen }) : msg('core.play.undone') },
        };
      }),
      explainUndo: assign(({ context }) => {
        const p = undoPoint(def, context);
        return p.index === null ? { message: { kind: 'error' as const, text: p.why } } : {};
      }),
      speed: assign(({ event }) => (event.type === 'SPEED' ? { speed: event.speed } : {})),
      teach: assign(({ context, event }) =>
        event.type === 'TEACH' && event.on !== context.teaching
          ? { teaching: event.on, marks: [...context.marks, { at: context.history.length, on: event.on }] }
          : {},
      ),
      load: assign(({ event }) => (event.type === 'LOAD' ? initialContext(event.game, event.message ?? null) : {})),
    },
  }).createMachine({
    id: 'play',
    context: ({ input }) => initialContext(input),
    initial: 'deciding',
    on: {
      LOAD: { target: '.deciding', actions: 'load' },
      SPEED: { actions: 'speed' },
      TEACH: { actions: 'teach' },
      SEATS: { target: '.deciding', actions: 'seats' },
      ROOM: { actions: 'room' },
      UNDO: [{ guard: 'canUndo', target: '.deciding', actions: 'undo' }, { actions: 'explainUndo' }],
    },
    states: {
      /** Whose move is it? */
      deciding: {
        always: [
          { guard: 'summaryToShow', target: 'summary' },
          { guard: 'isOver', target: 'over' },
          { guard: 'computerWaiting', target: 'computer' },
          { guard: 'remoteOnly', target: 'remote' },
          { guard: 'backToAway', target: 'human', actions: 'turnBack' },
          // With every hand face up ("Show all hands"), there is nothing to hide: the next person takes the
          // screen with no hand-over (a teacher at a projector clicked through one every turn).
          { guard: 'openHandoff', target: 'human', actions: 'ready' },
          { guard: 'needsHandoff', target: 'handoff' },
          { target: 'human' },
        ],
      },
      /** A person at the screen: a move is judged by the engine, once. (A person on another device may move too, while seats choose at once.) */
      human: {
        on: { MOVE: { target: 'judged', actions: 'judge' } },
      },
      /** Only people on other devices are to act: their moves come over the link, and are judged the same way. */
      remote: {
        entry: 'turnAway',
        on: { MOVE: { target: 'judged', actions: 'judge' } },
      },
      /** The engine has judged the person's move: shown if it was made, or back to the person with its answer. */
      judged: {
        // Refused: back to whoever was to act (a refusal changes nothing).
        always: [{ guard: 'judgedLegal', target: 'resolving', actions: 'settled' }, { target: 'deciding' }],
      },
      /**
       * The computer decides from its own view, after a pause a person can follow: in a worker when there
       * is one (the page never waits for it), or else here and now.
       */
      computer: {
        entry: 'turnAway',
        // While seats choose at once, a person on another device may choose during the computer's pause.
        on: { MOVE: { guard: ({ event }) => event.seat !== undefined, target: 'judged', actions: 'judge' } },
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
              onError: { target: '#play.resolving', actions: 'computerFailed' },
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
        on: {
          READY: { target: 'deciding', actions: 'ready' },
          // A person on another device choosing at the same time is not kept waiting by the hand-over here.
          MOVE: { guard: ({ event }) => event.seat !== undefined, target: 'judged', actions: 'judge' },
        },
      },
      /** A hand or round has been scored: its summary stays until the players go on. */
      summary: { on: { NEXT: { target: 'deciding', actions: 'nextSummary' } } },
      over: {},
    },
  });
}

export type PlayMachine<S, M, O, V, E> = ReturnType<typeof createPlayMachine<S, M, O, V, E>>;
