/**
 * Every example of every game (from the registry), walked once per screen from its set-up to its end, with
 * every check made on the way (one page load and one walk where there were three: issue 35):
 *
 * - Fit, at a laptop (1280×800), a phone (390×844) and a classroom board (1920×1080, classroom setting on):
 *   at every step the stage's cards, the caption and the controls are in the viewport together, the buttons
 *   stay where they were, and the cards the step points at are on screen; "Next step" waits while a
 *   question is open.
 * - Every word of every caption is there to read (issue 36), at the laptop and the phone: at every step the
 *   caption, the line under the buttons, and the question and the answer to it when there are ones, are measured against every box
 *   around them (tests/e2e/readable.ts) with the example scrolled to just below the page's header. A
 *   question with words is first answered wrong (that answer is measured too), then right; a right answer
 *   leaves the example as a first right answer does (the machine goes to the next step and tells it right
 *   either way: src/machines/example.ts), so fit is measured on the same screens as before.
 * - The rules page passes axe (WCAG 2.2 A and AA), and no two of its landmarks share a name, once every
 *   island on it has run, at the laptop and the phone (before the islands run, and every example's frame: tests/e2e/example-axe.spec.ts).
 *
 * Questions are passed with the right word or "Show me".
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { unreadable, unreadableEach } from './readable';
import { gameList } from '../../src/engine/games';
import { axe, landmarksShared } from './axe';

const SIZES = [
  { name: 'laptop', width: 1280, height: 800, classroom: false, words: true },
  { name: 'phone', width: 390, height: 844, classroom: false, words: true },
  { name: 'classroom board', width: 1920, height: 1080, classroom: true, words: false },
] as const;

type Box = { x: number; y: number; width: number; height: number } | null;

/**
 * Every box a step's fit checks measure, read in one call: the stage's cards, the caption, the controls' buttons,
 * "Next step" and the example itself, and whether each card the step points at shows (as Playwright's
 * toBeVisible: a box of some size, not hidden). A box read by a locator is a round trip to the browser each.
 */
