/**
 * Embeds on a page that is not part of the site: a stand-in for a blog post, served from another origin
 * (another port on localhost), with one iframe and three custom elements (two site examples, one custom
 * example with a mistake), and styles of its own that must not leak in.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { expectNoErrors, islandReady, watchErrors } from './helpers';
import { GAMES } from '../../src/engine/games';
import { toFragment } from '../../src/embed/frame';
import { embedWords, exampleIn } from './embed-words';

const SITE = `http://localhost:${process.env.E2E_PORT ?? 4399}`;
// The blog's server listens on a free port of its own: another origin than the site's.
let HOST = '';

const BAD = JSON.stringify({
  title: 'A broken example',
  setup: { hands: [['6SY', '3SK'], ['2SY']], court: ['6MW'], stock: ['7WY'], dealer: 1 },
  steps: [
    { move: '6SY x 6MW', caption: 'Fine.' },
    { move: '3SK x 9MS', caption: 'Not possible.' },
  ],
});

const post = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post about the Decktet</title>
<style>
  button { background: rgb(255, 0, 0) !important; font-size: 40px !important; }
  .card, .example { display: none !important; }
  p { color: rgb(0, 128, 0) !important; }
</style>
<script src="${SITE}/embed/decktet-example.js" defer></script>
</head><body>
<h1>My post</h1>
<p>Here is how ferreting works:</p>
<decktet-example id="ferret" game="ferret" example="penitent-ferrets-lunatic" theme="light"><a href="${SITE}/games/ferret/">The Penitent ferrets the Lunatic</a></decktet-example>
<decktet-example id="broken" game="badgers-court"><script type="application/json">${BAD}</script><a href="${SITE}/games/badgers-court/">A Badger’s Court example</a></decktet-example>
<decktet-example id="court" game="badgers-court" example="building-nines" step="1"></decktet-example>
<decktet-example id="nogame" game="chess" example="x"></decktet-example>
<decktet-example id="nogameattr" example="x"></decktet-example>
<iframe id="frame" src="${SITE}/embed/jigger/everyone-answers/?origin=${encodeURIComponent(HOST)}&theme=dark" title="A Jigger example" style="width:100%;height:200px;border:0"></iframe>
<script>
  window.events = [];
  for (const type of ['decktet-step', 'decktet-complete', 'decktet-illegal'])
    document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
  window.messages = [];
  window.addEventListener('message', (e) => {
    if (e.origin !== '${SITE}') return;
    window.messages.push(e.data);
    if (e.data.type === 'decktet:resize') document.getElementById('frame').style.height = e.data.detail.height + 'px';
  });
</script>
</body></html>`;

let server: Server;
/** Other pages of the blog, by path; every other path is the post. */
const pages = new Map<string, string>();
test.beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(pages.get(req.url ?? '') ?? post());
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  HOST = `http://localhost:${(server.address() as { port: number }).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a blog post on another origin: an iframe and custom elements step, report events, show errors, and keep their styles', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${HOST}/post`);
  const ferret = page.locator('decktet-example#ferret');
  // The custom element draws in its shadow root; the host's styles do not reach it.
  const example = ferret.getByRole('region', { name: 'The Penitent ferrets the Lunatic' });
  await expect(example).toBeVisible();
  const next = example.getByRole('button', { name: 'Next step' });
  expect(await next.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgb(255, 0, 0)');
  expect(await next.evaluate((b) => getComputedStyle(b).fontSize)).not.toBe('40px');
  await expect(example.locator('.card').first()).toBeVisible();
  expect(await example.getByTestId('caption').evaluate((p) => getComputedStyle(p).color)).not.toBe('rgb(0, 128, 0)');
  // The fallback link is not shown once the element has drawn.
  await expect(page.getByRole('link', { name: 'The Penitent ferrets the Lunatic' })).toBeHidden();

  // The steps to the end: the host hears each.
  // A question is passed with "Show me" ("Next step" waits for a try).
  const onward = async () => ((await next.isEnabled()) ? next : example.getByRole('button', { name: 'Show me' })).click();
  await onward();
  const count = await example
    .getByText(/Step \d+ of (\d+)/)
    .innerText()
    .then((t) => Number(/of (\d+)/.exec(t)?.[1]));
  for (let i = 1; i < count; i++) await onward();
  // Events follow each render (Preact runs effects just after it), so wait for the last to arrive.
  const events = () => page.evaluate(() => (window as unknown as { events: { type: string; id: string; detail: Record<string, unknown> }[] }).events);
  await expect
    .poll(async () => (await events()).filter((e) => e.id === 'ferret' && e.type === 'decktet-step').map((e) => e.detail.step))
    .toEqual(Array.from({ length: count }, (_, i) => i + 1));
  await expect
    .poll(async () => (await events()).some((e) => e.id === 'ferret' && e.type === 'decktet-complete' && e.detail.example === 'penitent-ferrets-lunatic'))
    .toBe(true);

  // The custom example with an illegal move shows where and why; the others still work.
  const broken = page.locator('decktet-example#broken');
  await expect(broken.getByRole('alert')).toContainText('This example cannot be shown');
  await expect(broken.getByRole('alert')).toContainText(/line \d+\): step 2 \(3SK x 9MS\)/);
  await expect(broken.getByRole('alert')).toContainText('(rule: ');
  await expect(page.locator('decktet-example#nogame').getByRole('alert')).toContainText('there is no game called “chess”');
  // A snippet that names no game says so, not that there is a game called "".
  await expect(page.locator('decktet-example#nogameattr').getByRole('alert')).toContainText(
    `it does not say which game it is from. Add game="…" with one of: ${Object.keys(GAMES).join(', ')}.`,
  );
  const court = page.locator('decktet-example#court').getByRole('region', { name: 'Building nines, and raising a build' });
  await expect(court.getByText('Step 1 of 4')).toBeVisible();
  await court.getByRole('button', { name: 'Next step' }).click();
  await expect(court.getByTestId('caption')).toContainText('building Crowns');
  // An illegal answer in an element is reported too.
  await court.getByRole('button', { name: 'Previous step' }).click();
  await court.getByRole('button', { name: 'Previous step' }).click();
  await court.getByRole('button', { name: /^the Ace of Suns, orange: choose it to play$/ }).click();
  await court.getByRole('button', { name: 'Take', exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { events: { type: string; id: string }[] }).events.filter((e) => e.type === 'decktet-illegal' && e.id === 'court').length,
      ),
    )
    .toBe(1);

  // The iframe: dark theme, sized by its messages, events by postMessage from the site's origin.
  const frame = page.frameLocator('#frame');
  const fx = frame.getByRole('region', { name: 'Demanding a suit' });
  await expect(fx).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages.some((m) => m.type === 'decktet:resize')))
    .toBe(true);
  expect(await page.locator('#frame').evaluate((f) => f.getBoundingClientRect().height)).toBeGreaterThan(300);
  expect(await frame.locator('html').getAttribute('data-theme')).toBe('dark');
  await fx.getByRole('button', { name: 'Show me' }).click();
  await fx.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Mia and Leo' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { messages: { type: string; detail: { step?: number } }[] }).messages
          .filter((m) => m.type === 'decktet:step')
          .map((m) => m.detail.step),
      ),
    )
    .toEqual([1, 2]);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages.some((m) => m.type === 'decktet:complete')))
    .toBe(true);
  // The host may switch the theme; a message from anyone else is ignored.
  await page.evaluate(
    (site) => (document.getElementById('frame') as HTMLIFrameElement).contentWindow?.postMessage({ type: 'decktet:theme', theme: 'light' }, site),
    SITE,
  );
  await expect.poll(() => frame.locator('html').getAttribute('data-theme')).toBe('light');
  // Links in the frame open in a new tab.
  expect(await frame.locator('base').getAttribute('target')).toBe('_blank');
  await expectNoErrors(errors);
});

