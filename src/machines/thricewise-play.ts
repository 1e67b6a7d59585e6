/**
 * A game of Thricewise at one screen for 2 to 5 seats, each a person or the computer: secret choices
 * (people one at a time, the screen handed over between them), the reveal with deferrals, placing in
 * rank order (a person with deferred cards picks which to place first), scoring, drawing, the end.
 * Every judgement is the engine's.
 */
import { assign, setup } from 'xstate';
import type { Result } from '../engine/core';
import type { CardId } from '../engine/deck';
import { apply, thricewise, viewEvent, waitingFor, reveals, type Cell, type ThricewiseEvent, type ThricewiseMove, type ThricewiseOptions, type ThricewiseState } from '../engine/thricewise';
import { chooseMove } from '../engine/thricewise/ai';
import { firstPerson, rebuildGame, recordMove, seatsCore, seatsUndone, seatsUndoPoint, type SeatsCore, type SeatsSetup, type Speed, type SeatKind, type UndoPoint, SEATS_STATES, UNDO_TRANSITIONS } from './history';

export type { Speed } from './history';
export const THINK_MS: Readonly<Record<Speed, number>> = { quick: 120, normal: 650, slow: 1500 };
export const STEP_MS: Readonly<Record<Speed, number>> = { quick: 40, normal: 350, slow: 900 };

export type ThricewiseSetup = SeatsSetup<ThricewiseOptions>;

export interface ThricewisePlayContext extends SeatsCore<ThricewiseState, ThricewiseOptions, ThricewiseEvent> {
  /** While placing: which of the person's cards goes next. */
  selected: CardId | null;
}

export type ThricewisePlayEvent =
  | { type: 'PRESS'; card: CardId }
  | { type: 'SPACE'; cell: Cell }
  | { type: 'UNDO' }
  | { type: 'READY' }
  | { type: 'SPEED'; speed: Speed }
  | { type: 'LOAD'; game: ThricewiseSetup };

const humans = (seats: readonly SeatKind[]) => seats.flatMap((k, i) => (k === 'human' ? [i] : []));
const moverOf = (s: ThricewiseState, m: ThricewiseMove) => (m.type === 'choose' ? m.seat : (s.placing[0]?.seat ?? 0));

export function rebuild(seed: string, options: ThricewiseOptions, moves: readonly string[]) {
  return rebuildGame(thricewise, options, seed, moves, moverOf);
}

const firstHuman = (ctx: Pick<ThricewisePlayContext, 'seats' | 'state'>): number => firstPerson(waitingFor(ctx.state), ctx.seats);

/** The card a person places next by default: the first they hold to place. */
const firstToPlace = (s: ThricewiseState): CardId | null => s.placing[0]?.cards[0] ?? null;

export function initialContext(game: ThricewiseSetup): ThricewisePlayContext {
  const core = seatsCore(thricewise, game, moverOf, 'game');
  return { ...core, selected: firstToPlace(core.state) };
}

function record(ctx: ThricewisePlayContext, move: ThricewiseMove): Result<Partial<ThricewisePlayContext>, string> {
  const r = recordMove(thricewise, ctx.state, ctx.history, move, moverOf(ctx.state, move));
  return r.ok ? { ok: true, value: { ...r.value, selected: firstToPlace(r.value.state), message: null, shown: 1 } } : r;
}

function attempt(ctx: ThricewisePlayContext, move: ThricewiseMove): Partial<ThricewisePlayContext> {
  const r = record(ctx, move);
  return r.ok ? r.value : { message: { kind: 'error', text: r.error } };
}

export function undoPoint(ctx: ThricewisePlayContext): UndoPoint {
  return seatsUndoPoint(ctx, ctx.state.phase === 'over', reveals, (e) => (e.type === 'draw' ? 'a card was drawn' : 'the chosen cards were turned up'));
}

function undone(ctx: ThricewisePlayContext): Partial<ThricewisePlayContext> {
  const r = seatsUndone(thricewise, ctx, undoPoint(ctx), moverOf);
  return r.state ? { ...r, selected: firstToPlace(r.state) } : r;
}

export const lastEvents = (ctx: Pick<ThricewisePlayContext, 'history'>): readonly ThricewiseEvent[] => ctx.history[ctx.history.length - 1]?.events ?? [];

export function shownEvent(ctx: Pick<ThricewisePlayContext, 'seats'>, e: ThricewiseEvent): ThricewiseEvent {
  const people = humans(ctx.seats);
  return viewEvent(e, people.length === 1 ? (people[0] as number) : -1);
}

export const thricewisePlayMachine = setup({
  types: { context: {} as ThricewisePlayContext, events: {} as ThricewisePlayEvent, input: {} as ThricewiseSetup },
  delays: {
    thinking: ({ context }) => THINK_MS[context.speed],
    step: ({ context }) => STEP_MS[context.speed],
  },
  guards: {
    isOver: ({ context }) => context.state.phase === 'over',
    computerWaiting: ({ context }) => waitingFor(context.state).some((s) => context.seats[s] === 'computer'),
    needsHandoff: ({ context }) => humans(context.seats).length > 1 && firstHuman(context) !== context.viewer,
    isChoosing: ({ context }) => context.state.phase === 'choose',
    legalChoice: ({ context, event }) => event.type === 'PRESS' && apply(context.state, { type: 'choose', seat: context.viewer, card: event.card }, context.viewer).ok,
    ownPlacingCard: ({ context, event }) => event.type === 'PRESS' && (context.state.placing[0]?.cards ?? []).includes(event.card),
    legalSpace: ({ context, event }) =>
      event.type === 'SPACE' && context.selected !== null && apply(context.state, { type: 'place', card: context.selected, ...event.cell }, context.viewer).ok,
    canUndo: ({ context }) => undoPoint(context).index !== null,
    moreToShow: ({ context }) => context.shown < lastEvents(context).length,
  },
  actions: {
    choose: assign(({ context, event }) => (event.type === 'PRESS' ? attempt(context, { type: 'choose', seat: context.viewer, card: event.card }) : {})),
    select: assign(({ event }) => (event.type === 'PRESS' ? { selected: event.card, message: null } : {})),
    notPlacing: assign(() => ({ message: { kind: 'error' as const, text: 'Place the cards you chose this turn: pick one of them, then a space.' } })),
    place: assign(({ context, event }) => (event.type === 'SPACE' && context.selected ? attempt(context, { type: 'place', card: context.selected, ...event.cell }) : {})),
    computerMove: assign(({ context }) => {
      const seat = waitingFor(context.state).find((s) => context.seats[s] === 'computer');
      if (seat === undefined) return {};
      const r = record(context, chooseMove(thricewise.view(context.state, seat), `${context.seed}:${context.history.length}`));
      return r.ok ? r.value : { message: { kind: 'error', text: `The computer could not move: ${r.error}` } };
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
  id: 'thricewisePlay',
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
        route: { always: [{ guard: 'isChoosing', target: 'choosing' }, { target: 'placing' }] },
        /** Everyone chooses a card in secret: one press chooses. */
        choosing: { on: { PRESS: [{ guard: 'legalChoice', target: '#thricewisePlay.resolving', actions: 'choose' }, { actions: 'choose' }] } },
        /** Place your card (or cards, with deferred ones): pick which, then a space. */
        placing: {
          on: {
            PRESS: [{ guard: 'ownPlacingCard', actions: 'select' }, { actions: 'notPlacing' }],
            SPACE: [{ guard: 'legalSpace', target: '#thricewisePlay.resolving', actions: 'place' }, { actions: 'place' }],
          },
        },
      },
    },
    ...SEATS_STATES,
    over: {},
  },
});
