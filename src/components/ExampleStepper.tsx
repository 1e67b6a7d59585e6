/**
 * A scripted example a reader steps through: the table for the current step, its caption in a live
 * region, and the buttons "Previous step", "Next step" and "Restart example". Game-agnostic: the game's
 * island renders the table and judges answers with its engine.
 */
import type { JSX } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import type { CardId } from '../engine/deck';
import type { Example, ExampleAsk, Explanation } from '../engine/core';
import { exampleMachine } from '../machines/example';
import { markCompleted, progressKey } from '../lib/progress';
import { siteUrl } from '../lib/site-base';
import { useCompleted } from './useProgress';
import { WhyButton } from './play/Why';

/** Reads text aloud with the browser's own speech synthesis; false where the browser has none. */
function speak(text: string): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return false;
  window.speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.rate = 0.9;
  window.speechSynthesis.speak(u);
  return true;
}

export interface StageProps {
  index: number;
  highlight: ReadonlySet<CardId>;
  /** The question for the coming step, if it has one. */
  ask: ExampleAsk | null;
  /** Report the engine's verdict on the reader's answer. */
  answer: (right: boolean, text: string) => void;
}

/** What every game's example island takes: one of the game's examples by id, or a custom example (a blogger's, already checked), and a step to start at. */
export interface ExampleIslandProps {
  example?: string;
  custom?: Example;
  start?: number;
}

export interface ExampleStepperProps {
  example: Example;
  /** The rules page the example belongs to, for the link to its rule. */
  rulesPage: string;
  renderStage: (props: StageProps) => JSX.Element;
  startStep?: number;
  /** Per step, the engine's explanations of its events (`exampleExplanations`), for the step's "Why?". */
  why?: readonly (readonly Explanation[])[];
}

export function ExampleStepper({ example, rulesPage, renderStage, startStep, why }: ExampleStepperProps) {
  const [snapshot, send] = useMachine(exampleMachine, { input: { count: example.steps.length, ...(startStep ? { start: startStep } : {}) } });
  const { index, count, feedback, completed } = snapshot.context;
  const titleId = useId();
  // A custom example's progress is kept apart from the site's examples (it may reuse one's id).
  const key = progressKey(example);
  const done = useCompleted(key).includes(example.id);
  const [speechNote, setSpeechNote] = useState<string | null>(null);
  // Reaching the last step completes the example, on this device.
  useEffect(() => {
    if (completed) markCompleted(key, example.id);
  }, [completed, key, example.id]);
  // Events a host page can listen for (they cross shadow roots): a step shown, the example finished,
  // a wrong or illegal answer tried.
  const root = useRef<HTMLElement | null>(null);
  const tell = (type: string, detail: Record<string, unknown>) =>
    root.current?.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { game: example.game, example: example.id, ...detail } }));
  const mounted = useRef(false);
  useEffect(() => {
    // Not on the first render: a step is reported when the reader moves.
    if (mounted.current) tell('decktet-step', { step: index, count });
    mounted.current = true;
  }, [index]);
  useEffect(() => {
    if (completed) tell('decktet-complete', { count });
  }, [completed]);
  useEffect(() => {
    if (feedback && !feedback.right) tell('decktet-illegal', { step: index, message: feedback.text });
  }, [feedback]);
  const shown = index > 0 ? example.steps[index - 1] : undefined;
  const caption = shown ? shown.caption : example.intro;
  const highlight = new Set(shown ? (shown.highlight ?? []) : (example.introHighlight ?? []));
  const ask = example.steps[index]?.ask ?? null;
  if (ask?.target) highlight.add(ask.target);
  return (
    <section class="example not-content" aria-labelledby={titleId} data-example={example.id} ref={root}>
      <h3 id={titleId}>
        {example.title}
        {done && (
          <span class="example-done" data-testid="done">
            {' '}
            <span aria-hidden="true">✓</span> Done
          </span>
        )}
      </h3>
      {renderStage({ index, highlight, ask, answer: (right, text) => send({ type: 'ANSWER', right, text }) })}
      <p class="example-caption" aria-live="polite" data-testid="caption">
        {caption}
      </p>
      {index > 0 && (why?.[index - 1]?.length ?? 0) > 0 && (
        <div class="example-why">
          <WhyButton key={index} why={why?.[index - 1] ?? []} game={example.game} about={`step ${index} of ${count}`} />
        </div>
      )}
      {ask && (
        <div class="example-ask">
          <p>
            <strong>Try it:</strong> {ask.prompt} Or press “Next step” to see.
          </p>
        </div>
      )}
      <p class={`example-feedback ${feedback ? (feedback.right ? 'is-right' : 'is-wrong') : ''}`} aria-live="assertive" data-testid="feedback">
        {feedback?.text ?? ''}
      </p>
      {speechNote && (
        <p class="example-speech-note" role="status">
          {speechNote}
        </p>
      )}
      <div class="example-controls">
        <button type="button" class="btn" onClick={() => send({ type: 'PREV' })} disabled={index === 0}>
          Previous step
        </button>
        <button type="button" class="btn btn-primary" onClick={() => send({ type: 'NEXT' })} disabled={index === count}>
          Next step
        </button>
        <button type="button" class="btn" onClick={() => send({ type: 'RESTART' })}>
          Restart example
        </button>
        <button type="button" class="btn" onClick={() => setSpeechNote(speak(caption) ? null : 'This browser cannot read aloud. Try another browser, or read the caption above.')}>
          Read aloud
        </button>
        <span class="example-progress">
          {index === 0 ? 'Start' : `Step ${index} of ${count}`} ·{' '}
          <a href={siteUrl(`${rulesPage}#${example.rule.anchor}`)}>Rule: {example.rule.section}</a>
        </span>
      </div>
    </section>
  );
}
