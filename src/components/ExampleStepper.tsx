/**
 * A scripted example a reader steps through: the table for the current step, its caption in a live
 * region, and the buttons "Previous step", "Next step" and "Restart example". Game-agnostic: the game's
 * island renders the table and judges answers with its engine.
 */
import { RenderGuard } from './RenderGuard';
import { headingsUnder } from './zone-heading';
import type { JSX } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { CardId } from '../engine/deck';
import type { Explanation } from '../engine/core';
import type { Example, ExampleAsk } from '../engine/core/example';
import { useExampleMachine } from './useExampleMachine';
import { markCompleted, progressKey } from '../site/progress';
import { siteUrl } from '../site/site-base';
import { useCompleted } from './useProgress';
import { WhyButton } from './rules/Why';
import { useKeepFocus } from './useKeepFocus';
import { FitStage } from './FitStage';

/**
 * Reads text aloud with the browser's own speech synthesis. Resolves false where the browser cannot:
 * no speech at all, or no voice installed (some browsers wait a moment before they list their voices).
 */
async function speak(text: string): Promise<boolean> {
  if (typeof window === 'undefined' || !window.speechSynthesis || typeof SpeechSynthesisUtterance === 'undefined') return false;
  const synth = window.speechSynthesis;
  if (typeof synth.getVoices === 'function' && synth.getVoices().length === 0) {
    await new Promise<void>((done) => {
      const timer = setTimeout(done, 800);
      synth.addEventListener?.('voiceschanged', () => (clearTimeout(timer), done()), { once: true });
    });
    if (synth.getVoices().length === 0) return false;
  }
  synth.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.rate = 0.9;
  synth.speak(u);
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

/**
 * What every game's example island takes: the example itself (`data`: the page gives it, as a site example's
 * data or a blogger's example already checked, so an island never loads the game's other examples), its id
 * to name it when there is none, and a step to start at.
 */
export interface ExampleIslandProps {
  example?: string;
  data?: Example;
  start?: number;
}

export interface ExampleStepperProps {
  example: Example;
  /** The rules page the example belongs to, for the link to its rule. */
  rulesPage: string;
  renderStage: (props: StageProps) => JSX.Element;
  startStep?: number;
  /** The cards whose place the step to this index changed, to mark on the table. */
  changedAt?: (index: number) => readonly CardId[];
  /** Per step, the engine's explanations of its events (`exampleExplanations`), for the step's "Why?". */
  why?: readonly (readonly Explanation[])[];
  /**
   * Per step, the words the engine gives a right answer to its question when the reader makes the step's
   * own move (`scriptedAnswers`): on a wide screen the band keeps room for them, so a right answer moves
   * nothing; on a phone the band keeps the room for the cards instead (the stage shrinks for that step).
   */
  answers?: readonly (string | undefined)[];
}

/** The words a reader's answer in words gets (a choice's button). */
const choiceText = (c: { right: boolean; why: string }) => `${c.right ? 'Right!' : 'Not quite.'} ${c.why}`;

/** What the band under the stage can show at once: a caption, a "Why?", a question and the answer to a try. */
interface BandText {
  caption: string;
  why: boolean;
  ask: string | undefined;
  feedback: string | undefined;
}

/**
 * Every band an example can show that is known before the reader acts: at each step its caption, its
 * "Why?" and its question, alone and with each answer it may be showing (a right answer that led here,
 * a wrong answer in words). The band lays them all in one place, unseen, so that it is as tall as the
 * tallest of them (measured by the browser, at the width and text size the reader has): the stage
 * keeps one size, the buttons stay where they are, and every word of every caption shows. (On a phone
 * the bands with answers are left out, site.css: their room would cost the cards too much.)
 */
function bandTexts(example: Example, why: ExampleStepperProps['why'], answers: ExampleStepperProps['answers']): BandText[] {
  const out: BandText[] = [];
  for (let i = 0; i <= example.steps.length; i++) {
    const caption = i === 0 ? example.intro : (example.steps[i - 1]?.caption ?? '');
    const ask = example.steps[i]?.ask;
    const band = { caption, why: i > 0 && (why?.[i - 1]?.length ?? 0) > 0, ask: ask?.prompt };
    const asked = i > 0 ? example.steps[i - 1]?.ask : undefined;
    const right = asked?.choices ? asked.choices.filter((c) => c.right).map(choiceText)[0] : asked ? answers?.[i - 1] : undefined;
    const wrong = (ask?.choices ?? []).filter((c) => !c.right).map(choiceText);
    out.push({ ...band, feedback: undefined });
    for (const feedback of [right, ...wrong]) if (feedback) out.push({ ...band, feedback });
  }
  return out;
}

/** One of those bands, drawn to take its room and be neither seen, heard, found nor pressed. */
function BandGhost({ text }: { text: BandText }) {
  return (
    <div class={`example-band-ghost${text.feedback ? ' is-answer' : ''}`} aria-hidden="true" data-pagefind-ignore="all">
      <div class="example-caption">
        {text.caption}
        {text.why && (
          <>
            {' '}
            <span class="why-button">Why?</span>
          </>
        )}
      </div>
      {text.ask && (
        <p class="example-ask">
          <strong>Your turn:</strong> {text.ask}
        </p>
      )}
      {text.feedback && <p class="example-feedback">{text.feedback}</p>}
    </div>
  );
}

/** A CSS rule that marks the cards a step moved (ids are checked card ids, quoted). */
function changedStyle(scope: string, ids: readonly CardId[]): string {
  const safe = ids.filter((id) => /^[A-Za-z0-9#]+$/.test(id));
  if (safe.length === 0) return '';
  const sel = safe.map((id) => `[data-example="${scope}"] .example-stage [data-card="${id}"]`).join(',');
  return (
    `${sel}{--changed:1}${safe.map((id) => `[data-example="${scope}"] .example-stage [data-card="${id}"] .card-face`).join(',')}{outline:3px ` +
    `dashed var(--changed-mark);outline-offset:3px;animation:example-arrive .5s ease-out}`
  );
}

export function ExampleStepper({ example, rulesPage, renderStage, startStep, changedAt, why, answers }: ExampleStepperProps) {
  const asks = example.steps.map((s) => s.ask !== undefined);
  const machine = useExampleMachine({ count: example.steps.length, asks, ...(startStep ? { start: startStep } : {}) });
  const waiting = machine.busy ? { 'aria-disabled': 'true' as const } : {};
  const { send } = machine;
  const { index, count, feedback, completed } = machine.context;
  const titleId = useId();
  // A custom example's progress is kept apart from the site's examples (it may reuse one's id).
  const key = progressKey(example);
  const done = useCompleted(key).includes(example.id);
  const [speechNote, setSpeechNote] = useState<string | null>(null);
  // The buttons wait, visibly, until the island runs: a click before then would be lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Reaching the last step completes the example, on this device.
  useEffect(() => {
    if (completed) markCompleted(key, example.id);
  }, [completed, key, example.id]);
  // Events a host page can listen for (they cross shadow roots): a step shown, the example finished,
  // a wrong or illegal answer tried.
  const root = useRef<HTMLElement | null>(null);
  // An answer's button goes once it is answered: focus goes on to the next thing to press.
  useKeepFocus(
    root,
    (el) =>
      el.querySelector<HTMLElement>('.example-controls .btn-primary:not([disabled])') ??
      el.querySelector<HTMLElement>('.example-choices button:not([disabled]), .example-stage button:not([disabled])') ??
      el.querySelector<HTMLElement>('.example-controls button:not([disabled])'),
  );
  const tell = (type: string, detail: Record<string, unknown>) =>
    root.current?.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: { game: example.game, example: example.id, ...detail } }));
  const mounted = useRef(false);
  useEffect(() => {
    // Not on the first render: a step is reported when the reader moves.
    if (mounted.current) tell('decktet-step', { step: index, count });
    mounted.current = true;
    setSpeechNote(null);
  }, [index]);
  useEffect(() => {
    if (completed) tell('decktet-complete', { count });
  }, [completed]);
  useEffect(() => {
    if (feedback && !feedback.right) tell('decktet-illegal', { step: index, message: feedback.text });
  }, [feedback]);
  const shown = index > 0 ? example.steps[index - 1] : undefined;
  const caption = shown ? shown.caption : example.intro;
  const ask = example.steps[index]?.ask ?? null;
  // While a question waits, nothing glows but the card it is about: a highlight must not give the answer away.
  const highlight = new Set<CardId>(ask ? [] : shown ? (shown.highlight ?? []) : (example.introHighlight ?? []));
  if (ask?.target) highlight.add(ask.target);
  const changed = index > 0 && changedAt ? changedAt(index) : [];
  const scope = example.id;
  const bands = useMemo(() => bandTexts(example, why, answers), [example, why, answers]);
  const read = () => {
    // What the band shows, in its order: the caption, the question, and the answer to the reader's last try.
    const text = [caption, ask?.prompt, feedback?.text].filter((t): t is string => Boolean(t)).join(' ');
    void speak(text).then((ok) =>
      setSpeechNote(ok ? null : 'No voice: this browser has no voice to read aloud with. Read the words above, or try another browser.'),
    );
  };
  return (
    <section
      class="example not-content"
      aria-labelledby={titleId}
      data-example={example.id}
      data-ready={ready ? '' : undefined}
      aria-busy={machine.busy ? 'true' : undefined}
      ref={root}
      onPointerEnter={machine.warm}
      onFocusCapture={machine.warm}
    >
      <h3 id={titleId}>{example.title}</h3>
      {changed.length > 0 && <style>{changedStyle(scope, changed)}</style>}
      <FitStage step={index} marked={ask ? [] : [...highlight]} asking={ask !== null}>
        {/* A step whose table cannot be drawn (a defect) says so; the caption and the buttons still work. */}
        <RenderGuard
          retry={index}
          fallback={(m) => (
            <p class="play-message is-error" role="alert">
              This step’s cards could not be drawn ({m}). The words below still tell it, and the step buttons still work.
            </p>
          )}
        >
          {headingsUnder(3, renderStage({ index, highlight, ask, answer: (right, text) => send({ type: 'ANSWER', right, text }) }))}
        </RenderGuard>
        {ask?.choices && (
          <div class="example-choices" role="group" aria-label="Your answer">
            {ask.choices.map((c) => (
              <button type="button" class="btn" key={c.label} disabled={!ready} onClick={() => send({ type: 'ANSWER', right: c.right, text: choiceText(c) })}>
                {c.label}
              </button>
            ))}
          </div>
        )}
      </FitStage>
      <div class="example-band">
        <div class="example-band-now">
          {/* The "Why?" ends the caption's last line (its explanations open below it): it takes no line of its own. */}
          <div class="example-caption">
            <span aria-live="polite" data-testid="caption">
              {caption}
            </span>
            {index > 0 && (why?.[index - 1]?.length ?? 0) > 0 && (
              <WhyButton key={index} why={why?.[index - 1] ?? []} game={example.game} about={`step ${index} of ${count}`} />
            )}
          </div>
          {ask && (
            <p class="example-ask" data-testid="ask">
              <strong>Your turn:</strong> {ask.prompt}
            </p>
          )}
          <p class={`example-feedback ${feedback ? (feedback.right ? 'is-right' : 'is-wrong') : ''}`} aria-live="assertive" data-testid="feedback">
            {feedback?.text ?? ''}
          </p>
        </div>
        {bands.map((text, k) => (
          <BandGhost key={k} text={text} />
        ))}
      </div>
      <div class="example-controls" data-testid="controls">
        {/* While a press waits for the steps to load, the others are not taken (they were made on a screen
            that had not moved): the buttons say so, and keep their focus. */}
        <button type="button" class="btn" onClick={() => send({ type: 'PREV' })} disabled={!ready || index === 0} {...waiting}>
          Previous step
        </button>
        <button
          type="button"
          class="btn btn-primary"
          onClick={() => send({ type: 'NEXT' })}
          disabled={!ready || index === count || ask !== null}
          {...waiting}
          title={ask ? 'Try the question first, or press “Show me”' : undefined}
        >
          Next step
        </button>
        <button type="button" class="btn" onClick={() => send({ type: 'SHOW' })} disabled={!ready || ask === null} {...waiting}>
          Show me
        </button>
        <button type="button" class="btn" onClick={() => send({ type: 'RESTART' })} disabled={!ready} {...waiting}>
          Restart example
        </button>
        <button type="button" class="btn" onClick={read} disabled={!ready}>
          Read aloud
        </button>
        {/* Under the buttons, not in the band: the band keeps the room of the example's own words only. */}
        {machine.failed && (
          <p class="example-note" role="alert">
            {machine.failed === 'retry'
              ? 'This example’s steps could not be loaded: the connection may have dropped. Press again to try once more.'
              : 'This example’s steps still could not be loaded. Reload the page to try again.'}
          </p>
        )}
        {speechNote && (
          <p class="example-note" role="status">
            {speechNote}
          </p>
        )}
        <span class="example-progress">
          {!ready ? 'Loading…' : index === 0 ? 'Start' : `Step ${index} of ${count}`}
          {done && (
            <span class="example-done" data-testid="done">
              {' '}
              <span aria-hidden="true">✓</span> Done
            </span>
          )}{' '}
          · <a href={siteUrl(`${rulesPage}#${example.rule.anchor}`)}>Rule: {example.rule.section}</a>
        </span>
      </div>
    </section>
  );
}
