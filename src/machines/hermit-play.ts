/**
 * A Hermit match at one screen for 2 to 5 seats, each a person or the computer: secret trick starts
 * (people choose one at a time with the screen handed over), turns in order, Cottage contributions,
 * each hand's scoring, and the match. Every judgement is the engine's.
 */
import { assign, setup } from 'xstate';
import type { Result } from '../engine/core';
import { card, type CardId } from '../engine/deck';
import { apply, hermit, playableTricks, reveals, viewEvent, waitingFor, type HermitEvent, type HermitMove, type HermitOptions, type HermitState } from '../engine/hermit';
import { chooseMove } from '../engine/hermit/ai';
import { firstPerson, rebuildGame, recordMove, seatsCore, seatsUndone, seatsUndoPoint, type SeatsCore, type SeatsSetup, type Speed, type SeatKind, type UndoPoint, SEATS_STATES, UNDO_TRANSITIONS } from './history';

export type { SeatKind } from './history';
export { seatNames } from './history';
export type { Speed } from './history';
export const THINK_MS: Readonly<Record<Speed, number>> = { quick: 120, normal: 650, slow: 1500 };
export const STEP_MS: Readonly<Record<Speed, number>> = { quick: 40, normal: 300, slow: 800 };

export type HermitSetup = SeatsSetup<HermitOptions>;

export interface HermitPlayContext extends SeatsCore<HermitState, HermitOptions, HermitEvent> {
  selected: CardId | null;
  /** How many finished hands the players have seen the scoring of. */
  handsSeen: number;
}

export type HermitPlayEvent =
  | { type: 'PRESS'; card: CardId }
  | { type: 'TRICK'; trick: number | 'new' }
  | { type: 'UNDO' }
  | { type: 'READY' }
  | { type: 'NEXT_HAND' }
  | { type: 'SPEED'; speed: Speed }
  | { type: 'LOAD'; game: HermitSetup };

const humans = (seats: readonly SeatKind[]) => seats.flatMap((k, i) => (k === 'human' ? [i] : []));

const moverOf = (state: HermitState, move: HermitMove) => (move.type === 'play' ? state.turn : move.seat);

export function rebuild(seed: string, options: HermitOptions, moves: readonly string[]) {
  return rebuildGame(hermit, options, seed, moves, moverOf);
}

const firstHuman = (ctx: Pick<HermitPlayContext, 'seats' | 'state'>): number => firstPerson(waitingFor(ctx.state), ctx.seats);

export function initialContext(game: HermitSetup): HermitPlayContext {
  const core = seatsCore(hermit, game, moverOf, 'match');
  return { ...core, selected: null, handsSeen: core.state.results.length };
}

function record(ctx: HermitPlayContext, move: HermitMove): Result<Partial<HermitPlayContext>, string> {
  const r = recordMove(hermit, ctx.state, ctx.history, move, move.type === 'play' ? ctx.state.turn : move.seat);
  return r.ok ? { ok: true, value: { ...r.value, selected: null, message: null, shown: 1 } } : r;
}

function attempt(ctx: HermitPlayContext, move: HermitMove): Partial<HermitPlayContext> {
  const r = record(ctx, move);
  return r.ok ? r.value : { message: { kind: 'error', text: r.error } };
}

export function undoPoint(ctx: HermitPlayContext): UndoPoint {
  return seatsUndoPoint(ctx, ctx.state.phase === 'over', reveals, (e) => (e.type === 'deal' || e.type === 'hand-over' ? 'a new hand was dealt' : 'another player’s card was shown'));
}

function undone(ctx: HermitPlayContext): Partial<HermitPlayContext> {
  const r = seatsUndone(hermit, ctx, undoPoint(ctx), moverOf);
  return r.state ? { ...r, selected: null } : r;
}

/** The events of the move being shown. */
export function lastEvents(ctx: Pick<HermitPlayContext, 'history'>): readonly HermitEvent[] {
  return ctx.history[ctx.history.length - 1]?.events ?? [];
}

/** An event as this screen may show it: secret choices stay secret unless only one person plays and it is theirs. */
export function shownEvent(ctx: Pick<HermitPlayContext, 'seats'>, e: HermitEvent): HermitEvent {
  const people = humans(ctx.seats);
  return viewEvent(e, people.length === 1 ? (people[0] as number) : -1);
}

const inHand = (ctx: HermitPlayContext, c: CardId) => (ctx.state.hands[ctx.viewer] ?? []).includes(c);

