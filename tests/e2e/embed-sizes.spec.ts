/**
 * Embeds at the widths blogs give them (issue 36): a column of 360, 680 or 900 px on another origin, with
 * the oEmbed response's html pasted in as a platform would (its iframe and its resize script). The frame
 * takes the column's width (up to 720 px), its cards are drawn at full size (a fixed box once shrank
 * them to 12 px at 680), nothing in it is wider than it, and, at every step, its height is its content's,
 * so the buttons and the credit line are in it. In every language: a Spanish frame (/es/embed/…) has its
 * own words and its own starting height. The guided game's frame, at the same widths, too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/games';
import { LOCALES, localePath } from '../../src/words/locales';
import { embedWords } from './embed-words';
import { frameAt } from './helpers';

const WIDTHS = [360, 680, 900] as const;
// Each game's first example, and the two the issue names (Ferret's "The Castle" at 680, Badger's Court's "Two Aces built, and stolen" at 360).
const EXAMPLES = [...Object.values(GAMES).map((g) => [g.id, g.examples[0]!.id] as const), ['ferret', 'the-castle'], ['badgers-court', 'aces-stolen']] as const;

/**
 * Serves a blog page with `html` in a column `width` px wide, from a server of its own at 127.0.0.1 (another
 * origin than the site's localhost; a local one, since Chromium blocks a public page from framing a local server).
 */
async function blog(page: Page, width: number, html: string): Promise<void> {
  const server = createServer((_, res) => {
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:0">` +
          `<main style="width:${width}px;margin:0 auto;font:16px serif"><p>My post about the Decktet.</p>${html}<p>The end.</p></main></body></html>`,
      );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/post/`);
  servers.push(server);
}
const servers: Server[] = [];
test.afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** The frame once it has loaded its page. */
async function ourFrame(page: Page, url: RegExp): Promise<Frame> {
  const frame = await frameAt(page, url);
  await frame.waitForLoadState('load');
  return frame;
}

/** How the frame sits: its box on the host page, and its content as the frame lays it out. */
async function measure(page: Page, frame: Frame) {
  const box = (await page.locator('iframe').boundingBox())!;
  const inside = await frame.evaluate(() => {
    const credit = document.querySelector('.embed-credit')?.getBoundingClientRect();
    // The cards shown, not the unseen tables that keep the stage's room (src/embed/StageGhosts.tsx).
    const faces = [...document.querySelectorAll('.card-face')]
      .filter((c) => !c.closest('.example-ghost'))
      .map((c) => c.getBoundingClientRect().width)
      .filter((w) => w > 0);
    return {
      content: Math.ceil(document.body.getBoundingClientRect().height),
      wider: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      creditBottom: credit ? Math.ceil(credit.bottom) : -1,
      smallestCard: Math.round(Math.min(...faces)),
    };
  });
  return { width: Math.round(box.width), height: Math.round(box.height), ...inside };
}

for (const locale of LOCALES)
  for (const width of WIDTHS)
    test(`${locale}: in a ${width}-pixel column, an oEmbed frame fits the width, draws its cards full size and follows its content’s height at every step`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      for (const [game, id] of EXAMPLES) {
        const w = embedWords(locale, game);
        const body = (await (await request.get(localePath(locale, `/oembed/${game}/${id}.json`))).json()) as {
          html: string;
          width: number;
          height: number;
          decktet_sizes: string;
        };
        expect(body.decktet_sizes).toBe(w.t('ui.oembed.sizes', { min: '320', max: '720', height: String(body.height), width: String(body.width) }));
        // The response names the site's address (SITE_URL); point it at the server under test.
        const built = new URL(/src="([^"]+)"/.exec(body.html)![1]!).origin;
        await blog(page, width, body.html.split(built).join(baseURL!).replace(' loading="lazy"', ''));
        const frame = await ourFrame(page, new RegExp(`^[^?#]*://[^/]+${localePath(locale, `/embed/${game}/${id}/`)}`));
        const example = frame.locator('section.example');
        await expect(example).toBeVisible();
        await expect(frame.locator('astro-island[ssr]')).toHaveCount(0);
        // Hydrated is not yet ready: until the stepper is, its buttons are disabled (a step that asks would
        // then have looked like one to step past, and "Next step" stays disabled there).
        await expect(example).toHaveAttribute('data-ready', '');
        const steps = GAMES[game as keyof typeof GAMES].examples.find((e) => e.id === id)!.steps;
        for (let step = 0; step <= steps.length; step++) {
          if (step > 0) {
            await example.getByRole('button', { name: w.t(steps[step - 1]?.ask ? 'ui.example.show-me' : 'ui.example.next') }).click();
            await expect(example.getByText(w.t('ui.example.step', { n: step, of: steps.length }))).toBeVisible();
          }
          // The resize script has set the frame to its content's height.
          await expect.poll(async () => (await measure(page, frame)).height - (await measure(page, frame)).content, { timeout: 15_000 }).toBe(0);
          const m = await measure(page, frame);
          const at = `${locale}: ${game}/${id} at ${width} px, step ${step}`;
          expect(m.width, at).toBe(Math.min(width, body.width));
          expect(m.wider, `${at}: px wider than the frame`).toBeLessThanOrEqual(0);
          expect(m.creditBottom, `${at}: the credit line's bottom`).toBeLessThanOrEqual(m.height);
          expect(m.smallestCard, `${at}: the smallest card`).toBeGreaterThanOrEqual(30);
        }
      }
    });

for (const locale of LOCALES)
  for (const width of WIDTHS)
    test(`${locale}: in a ${width}-pixel column, the guided game's frame (the embed page's snippet) shows all of itself, credit and licence included`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(localePath(locale, '/embed/'));
      const snippet = (await page.locator('pre[data-language="html"]').filter({ hasText: '/learn/' }).first().innerText()).replace(/\n(?!<script)/g, '');
      const built = new URL(/src="([^"]+)"/.exec(snippet)![1]!).origin;
      const start = Number(/height="(\d+)"/.exec(snippet)![1]);
      await blog(page, width, snippet.split(built).join(baseURL!).replace(' loading="lazy"', ''));
      const frame = await ourFrame(page, new RegExp(`^[^?#]*://[^/]+${localePath(locale, '/embed/')}[^/]+/learn/`));
      await expect(frame.locator('.play')).toBeVisible();
      await expect.poll(async () => (await measure(page, frame)).height - (await measure(page, frame)).content, { timeout: 10_000 }).toBe(0);
      const m = await measure(page, frame);
      expect(m.wider).toBeLessThanOrEqual(0);
      // Without the script it would keep its first height: enough for all of it (the hands grow later, less than this).
      expect(start).toBeGreaterThanOrEqual(m.content + 50);
      expect(m.creditBottom).toBeGreaterThan(0);
      expect(m.creditBottom).toBeLessThanOrEqual(m.height);
      await expect(frame.getByRole('link', { name: 'CC BY-NC-SA 3.0' })).toBeVisible();
    });
