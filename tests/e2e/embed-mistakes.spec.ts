/**
 * A blogger's mistakes in a post, each told in words inside the embed, in the post's language: a frame
 * address with a wrong example id or game (the site's 404 page, which shows a frame's message there and
 * not its menus), a custom element whose `example` attribute is misspelt, and a `step` the example does
 * not have (said, opened at the start, and never ticked as done).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeOn } from './axe';
import { blog, post, SITE, watchConsole } from './blog';
import { shot } from './helpers';
import { embedWords } from './embed-words';
import { GAMES } from '../../src/engine/games';
import { catalogList } from '../../src/engine/catalog';

const site = blog();
const GAME = 'badgers-court';
const court = GAMES[GAME];
const ids = court.examples.map((e) => e.id).join(', ');
const games = catalogList()
  .map((m) => m.id)
  .join(', ');
const en = embedWords('en', GAME);
const es = embedWords('es', GAME);
const EXAMPLE = court.examples.find((e) => e.id === 'building-nines')!;
const LAST = EXAMPLE.steps.length;

const frame = (id: string, path: string) => `<iframe id="${id}" src="${SITE}${path}" title="A Badger’s Court example" width="720" height="400"
  style="border:0;width:100%;max-width:720px"></iframe>`;
const element = (id: string, attrs: string) =>
  `<decktet-example id="${id}" game="${GAME}" ${attrs}><a href="${SITE}/games/${GAME}/">Building nines</a></decktet-example>`;
const SCRIPT = `<script src="${SITE}/embed/decktet-example.js" defer></script>`;

/** What a frame's document shows: its alert's text, and whether the site's header or search is drawn. */
async function frameShows(page: Page, id: string) {
  const f = page.frameLocator(`#${id}`);
  await expect(f.getByRole('alert')).toBeVisible();
  return {
    alert: await f.getByRole('alert').innerText(),
    lang: await f.locator('html').getAttribute('lang'),
    header: await f.locator('header').first().isVisible(),
    search: await f.getByRole('button', { name: /search|buscar/i }).count(),
    height: await f.locator('body').evaluate((b) => b.getBoundingClientRect().height),
  };
}

test('a frame address with a wrong example id or game shows a frame’s message, in its language, without the site’s menus', async ({ page }) => {
  const seen = watchConsole(page);
  site.put(
    '/frames',
    post(
      [
        frame('wrong-id', `/embed/${GAME}/building-ninez/`),
        frame('wrong-id-es', `/es/embed/${GAME}/building-ninez/?theme=dark`),
        frame('wrong-game', '/embed/badgers/building-nines/'),
      ].join('\n'),
    ),
  );
  await page.goto(`${site.origin}/frames`);
  const wrong = await frameShows(page, 'wrong-id');
  expect(wrong.alert).toContain(en.t('ui.embed.cannot'));
  expect(wrong.alert).toContain(`Badger’s Court has no example called “building-ninez”. Its examples are: ${ids}.`);
  expect(wrong).toMatchObject({ lang: 'en', header: false, search: 0 });
  expect(wrong.height).toBeLessThan(250);
  const spanish = await frameShows(page, 'wrong-id-es');
  expect(spanish.alert).toContain(es.t('ui.embed.cannot'));
  expect(spanish.alert).toContain(`Badger’s Court no tiene ningún ejemplo llamado «building-ninez». Sus ejemplos son: ${ids}.`);
  expect(spanish).toMatchObject({ lang: 'es', header: false, search: 0 });
  expect(await page.frameLocator('#wrong-id-es').locator('html').getAttribute('data-theme')).toBe('dark');
  const game = await frameShows(page, 'wrong-game');
  expect(game.alert).toContain(`There is no game called “badgers”. The games are: ${games}.`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1600 });
    await shot(page, `frames-${width}.png`, { fullPage: true });
  }
  // The page's own 404 status, reported by the browser for each frame, is all the console says.
  expect(seen.problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
});

