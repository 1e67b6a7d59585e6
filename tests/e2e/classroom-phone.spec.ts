/**
 * The classroom setting on a phone (390×844), on the rules pages: every example's box holds its words and
 * its buttons (none hang below it over the next heading), and its stage keeps room for cards a reader can
 * read and press. The classroom's large type once left the stage 132 px, its cards 25–31 px wide, and the
 * buttons and the footer line of all 38 examples hung up to 509 px below the box.
 *
 * Spanish, whose words are the longest, on every rules page; English on two.
 */
import { expect, test } from '@playwright/test';
import { gameList } from '../../src/engine/games';

test.use({ viewport: { width: 390, height: 844 } });

const pages = [...gameList().map((def) => `/es/games/${def.id}/`), '/games/hermit/', '/games/jigger/'];

for (const path of pages)
  test(`${path} in the classroom at 390 px: every example holds its words and buttons, and its cards stay readable`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await page.goto(path);
    const count = await page.locator('section.example').count();
    expect(count).toBeGreaterThan(0);
    const problems: string[] = [];
    for (let k = 0; k < count; k++) {
      const section = page.locator('section.example').nth(k);
      await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(section).toHaveAttribute('data-ready', '');
      await expect(section.locator('.example-stage')).toHaveAttribute('data-fit', /\d/);
      // Read in one call: the box, the lowest edge of its band and controls, and the widest card on its stage.
      const m = await section.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const parts = [...el.querySelectorAll('.example-band, .example-controls, .example-controls > *')];
        const lowest = Math.max(...parts.map((e) => e.getBoundingClientRect().bottom));
        const cards = [...el.querySelectorAll('.example-stage [data-card]')].map((c) => c.getBoundingClientRect().width);
        const buttons = [...el.querySelectorAll('.example-controls button')].map((b) => b.getBoundingClientRect());
        return {
          id: el.getAttribute('data-example'),
          below: Math.round(lowest - (box.bottom - parseFloat(getComputedStyle(el).paddingBottom))),
          widest: Math.round(Math.max(...cards)),
          stage: Math.round(el.querySelector('.example-stage')!.getBoundingClientRect().height),
          button: Math.round(Math.min(...buttons.map((b) => Math.min(b.width, b.height)))),
        };
      });
      if (m.below > 1) problems.push(`${m.id}: its words or buttons hang ${m.below} px below the box`);
      if (m.widest < 36) problems.push(`${m.id}: its widest card is ${m.widest} px (stage ${m.stage} px tall)`);
      if (m.button < 44) problems.push(`${m.id}: a button is ${m.button} px`);
    }
    expect(problems).toEqual([]);
  });
