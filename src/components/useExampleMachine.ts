/**
 * The example stepper's machine, loaded when the reader first acts on the example, or is about to (a
 * pointer over it, focus inside it, a touch). Until then the example's set-up is drawn from the
 * machine's first context, which needs no XState (src/machines/example-context.ts): a rules page that is
 * only read never downloads the state-machine library. Intents sent before the machine has loaded are
 * kept and sent to it in order; if it cannot be loaded (the connection dropped), the reader is told and
 * the next press tries again.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { initialExampleContext, type ExampleContext, type ExampleEvent, type ExampleInput } from '../machines/example-context';
import type { ExampleRun } from '../machines/example';

export interface ExampleMachine {
  readonly context: ExampleContext;
  /** Sends the reader's intent to the machine (loading it first, the first time). */
  readonly send: (event: ExampleEvent) => void;
  /** Starts loading the machine, if it is not loaded: the reader is about to act. */
  readonly warm: () => void;
  /** Why the machine could not be loaded, until a press loads it. */
  readonly failed: string | null;
}

export function useExampleMachine(input: ExampleInput): ExampleMachine {
  const [context, setContext] = useState<ExampleContext>(() => initialExampleContext(input));
  const [failed, setFailed] = useState<string | null>(null);
  const run = useRef<ExampleRun | null>(null);
  const queue = useRef<ExampleEvent[]>([]);
  const loading = useRef<Promise<void> | null>(null);
  const live = useRef(true);
  // The machine starts from the input of the first render, as useMachine does.
  const first = useRef(input);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      run.current?.stop();
      run.current = null;
    };
  }, []);
  const load = (): Promise<void> =>
    (loading.current ??= import('../machines/example').then(
      ({ runExample }) => {
        if (!live.current) return;
        run.current = runExample(first.current, setContext);
        setFailed(null);
        const waiting = queue.current.splice(0);
        for (const event of waiting) run.current.send(event);
      },
      (e: unknown) => {
        loading.current = null;
        // Said only when the reader pressed something (a pointer passing over it needs no message).
        const pressed = queue.current.splice(0).length > 0;
        if (live.current && pressed) setFailed(e instanceof Error ? e.message : String(e));
      },
    ));
  const send = (event: ExampleEvent) => {
    if (run.current) return run.current.send(event);
    queue.current.push(event);
    void load();
  };
  const warm = () => {
    if (!run.current) void load();
  };
  return { context, send, warm, failed };
}
