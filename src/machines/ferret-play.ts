/**
 * A game of Ferret at one screen: whose turn it is, the human's choices (a card, then a target; or a
 * pass; or which set to form), the computer's reply, passing the screen between two players, undo,
 * and the final scoring shown step by step. Every judgement is the engine's: the machine only asks.
 */
import { assign, setup } from 'xstate';
import { createRng, type Result } from '../engine/core';
import { card, type CardId } from '../engine/deck';
import {
  apply, ferret, reveals, viewEvent, type FerretEvent, type FerretMove, type FerretOptions, type FerretState, type Seat,
} from '../engine/ferret';
import { chooseMove } from '../engine/ferret/ai';
import { rebuildGame, recordMove, undoPoint as sharedUndoPoint, type HistoryEntry as SharedEntry, type UndoPoint } from './history';
export { stateName } from './history';

export type Mode = 'computer' | 'friends';
export type Speed = 'quick' | 'normal' | 'slow';
export const HUMAN: Seat = 0;
export const SPEED_MS: Readonly<Record<Speed, number>> = { quick: 150, normal: 700, slow: 1600 };
/** The pause between the events of a move as they are shown. */
export const STEP_MS: Readonly<Record<Speed, number>> = { quick: 40, normal: 350, slow: 900 };

export type HistoryEntry = SharedEntry<FerretEvent> & { readonly by: Seat };

export interface PlayContext {
  seed: string;
  options: FerretOptions;
  mode: Mode;
  speed: Speed;
  history: readonly HistoryEntry[];
  state: FerretState;
  selected: CardId | null;
  message: { kind: 'error' | 'info'; text: string } | null;
  /** Whose hand faces the screen. */
  viewer: Seat;
  /** How many events of the last move the page has shown while resolving it. */
  shown: number;
}

export interface GameSetup {
  seed: string;
  mode: Mode;
  speed?: Speed;
  moves?: readonly string[];
  options?: FerretOptions;
  message?: string;
  /** An error message is announced at once (a corrupt save, a bad link); info politely. */
  messageKind?: 'error' | 'info';
}

export type PlayEvent =
  | { type: 'PRESS'; card: CardId }
  | { type: 'PASS' }
  | { type: 'CHOOSE'; move: FerretMove }
  | { type: 'UNDO' }
  | { type: 'READY' }
  | { type: 'NEXT_SCORE' }
  | { type: 'SHOW_ALL' }
  | { type: 'SPEED'; speed: Speed }
  | { type: 'LOAD'; game: GameSetup };

/** Ferret's dealer, and so who plays first, comes from the seed: a link to a deal replays it exactly. */
export function optionsForSeed(seed: string): FerretOptions {
  return { first: createRng(`first:${seed}`).int(2) as Seat };
}

export const namesFor = (mode: Mode): readonly [string, string] => (mode === 'computer' ? ['You', 'Computer'] : ['Player 1', 'Player 2']);

/** Replays a game from its seed and moves, keeping who made each move and what happened. */
export function rebuild(seed: string, options: FerretOptions, moves: readonly string[]): Result<{ state: FerretState; history: HistoryEntry[] }, string> {
  return rebuildGame(ferret, options, seed, moves, (state) => (ferret.toAct(state) ?? 0) as Seat) as Result<{ state: FerretState; history: HistoryEntry[] }, string>;
}

export function initialContext(game: GameSetup): PlayContext {
  const options = game.options ?? optionsForSeed(game.seed);
  const built = rebuild(game.seed, options, game.moves ?? []);
  const fresh = rebuild(game.seed, options, []);
  const { state, history } = built.ok ? built.value : (fresh as { ok: true; value: { state: FerretState; history: HistoryEntry[] } }).value;
  const message = built.ok ? game.message : `Your saved game could not be replayed (${built.error}). A new game has started with the same deal.`;
  return {
    seed: game.seed,
    options,
    mode: game.mode,
    speed: game.speed ?? 'normal',
    history,
    state,
    selected: null,
    message: message ? { kind: built.ok ? (game.messageKind ?? 'info') : 'error', text: message } : null,
    viewer: game.mode === 'computer' ? HUMAN : ((ferret.toAct(state) ?? 0) as Seat),
    shown: 0,
  };
}

function record(ctx: PlayContext, move: FerretMove): Result<Partial<PlayContext>, string> {
  const by = ferret.toAct(ctx.state);
  if (by === null) return { ok: false, error: 'The game is over.' };
  const r = recordMove(ferret, ctx.state, ctx.history, move, by);
  return r.ok ? { ok: true, value: { state: r.value.state, history: r.value.history as HistoryEntry[], selected: null, message: null, shown: 1 } } : r;
}

function attempt(ctx: PlayContext, move: FerretMove): Partial<PlayContext> {
  const r = record(ctx, move);
  return r.ok ? r.value : { message: { kind: 'error', text: r.error } };
}

