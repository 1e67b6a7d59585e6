/**
 * The example stepper's machine: which step is shown, and the reader's answer to a question. Whether
 * an answer is right is the engine's judgement, carried in the ANSWER event; the machine only moves.
 */
import { assign, setup } from 'xstate';

export interface ExampleContext {
  /** 0 is the set-up; `count` is the last step. */
  index: number;
  count: number;
  feedback: { right: boolean; text: string } | null;
  /** Set once the reader has reached the last step. */
  completed: boolean;
  /** For each index, whether the step it leads to asks the reader first ("Next" waits; "Show me" may answer). */
  asks: readonly boolean[];
  /** Whether the reader has tried an answer at this index (a wrong try, before "Show me"). */
  tried: boolean;
}

export type ExampleEvent =
  | { type: 'NEXT' }
  | { type: 'SHOW' }
  | { type: 'PREV' }
  | { type: 'RESTART' }
  | { type: 'GOTO'; index: number }
  | { type: 'ANSWER'; right: boolean; text: string };

export const exampleMachine = setup({
  types: {
    context: {} as ExampleContext,
    events: {} as ExampleEvent,
    input: {} as { count: number; start?: number; asks?: readonly boolean[] },
  },
  guards: {
    hasNext: ({ context }) => context.index < context.count,
    /** "Next" never gives the answer away: where the coming step asks, the reader tries (or presses "Show me"). */
    mayNext: ({ context }) => context.index < context.count && !context.asks[context.index],
    hasPrev: ({ context }) => context.index > 0,
    isRight: (_, params: { right: boolean }) => params.right,
  },
  actions: {
    go: assign(({ context }, params: { to: number }) => {
      const index = Math.max(0, Math.min(context.count, params.to));
      return { index, feedback: null, tried: false, completed: context.completed || index === context.count };
    }),
    tell: assign((_, params: { right: boolean; text: string }) => ({ feedback: { right: params.right, text: params.text }, tried: true })),
  },
}).createMachine({
  id: 'example',
  context: ({ input }) => {
    const index = Math.max(0, Math.min(input.count, input.start ?? 0));
    return { index, count: input.count, feedback: null, completed: index === input.count, asks: input.asks ?? [], tried: false };
  },
  on: {
    NEXT: { guard: 'mayNext', actions: { type: 'go', params: ({ context }) => ({ to: context.index + 1 }) } },
    SHOW: { guard: 'hasNext', actions: { type: 'go', params: ({ context }) => ({ to: context.index + 1 }) } },
    PREV: { guard: 'hasPrev', actions: { type: 'go', params: ({ context }) => ({ to: context.index - 1 }) } },
    RESTART: { actions: { type: 'go', params: { to: 0 } } },
    GOTO: { actions: { type: 'go', params: ({ event }) => ({ to: event.index }) } },
    ANSWER: [
      {
        guard: { type: 'isRight', params: ({ event }) => ({ right: event.right }) },
        actions: [
          { type: 'go', params: ({ context }) => ({ to: context.index + 1 }) },
          { type: 'tell', params: ({ event }) => ({ right: true, text: event.text }) },
        ],
      },
      { actions: { type: 'tell', params: ({ event }) => ({ right: false, text: event.text }) } },
    ],
  },
});