test('pasted with its resize script and a misspelt id, a frame shrinks to its message, not the example’s height', async ({ page, request }) => {
  const seen = watchConsole(page);
  const body = (await (await request.get(`${SITE}/oembed/${GAME}/building-nines.json`)).json()) as { html: string; height: number };
  // The oEmbed html as a blogger pastes it, pointed at the server under test, with the example's id misspelt.
  const built = new URL(/src="([^"]+)"/.exec(body.html)![1]!).origin;
  const html = body.html.split(built).join(SITE).replace('/building-nines/', '/building-ninez/').replace(' loading="lazy"', '');
  expect(html).toContain('/embed/frames.js');
  site.put('/pasted', post(html));
  await page.goto(`${site.origin}/pasted`);
  const iframe = page.locator(`iframe[src*="/embed/${GAME}/building-ninez/"]`);
  await expect(page.frameLocator(`iframe[src*="building-ninez"]`).getByRole('alert')).toContainText('has no example called “building-ninez”');
  expect(body.height).toBeGreaterThan(400);
  // The resize script fits the frame to the message (its body's height), as it does a working example, and
  // follows it when a narrow column wraps it onto more lines.
  const message = page.frameLocator(`iframe[src*="building-ninez"]`).locator('body');
  const content = async () => message.evaluate((b) => Math.ceil(b.getBoundingClientRect().height));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(async () => Math.round(await iframe.evaluate((f) => f.getBoundingClientRect().height)) - (await content()), { timeout: 10_000 }).toBe(0);
    expect(await content(), `${width} px`).toBeLessThan(width < 500 ? 400 : 250);
    await shot(page, `pasted-misspelt-${width}.png`);
  }
  expect(seen.problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
});

test('the 404 page is the site’s own everywhere else, and the frame’s message passes axe', async ({ page }) => {
  await page.goto('/no-such-page/');
  await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('.embed-missing-frame')).toHaveCount(0);
  // An address that only begins like a frame's is not one.
  await page.goto('/embedded/x/');
  await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
  await page.goto(`/embed/${GAME}/no-such-example/`);
  await expect(page.getByRole('alert')).toContainText('has no example called “no-such-example”');
  await expect(page.getByRole('heading', { name: '404' })).toBeHidden();
  expect((await axeOn(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

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

test('a step the example does not have is said, the example opens at its start, and nothing is ticked done that the reader did not step through', async ({
  page,
}) => {
  const seen = watchConsole(page);
  site.put(
    '/steps',
    post(
      `${SCRIPT}
<script>window.completed = []; document.addEventListener('decktet-complete', (e) => window.completed.push(e.target.id));</script>
${element('far', `example="${EXAMPLE.id}" step="12" lang="en"`)}
${element('far-es', `example="${EXAMPLE.id}" step="-1" lang="es"`)}
${element('plain', `example="${EXAMPLE.id}" lang="en"`)}
${element('last', `example="${EXAMPLE.id}" step="${LAST}" lang="en"`)}`,
    ),
  );
  await page.goto(`${site.origin}/steps`);
  const far = page.locator('decktet-example#far');
  await expect(far.getByRole('note')).toHaveText(en.t('ui.embed.step-out-of-range', { step: '12', last: String(LAST) }));
  const example = far.getByRole('region', { name: EXAMPLE.title });
  await expect(example.locator('.example-progress')).toContainText(en.t('ui.example.start'));
  await expect(page.locator('decktet-example#far-es').getByRole('note')).toHaveText(es.t('ui.embed.step-out-of-range', { step: '-1', last: String(LAST) }));
  // A step it has opens there, without a note, and is not done: the reader has stepped through nothing.
  const last = page.locator('decktet-example#last').getByRole('region', { name: EXAMPLE.title });
  await expect(last.locator('.example-progress')).toContainText(en.t('ui.example.step', { n: LAST, of: LAST }));
  await expect(page.locator('decktet-example#last').getByRole('note')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1600 });
    await shot(page, `steps-${width}.png`, { fullPage: true });
  }
  for (const id of ['far', 'far-es', 'plain', 'last']) await expect(page.locator(`decktet-example#${id}`).getByTestId('done')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('decktet-rules:progress'))).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { completed: string[] }).completed)).toEqual([]);
  // Stepping back and on to the last step completes it, and every embed of the example says so.
  await last.getByRole('button', { name: en.t('ui.example.previous') }).click();
  await expect(last.locator('.example-progress')).toContainText(en.t('ui.example.step', { n: LAST - 1, of: LAST }));
  const next = last.getByRole('button', { name: en.t('ui.example.next') });
  await ((await next.isEnabled()) ? next : last.getByRole('button', { name: en.t('ui.example.show-me') })).click();
  await expect(page.locator('decktet-example#plain').getByTestId('done')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { completed: string[] }).completed)).toEqual(['last']);
  expect(seen.problems).toEqual([]);
});
