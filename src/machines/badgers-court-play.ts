/**
 * A game of Badger's Court at one screen: two seats, each a person or the computer. A person's turn is
 * choosing a card, choosing the Court cards it takes or builds on, and saying how it is played; the
 * computer's turn waits a moment; every move's events are shown one at a time; each round's scoring
 * stays until the players go on; between two people the screen is handed over. Every judgement is
 * the engine's.
 */
import { assign, setup } from 'xstate';
import type { Result } from '../engine/core';
import type { CardId, Rank } from '../engine/deck';
import { apply, badgersCourt, itemId, itemOf, reveals, viewEvent, waitingFor, type BadgersCourtEvent, type BadgersCourtMove, type BadgersCourtOptions, type BadgersCourtState } from '../engine/badgers-court';
import { chooseMove } from '../engine/badgers-court/ai';
import { firstPerson, rebuildGame, recordMove, SEATS_STATES, seatsCore, UNDO_TRANSITIONS, seatsUndone, seatsUndoPoint, type SeatKind, type SeatsCore, type SeatsSetup, type Speed, type UndoPoint } from './history';

export type { Speed } from './history';
export const THINK_MS: Readonly<Record<Speed, number>> = { quick: 120, normal: 700, slow: 1500 };
export const STEP_MS: Readonly<Record<Speed, number>> = { quick: 40, normal: 350, slow: 900 };

export type BadgersCourtSetup = SeatsSetup<BadgersCourtOptions>;

export interface BadgersCourtPlayContext extends SeatsCore<BadgersCourtState, BadgersCourtOptions, BadgersCourtEvent> {
  /** The hand card chosen to play. */
  chosen: CardId | null;
  /** The Court items chosen, by their bottom cards. */
  items: readonly CardId[];
  /** How many scored rounds the players have seen the summary of. */
  roundsSeen: number;
}

export type PlayKind = { kind: 'take' } | { kind: 'build'; rank: Rank } | { kind: 'lay' };

export type BadgersCourtPlayEvent =
  | { type: 'PRESS'; card: CardId }
  | { type: 'TOGGLE'; item: CardId }
  | { type: 'PLAY'; play: PlayKind }
  | { type: 'CLEAR' }
  | { type: 'UNDO' }
  | { type: 'READY' }
  | { type: 'NEXT_ROUND' }
  | { type: 'SPEED'; speed: Speed }
  | { type: 'LOAD'; game: BadgersCourtSetup };

const humans = (seats: readonly SeatKind[]) => seats.flatMap((k, i) => (k === 'human' ? [i] : []));
const moverOf = (s: BadgersCourtState) => s.turn;

export function rebuild(seed: string, options: BadgersCourtOptions, moves: readonly string[]) {
  return rebuildGame(badgersCourt, options, seed, moves, moverOf);
}

const firstHuman = (ctx: Pick<BadgersCourtPlayContext, 'seats' | 'state'>): number => firstPerson(waitingFor(ctx.state), ctx.seats);

export function initialContext(game: BadgersCourtSetup): BadgersCourtPlayContext {
  const core = seatsCore(badgersCourt, game, moverOf, 'game');
  return { ...core, chosen: null, items: [], roundsSeen: core.state.results.length };
}

/** The move a person's choices make. */
export function composed(ctx: Pick<BadgersCourtPlayContext, 'chosen' | 'items'>, play: PlayKind): BadgersCourtMove | null {
  if (!ctx.chosen) return null;
  if (play.kind === 'lay') return { type: 'lay', card: ctx.chosen };
  if (play.kind === 'take') return { type: 'take', card: ctx.chosen, items: ctx.items };
  return { type: 'build', card: ctx.chosen, items: ctx.items, rank: play.rank };
}

function record(ctx: BadgersCourtPlayContext, move: BadgersCourtMove): Result<Partial<BadgersCourtPlayContext>, string> {
  const r = recordMove(badgersCourt, ctx.state, ctx.history, move, ctx.state.turn);
  return r.ok ? { ok: true, value: { ...r.value, chosen: null, items: [], message: null, shown: 1 } } : r;
}

export function undoPoint(ctx: BadgersCourtPlayContext): UndoPoint {
  return seatsUndoPoint(ctx, ctx.state.phase === 'over', reveals, (e) => (e.type === 'draw' ? 'a card was drawn' : 'new cards were dealt'));
}

function undone(ctx: BadgersCourtPlayContext): Partial<BadgersCourtPlayContext> {
  const r = seatsUndone(badgersCourt, ctx, undoPoint(ctx), moverOf);
  return r.state ? { ...r, chosen: null, items: [], roundsSeen: r.state.results.length } : r;
}

export const lastEvents = (ctx: Pick<BadgersCourtPlayContext, 'history'>): readonly BadgersCourtEvent[] => ctx.history[ctx.history.length - 1]?.events ?? [];

/** An event as this screen may show it: dealt and drawn cards only to the one person playing. */
export function shownEvent(ctx: Pick<BadgersCourtPlayContext, 'seats'>, e: BadgersCourtEvent): BadgersCourtEvent {
  const people = humans(ctx.seats);
  return viewEvent(e, people.length === 1 ? (people[0] as number) : -1);
}