test('an iframe page is not indexed and links its oEmbed description, which is valid JSON', async ({ page, request }) => {
  await page.goto('/embed/ferret/penitent-ferrets-lunatic/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const href = await page.locator('link[type="application/json+oembed"]').getAttribute('href');
  expect(href).toMatch(/\/oembed\/ferret\/penitent-ferrets-lunatic\.json$/);
  const res = await request.get(new URL(href as string).pathname);
  const body = await res.json();
  expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Decktet Rules' });
  expect(body.html).toContain('/embed/ferret/penitent-ferrets-lunatic/');
  // Without an origin it has no one to tell: it still works, and says nothing to anyone.
  await expect(page.getByRole('region', { name: 'The Penitent ferrets the Lunatic' })).toBeVisible();
  // The credit under every embed names the game's designer and the original rules' licence.
  await expect(page.locator('.embed-credit')).toContainText('game by Greg James, original rules CC BY-NC-SA 3.0');
  await expect(page.locator('.embed-credit').getByRole('link', { name: 'CC BY-NC-SA 3.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-nc-sa/3.0/',
  );
});

test('the embed page: the gallery has snippets, and the live editor runs a custom example and explains a broken one', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/embed/');
  await expect(page.getByRole('heading', { name: 'Every embeddable example' })).toBeVisible();
  await page.locator('summary', { hasText: 'penitent-ferrets-lunatic' }).click();
  await expect(page.locator('.embed-item[open] pre').first()).toContainText('/embed/ferret/penitent-ferrets-lunatic/');
  const editor = page.getByLabel('Your example (JSON)');
  await editor.scrollIntoViewIfNeeded();
  const preview = page.getByTestId('embed-preview');
  // The editor hydrates when it comes into view: type only once it has.
  await islandReady(page, preview);
  await expect(preview.locator('section.example')).toBeVisible();
  await preview.getByRole('button', { name: 'Next step' }).click();
  await expect(preview.getByText(/^Step 1 of \d+/)).toBeVisible();
  // Break a move: the preview says which step and which rule.
  const text = await editor.inputValue();
  const first = /"move": "([^"]+)"/.exec(text)?.[1] as string;
  await editor.fill(text.replace(`"move": "${first}"`, '"move": "6SY>9MS"'));
  await expect(preview.getByRole('alert')).toContainText(/\(line \d+\): step \d+ \(6SY>9MS\): .+ \(rule: How to ferret\)/);
  await editor.fill('{ "title": "x", ');
  await expect(preview.getByRole('alert')).toContainText('not valid JSON');
  await page.getByLabel('Game').selectOption('badgers-court');
  await expect(preview.locator('section.example')).toBeVisible();
  await expect(page.getByLabel('Custom element')).toHaveValue(/<decktet-example game="badgers-court" lang="en">/);
  await expect(page.getByLabel('Iframe')).toHaveValue(/\/embed\/badgers-court\/custom\/#/);
  await expectNoErrors(errors);
});

test('a custom example in a frame address is shown; a damaged one is explained', async ({ page }) => {
  await page.goto('/embed/');
  const iframe = await page.getByLabel('Iframe').inputValue();
  const url = new URL(/src="([^"]+)"/.exec(iframe)?.[1] as string);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  await expect(page.locator('section.example')).toBeVisible();
  // (Another page first: the same address with another #fragment would not load the page again.)
  await page.goto('about:blank');
  await page.goto('/embed/ferret/custom/#bm90LWpzb24');
  await expect(page.getByRole('alert')).toContainText('not valid JSON');
});

