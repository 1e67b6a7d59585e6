/**
 * Embeds are never cut off: every example's iframe, in every language, at the width and height its oEmbed
 * response and the embed page's snippet give (src/embed/heights.ts: each language's own, measured in it), on
 * a host page that runs no resize script, shows the caption and the step buttons whole at every step, with
 * nothing to scroll, and the buttons stay in one place from step to step. Measured here, never assumed: when the example layout or an example's words change
 * and an example grows, this fails until `npm run measure:embeds` is run again (and its heights.json committed).
 */
import { expect, test, type Frame } from '@playwright/test';
import { GAMES } from '../../src/engine/games';
import { LOCALES, localePath } from '../../src/words/locales';
import { embedWords, exampleIn } from './embed-words';

const games = Object.values(GAMES);

/** Is the element wholly inside the frame's viewport, and is there nothing to scroll? */
const fits = (frame: Frame, selector: string) =>
  frame.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return `no ${sel}`;
    const r = el.getBoundingClientRect();
    const h = window.innerHeight;
    const scroll = document.documentElement.scrollHeight;
    return r.top >= 0 && r.bottom <= h + 0.5 && r.height > 0 && scroll <= h + 1
      ? 'fits'
      : `${sel}: ${Math.round(r.top)}–${Math.round(r.bottom)} of ${h} (page ${scroll})`;
  }, selector);

for (const locale of LOCALES)
  test(`${locale}: the embed page’s iframe snippets are as tall as the oEmbed responses say`, async ({ page, request }) => {
    await page.goto(localePath(locale, '/embed/'));
    const snippets = await page.locator('.embed-item pre').allTextContents();
    const sizes = new Map(
      snippets.flatMap((t) =>
        [...t.matchAll(/<iframe src="https?:\/\/[^/"]+(\/[^"]+\/)"[^>]*width="(\d+)" height="(\d+)"/g)].map((m) => [m[1], `${m[2]}×${m[3]}`] as const),
      ),
    );
    for (const def of games)
      for (const ex of def.examples) {
        const body = await (await request.get(localePath(locale, `/oembed/${def.id}/${ex.id}.json`))).json();
        expect(sizes.get(localePath(locale, `/embed/${def.id}/${ex.id}/`)), `${locale}: ${def.id}/${ex.id}`).toBe(`${body.width}×${body.height}`);
        expect(body.html).toContain(`${localePath(locale, `/embed/${def.id}/${ex.id}/`)}" title=`);
        expect(body.html).toContain(`width="${body.width}" height="${body.height}"`);
      }
  });

for (const locale of LOCALES)
  for (const def of games)
    test(`${locale}: ${def.title}: every example’s frame, at its snippet’s size with no resize script, shows the caption and the buttons at every step`, async ({
      page,
      request,
      baseURL,
    }) => {
      const w = embedWords(locale, def.id);
      for (const ex of def.examples) {
        const body = (await (await request.get(localePath(locale, `/oembed/${def.id}/${ex.id}.json`))).json()) as {
          width: number;
          height: number;
          html: string;
        };
        const path = new URL(/src="([^"]+)"/.exec(body.html)?.[1] as string).pathname;
        expect(path).toBe(localePath(locale, `/embed/${def.id}/${ex.id}/`));
        await page.setViewportSize({ width: body.width + 40, height: body.height + 40 });
        // The host: the oEmbed html as a platform would paste it (pointed at this server), and no script.
        await page.setContent(
          `<!doctype html><body style="margin:20px">${body.html
            .replace(/src="[^"]+"/, `src="${baseURL}${path}"`)
            .replace(' loading="lazy"', '')
            .replace(/<script[^>]*><\/script>/, '')}</body>`,
        );
        const frameLocator = page.frameLocator('iframe');
        const region = frameLocator.getByRole('region', { name: exampleIn(locale, def.id, def.examples, ex.id).title });
        await expect(region).toBeVisible();
        const frame = page.frames().find((f) => f.url().includes(path)) as Frame;
        // Where the buttons are at each step, on the frame's page, once the example runs (until then the strip of
        // cards a step points at, which its table has not got, is not known: a step with one moves nothing after).
        const tops: number[] = [];
        await expect(region).toHaveAttribute('data-ready', '');
        for (let step = 0; step <= ex.steps.length; step++) {
          const shows = region.getByText(w.t('ui.example.step', { n: step, of: ex.steps.length }));
          // A step that asks waits for the reader: "Show me" answers it and moves on.
          const next = region.getByRole('button', { name: w.t(step > 0 && ex.steps[step - 1]?.ask ? 'ui.example.show-me' : 'ui.example.next') });
          // Pressed once a step: the example runs (data-ready), so a press is never lost; pressing again until the
          // step showed would skip one whenever a press took over a second to draw (a loaded machine: CI, 28 November).
          if (step > 0) {
            await next.click();
            await expect(shows).toBeVisible();
          }
          const where = `${locale}: ${def.id}/${ex.id} at step ${step} in ${body.width}×${body.height}`;
          expect(await fits(frame, '[data-testid="caption"]'), where).toBe('fits');
          expect(await fits(frame, '.example-controls'), where).toBe('fits');
          tops.push(await frame.locator('.example-controls').evaluate((e) => Math.round(e.getBoundingClientRect().top + scrollY)));
        }
        // The stage keeps the room of its tallest step (src/embed/StageGhosts.tsx): the buttons never move.
        expect(new Set(tops).size, `${locale}: ${def.id}/${ex.id}: the buttons' place at each step, ${tops.join(', ')}`).toBe(1);
      }
    });
