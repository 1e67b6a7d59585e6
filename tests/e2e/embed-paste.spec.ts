/**
 * The embed page's own snippets, copied as a reader copies them (each copy button's text, in the page's
 * language and for the address it is served from) and pasted into a blog post on another origin: each runs
 * as pasted beside the embed it goes with, and hears the reader's steps. And the post's console stays clean:
 * no error and no warning, a lazy frame's and a sandboxed frame's included (the resize script asks a frame
 * for its height only once our page is in it).
 */
import { expect, test, type Page } from '@playwright/test';
import { blog, post, SITE } from './blog';
import { embedWords } from './embed-words';
import { LOCALES, localePath, type Locale } from '../../src/words/locales';

const site = blog();

interface Snippets {
  element: string;
  'listen-element': string;
  'listen-frame': string;
  /** The gallery's iframe snippet of its first example, the one the element's snippet shows. */
  iframe: string;
}

/** The embed page's snippets in a language, as its copy buttons copy them (their text's new lines are U+007F). */
async function snippets(page: Page, locale: Locale): Promise<Snippets> {
  await page.goto(localePath(locale, '/embed/'));
  const copied = (selector: string) => page.locator(selector).first().getAttribute('data-code', { timeout: 10_000 });
  // Rewritten for this address once the page's script has run.
  await expect.poll(() => copied('.embed-item [data-code]')).toContain(SITE);
  const read = async (selector: string) => ((await copied(selector)) ?? '').replace(/\u007f/g, '\n');
  return {
    element: await read('[data-snippet="element"] [data-code]'),
    'listen-element': await read('[data-snippet="listen-element"] [data-code]'),
    'listen-frame': await read('[data-snippet="listen-frame"] [data-code]'),
    iframe: await read('.embed-item [data-code]'),
  };
}

/** The console of a post: every error, warning or uncaught exception, and the first word of each log (the snippets log the event's type first). */
function watch(page: Page) {
  const seen = { problems: [] as string[], logged: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.problems.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'log') seen.logged.push(m.text().split(' ')[0] ?? '');
  });
  page.on('pageerror', (e) => seen.problems.push(`uncaught: ${String(e)}`));
  return seen;
}

/** Steps an example to its end ("Show me" where a step asks first). */
async function stepThrough(region: ReturnType<Page['locator']>, locale: Locale): Promise<void> {
  const w = embedWords(locale, 'ferret');
  const next = region.getByRole('button', { name: w.t('ui.example.next') });
  const show = region.getByRole('button', { name: w.t('ui.example.show-me') });
  // The buttons wait until the example's island runs.
  await expect(region).toHaveAttribute('data-ready', '');
  for (let i = 0; i < 30; i++) {
    // A press made while the example's steps load waits for them; others would be lost.
    await expect(region).not.toHaveAttribute('aria-busy', 'true');
    if (await next.isEnabled()) await next.click();
    else if (await show.isEnabled()) await show.click();
    else return;
  }
}

for (const locale of LOCALES) {
  test(`${locale}: the listening snippets run as pasted, each beside its embed, and hear the reader step to the end`, async ({ page }) => {
    const s = await snippets(page, locale);
    expect(s.element).toContain('<decktet-example');
    expect(s.iframe).toContain('<iframe');

    // The iframe's snippet and the frame's listener: no custom element on the page.
    site.put(`/frame-${locale}`, post(`${s.iframe}\n${s['listen-frame']}`, locale));
    const frameConsole = watch(page);
    await page.goto(`${site.origin}/frame-${locale}`);
    const frame = page.frameLocator('iframe').locator('section.example');
    await stepThrough(frame, locale);
    await expect.poll(() => frameConsole.logged).toContain('decktet:complete');
    expect(frameConsole.logged).toContain('decktet:step');
    expect(frameConsole.problems).toEqual([]);

    // The element's snippet and the element's listener.
    site.put(`/element-${locale}`, post(`${s.element}\n${s['listen-element']}`, locale));
    const elementConsole = watch(page);
    await page.goto(`${site.origin}/element-${locale}`);
    await stepThrough(page.locator('decktet-example section.example'), locale);
    await expect.poll(() => elementConsole.logged).toContain('decktet-complete');
    expect(elementConsole.logged).toContain('decktet-step');
    expect(elementConsole.problems).toEqual([]);
  });
}

test('a post with the gallery’s iframe snippet and a frame far below it (lazy), then one in a sandbox: no warning, and the frames are fitted', async ({
  page,
}) => {
  const s = await snippets(page, 'en');
  site.put('/lazy', post(`${s.iframe}\n<div style="height:4000px"></div>\n${s.iframe.replace('<iframe ', '<iframe id="far" ')}`));
  const seen = watch(page);
  await page.goto(`${site.origin}/lazy`);
  // The first frame tells its height, and the resize script sets it.
  await expect
    .poll(() =>
      page
        .locator('iframe')
        .first()
        .evaluate((f) => f.style.height),
    )
    .toMatch(/^\d+px$/);
  // The lazy frame loads when the reader comes to it, and is fitted too.
  await page.locator('#far').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('#far').evaluate((f) => f.style.height)).toMatch(/^\d+px$/);
  await expect(page.frameLocator('#far').locator('section.example')).toBeVisible();
  expect(seen.problems).toEqual([]);

  // A frame sandboxed without allow-same-origin has no origin the script may address: it is not asked. (It
  // cannot fetch the site's modules or read its sprite, as the embed page says: the browser's words on that
  // are not the resize script's.)
  site.put('/sandboxed', post(s.iframe.replace('<iframe ', '<iframe sandbox="allow-scripts" ')));
  const sandboxed = watch(page);
  await page.goto(`${site.origin}/sandboxed`);
  // Drawn by the custom element inside it, once the frame has loaded.
  await expect(page.frameLocator('iframe').locator('decktet-example section.example')).toBeVisible();
  expect(sandboxed.problems.filter((p) => /postMessage/.test(p))).toEqual([]);
});
