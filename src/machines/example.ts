/**
 * The example stepper's machine: which step is shown, and the reader's answer to a question. Whether
 * an answer is right is the engine's judgement, carried in the ANSWER event; the machine only moves.
 * Its context's first moment is a pure helper (example-context.ts), so that a page can draw an example
 * before it loads XState.
 */
import { assign, createActor, setup } from 'xstate';
import { initialExampleContext, type ExampleContext, type ExampleEvent, type ExampleInput } from './example-context';

export type { ExampleContext, ExampleEvent, ExampleInput } from './example-context';

export const exampleMachine = setup({
  types: {
    context: {} as ExampleContext,
    events: {} as ExampleEvent,
    input: {} as ExampleInput,
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
    /** A wrong try's answer goes when the reader picks again (a right one stays with the step it led to). */
    forget: assign(({ context }) => (context.feedback && !context.feedback.right ? { feedback: null } : {})),
  },
}).createMachine({
  id: 'example',
  context: ({ input }) => initialExampleContext(input),
  on: {
    NEXT: { guard: 'mayNext', actions: { type: 'go', params: ({ context }) => ({ to: context.index + 1 }) } },
    SHOW: { guard: 'hasNext', actions: { type: 'go', params: ({ context }) => ({ to: context.index + 1 }) } },
    PREV: { guard: 'hasPrev', actions: { type: 'go', params: ({ context }) => ({ to: context.index - 1 }) } },
    RESTART: { actions: { type: 'go', params: { to: 0 } } },
    GOTO: { actions: { type: 'go', params: ({ event }) => ({ to: event.index }) } },
    PICK: { actions: 'forget' },
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

/** A running example machine: the page sends the reader's intents and hears each new context. */
export interface ExampleRun {
  readonly send: (event: ExampleEvent) => void;
  readonly stop: () => void;
}

/** Starts the machine for an example (the stepper loads this module when the reader first acts). */
export function runExample(input: ExampleInput, onContext: (context: ExampleContext) => void): ExampleRun {
  const actor = createActor(exampleMachine, { input });
  actor.subscribe((snapshot) => onContext(snapshot.context));
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