async function stepBoxes(section: Locator, pointed: readonly string[]) {
  return section.evaluate((el, ids) => {
    const box = (e: Element | null | undefined): Box => {
      if (!e || e.getClientRects().length === 0) return null;
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const buttons = [...el.querySelectorAll('[data-testid="controls"] button')];
    return {
      cards: [...el.querySelectorAll('.example-stage [data-card]')].map(box),
      caption: [...el.querySelectorAll('[data-testid="caption"]')].map(box),
      buttons: buttons.map(box),
      next: box(buttons.find((b) => b.textContent?.trim() === 'Next step')),
      nextDisabled: buttons.find((b) => b.textContent?.trim() === 'Next step')?.hasAttribute('disabled') ?? false,
      section: box(el),
      hidden: ids.filter((id) => {
        const card = el.querySelector(`.example-stage [data-card="${CSS.escape(id)}"]`);
        const b = box(card);
        return !card || !b || b.width === 0 || b.height === 0 || getComputedStyle(card).visibility === 'hidden';
      }),
    };
  }, pointed);
}

/**
 * The boxes not shown or not wholly inside the viewport, in words: plain comparisons, said in one `expect` a
 * step, since an `expect` a side of a box cost the test's process 0.6 of a walk's 2.6 CPU-seconds (Playwright
 * records each call's stack).
 */
function outOfView(page: Page, boxes: readonly Box[], label: string): string[] {
  const vp = page.viewportSize()!;
  const out: string[] = [];
  boxes.forEach((box, i) => {
    if (!box) out.push(`${label} #${i} is not shown`);
    else if (box.y < -1 || box.y + box.height > vp.height + 1 || box.x < -1 || box.x + box.width > vp.width + 1)
      out.push(
        `${label} #${i} at ${Math.round(box.x)},${Math.round(box.y)} (${Math.round(box.width)}×${Math.round(box.height)}) is not all in ${vp.width}×${vp.height}`,
      );
  });
  return out;
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height} (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    for (const def of gameList()) {
      const title = size.words
        ? `${def.title}: the rules page passes axe, and every example fits the screen and every caption is whole at every step`
        : `${def.title}: every example fits the screen at every step, and its buttons stay put`;
      test(title, async ({ page }) => {
        test.setTimeout(660_000);
        if (size.classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
        await page.goto(`/games/${def.id}/`);
        if (size.words) {
          await hydrated(page);
          expect(await axe(page), 'the rules page, its islands run').toEqual([]);
          expect(await landmarksShared(page), 'landmarks of one name, the examples’ zones among them').toEqual([]);
        }
        const report: string[] = [];
        const failures: string[] = [];
        let steps = 0;
        let tries = 0;
        /** The caption, question, answer and the line under the buttons (the step and the rule's link), as a reader who has scrolled to the example sees them (one call for them all). */
        const readable = async (section: Locator, where: string, answer = 'answer') => {
          const names: Record<string, string> = { caption: 'caption', ask: 'question', feedback: answer, 'step-line': 'step and rule link' };
          const texts = '[data-testid="caption"], [data-testid="ask"], [data-testid="feedback"], [data-testid="step-line"]';
          for (const text of await unreadableEach(section.locator(texts)))
            for (const p of text.problems) failures.push(`${where}, ${names[text.testId ?? ''] ?? text.testId}: ${p}`);
        };
        for (const example of def.examples) {
          const section = page.locator(`section.example[data-example="${example.id}"]`);
          await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await expect(section).toHaveAttribute('data-ready', '');
          await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          const next = section.getByRole('button', { name: 'Next step' });
          // Where Next sits in the example (the page above may change: the progress line counts a finished example).
          const place = (b: Awaited<ReturnType<typeof stepBoxes>>) => {
            expect(b.next, `${example.id}: a "Next step" button is shown`).not.toBeNull();
            expect(b.section, `${example.id}: the example is shown`).not.toBeNull();
            return { x: b.next!.x - b.section!.x, y: b.next!.y - b.section!.y };
          };
          const first = await stepBoxes(section, []);
          const at = place(first);
          const height = first.section!.height;
          report.push(`${example.id} ${Math.round(height)}px`);
          for (let i = 0; i <= example.steps.length; i++) {
            const where = `${example.id}, step ${i}`;
            const caption = section.getByTestId('caption');
            await expect(caption, where).toHaveText(i === 0 ? example.intro : example.steps[i - 1]!.caption);
            // Fit: the page scrolled once, to the example's top, as the example was begun.
            await expect(section.locator('.example-stage'), where).toHaveAttribute('data-fit', /\d/);
            // The cards the step points at are on screen.
            const shown = i === 0 ? (example.introHighlight ?? []) : (example.steps[i - 1]!.highlight ?? []);
            const asked = example.steps[i]?.ask;
            const pointed = asked ? (asked.target ? [asked.target] : []) : shown;
            const boxes = await stepBoxes(section, pointed);
            expect([
              ...outOfView(page, boxes.cards, `${where}: card`),
              ...outOfView(page, boxes.caption, `${where}: caption`),
              ...outOfView(page, boxes.buttons, `${where}: button`),
            ]).toEqual([]);
            // A card not yet shown is waited for, as toBeVisible waits.
            for (const id of boxes.hidden) await expect(section.locator(`.example-stage [data-card="${id}"]`).first(), `${where}: ${id}`).toBeVisible();
            const box = place(boxes);
            expect(Math.abs(box.y - at.y) + Math.abs(box.x - at.x), `${where}: Next step has not moved`).toBeLessThanOrEqual(1);
            if (asked && !boxes.nextDisabled) await expect(next, `${where}: Next waits for the reader`).toBeDisabled();
            const wrong = i < example.steps.length ? asked?.choices?.find((c) => !c.right) : undefined;
            if (size.words) {
              // Every word: the example as a reader who has scrolled to it sees it, its top just below the page's
              // header (only the page scrolls here, never a box inside the example); then back where fit has it.
              const fitAt = await section.evaluate(async (el) => {
                const from = window.scrollY;
                const header = Math.max(
                  0,
                  ...[...document.querySelectorAll('header.header, mobile-starlight-toc nav')].map((h) => h.getBoundingClientRect().bottom),
                );
                window.scrollBy(0, el.getBoundingClientRect().top - header);
                await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
                return from;
              });
              steps++;
              await readable(section, where);
              // A wrong answer in words first, where there is one: its answer shows with the caption and the question.
              if (wrong) {
                await section.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: wrong.label, exact: true }).click();
                await expect(section.getByTestId('feedback'), where).toContainText('Not quite.');
                tries++;
                await readable(section, where, 'answer to a wrong try');
              }
              await page.evaluate((y) => window.scrollTo(0, y), fitAt);
            }
            if (i === example.steps.length) break;
            if (asked) {
              const right = asked.choices?.find((c) => c.right);
              if (right) await section.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: right.label, exact: true }).click();
              else await section.getByRole('button', { name: 'Show me' }).click();
            } else await next.click();
          }
        }
        test.info().annotations.push({ type: 'heights', description: report.join(', ') });
        if (size.words) {
          test.info().annotations.push({ type: 'steps', description: `${steps} steps and ${tries} wrong tries checked, ${failures.length} problems` });
          expect(failures, `${failures.length} problems in ${steps} steps:\n${failures.join('\n')}`).toEqual([]);
        }
      });
    }
  });
}

