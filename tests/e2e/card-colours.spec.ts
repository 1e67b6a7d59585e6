import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

// In the classroom setting every card names its suits' colours; three colours' names ("naranja · marrón ·
// amarillo") are longer than a card is wide, and must still be shown whole, inside the card, in each language.
for (const [lang, deck] of [
  ['English', '/deck/'],
  ['Spanish', '/es/deck/'],
] as const) {
  test(`${lang}: in the classroom setting every card's colour names fit inside the card`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await page.goto(deck);
    await hydrated(page);
    const colours = page.locator('svg .card-colours');
    expect(await colours.count()).toBeGreaterThan(30);
    const outside = await colours.evaluateAll((texts) =>
      texts.flatMap((t) => {
        const svg = (t as SVGTextElement).ownerSVGElement!.getBoundingClientRect();
        const box = t.getBoundingClientRect();
        return box.width > 0 && (box.left < svg.left || box.right > svg.right)
          ? [`${t.textContent} (${Math.round(box.width)} of ${Math.round(svg.width)} px)`]
          : [];
      }),
    );
    expect(outside).toEqual([]);
  });
}