test('with scripts off, a reader of the blog post sees the links instead', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${HOST}/post`);
  await expect(page.getByRole('link', { name: 'The Penitent ferrets the Lunatic' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'A Badger’s Court example' })).toBeVisible();
  await context.close();
});

// Hardening: names that every object has are not games, a card given as an object is a clear message in
// every game, the editor recovers from it, and a custom example keeps its progress apart.
const hostile = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Odd embeds</title>
<script src="${SITE}/embed/decktet-example.js" defer></script>
</head><body>${body}</body></html>`;

test('odd game names and cards given as objects are explained in the widget, with no errors on the page', async ({ page }) => {
  const errors = watchErrors(page);
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
  const cards = Object.values(GAMES).map((def) => {
    // The game's first example, with its first card replaced by {"toString":1}.
    const text = JSON.stringify({ title: 'Odd', setup: def.examples[0]!.setup, steps: [{ caption: 'x' }] }).replace(
      /"[A2-9PTC][MSWLYK]{1,3}"/,
      '{"toString":1}',
    );
    return `<decktet-example id="card-${def.id}" game="${def.id}"><script type="application/json">${text}</script></decktet-example>`;
  });
  pages.set('/odd', hostile([...names.map((n) => `<decktet-example id="name-${n}" game="${n}" example="x"></decktet-example>`), ...cards].join('\n')));
  await page.goto(`${HOST}/odd`);
  for (const n of names)
    await expect(page.locator(`decktet-example#name-${n}`).getByRole('alert')).toContainText(
      `there is no game called “${n}”. The games are: ${Object.keys(GAMES).join(', ')}.`,
    );
  for (const id of Object.keys(GAMES)) {
    const alert = page.locator(`decktet-example#card-${id}`).getByRole('alert');
    await expect(alert).toContainText('This example cannot be shown');
    await expect(alert).toContainText('has a field called “toString”, which no example uses');
  }
  await expectNoErrors(errors);
});

test('the editor explains a card given as an object, then recovers when it is fixed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/embed/');
  const editor = page.getByLabel('Your example (JSON)');
  await editor.scrollIntoViewIfNeeded();
  const preview = page.getByTestId('embed-preview');
  await islandReady(page, preview);
  await expect(preview.locator('section.example')).toBeVisible();
  const good = await editor.inputValue();
  const card = /"([A2-9PTC][MSWLYK]{1,3})"/.exec(good.slice(good.indexOf('"setup"')))?.[1] as string;
  await editor.fill(good.replace(`"${card}"`, '{ "toString": 1 }'));
  await expect(preview.getByRole('alert')).toContainText('has a field called “toString”, which no example uses');
  await editor.fill(good);
  await expect(preview.locator('section.example')).toBeVisible();
  await preview.getByRole('button', { name: 'Next step' }).click();
  await expect(preview.getByText(/^Step 1 of \d+/)).toBeVisible();
  await expectNoErrors(errors);
});