export const badgersCourtPlayMachine = setup({
  types: { context: {} as BadgersCourtPlayContext, events: {} as BadgersCourtPlayEvent, input: {} as BadgersCourtSetup },
  delays: {
    thinking: ({ context }) => THINK_MS[context.speed],
    step: ({ context }) => STEP_MS[context.speed],
  },
  guards: {
    isOver: ({ context }) => context.state.phase === 'over',
    roundToShow: ({ context }) => context.roundsSeen < context.state.results.length,
    computerToMove: ({ context }) => context.state.phase === 'play' && context.seats[context.state.turn] === 'computer',
    needsHandoff: ({ context }) => humans(context.seats).length > 1 && firstHuman(context) !== context.viewer,
    ownCard: ({ context, event }) => event.type === 'PRESS' && (context.state.hands[context.state.turn] ?? []).includes(event.card),
    chosenCard: ({ context, event }) => event.type === 'PRESS' && event.card === context.chosen,
    legalPlay: ({ context, event }) => {
      if (event.type !== 'PLAY') return false;
      const m = composed(context, event.play);
      return m !== null && apply(context.state, m, context.viewer).ok;
    },
    canUndo: ({ context }) => undoPoint(context).index !== null,
    moreToShow: ({ context }) => context.shown < lastEvents(context).length,
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'PRESS' ? { chosen: event.card, message: null } : {})),
    unchoose: assign(() => ({ chosen: null, message: null })),
    clear: assign(() => ({ chosen: null, items: [], message: null })),
    notYours: assign(() => ({ message: { kind: 'error' as const, text: 'Choose a card from your own hand.' } })),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {};
      const it = itemOf(context.state, event.item);
      if (!it) return { message: { kind: 'error' as const, text: 'That card is not in the Court.' } };
      const id = itemId(it);
      return { items: context.items.includes(id) ? context.items.filter((x) => x !== id) : [...context.items, id], message: null };
    }),
    play: assign(({ context, event }) => {
      if (event.type !== 'PLAY') return {};
      const m = composed(context, event.play);
      if (!m) return { message: { kind: 'error' as const, text: 'Choose a card from your hand to play first.' } };
      const r = record(context, m);
      return r.ok ? r.value : { message: { kind: 'error' as const, text: r.error } };
    }),
    computerMove: assign(({ context }) => {
      const seat = context.state.turn;
      const r = record(context, chooseMove(badgersCourt.view(context.state, seat), `${context.seed}:${context.history.length}`));
      return r.ok ? r.value : { message: { kind: 'error' as const, text: `The computer could not move: ${r.error}` } };
    }),
    showNext: assign(({ context }) => ({ shown: context.shown + 1 })),
    ready: assign(({ context }) => ({ viewer: firstHuman(context), message: null })),
    nextRound: assign(({ context }) => ({ roundsSeen: context.state.results.length, viewer: firstHuman(context) })),
    undo: assign(({ context }) => undone(context)),
    explainUndo: assign(({ context }) => {
      const p = undoPoint(context);
      return p.index === null ? { message: { kind: 'error' as const, text: p.why } } : {};
    }),
    speed: assign(({ event }) => (event.type === 'SPEED' ? { speed: event.speed } : {})),
    load: assign(({ event }) => (event.type === 'LOAD' ? initialContext(event.game) : {})),
  },
}).createMachine({
  id: 'badgersCourtPlay',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  on: { LOAD: { target: '.deciding', actions: 'load' }, SPEED: { actions: 'speed' } },
  states: {
    deciding: {
      always: [
        { guard: 'isOver', target: 'over' },
        { guard: 'roundToShow', target: 'roundSummary' },
        { guard: 'computerToMove', target: 'computer' },
        { guard: 'needsHandoff', target: 'handoff' },
        { target: 'human' },
      ],
    },
    human: {
      initial: 'choosingCard',
      on: { TOGGLE: { actions: 'toggle' }, UNDO: UNDO_TRANSITIONS },
      states: {
        /** Choose a card from the hand (Court cards may be chosen first or after). */
        choosingCard: {
          on: {
            PRESS: [{ guard: 'ownCard', target: 'composing', actions: 'choose' }, { actions: 'notYours' }],
            PLAY: { actions: 'play' },
            CLEAR: { actions: 'clear' },
          },
        },
        /** A card is chosen: choose Court cards, then take, build a rank, or lay it. */
        composing: {
          on: {
            PRESS: [{ guard: 'chosenCard', target: 'choosingCard', actions: 'unchoose' }, { guard: 'ownCard', actions: 'choose' }, { actions: 'notYours' }],
            PLAY: [{ guard: 'legalPlay', target: '#badgersCourtPlay.resolving', actions: 'play' }, { actions: 'play' }],
            CLEAR: { target: 'choosingCard', actions: 'clear' },
          },
        },
      },
    },
    ...SEATS_STATES,
    /** A round has been scored: its breakdown stays until the players go on. */
    roundSummary: { on: { NEXT_ROUND: { target: 'deciding', actions: 'nextRound' } } },
    over: {},
  },
});
