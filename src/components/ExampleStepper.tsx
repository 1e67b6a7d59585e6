/**
 * A scripted example a reader steps through: the table for the current step, its caption in a live
 * region, and the buttons "Previous step", "Next step" and "Restart example". Game-agnostic: the game's
 * island renders the table and judges answers with its engine.
 */
import { msg } from '../engine/core/message';
import { RenderGuard } from './RenderGuard';
import { headingsUnder } from './zone-heading';
import { createContext, type ComponentType, type JSX } from 'preact';
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { CardId } from '../engine/deck';
import type { Example, ExampleAsk } from '../engine/core/example';
import { useExampleMachine } from './useExampleMachine';
import { markCompleted, progressKey } from '../site/progress';
import { siteUrl } from '../site/site-base';
import { useCompleted } from './useProgress';
import { WhyButton } from './rules/Why';
import { useKeepFocus } from './useKeepFocus';
import { FitStage } from './FitStage';
import { useWords } from '../words/context';
import { ruleTitle, type Reasoned, type Said } from './rules/said';
import { BandGhost, bandTexts, choiceText } from './example-band';

/**
 * Reads text aloud with the browser's own speech synthesis, in the page's language (`lang`, "en" or
 * "es"), with a voice of that language. Resolves 'none' where the browser cannot speak at all or has no
 * voice installed (some browsers wait a moment before they list their voices), 'language' where it has
 * voices but none of this language (an English voice reading Spanish would be no help), else 'spoken'.
 */
export async function speak(text: string, lang: string): Promise<'spoken' | 'none' | 'language'> {
  if (typeof window === 'undefined' || !window.speechSynthesis || typeof SpeechSynthesisUtterance === 'undefined') return 'none';
  const synth = window.speechSynthesis;
  let voice: SpeechSynthesisVoice | undefined;
  if (typeof synth.getVoices === 'function') {
    if (synth.getVoices().length === 0)
      await new Promise<void>((done) => {
        const timer = setTimeout(done, 800);
        synth.addEventListener?.('voiceschanged', () => (clearTimeout(timer), done()), { once: true });
      });
    const voices = synth.getVoices();
    if (voices.length === 0) return 'none';
    const ofLang = voices.filter((v) => v.lang.toLowerCase().replace('_', '-').split('-')[0] === lang);
    voice = ofLang.find((v) => v.default) ?? ofLang.find((v) => v.localService) ?? ofLang[0];
    if (!voice) return 'language';
  }
  synth.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.lang = voice?.lang ?? lang;
  if (voice) u.voice = voice;
  u.rate = 0.9;
  synth.speak(u);
  return 'spoken';
}

export interface StageProps {
  index: number;
  highlight: ReadonlySet<CardId>;
  /** The question for the coming step, if it has one. */
  ask: ExampleAsk | null;
  /** Report the engine's verdict on the reader's answer. */
  answer: (right: boolean, text: string) => void;
  /** The reader picked on the table (a card, a Court card, "Clear"): the answer to a wrong try goes. */
  picking: () => void;
  /** How many times the reader has pressed "Restart example": a table's own picks go then, even where the step stays the same. */
  restarts: number;
  /**
   * Draw a question as the reader has it once they have chosen on the table what the step's own move chooses
   * (an embed's unseen table, src/embed/StageGhosts.tsx: it keeps the room a Badger's Court card's play
   * buttons take when it is chosen).
   */
  chosen?: boolean;
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
  why?: readonly (readonly Reasoned[])[];
  /**
   * Per step, the words the engine gives a right answer to its question when the reader makes the step's
   * own move (`scriptedAnswers`): on a wide screen the band keeps room for them, so a right answer moves
   * nothing; on a phone the band keeps the room for the cards instead (the stage shrinks for that step).
   */
  answers?: readonly (Said | undefined)[];
}