test('a custom example that reuses a site example’s id does not tick the site’s example', async ({ page }) => {
  const [id, def] = Object.entries(GAMES)[0]!;
  const site = def.examples[0]!;
  const json = JSON.stringify({
    id: site.id,
    title: 'Mine',
    names: site.names,
    seat: site.seat,
    setup: site.setup,
    steps: site.steps.map((s) => ({ caption: s.caption, ...(s.move ? { move: s.move } : {}) })),
  });
  await page.goto(`/embed/${id}/custom/#${toFragment(json)}`);
  const example = page.getByRole('region', { name: 'Mine' });
  await expect(example).toBeVisible();
  const next = example.getByRole('button', { name: 'Next step' });
  for (let i = 0; i < site.steps.length; i++) await next.click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('decktet-rules:progress'))).toContain(`"${id}:custom":["${site.id}"]`);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('decktet-rules:progress'))) as string) as Record<string, string[]>;
  expect(stored[id] ?? []).not.toContain(site.id);
  await page.goto(`/games/${id}/`);
  await expect(page.getByTestId('progress')).toContainText(`${def.examples.length} examples on this page.`);
});

test('the embed page’s snippets are written for the address the page is served from', async ({ page, baseURL }) => {
  await page.goto('/embed/');
  const origin = new URL(baseURL as string).origin;
  const first = page.locator('.embed-item').first();
  await first.locator('summary').click();
  await expect(first.locator('pre').first()).toContainText(`src="${origin}/embed/`);
  await expect(first.locator('pre').nth(1)).toContainText(`<script src="${origin}/embed/decktet-example.js" defer>`);
  // The copy buttons copy the same.
  for (const code of await page.locator('[data-built-origin] [data-code]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code') ?? '')))
    if (/https?:\/\//.test(code)) expect(code).toContain(origin);
  const editor = page.getByLabel('Custom element');
  await editor.scrollIntoViewIfNeeded();
  await expect(editor).toHaveValue(new RegExp(`<script src="${origin.replace(/[.]/g, '\\.')}/embed/decktet-example\\.js"`));
});

