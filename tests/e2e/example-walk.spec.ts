/**
 * Every example of every game (from the registry), walked once per screen from its set-up to its end, with
 * every check made on the way (one page load and one walk where there were three: issue 35):
 *
 * - Fit, at a laptop (1280×800), a phone (390×844) and a classroom board (1920×1080, classroom setting on):
 *   at every step the stage's cards, the caption and the controls are in the viewport together, the buttons
 *   stay where they were, and the cards the step points at are on screen; "Next step" waits while a
 *   question is open.
 * - Every word of every caption is there to read (issue 36), at the laptop and the phone: at every step the
 *   caption, and the question and the answer to it when there are ones, are measured against every box
 *   around them (tests/e2e/readable.ts) with the example scrolled to just below the page's header. A
 *   question with words is first answered wrong (that answer is measured too), then right; a right answer
 *   leaves the example as a first right answer does (the machine goes to the next step and tells it right
 *   either way: src/machines/example.ts), so fit is measured on the same screens as before.
 * - The rules page passes axe (WCAG 2.2 A and AA) once every island on it has run, at the laptop and the
 *   phone (before the islands run, and every example's frame: tests/e2e/example-axe.spec.ts).
 *
 * Questions are passed with the right word or "Show me".
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { unreadable } from './readable';
import { gameList } from '../../src/engine/games';
import { axe } from './axe';

const SIZES = [
  { name: 'laptop', width: 1280, height: 800, classroom: false, words: true },
  { name: 'phone', width: 390, height: 844, classroom: false, words: true },
  { name: 'classroom board', width: 1920, height: 1080, classroom: true, words: false },
] as const;

async function inView(page: Page, what: Locator, label: string) {
  const vp = page.viewportSize()!;
  const n = await what.count();
  for (let i = 0; i < n; i++) {
    const box = await what.nth(i).boundingBox();
    expect(box, `${label} #${i} is shown`).not.toBeNull();
    expect(box!.y, `${label} #${i} top`).toBeGreaterThanOrEqual(-1);
    expect(box!.y + box!.height, `${label} #${i} bottom`).toBeLessThanOrEqual(vp.height + 1);
    expect(box!.x, `${label} #${i} left`).toBeGreaterThanOrEqual(-1);
    expect(box!.x + box!.width, `${label} #${i} right`).toBeLessThanOrEqual(vp.width + 1);
  }
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
        }
        const report: string[] = [];
        const failures: string[] = [];
        let steps = 0;
        let tries = 0;
        /** The caption, question and answer, as a reader who has scrolled to the example sees them. */
        const readable = async (section: Locator, where: string, answer = 'answer') => {
          for (const [what, text] of [
            ['caption', section.getByTestId('caption')],
            ['question', section.getByTestId('ask')],
            [answer, section.getByTestId('feedback')],
          ] as const) {
            if (!(await text.count()) || (await text.innerText()).trim() === '') continue;
            for (const p of await unreadable(text)) failures.push(`${where}, ${what}: ${p}`);
          }
        };
        for (const example of def.examples) {
          const section = page.locator(`section.example[data-example="${example.id}"]`);
          await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await expect(section).toHaveAttribute('data-ready', '');
          await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          const next = section.getByRole('button', { name: 'Next step' });
          // Where Next sits in the example (the page above may change: the progress line counts a finished example).
          const place = async () => {
            const [b, s] = [await next.boundingBox(), await section.boundingBox()];
            return { x: b!.x - s!.x, y: b!.y - s!.y };
          };
          const at = await place();
          const height = (await section.boundingBox())!.height;
          report.push(`${example.id} ${Math.round(height)}px`);
          for (let i = 0; i <= example.steps.length; i++) {
            const where = `${example.id}, step ${i}`;
            const caption = section.getByTestId('caption');
            await expect(caption, where).toHaveText(i === 0 ? example.intro : example.steps[i - 1]!.caption);
            // Fit: the page scrolled once, to the example's top, as the example was begun.
            await expect(section.locator('.example-stage'), where).toHaveAttribute('data-fit', /\d/);
            await inView(page, section.locator('.example-stage [data-card]'), `${where}: card`);
            await inView(page, caption, `${where}: caption`);
            await inView(page, section.getByTestId('controls').getByRole('button'), `${where}: button`);
            // The cards the step points at are on screen.
            const shown = i === 0 ? (example.introHighlight ?? []) : (example.steps[i - 1]!.highlight ?? []);
            const asked = example.steps[i]?.ask;
            for (const id of asked ? (asked.target ? [asked.target] : []) : shown)
              await expect(section.locator(`.example-stage [data-card="${id}"]`).first(), `${where}: ${id}`).toBeVisible();
            const box = await place();
            expect(Math.abs(box.y - at.y) + Math.abs(box.x - at.x), `${where}: Next step has not moved`).toBeLessThanOrEqual(1);
            if (asked) await expect(next, `${where}: Next waits for the reader`).toBeDisabled();
            const wrong = i < example.steps.length ? asked?.choices?.find((c) => !c.right) : undefined;
            if (size.words) {
              // Every word: the example as a reader who has scrolled to it sees it, its top just below the page's
              // header (only the page scrolls here, never a box inside the example); then back where fit has it.
              const fitAt = await page.evaluate(() => window.scrollY);
              await section.evaluate(async (el) => {
                const header = Math.max(
                  0,
                  ...[...document.querySelectorAll('header.header, mobile-starlight-toc nav')].map((h) => h.getBoundingClientRect().bottom),
                );
                window.scrollBy(0, el.getBoundingClientRect().top - header);
                await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
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

test('every example has a try: at its first question the table offers answers, and one is answered', async ({ page }) => {
  test.setTimeout(240_000);
  for (const def of gameList()) {
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
  }
});