/** The history index an undo goes back to, or null when undo is not allowed (and why). */
export function undoPoint(ctx: PlayContext): UndoPoint {
  const last = ctx.history[ctx.history.length - 1];
  return sharedUndoPoint(ctx.history, {
    seat: ctx.mode === 'computer' ? HUMAN : (last?.by ?? HUMAN),
    onlyLast: ctx.mode === 'friends',
    over: ctx.state.phase === 'over',
    reveals,
    because: (e) => (e.type === 'draw' ? 'a card was drawn' : 'a card from the other hand was shown'),
  });
}

function undone(ctx: PlayContext): Partial<PlayContext> {
  const point = undoPoint(ctx);
  if (point.index === null) return { message: { kind: 'error', text: point.why } };
  const moves = ctx.history.slice(0, point.index).map((h) => h.move);
  const built = rebuild(ctx.seed, ctx.options, moves);
  if (!built.ok) return { message: { kind: 'error', text: built.error } };
  const by = (ctx.history[point.index] as HistoryEntry).by;
  return { ...built.value, selected: null, viewer: by, message: { kind: 'info', text: 'Your last move was taken back.' } };
}

function inHand(ctx: PlayContext, id: CardId): boolean {
  const actor = ferret.toAct(ctx.state);
  return actor !== null && ctx.state.phase === 'play' && ctx.state.hands[actor as Seat].includes(id);
}

function explainPress(ctx: PlayContext, id: CardId): Partial<PlayContext> {
  if (ctx.state.phase === 'choose-set') return { message: { kind: 'error', text: 'First choose which set to form, with the buttons below the table.' } };
  return { message: { kind: 'error', text: `First pick a card from your hand to play on ${card(id).name}.` } };
}

/** The events of the move being resolved. */
export function lastEvents(ctx: Pick<PlayContext, 'history'>): readonly FerretEvent[] {
  return ctx.history[ctx.history.length - 1]?.events ?? [];
}

/** The events of a move as this screen may show them: no one's draw is named when two people share it. */
export function shownEvent(ctx: Pick<PlayContext, 'mode'>, e: FerretEvent): FerretEvent {
  if (ctx.mode === 'computer') return viewEvent(e, HUMAN);
  return e.type === 'draw' ? { ...e, card: null } : e;
}

/** The final scoring grouped into the steps the page reveals one at a time. */
export function scoringSteps(ctx: Pick<PlayContext, 'history' | 'mode'>): FerretEvent[][] {
  const all = ctx.history.flatMap((h) => h.events);
  const start = all.findIndex((e) => e.type === 'end');
  if (start < 0) return [];
  const steps: FerretEvent[][] = [[]];
  for (const e of all.slice(start)) {
    if (e.type === 'stage' || e.type === 'over') steps.push([]);
    (steps[steps.length - 1] as FerretEvent[]).push(shownEvent(ctx, e));
  }
  return steps.filter((s) => s.length > 0);
}