// The custom element in Spanish: by its page's language, or by its own lang attribute on a page in English.
const es = embedWords('es', 'ferret');
const en = embedWords('en', 'ferret');
const lunatic = (locale: 'en' | 'es') => exampleIn(locale, 'ferret', GAMES.ferret.examples, 'penitent-ferrets-lunatic').title;
const element = (id: string, attrs = '') =>
  `<decktet-example id="${id}" game="ferret" example="penitent-ferrets-lunatic" ${attrs}><a href="${SITE}/games/ferret/">Ferret</a></decktet-example>`;

/** What an element has drawn: the example's title, its first button, the names on its cards' faces and its credit link. */
async function drawn(page: Page, id: string, title: string) {
  const example = page.locator(`decktet-example#${id}`).getByRole('region', { name: title, exact: true });
  await expect(example).toBeVisible();
  return {
    buttons: await example.getByRole('button').evaluateAll((bs) => bs.map((b) => b.textContent?.trim() ?? '')),
    faces: await example.locator('.example-stage-inner > :not(.example-ghost) svg.card-face text').evaluateAll((ts) => ts.map((t) => t.textContent ?? '')),
    credit: await page.locator(`decktet-example#${id}`).locator('.embed-credit a').first().getAttribute('href'),
    lang: await page.locator(`decktet-example#${id}`).evaluate((e) => e.shadowRoot?.querySelector('.embed-root')?.getAttribute('lang')),
  };
}

test('on a blog post in Spanish, the custom element speaks Spanish, card names and all, and loads no English', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.url().startsWith(`${SITE}/embed/`) && scripts.push(new URL(r.url()).pathname));
  pages.set(
    '/es-post',
    hostile(`<h1>Mi artículo</h1>${element('ferret')}
<decktet-example id="broken" game="badgers-court"><script type="application/json">${BAD}</script></decktet-example>
<decktet-example id="nogame" game="ajedrez" example="x"></decktet-example>`).replace('<html lang="en">', '<html lang="es-ES">'),
  );
  await page.goto(`${HOST}/es-post`);
  const shown = await drawn(page, 'ferret', lunatic('es'));
  expect(shown.lang).toBe('es');
  expect(shown.buttons).toContain(es.t('ui.example.next'));
  expect(shown.buttons).not.toContain(en.t('ui.example.next'));
  // The faces carry the cards' Spanish names (the Penitent is in the hand): drawn in full, as on any other site.
  expect(shown.faces).toContain(es.card('6SY', 'bare'));
  expect(shown.faces).not.toContain(en.card('6SY', 'bare'));
  expect(shown.credit).toMatch(/\/es\/games\/ferret\/$/);
  // A reader's own example is explained in Spanish, its refused move and its rule's title too.
  const broken = page.locator('decktet-example#broken').getByRole('alert');
  await expect(broken).toContainText(embedWords('es', 'badgers-court').t('ui.embed.cannot'));
  await expect(broken).toContainText('(regla: ');
  // The element's own sentences too.
  await expect(page.locator('decktet-example#nogame').getByRole('alert')).toContainText('no hay ningún juego llamado «ajedrez»');
  // Each game's script in Spanish only: no English words came.
  expect(scripts.filter((s) => s.startsWith('/embed/games/')).sort()).toEqual(['/embed/games/badgers-court.es.js', '/embed/games/ferret.es.js']);
  await expectNoErrors(errors);
});

