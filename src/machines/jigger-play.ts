/**
 * A game of Jigger at one screen for 2 to 12 seats, each a person or the computer: the demand, the
 * answers (a choice only under the staggered option), fishing shown one card at a time, the end.
 * Every judgement is the engine's.
 */
import { assign, setup } from 'xstate';
import type { Result } from '../engine/core';
import type { Suit } from '../engine/deck';
import { jigger, reveals, waitingFor, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerState } from '../engine/jigger';
import { chooseMove } from '../engine/jigger/ai';
import { firstPerson, rebuildGame, recordMove, seatsCore, seatsUndone, seatsUndoPoint, type SeatsCore, type SeatsSetup, type Speed, type HistoryEntry, type SeatKind, type UndoPoint, SEATS_STATES, UNDO_TRANSITIONS } from './history';

export type { Speed } from './history';
export const THINK_MS: Readonly<Record<Speed, number>> = { quick: 120, normal: 700, slow: 1500 };
/** The pause between fishing draws and other steps of a demand; shorter when motion is reduced. */
export const STEP_MS: Readonly<Record<Speed, number>> = { quick: 40, normal: 450, slow: 1000 };

export type JiggerSetup = SeatsSetup<JiggerOptions>;

export type JiggerPlayContext = SeatsCore<JiggerState, JiggerOptions, JiggerEvent>;

export type JiggerPlayEvent =
  | { type: 'DEMAND'; suit: Suit }
  | { type: 'RESPOND'; give: readonly string[] }
  | { type: 'UNDO' }
  | { type: 'READY' }
  | { type: 'SPEED'; speed: Speed }
  | { type: 'LOAD'; game: JiggerSetup };

const humans = (seats: readonly SeatKind[]) => seats.flatMap((k, i) => (k === 'human' ? [i] : []));
const moverOf = (s: JiggerState, m: JiggerMove) => (m.type === 'respond' ? m.seat : s.turn);

export const rebuild = (seed: string, options: JiggerOptions, moves: readonly string[]) => rebuildGame(jigger, options, seed, moves, moverOf);

const firstHuman = (ctx: Pick<JiggerPlayContext, 'seats' | 'state'>): number => firstPerson(waitingFor(ctx.state), ctx.seats);

export function initialContext(game: JiggerSetup): JiggerPlayContext {
  const core = seatsCore(jigger, game, moverOf, 'game');
  return { ...core };
}

function attempt(ctx: JiggerPlayContext, move: JiggerMove): Partial<JiggerPlayContext> {
  const r: Result<{ state: JiggerState; history: HistoryEntry<JiggerEvent>[] }, string> = recordMove(jigger, ctx.state, ctx.history, move, moverOf(ctx.state, move));
  return r.ok ? { ...r.value, message: null, shown: 1 } : { message: { kind: 'error', text: r.error } };
}

export function undoPoint(ctx: JiggerPlayContext): UndoPoint {
  return seatsUndoPoint(ctx, ctx.state.phase === 'over', reveals, (e) => (e.type === 'fish' ? 'cards were drawn' : 'cards from other hands were given'));
}

function undone(ctx: JiggerPlayContext): Partial<JiggerPlayContext> {
  const r = seatsUndone(jigger, ctx, undoPoint(ctx), moverOf);
  return r.state ? { ...r } : r;
}

export const lastEvents = (ctx: Pick<JiggerPlayContext, 'history'>): readonly JiggerEvent[] => ctx.history[ctx.history.length - 1]?.events ?? [];

export const jiggerPlayMachine = setup({
  types: { context: {} as JiggerPlayContext, events: {} as JiggerPlayEvent, input: {} as JiggerSetup },
  delays: {
    thinking: ({ context }) => THINK_MS[context.speed],
    step: ({ context }) => STEP_MS[context.speed],
  },
  guards: {
    isOver: ({ context }) => context.state.phase === 'over',
    computerWaiting: ({ context }) => waitingFor(context.state).some((s) => context.seats[s] === 'computer'),
    needsHandoff: ({ context }) => humans(context.seats).length > 1 && firstHuman(context) !== context.viewer,
    isResponding: ({ context }) => context.state.phase === 'respond',
    canUndo: ({ context }) => undoPoint(context).index !== null,
    moreToShow: ({ context }) => context.shown < lastEvents(context).length,
  },
  actions: {
    demand: assign(({ context, event }) => (event.type === 'DEMAND' ? attempt(context, { type: 'demand', suit: event.suit }) : {})),
    respond: assign(({ context, event }) => (event.type === 'RESPOND' ? attempt(context, { type: 'respond', seat: context.viewer, give: event.give }) : {})),
    computerMove: assign(({ context }) => {
      const seat = waitingFor(context.state).find((s) => context.seats[s] === 'computer');
      if (seat === undefined) return {};
      return attempt(context, chooseMove(jigger.view(context.state, seat), `${context.seed}:${context.history.length}`));
    }),
    showNext: assign(({ context }) => ({ shown: context.shown + 1 })),
    ready: assign(({ context }) => ({ viewer: firstHuman(context), message: null })),
    undo: assign(({ context }) => undone(context)),
    explainUndo: assign(({ context }) => {
      const p = undoPoint(context);
      return p.index === null ? { message: { kind: 'error' as const, text: p.why } } : {};
    }),
    speed: assign(({ event }) => (event.type === 'SPEED' ? { speed: event.speed } : {})),
    load: assign(({ event }) => (event.type === 'LOAD' ? initialContext(event.game) : {})),
  },
}).createMachine({
  id: 'jiggerPlay',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  on: { LOAD: { target: '.deciding', actions: 'load' }, SPEED: { actions: 'speed' } },
  states: {
    deciding: {
      always: [
        { guard: 'isOver', target: 'over' },
        { guard: 'computerWaiting', target: 'computer' },
        { guard: 'needsHandoff', target: 'handoff' },
        { target: 'human' },
      ],
    },
    human: {
      initial: 'route',
      on: { UNDO: UNDO_TRANSITIONS },
      states: {
        route: { always: [{ guard: 'isResponding', target: 'responding' }, { target: 'demanding' }] },
        /** "I demand…": a big button per suit. */
        demanding: { on: { DEMAND: { target: '#jiggerPlay.resolving', actions: 'demand' } } },
        /** Staggered option: choose how to answer. */
        responding: { on: { RESPOND: { target: '#jiggerPlay.resolving', actions: 'respond' } } },
      },
    },
    ...SEATS_STATES,
    over: {},
  },
});
