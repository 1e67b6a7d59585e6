/**
 * The embed page's own snippets, copied as a reader copies them (each copy button's text, in the page's
 * language and for the address it is served from) and pasted into a blog post on another origin: each runs
 * as pasted beside the embed it goes with, and hears the reader's steps. And the post's console stays clean:
 * no error and no warning, a lazy frame's and a sandboxed frame's included (the resize script asks a frame
 * for its height only once our page is in it).
 */
import { expect, test, type Page } from '@playwright/test';
import { blog, post, SITE } from './blog';
import { localePath, type Locale } from '../../src/words/locales';

const site = blog();

interface Snippets {
  /** The gallery's iframe snippet of its first example. */
  iframe: string;
}

/** The embed page's snippets in a language, as its copy buttons copy them (their text's new lines are U+007F). */
async function snippets(page: Page, locale: Locale): Promise<Snippets> {
  await page.goto(localePath(locale, '/embed/'));
  const copied = (selector: string) => page.locator(selector).first().getAttribute('data-code');
  // Rewritten for this address once the page's script has run.
  await expect.poll(() => copied('.embed-item [data-code]')).toContain(SITE);
  const read = async (selector: string) => ((await copied(selector)) ?? '').replace(/\u007f/g, '\n');
  return { iframe: await read('.embed-item [data-code]') };
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