test('on a blog post in English, lang="es" makes one element Spanish; the others stay English, and a language the site lacks is English', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.url().startsWith(`${SITE}/embed/games/`) && scripts.push(new URL(r.url()).pathname));
  pages.set(
    '/mixed',
    hostile(
      [
        element('es', 'lang="es-MX"'),
        element('en'),
        element('bad', 'lang="no such language!"'),
        `<div lang="fr">${element('fr')}</div>`,
        `<div lang="es">${element('inner', 'lang="en"')}</div>`,
      ].join('\n'),
    ),
  );
  await page.goto(`${HOST}/mixed`);
  const spanish = await drawn(page, 'es', lunatic('es'));
  expect(spanish.buttons).toContain(es.t('ui.example.next'));
  expect(spanish.faces).toContain(es.card('6SY', 'bare'));
  expect(spanish.lang).toBe('es');
  for (const id of ['en', 'bad', 'fr', 'inner']) {
    const english = await drawn(page, id, lunatic('en'));
    expect(english.buttons, id).toContain(en.t('ui.example.next'));
    expect(english.faces, id).toContain(en.card('6SY', 'bare'));
    expect(english.faces, id).not.toContain(es.card('6SY', 'bare'));
    expect(english.credit, id).toMatch(/:\d+\/games\/ferret\/$/);
    // What it draws says its language, whatever the page's (French here).
    expect(english.lang, id).toBe('en');
  }
  expect([...new Set(scripts)].sort()).toEqual(['/embed/games/ferret.es.js', '/embed/games/ferret.js']);
  // The blogger may change an element's language: it draws again in the other.
  await page.locator('decktet-example#en').evaluate((e) => e.setAttribute('lang', 'es'));
  await drawn(page, 'en', lunatic('es'));
  // So may the page, for every element that speaks the page's language: the French one follows it into Spanish;
  // those with a language of their own keep it.
  await page.locator('div[lang="fr"]').evaluate((d) => d.setAttribute('lang', 'es'));
  expect((await drawn(page, 'fr', lunatic('es'))).faces).toContain(es.card('6SY', 'bare'));
  await page.locator('html').evaluate((h) => h.setAttribute('lang', 'es'));
  expect((await drawn(page, 'inner', lunatic('en'))).lang).toBe('en');
  expect((await drawn(page, 'bad', lunatic('en'))).lang).toBe('en');
  await expectNoErrors(errors);
});

test('the Spanish embed page gives Spanish snippets: the element with lang="es", and the frames at /es/embed/', async ({ page, baseURL }) => {
  await page.goto('/es/embed/');
  const origin = new URL(baseURL as string).origin;
  const first = page.locator('.embed-item').first();
  await first.locator('summary').click();
  await expect(first.locator('pre').first()).toContainText(`src="${origin}/es/embed/`);
  await expect(first.locator('pre').nth(1)).toContainText(/<decktet-example game="[a-z-]+" example="[a-z0-9-]+" lang="es">/);
  // The snippet that shows the element's attributes says lang="es" too.
  await expect(page.locator('pre', { hasText: 'step="0"' }).first()).toContainText('lang="es"');
  const editor = page.getByLabel('Elemento personalizado');
  await editor.scrollIntoViewIfNeeded();
  await expect(editor).toHaveValue(/<decktet-example game="[a-z-]+" lang="es">/);
  await expect(page.getByLabel('Iframe')).toHaveValue(new RegExp(`src="${origin.replace(/[.]/g, '\\.')}/es/embed/[a-z-]+/custom/#`));
});