/** A CSS rule that marks the cards a step moved (ids are checked card ids, quoted). */
function changedStyle(scope: string, ids: readonly CardId[]): string {
  const safe = ids.filter((id) => /^[A-Za-z0-9#]+$/.test(id));
  if (safe.length === 0) return '';
  // The table shown and its strip of cards, not an embed's unseen tables.
  const at = (id: string) => `[data-example="${scope}"] .example-stage-inner > :not(.example-ghost) [data-card="${id}"]`;
  const mark = '{outline:3px dashed var(--changed-mark);outline-offset:3px;animation:example-arrive .5s ease-out}';
  return `${safe.map(at).join(',')}{--changed:1}${safe.map((id) => `${at(id)} .card-face`).join(',')}${mark}`;
}

/**
 * The cards a step points at, which the stage marks: none while it asks (a mark must not give the answer away),
 * else those its caption names (at the set-up, the introduction's).
 */
export const pointedAt = (example: Example, index: number): readonly CardId[] =>
  example.steps[index]?.ask ? [] : ((index > 0 ? example.steps[index - 1]?.highlight : example.introHighlight) ?? []);

/**
 * What an embed draws unseen in the stage (src/embed/StageGhosts.tsx): an embed's frame is as tall as what it
 * holds, so its table is drawn at its own size, not fitted to a box, and every step's table lies unseen in
 * the table's place; the stage is as tall as the tallest step and the buttons under it stay put. Given by
 * the embed, so that a rules page, whose stage is a box, loads none of it.
 */
export const StageGhostsSlot = createContext<ComponentType<{ example: Example; renderStage: ExampleStepperProps['renderStage'] }> | null>(null);

export function ExampleStepper({ example, rulesPage, renderStage, startStep, changedAt, why, answers }: ExampleStepperProps) {
  const w = useWords();
  const asks = example.steps.map((s) => s.ask !== undefined);
  const machine = useExampleMachine({ count: example.steps.length, asks, ...(startStep ? { start: startStep } : {}) });
  const waiting = machine.busy ? { 'aria-disabled': 'true' as const } : {};
  const { send } = machine;
  const { index, count, feedback, completed } = machine.context;
  const answer = (right: boolean, text: string) => send({ type: 'ANSWER', right, text });
  const picking = () => feedback && !feedback.right && send({ type: 'PICK' });
  const titleId = useId();
  // A custom example's progress is kept apart from the site's examples (it may reuse one's id).
  const key = progressKey(example);
  const done = useCompleted(key).includes(example.id);
  const [speechNote, setSpeechNote] = useState<string | null>(null);
  const [restarts, setRestarts] = useState(0);
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
      el.querySelector<HTMLElement>('.example-now button:not([disabled])') ??
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
  const highlight = new Set<CardId>(pointedAt(example, index));
  if (ask?.target) highlight.add(ask.target);
  const changed = index > 0 && changedAt ? changedAt(index) : [];
  const scope = example.id;
  const bands = useMemo(() => bandTexts(w, example, why, answers), [w, example, why, answers]);
  const Ghosts = useContext(StageGhostsSlot);
  const read = () => {
    // What the band shows, in its order: the caption, the question, and the answer to the reader's last try.
    const text = [caption, ask?.prompt, feedback?.text].filter((t): t is string => Boolean(t)).join(' ');
    void speak(text, w.locale).then((r) =>
      setSpeechNote(r === 'spoken' ? null : r === 'none' ? w.t('ui.example.no-voice') : w.t('ui.example.no-voice-in-language')),
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
      <FitStage step={index} marked={ask ? [] : [...highlight]} asking={ask !== null} unseen={Ghosts && <Ghosts example={example} renderStage={renderStage} />}>
        {/* A step whose table cannot be drawn (a defect) says so; the caption and the buttons still work. */}
        <RenderGuard
          retry={index}
          fallback={(m) => (
            <p class="play-message is-error" role="alert">
              {w.t('ui.example.not-drawn', { why: m })}
            </p>
          )}
        >
          {headingsUnder(3, renderStage({ index, highlight, ask, answer, picking, restarts }))}
        </RenderGuard>
        {ask?.choices && (
          <div class="example-choices" role="group" aria-label={w.t('ui.example.your-answer')}>
            {ask.choices.map((c) => (
              <button
                type="button"
                class="btn"
                key={c.label}
                disabled={!ready}
                onClick={() => send({ type: 'ANSWER', right: c.right, text: choiceText(w, c) })}
              >
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
              <WhyButton key={index} why={why?.[index - 1] ?? []} game={example.game} about={w.phrase(msg('ui.example.step-about', { n: index, of: count }))} />
            )}
          </div>
          {ask && (
            <p class="example-ask" data-testid="ask">
              <strong>{w.t('ui.example.your-turn')}</strong> {ask.prompt}
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
          {w.t('ui.example.previous')}
        </button>
        <button
          type="button"
          class="btn btn-primary"
          onClick={() => send({ type: 'NEXT' })}
          disabled={!ready || index === count || ask !== null}
          {...waiting}
          title={ask ? w.t('ui.example.try-first') : undefined}
        >
          {w.t('ui.example.next')}
        </button>
        <button type="button" class="btn" onClick={() => send({ type: 'SHOW' })} disabled={!ready || ask === null} {...waiting}>
          {w.t('ui.example.show-me')}
        </button>
        <button type="button" class="btn" onClick={() => (send({ type: 'RESTART' }), setRestarts((n) => n + 1))} disabled={!ready} {...waiting}>
          {w.t('ui.example.restart')}
        </button>
        <button type="button" class="btn" onClick={read} disabled={!ready}>
          {w.t('ui.example.read-aloud')}
        </button>
        {/* Under the buttons, not in the band: the band keeps the room of the example's own words only. */}
        {machine.failed && (
          <p class="example-note" role="alert">
            {machine.failed === 'retry' ? w.t('ui.example.load-retry') : w.t('ui.example.load-failed')}
          </p>
        )}
        {speechNote && (
          <p class="example-note" role="status">
            {speechNote}
          </p>
        )}
        {/* The rule link, then the step, which goes on the next line when the two do not fit on one: the step keeps
            the width of its widest form ("Loading…" is narrower), so that the lines never change from step to step. */}
        <span class="example-progress" data-testid="step-line">
          <a href={siteUrl(`${w.path(rulesPage)}#${ruleTitle(w, example.rule).anchor}`)}>
            {w.t('ui.rule.link', { section: ruleTitle(w, example.rule).section })}
          </a>{' '}
          <span class="example-at" data-widest={`· ${w.t('ui.example.step', { n: count, of: count })} ✓ ${w.t('ui.example.done')}`}>
            <span>
              <span aria-hidden="true">·</span>{' '}
              <span>
                {!ready ? w.t('ui.loading') : index === 0 ? w.t('ui.example.start') : w.t('ui.example.step', { n: index, of: count })}
                {done && (
                  <span class="example-done" data-testid="done">
                    {' '}
                    <span aria-hidden="true">✓</span> {w.t('ui.example.done')}
                  </span>
                )}
              </span>
            </span>
          </span>
        </span>
      </div>
    </section>
  );
}
