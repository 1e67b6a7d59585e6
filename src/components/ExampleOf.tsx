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
import { exampleYou, type Verdict } from '../engine/core/example';
import { WordsProvider, useWords } from '../words/context';
import type { Words, WordsData } from '../words/words';
import type { WordsRef } from '../words/page-words';
import type { Reason } from '../play/screen';
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

/** An example's screens as a stage is given them: the reasons, answers and verdicts in the page's words. */
export type ShownExampleScreens<V, M> = Omit<ExampleScreens<V, M>, 'why' | 'answers' | 'judge'> & ReturnType<typeof said<V, M>>;

/** What a game's stage component is given at one step (the four arguments of a `Stage`, as its props). */
export interface StageArgs<V, M> {
  readonly props: StageProps;
  readonly step: ExampleScreen<V, M>;
  readonly screens: ShownExampleScreens<V, M>;
  readonly example: Example;
}

/** The game's table at one step: the step's screen, and the example's screens for tries and verdicts. */
export type Stage<V, M> = (props: StageProps, step: ExampleScreen<V, M>, screens: ShownExampleScreens<V, M>, example: Example) => JSX.Element;

/**
 * A game's example island: the example its page gives it, drawn by `stage` from the screens `exampleScreens`
 * makes with the game's module, tries and words.
 */
export function exampleIsland<S, M, V, E>(
  game: ExampleModule<S, M, V, E> & { readonly id: string; readonly title: string },
  tries: ExampleTries<S, M>,
  explain: (event: E, before: S, after: S) => readonly Explanation[],
  stage: Stage<V, M>,
) {
  const screens = (e: Example) => exampleScreens(game, tries, explain, e, EXTENDED_DECK);
  return function ExampleIsland({ example: id, data, start, words }: ExampleIslandProps & { words: WordsData | WordsRef }) {
    return (
      <WordsProvider data={words}>
        <ExampleOf game={game.id} title={game.title} id={id} example={data} screens={screens} start={start} stage={stage} />
      </WordsProvider>
    );
  };
}

/** A verdict on a reader's try, in words. */
export type SaidVerdict = Omit<Verdict, 'text'> & { readonly text: string };

/**
 * An example's screens in the page's words, speaking to the example's seat as "you": each step's reasons,
 * each question's answer, and the verdict on a try.
 */
function said<V, M>(all: ExampleScreens<V, M>, example: Example, base: Words) {
  // The seat spoken to as "you" is the one the example names "You" (Hermit's examples are often seen from Jane's seat).
  const you = exampleYou(example);
  const names = example.names.map((n, i) => (i === you ? base.t('core.name.you') : n));
  const words = base.speaking(names, you);
  const reason = (r: Explanation): Reason => ({ text: words.say(r.text), rule: words.rule(r.rule.key) });
  return {
    /** The example as the table shows it: the seat spoken to named in the page's language ("Tú"). */
    shown: { ...example, names } as Example,
    why: all.why.map((rs) => rs.map(reason)),
    answers: all.answers.map((a) => (a === undefined ? undefined : words.say(a))),
    judge: (index: number, move: M): SaidVerdict | null => {
      const v = all.judge(index, move);
      return v ? { ...v, text: words.say(v.text) } : null;
    },
  };
}

function ExampleOf<V, M>({ game, title, id, example, screens, start, stage }: ExampleOfProps<V, M>) {
  const made = useMemo(() => (example ? screens(example) : null), [example]);
  const base = useWords();
  const shown = useMemo(() => (made?.ok && example ? { ...made.value, ...said(made.value, example, base) } : null), [made, example, base]);
  if (!example || !made) return <p role="alert">{base.t('core.example.missing', { title, id: id ?? '' })}</p>;
  if (!made.ok || !shown) return <p role="alert">{base.t('core.example.broken', { why: made.ok ? '' : made.error })}</p>;
  const all = shown;
  return (
    <ExampleStepper
      example={all.shown}
      rulesPage={gamePage(game)}
      renderStage={(props) => stage(props, all.steps[props.index] ?? (all.steps[0] as ExampleScreen<V, M>), all, all.shown)}
      changedAt={(i) => all.steps[i]?.changed ?? []}
      why={all.why}
      answers={all.answers}
      {...(start !== undefined ? { startStep: start } : {})}
    />
  );
}
