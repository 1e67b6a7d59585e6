/**
 * Every word of every caption is there to read (issue 36): every example of every game (from the
 * registry), stepped from its set-up to its end at 1280×800 and 390×844. At every step the caption, and
 * the question and the answer to it when there are ones, are measured against every box around them:
 * the text does not overflow its own box (nothing to scroll inside it), no box around it clips it (an
 * ancestor that hides or scrolls its overflow), no button lies over it, and at the middle of every word
 * the page shows that word (nothing else is drawn over it, it is inside the window). Questions are
 * answered with the right word where there are words (after a wrong one, whose answer is measured too), else
 * with "Show me".
 */
import { expect, test } from '@playwright/test';
import { unreadable } from './readable';
import { gameList } from '../../src/engine/games';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const def of gameList()) {
      test(`${def.title}: every caption is whole at every step of every example`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.goto(`/games/${def.id}/`);
        const failures: string[] = [];
        let steps = 0;
        let tries = 0;
        for (const example of def.examples) {
          const section = page.locator(`section.example[data-example="${example.id}"]`);
          await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await expect(section).toHaveAttribute('data-ready', '');
          for (let i = 0; i <= example.steps.length; i++) {
            const where = `${example.id}, step ${i}`;
            const caption = section.getByTestId('caption');
            await expect(caption, where).toHaveText(i === 0 ? example.intro : example.steps[i - 1]!.caption);
            // The example as a reader who has scrolled to it sees it: its top just below the page's header
            // (only the page scrolls here, never a box inside the example).
            await section.evaluate((el) => {
              const header = Math.max(
                0,
                ...[...document.querySelectorAll('header.header, mobile-starlight-toc nav')].map((h) => h.getBoundingClientRect().bottom),
              );
              window.scrollBy(0, el.getBoundingClientRect().top - header);
            });
            await page.waitForTimeout(50);
            steps++;
            for (const [what, text] of [
              ['caption', caption],
              ['question', section.getByTestId('ask')],
              ['answer', section.getByTestId('feedback')],
            ] as const) {
              if (!(await text.count()) || (await text.innerText()).trim() === '') continue;
              for (const p of await unreadable(text)) failures.push(`${where}, ${what}: ${p}`);
            }
            if (i === example.steps.length) break;
            const asked = example.steps[i]!.ask;
            // A wrong answer in words first, where there is one: its answer shows with the caption and the question.
            const wrong = asked?.choices?.find((c) => !c.right);
            if (wrong) {
              await section.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: wrong.label, exact: true }).click();
              await expect(section.getByTestId('feedback'), where).toContainText('Not quite.');
              tries++;
              for (const [what, text] of [
                ['caption', caption],
                ['question', section.getByTestId('ask')],
                ['answer to a wrong try', section.getByTestId('feedback')],
              ] as const)
                for (const p of await unreadable(text)) failures.push(`${where}, ${what}: ${p}`);
            }
            if (asked) {
              const right = asked.choices?.find((c) => c.right);
              if (right) await section.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: right.label, exact: true }).click();
              else await section.getByRole('button', { name: 'Show me' }).click();
            } else await section.getByRole('button', { name: 'Next step' }).click();
          }
        }
        test.info().annotations.push({ type: 'steps', description: `${steps} steps and ${tries} wrong tries checked, ${failures.length} problems` });
        expect(failures, `${failures.length} problems in ${steps} steps:\n${failures.join('\n')}`).toEqual([]);
      });
    }
  });
}