export const hermitPlayMachine = setup({
  types: { context: {} as HermitPlayContext, events: {} as HermitPlayEvent, input: {} as HermitSetup },
  delays: {
    thinking: ({ context }) => THINK_MS[context.speed],
    step: ({ context }) => STEP_MS[context.speed],
  },
  guards: {
    isOver: ({ context }) => context.state.phase === 'over' && context.handsSeen >= context.state.results.length,
    handToShow: ({ context }) => context.handsSeen < context.state.results.length,
    computerWaiting: ({ context }) => waitingFor(context.state).some((s) => context.seats[s] === 'computer'),
    needsHandoff: ({ context }) => humans(context.seats).length > 1 && firstHuman(context) !== context.viewer,
    isPlayPhase: ({ context }) => context.state.phase === 'play',
    pressedOwnCard: ({ context, event }) => event.type === 'PRESS' && inHand(context, event.card),
    pressedSelected: ({ context, event }) => event.type === 'PRESS' && event.card === context.selected,
    legalTrick: ({ context, event }) =>
      event.type === 'TRICK' && context.selected !== null && apply(context.state, { type: 'play', card: context.selected, trick: event.trick }, context.viewer).ok,
    legalSecret: ({ context, event }) =>
      event.type === 'PRESS' && (context.state.phase === 'start' || context.state.phase === 'cottage') && apply(context.state, { type: context.state.phase, seat: context.viewer, card: event.card }, context.viewer).ok,
    canUndo: ({ context }) => undoPoint(context).index !== null,
    moreToShow: ({ context }) => context.shown < lastEvents(context).length,
  },
  actions: {
    select: assign(({ context, event }) => {
      if (event.type !== 'PRESS') return {};
      // Picking a card that cannot go anywhere while others can is explained at once, by the engine.
      const tricks = playableTricks(context.state, event.card);
      if (tricks.length === 0) {
        const r = apply(context.state, { type: 'play', card: event.card, trick: 'new' }, context.viewer);
        if (!r.ok) return { selected: event.card, message: { kind: 'error' as const, text: r.error.message } };
      }
      return { selected: event.card, message: null };
    }),
    unselect: assign({ selected: null, message: null }),
    explainPress: assign(({ event }) =>
      event.type === 'PRESS' ? { message: { kind: 'error' as const, text: `${card(event.card).name.replace(/^t/, 'T')} is not in your hand: pick one of your own cards.` } } : {},
    ),
    playTrick: assign(({ context, event }) => (event.type === 'TRICK' && context.selected ? attempt(context, { type: 'play', card: context.selected, trick: event.trick }) : {})),
    secret: assign(({ context, event }) => {
      if (event.type !== 'PRESS' || (context.state.phase !== 'start' && context.state.phase !== 'cottage')) return {};
      return attempt(context, { type: context.state.phase, seat: context.viewer, card: event.card });
    }),
    computerMove: assign(({ context }) => {
      const seat = waitingFor(context.state).find((s) => context.seats[s] === 'computer');
      if (seat === undefined) return {};
      const move = chooseMove(hermit.view(context.state, seat), `${context.seed}:${context.history.length}`);
      const r = record(context, move);
      return r.ok ? r.value : { message: { kind: 'error', text: `The computer could not move: ${r.error}` } };
    }),
    showNext: assign(({ context }) => ({ shown: context.shown + 1 })),
    ready: assign(({ context }) => ({ viewer: firstHuman(context), message: null, selected: null })),
    nextHand: assign(({ context }) => ({ handsSeen: context.handsSeen + 1 })),
    undo: assign(({ context }) => undone(context)),
    explainUndo: assign(({ context }) => {
      const p = undoPoint(context);
      return p.index === null ? { message: { kind: 'error' as const, text: p.why } } : {};
    }),
    speed: assign(({ event }) => (event.type === 'SPEED' ? { speed: event.speed } : {})),
    load: assign(({ event }) => (event.type === 'LOAD' ? initialContext(event.game) : {})),
  },
}).createMachine({
  id: 'hermitPlay',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  on: { LOAD: { target: '.deciding', actions: 'load' }, SPEED: { actions: 'speed' } },
  states: {
    deciding: {
      always: [
        { guard: 'handToShow', target: 'handSummary' },
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
        route: { always: [{ guard: 'isPlayPhase', target: 'choosingCard' }, { target: 'choosingSecret' }] },
        /** Everyone starts a trick, or adds to the Cottage, in secret: one press chooses. */
        choosingSecret: {
          on: { PRESS: [{ guard: 'legalSecret', target: '#hermitPlay.resolving', actions: 'secret' }, { actions: 'secret' }] },
        },
        choosingCard: {
          on: { PRESS: [{ guard: 'pressedOwnCard', target: 'choosingTrick', actions: 'select' }, { actions: 'explainPress' }] },
        },
        choosingTrick: {
          on: {
            PRESS: [
              { guard: 'pressedSelected', target: 'choosingCard', actions: 'unselect' },
              { guard: 'pressedOwnCard', target: 'choosingTrick', actions: 'select' },
              { actions: 'explainPress' },
            ],
            TRICK: [{ guard: 'legalTrick', target: '#hermitPlay.resolving', actions: 'playTrick' }, { actions: 'playTrick' }],
          },
        },
      },
    },
    ...SEATS_STATES,
    /** A hand has been scored: its summary stays until the players go on. */
    handSummary: { on: { NEXT_HAND: { target: 'deciding', actions: 'nextHand' } } },
    over: {},
  },
});
