/**
 * Every example of every game (from the registry), stepped at three screens: a laptop (1280×800), a
 * phone (390×844) and a classroom board (1920×1080, classroom setting on). At every step the stage's
 * cards, the caption and the controls are in the viewport together, the buttons stay where they were,
 * and the cards the step points at are on screen. Questions are passed with "Show me" or the right
 * word; "Next step" waits while a question is open.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gameList } from '../../src/engine/games';

const SIZES = [
  { name: 'laptop', width: 1280, height: 800, classroom: false },
  { name: 'phone', width: 390, height: 844, classroom: false },
  { name: 'classroom board', width: 1920, height: 1080, classroom: true },
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
      test(`${def.title}: every example fits the screen at every step, and its buttons stay put`, async ({ page }) => {
        test.setTimeout(240_000);
        if (size.classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
        await page.goto(`/games/${def.id}/`);
        const report: string[] = [];
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
            if (i === example.steps.length) break;
            if (asked) {
              await expect(next, `${where}: Next waits for the reader`).toBeDisabled();
              const right = asked.choices?.find((c) => c.right);
              if (right) await section.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: right.label, exact: true }).click();
              else await section.getByRole('button', { name: 'Show me' }).click();
            } else await next.click();
          }
        }
        test.info().annotations.push({ type: 'heights', description: report.join(', ') });
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
