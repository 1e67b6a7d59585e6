/**
 * What every game's example island shares: the example's screens made once (src/engine/core/example-screens.ts),
 * the words for an example that cannot be found or set up, and the stepper around the game's own stage.
 * The island gives its stage views and verdicts, never a game's state.
 */
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Example } from '../engine/core/example';
import { exampleScreens, type ExampleModule, type ExampleScreen, type ExampleScreens } from '../engine/core/example-screens';
import type { Explanation } from '../engine/core/game';
import type { ExampleTries } from '../engine/core/example';
import { EXTENDED_DECK } from '../engine/deck';
import type { Result } from '../engine/core/result';
import { gamePage } from '../engine/pages';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from './ExampleStepper';

interface ExampleOfProps<V, M> {
  /** The game's id (for its rules page) and its name in a sentence ("Badger’s Court"). */
  game: string;
  title: string;
  /** The id asked for, to name it when no example has it. */
  id: string | undefined;
  example: Example | undefined;
  /** The example's screens, made from it (`exampleScreens` with the game's module, tries and words). */
  screens: (example: Example) => Result<ExampleScreens<V, M>, string>;
  start: number | undefined;
  stage: Stage<V, M>;
}

/** The game's table at one step: the step's screen, and the example's screens for tries and verdicts. */
export type Stage<V, M> = (props: StageProps, step: ExampleScreen<V, M>, screens: ExampleScreens<V, M>, example: Example) => JSX.Element;

/**
 * A game's example island: the example its page gives it, drawn by `stage` from the screens `exampleScreens`
 * makes with the game's module, tries and words.
 */
export function exampleIsland<S, M, V, E>(
  game: ExampleModule<S, M, V, E> & { readonly id: string; readonly title: string },
  tries: ExampleTries<S, M>,
  explain: (event: E, before: S, after: S, names: readonly string[], you: number | null) => readonly Explanation[],
  stage: Stage<V, M>,
) {
  const screens = (e: Example) => exampleScreens(game, tries, explain, e, EXTENDED_DECK);
  return function ExampleIsland({ example: id, data, start }: ExampleIslandProps) {
    return <ExampleOf game={game.id} title={game.title} id={id} example={data} screens={screens} start={start} stage={stage} />;
  };
}

function ExampleOf<V, M>({ game, title, id, example, screens, start, stage }: ExampleOfProps<V, M>) {
  const made = useMemo(() => (example ? screens(example) : null), [example]);
  if (!example || !made)
    return (
      <p role="alert">
        There is no {title} example called “{id}”.
      </p>
    );
  if (!made.ok) return <p role="alert">This example could not be set up: {made.error}.</p>;
  const all = made.value;
  return (
    <ExampleStepper
      example={example}
      rulesPage={gamePage(game)}
      renderStage={(props) => stage(props, all.steps[props.index] ?? (all.steps[0] as ExampleScreen<V, M>), all, example)}
      changedAt={(i) => all.steps[i]?.changed ?? []}
      why={all.why}
      answers={all.answers}
      {...(start !== undefined ? { startStep: start } : {})}
    />
  );
}