// A test a game, not one for them all: the same page loads, but no single test of five games' examples left to
// run last while the other workers have finished.
for (const def of gameList())
  test(`${def.title}: every example has a try: at its first question the table offers answers, and one is answered`, async ({ page }) => {
    await page.goto(`/games/${def.id}/`);
    for (const example of def.examples) {
      const first = example.steps.findIndex((s) => s.ask);
      expect(first, `${example.id} asks something`).toBeGreaterThanOrEqual(0);
      const section = page.locator(`section.example[data-example="${example.id}"]`);
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute('data-ready', '');
      for (let i = 0; i < first; i++) await section.getByRole('button', { name: example.steps[i]!.ask ? 'Show me' : 'Next step' }).click();
      await expect(section.getByTestId('ask')).toContainText(example.steps[first]!.ask!.prompt);
      // Something on the stage to press: a card, a space, a suit, a set, or a word.
      const offers = section.locator('.example-stage button:not([disabled])');
      expect(await offers.count(), `${example.id}: something to press`).toBeGreaterThan(0);
      await offers.first().click();
      // Badger's Court: a card is chosen first, then a play.
      const play = section.getByRole('group', { name: /play/i }).getByRole('button').first();
      if ((await section.getByTestId('feedback').innerText()) === '' && (await play.count())) await play.click().catch(() => {});
      await section.getByRole('button', { name: 'Restart example' }).click();
    }
  });

// Spanish says the same in more words: at a phone, its captions and buttons leave the table less room. Each
// example's table still fits its stage, scaled, at every step (the stage never scrolls its table out of sight).
test.describe('at 390×844 in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const def of gameList()) {
    test(`${def.title}: every example's table fits its stage at every step, no stage scrolled, its rule link whole`, async ({ page }) => {
      await page.goto(`/es/games/${def.id}/`);
      const scrolled: string[] = [];
      const cut: string[] = [];
      for (const example of def.examples) {
        const section = page.locator(`section.example[data-example="${example.id}"]`);
        await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await expect(section).toHaveAttribute('data-ready', '');
        // The rule's link, longer in Spanish, wraps: no word of it is cut off.
        for (const p of await unreadable(section.getByTestId('step-line'))) cut.push(`${example.id}, the step and rule link: ${p}`);
        const stage = section.locator('.example-stage');
        const controls = section.getByTestId('controls').getByRole('button');
        for (let i = 0; i <= example.steps.length; i++) {
          await expect(stage).toHaveAttribute('data-step', String(i));
          await expect(stage).toHaveAttribute('data-fit', /\d/);
          const hidden = await stage.evaluate((o) => (o.dataset.scroll === undefined ? 0 : o.scrollHeight - o.clientHeight));
          if (hidden > 2) scrolled.push(`${example.id}, step ${i}: ${hidden} px of the table below the stage's edge`);
          if (i === example.steps.length) break;
          // "Siguiente", or "Enséñamelo" where the step asks.
          await controls.nth(example.steps[i]!.ask ? 2 : 1).click();
        }
      }
      expect(scrolled).toEqual([]);
      expect(cut).toEqual([]);
    });
  }
});