export const ferretPlayMachine = setup({
  types: {
    context: {} as PlayContext,
    events: {} as PlayEvent,
    input: {} as GameSetup,
  },
  delays: {
    thinking: ({ context }) => SPEED_MS[context.speed],
    step: ({ context }) => STEP_MS[context.speed],
  },
  guards: {
    isOver: ({ context }) => context.state.phase === 'over',
    computerToAct: ({ context }) => context.mode === 'computer' && ferret.toAct(context.state) !== HUMAN,
    needsHandoff: ({ context }) => context.mode === 'friends' && ferret.toAct(context.state) !== context.viewer,
    mustChooseSet: ({ context }) => context.state.phase === 'choose-set',
    canUndo: ({ context }) => undoPoint(context).index !== null,
    pressedOwnCard: ({ context, event }) => event.type === 'PRESS' && inHand(context, event.card),
    pressedSelected: ({ context, event }) => event.type === 'PRESS' && event.card === context.selected,
    legalFerret: ({ context, event }) =>
      event.type === 'PRESS' && context.selected !== null && apply(context.state, { type: 'ferret', card: context.selected, target: event.card }).ok,
    legalPass: ({ context }) => apply(context.state, { type: 'pass' }).ok,
    legalChoice: ({ context, event }) => event.type === 'CHOOSE' && apply(context.state, event.move).ok,
    moreToShow: ({ context }) => context.shown < lastEvents(context).length,
  },
  actions: {
    select: assign(({ event }) => (event.type === 'PRESS' ? { selected: event.card, message: null } : {})),
    unselect: assign({ selected: null, message: null }),
    explainPress: assign(({ context, event }) => (event.type === 'PRESS' ? explainPress(context, event.card) : {})),
    ferret: assign(({ context, event }) =>
      event.type === 'PRESS' && context.selected ? attempt(context, { type: 'ferret', card: context.selected, target: event.card }) : {},
    ),
    explainFerret: assign(({ context, event }) =>
      event.type === 'PRESS' && context.selected ? attempt(context, { type: 'ferret', card: context.selected, target: event.card }) : {},
    ),
    pass: assign(({ context }) => attempt(context, { type: 'pass' })),
    choose: assign(({ context, event }) => (event.type === 'CHOOSE' ? attempt(context, event.move) : {})),
    undo: assign(({ context }) => undone(context)),
    explainUndo: assign(({ context }) => {
      const point = undoPoint(context);
      return point.index === null ? { message: { kind: 'error' as const, text: point.why } } : {};
    }),
    computerMove: assign(({ context }) => {
      const seat = ferret.toAct(context.state);
      if (seat === null) return {};
      const move = chooseMove(ferret.view(context.state, seat), `${context.seed}:${context.history.length}`);
      const r = record(context, move);
      return r.ok ? r.value : { message: { kind: 'error', text: `The computer could not move: ${r.error}` } };
    }),
    showNext: assign(({ context }) => ({ shown: context.shown + 1 })),
    ready: assign(({ context }) => ({ viewer: (ferret.toAct(context.state) ?? context.viewer) as Seat, message: null })),
    speed: assign(({ event }) => (event.type === 'SPEED' ? { speed: event.speed } : {})),
    load: assign(({ event }) => (event.type === 'LOAD' ? initialContext(event.game) : {})),
  },
}).createMachine({
  id: 'ferretPlay',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  on: {
    LOAD: { target: '.deciding', actions: 'load' },
    SPEED: { actions: 'speed' },
  },
  states: {
    /** Whose move is it? */
    deciding: {
      always: [
        { guard: 'isOver', target: 'scoring' },
        { guard: 'computerToAct', target: 'computer' },
        { guard: 'needsHandoff', target: 'handoff' },
        { target: 'human' },
      ],
    },
    /** A person at the screen: choose a card, then a target; or pass; or choose which set to form. */
    human: {
      initial: 'route',
      on: { UNDO: [{ guard: 'canUndo', target: 'deciding', actions: 'undo' }, { actions: 'explainUndo' }] },
      states: {
        route: { always: [{ guard: 'mustChooseSet', target: 'choosingSet' }, { target: 'choosingCard' }] },
        choosingCard: {
          on: {
            PRESS: [{ guard: 'pressedOwnCard', target: 'choosingTarget', actions: 'select' }, { actions: 'explainPress' }],
            PASS: [{ guard: 'legalPass', target: '#ferretPlay.resolving', actions: 'pass' }, { actions: 'pass' }],
          },
        },
        choosingTarget: {
          on: {
            PRESS: [
              { guard: 'pressedSelected', target: 'choosingCard', actions: 'unselect' },
              { guard: 'pressedOwnCard', target: 'choosingTarget', actions: 'select' },
              { guard: 'legalFerret', target: '#ferretPlay.resolving', actions: 'ferret' },
              { actions: 'explainFerret' },
            ],
            PASS: [{ guard: 'legalPass', target: '#ferretPlay.resolving', actions: 'pass' }, { actions: 'pass' }],
          },
        },
        choosingSet: {
          on: { CHOOSE: [{ guard: 'legalChoice', target: '#ferretPlay.resolving', actions: 'choose' }, { actions: 'choose' }] },
        },
      },
    },
    /** The computer decides from its own view, after a pause a person can follow. */
    computer: {
      after: { thinking: { target: 'resolving', actions: 'computerMove' } },
      on: { UNDO: [{ guard: 'canUndo', target: 'deciding', actions: 'undo' }, { actions: 'explainUndo' }] },
    },
    /**
     * What the move did, one engine event at a time: the card to hand or tableau, sets formed, forced
     * layoffs, the draw, the end.
     */
    resolving: {
      after: { step: [{ guard: 'moreToShow', target: 'resolving', reenter: true, actions: 'showNext' }, { target: 'deciding' }] },
      on: { UNDO: [{ guard: 'canUndo', target: 'deciding', actions: 'undo' }, { actions: 'explainUndo' }] },
    },
    /** Two people at one screen: the next player confirms only they can see it. */
    handoff: {
      on: {
        READY: { target: 'deciding', actions: 'ready' },
        UNDO: [{ guard: 'canUndo', target: 'deciding', actions: 'undo' }, { actions: 'explainUndo' }],
      },
    },
    /** The final scoring, shown a phase at a time. */
    scoring: {
      initial: 'ended',
      on: { SHOW_ALL: { target: 'over' } },
      states: {
        ended: { on: { NEXT_SCORE: 'first' } },
        first: { on: { NEXT_SCORE: 'second' } },
        second: { on: { NEXT_SCORE: 'extra' } },
        extra: { on: { NEXT_SCORE: '#ferretPlay.over' } },
      },
    },
    over: {},
  },
});

/** How many groups of the final scoring a state shows. */
export const SCORING_SHOWN: Readonly<Record<string, number>> = { ended: 1, first: 2, second: 3, extra: 4 };

