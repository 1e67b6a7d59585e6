/**
 * The example stepper's machine, loaded when the reader first acts on the example, or is about to (a
 * pointer over it, focus inside it, a touch). Until then the example's set-up is drawn from the
 * machine's first context, which needs no XState (src/machines/example-context.ts): a rules page that is
 * only read never downloads the state-machine library. The first press made before the machine has
 * loaded is kept and sent to it once it has; further presses meanwhile are ignored (they were made on
 * a screen that has not moved yet: a double click must not answer two questions). If the machine cannot
 * be loaded (the connection dropped), the reader is told, and the next press tries again; after a
 * second failure they are asked to reload the page (some browsers remember a failed module). If it
 * cannot be loaded because a new version of the site has replaced it, the page loads that version
 * (src/site/stale-page.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { initialExampleContext, type ExampleContext, type ExampleEvent, type ExampleInput } from '../machines/example-context';
import type { ExampleRun } from '../machines/example';
import { loadFailed } from '../site/load-failed';

/** Why the machine is not there: it failed once (press again) or more (reload the page). */
export type LoadFailure = 'retry' | 'reload';

export interface ExampleMachine {
  readonly context: ExampleContext;
  /** Sends the reader's intent to the machine (loading it first, the first time). */
  readonly send: (event: ExampleEvent) => void;
  /** Starts loading the machine, if it is not loaded: the reader is about to act. */
  readonly warm: () => void;
  /** A press is waiting for the machine to load. */
  readonly busy: boolean;
  /** Why the machine could not be loaded, until a press loads it. */
  readonly failed: LoadFailure | null;
}

export function useExampleMachine(input: ExampleInput): ExampleMachine {
  const [context, setContext] = useState<ExampleContext>(() => initialExampleContext(input));
  const [failed, setFailed] = useState<LoadFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useRef<ExampleRun | null>(null);
  const pending = useRef<ExampleEvent | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const failures = useRef(0);
  const live = useRef(true);
  // The machine starts from the input of the first render, as useMachine does.
  const first = useRef(input);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      run.current?.stop();
      run.current = null;
      loading.current = null;
    };
  }, []);
  const fail = (pressed: boolean) => {
    loading.current = null;
    if (pressed) failures.current++;
    if (!live.current) return;
    // Said only when the reader pressed something (a pointer passing over it needs no message).
    if (pressed) setFailed(failures.current > 1 ? 'reload' : 'retry');
    setBusy(false);
  };
  const load = (): Promise<void> =>
    (loading.current ??= import('../machines/example').then(
      ({ runExample }) => {
        if (!live.current) return;
        const event = pending.current;
        pending.current = null;
        try {
          run.current = runExample(first.current, setContext);
          if (event) run.current.send(event);
        } catch {
          run.current = null;
          fail(event !== null);
          return;
        }
        setFailed(null);
        setBusy(false);
      },
      (error: unknown) => {
        if (pending.current === null) return fail(false);
        // A press waits. If a new version of the site replaced this page's files, the page loads it (the
        // example has not moved yet, so nothing is lost); otherwise the reader is told, as before.
        void loadFailed(error, true).then((outcome) => {
          if (outcome === 'reloading') return;
          pending.current = null;
          // The new version is there, but the page has just reloaded into one: only a reload will do.
          if (outcome === 'new') failures.current++;
          fail(true);
        });
      },
    ));
  const send = (event: ExampleEvent) => {
    if (run.current) return run.current.send(event);
    if (pending.current) return;
    pending.current = event;
    setBusy(true);
    void load();
  };
  const warm = () => {
    if (!run.current) void load();
  };
  return { context, send, warm, busy, failed };
}
