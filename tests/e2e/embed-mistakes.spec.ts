/**
 * A blogger's mistakes in a post, each told in words inside the embed, in the post's language: a custom
 * element whose `example` attribute is misspelt.
 */
import { expect, test } from '@playwright/test';
import { blog, post, SITE, watchConsole } from './blog';
import { embedWords } from './embed-words';
import { GAMES } from '../../src/engine/games';

const site = blog();
const GAME = 'badgers-court';
const court = GAMES[GAME];
const ids = court.examples.map((e) => e.id).join(', ');
const en = embedWords('en', GAME);
const es = embedWords('es', GAME);

const element = (id: string, attrs: string) =>
  `<decktet-example id="${id}" game="${GAME}" ${attrs}><a href="${SITE}/games/${GAME}/">Building nines</a></decktet-example>`;
const SCRIPT = `<script src="${SITE}/embed/decktet-example.js" defer></script>`;

test('a custom element whose example attribute is misspelt says that the attribute is missing, and lists the examples', async ({ page }) => {
  const seen = watchConsole(page);
  site.put('/misspelt', post(`${SCRIPT}\n${element('en', 'exemple="building-nines" lang="en"')}\n${element('es', 'exemple="building-nines" lang="es"')}`));
  await page.goto(`${site.origin}/misspelt`);
  const english = page.locator('decktet-example#en').getByRole('alert');
  await expect(english).toContainText(en.t('ui.embed.no-example-named', { title: court.title, examples: ids }));
  await expect(english).not.toContainText('no example called');
  await expect(page.locator('decktet-example#es').getByRole('alert')).toContainText(es.t('ui.embed.no-example-named', { title: court.title, examples: ids }));
  expect(seen.problems).toEqual([]);
});
