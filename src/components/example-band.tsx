/**
 * The band under an example's stage (./ExampleStepper.tsx) and every text it can show, laid unseen in the
 * place of the one shown, so that place is as tall as the tallest, measured by the browser at the reader's
 * width and text size. (In an embed, every step's table is laid the same way: src/embed/StageGhosts.tsx.)
 */
import type { Example } from '../engine/core/example';
import { useWords } from '../words/context';
import type { Words } from '../words/words';
import { said, type Reasoned, type Said } from './rules/said';

/** The words a reader's answer in words gets (a choice's button). */
export const choiceText = (w: Words, c: { right: boolean; why: string }) => w.t('ui.example.answer', { right: c.right ? 'yes' : 'no', why: c.why });

/** What the band under the stage can show at once: a caption, a "Why?", a question and the answer to a try. */
export interface BandText {
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
export function bandTexts(
  w: Words,
  example: Example,
  why: readonly (readonly Reasoned[])[] | undefined,
  answers: readonly (Said | undefined)[] | undefined,
): BandText[] {
  const out: BandText[] = [];
  for (let i = 0; i <= example.steps.length; i++) {
    const caption = i === 0 ? example.intro : (example.steps[i - 1]?.caption ?? '');
    const ask = example.steps[i]?.ask;
    const band = { caption, why: i > 0 && (why?.[i - 1]?.length ?? 0) > 0, ask: ask?.prompt };
    const asked = i > 0 ? example.steps[i - 1]?.ask : undefined;
    const answer = answers?.[i - 1];
    const right = asked?.choices
      ? asked.choices.filter((c) => c.right).map((c) => choiceText(w, c))[0]
      : asked && answer !== undefined
        ? said(w, answer)
        : undefined;
    const wrong = (ask?.choices ?? []).filter((c) => !c.right).map((c) => choiceText(w, c));
    out.push({ ...band, feedback: undefined });
    for (const feedback of [right, ...wrong]) if (feedback) out.push({ ...band, feedback });
  }
  return out;
}

/** One of those bands, drawn to take its room and be neither seen, heard, found nor pressed. */
export function BandGhost({ text }: { text: BandText }) {
  const w = useWords();
  return (
    <div class={`example-band-ghost${text.feedback ? ' is-answer' : ''}`} aria-hidden="true" data-pagefind-ignore="all">
      <div class="example-caption">
        {text.caption}
        {text.why && (
          <>
            {' '}
            <span class="why-button">{w.t('ui.why')}</span>
          </>
        )}
      </div>
      {text.ask && (
        <p class="example-ask">
          <strong>{w.t('ui.example.your-turn')}</strong> {text.ask}
        </p>
      )}
      {text.feedback && <p class="example-feedback">{text.feedback}</p>}
    </div>
  );
}
