import { setup, assign } from 'xstate';
import { useMachine } from '@xstate/react';

const counter = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'inc' } },
}).createMachine({
  context: { n: 0 },
  on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
});

export default function Probe() {
  const [snap, send] = useMachine(counter);
  return <button type="button" onClick={() => send({ type: 'inc' })}>Count {snap.context.n}</button>;
}
