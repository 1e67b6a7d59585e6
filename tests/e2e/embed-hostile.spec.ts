/**
 * The custom element on host pages that try to turn it: markup that stands in for the document's members
 * (DOM clobbering: `<img name="currentScript">`, `document.scripts`, the names the scripts use), elements
 * whose id is the window property the scripts meet at, a `<base href>` elsewhere, and a script that
 * changed Object.prototype before ours ran. Each page is served from another origin than the site's, as a
 * blog would be; "evil.example" stands for an attacker's server (answered here, never reached).
 *
 * Every case: the browser asks no origin but the site's (and the host page's own markup, such as an
 * image it names), no script comes from anywhere else, nothing is thrown on the page, and each example
 * either works (a step forward) or says in words why it cannot.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { toFragment } from '../../src/embed/frame';
import { GAMES } from '../../src/engine/games';
import { frameAt } from './helpers';

const SITE = `http://localhost:${process.env.E2E_PORT ?? 4399}`;
const EVIL = 'https://evil.example';
let HOST = '';
const pages = new Map<string, string>();
let server: Server;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  HOST = `http://localhost:${(server.address() as { port: number }).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SCRIPT = () => `<script src="${SITE}/embed/decktet-example.js" defer></script>`;
const FERRET = `<decktet-example id="ferret" game="ferret" example="penitent-ferrets-lunatic" theme="light"><a href="/f">A Ferret example</a></decktet-example>`;
const COURT = `<decktet-example id="court" game="badgers-court" example="building-nines" step="1"></decktet-example>`;

interface Visit {
  /** Every address the page asked for, with its kind. */
  requests: { url: string; type: string }[];
  errors: string[];
}

/** Opens a host page made of `head` and `body`, watching every request and every uncaught error. */
async function visit(page: Page, path: string, head: string, body: string): Promise<Visit> {
  pages.set(path, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A hostile post</title>${head}</head><body>${body}</body></html>`);
  const seen: Visit = { requests: [], errors: [] };
  page.on('request', (r) => seen.requests.push({ url: r.url(), type: r.resourceType() }));
  page.on('pageerror', (e) => seen.errors.push(String(e)));
  // The attacker's server: answered here, so nothing leaves the machine, and every ask is recorded above.
  await page.route(`${EVIL}/**`, (route) => route.fulfill({ status: 404, body: '' }));
  // Not the load event: in Chromium a sandboxed frame's load (opaque origin) now and then never comes to its
  // page, with no request outstanding; what each test then waits for is what a reader sees.
  await page.goto(`${HOST}${path}`, { waitUntil: 'domcontentloaded' });
  return seen;
}

/** No request to any origin but the site's and the host's, except the images the host's own markup names. */
function expectOnlyTheSite(v: Visit, markupImages: readonly string[] = []): void {
  const elsewhere = v.requests.filter((r) => {
    const origin = new URL(r.url).origin;
    return origin !== SITE && origin !== HOST && !(r.type === 'image' && markupImages.includes(r.url));
  });
  expect(elsewhere, 'requests to other origins').toEqual([]);
  const scripts = v.requests.filter((r) => r.type === 'script' && new URL(r.url).origin !== SITE);
  expect(scripts, 'scripts from other origins').toEqual([]);
  expect(v.errors, 'uncaught errors on the page').toEqual([]);
}

/**
 * A frame's own page, once its document has come. Locators rooted there run Playwright's script in the frame
 * alone. A `frameLocator` asked before the frame's page has come runs it in the host page, whose markup may
 * have replaced the members that script calls (a form's <input name="getAttribute">): it then throws.
 */
async function framePage(page: Page, path: string): Promise<Frame> {
  const frame = await frameAt(page, `${SITE}${path}`);
  await expect.poll(() => frame.evaluate(() => document.body !== null).catch(() => false), { message: `the frame ${path} has its page` }).toBe(true);
  return frame;
}

/** The element draws its example, and a step forward works. */
async function works(page: Page, id: string, title: string): Promise<void> {
  const example = page.locator(`decktet-example#${id}`).getByRole('region', { name: title });
  await expect(example).toBeVisible();
  await expect(example.locator('.card').first()).toBeVisible();
  const next = example.getByRole('button', { name: 'Next step' });
  const onward = (await next.isEnabled()) ? next : example.getByRole('button', { name: 'Show me' });
  const before = await example.getByTestId('caption').innerText();
  await onward.click();
  await expect(example.getByTestId('caption')).not.toHaveText(before);
}

test('<img name="currentScript"> pointing elsewhere: the games still come from the site', async ({ page }) => {
  const img = `${EVIL}/embed/decktet-example.js`;
  const v = await visit(page, '/current-script', `<img name="currentScript" src="${img}">${SCRIPT()}`, FERRET);
  expect(await page.evaluate(() => String(document.currentScript))).toBe('[object HTMLImageElement]');
  await works(page, 'ferret', 'The Penitent ferrets the Lunatic');
  expectOnlyTheSite(v, [img]);
});

test('markup named after every document member the scripts and Preact use, and document.scripts: the examples still work', async ({ page }) => {
  const names = [
    'currentScript',
    'scripts',
    'head',
    'body',
    'documentElement',
    'readyState',
    'createElement',
    'createElementNS',
    'createTextNode',
    'addEventListener',
    'removeEventListener',
    'activeElement',
    'querySelector',
    'getElementById',
    'defaultView',
  ];
  const markup = names.map((n, i) => (i % 2 ? `<form name="${n}"><input name="src" value="${EVIL}/x.js"></form>` : `<img name="${n}" alt="">`)).join('');
  const v = await visit(page, '/named', `${SCRIPT()}`, `${markup}${FERRET}${COURT}`);
  expect(await page.evaluate(() => String(document.createElement))).toBe('[object HTMLImageElement]');
  await works(page, 'ferret', 'The Penitent ferrets the Lunatic');
  await works(page, 'court', 'Building nines, and raising a build');
  expectOnlyTheSite(v);
});

test('elements whose id or name is the window property the scripts meet at, or other globals they use: the examples still work', async ({ page }) => {
  const ids = ['__decktetEmbed', 'customElements', 'matchMedia', 'speechSynthesis', 'HTMLElement', 'URL', 'ferret', 'embed-root', 'P0-0', 'P0-1'];
  const markup =
    `<form id="__decktetEmbed" name="__decktetEmbed"><input name="base" value="${EVIL}"><input name="register"><input name="renderers"></form>` +
    `<a id="__decktetEmbed" href="${EVIL}/">a link</a>` +
    ids.map((id) => `<div id="${id}"></div>`).join('');
  const v = await visit(page, '/ids', SCRIPT(), `${markup}${FERRET}${COURT}`);
  await works(page, 'ferret', 'The Penitent ferrets the Lunatic');
  await works(page, 'court', 'Building nines, and raising a build');
  // The examples' links lead to the site, not to the address the markup offered as "base".
  const links = await page.locator('decktet-example#ferret .embed-root a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((h) => h.startsWith('http') && !h.startsWith(SITE) && !h.startsWith('https://creativecommons.org/'))).toEqual([]);
  expectOnlyTheSite(v);
});

test('a <base href> elsewhere: nothing is fetched from there, and the links lead to the site', async ({ page }) => {
  const v = await visit(page, '/base', `<base href="${EVIL}/">${SCRIPT()}`, `${FERRET}${COURT}`);
  await works(page, 'ferret', 'The Penitent ferrets the Lunatic');
  await works(page, 'court', 'Building nines, and raising a build');
  const links = await page.locator('decktet-example .embed-root a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((h) => h.startsWith(EVIL))).toEqual([]);
  expectOnlyTheSite(v);
});

test('a script that changed Object.prototype before ours: no game is loaded, and each example says why', async ({ page }) => {
  const pollute =
    `<script>Object.prototype.src = '${EVIL}/games/ferret.js'; Object.prototype.base = '${EVIL}'; Object.prototype.get = function () { return '${EVIL}'; };` +
    `Object.prototype.dangerouslySetInnerHTML = { __html: '<img src="${EVIL}/xss.png">' }; Object.prototype.ferret = { render() {} };</script>`;
  const v = await visit(page, '/polluted', `${pollute}${SCRIPT()}`, `${FERRET}${COURT}`);
  for (const id of ['ferret', 'court']) {
    const alert = page.locator(`decktet-example#${id}`).getByRole('alert');
    await expect(alert).toContainText('This example cannot be shown on this page: a script on it has changed every object');
    await expect(alert).toContainText('“dangerouslySetInnerHTML”');
  }
  expect(v.requests.filter((r) => r.url.includes('/embed/games/'))).toEqual([]);
  expectOnlyTheSite(v);
});

test('a page that includes the script twice, once after clobbering markup: one element definition, the examples work', async ({ page }) => {
  const v = await visit(page, '/twice', `${SCRIPT()}<img name="currentScript" src="${EVIL}/a.png">${SCRIPT()}`, `${FERRET}${COURT}`);
  await works(page, 'ferret', 'The Penitent ferrets the Lunatic');
  await works(page, 'court', 'Building nines, and raising a build');
  expectOnlyTheSite(v, [`${EVIL}/a.png`]);
});

test('frames sandboxed without allow-same-origin: an example works (a site one and a custom one), a guided game and a script-less frame say what they need', async ({
  page,
}) => {
  const first = GAMES.ferret.examples[0]!;
  const custom = toFragment(
    JSON.stringify({
      title: 'Mine in a sandbox',
      names: first.names,
      seat: first.seat,
      setup: first.setup,
      steps: first.steps.map((s) => ({ caption: s.caption, ...(s.move ? { move: s.move } : {}) })),
    }),
  );
  const frame = (id: string, sandbox: string, path: string) =>
    `<iframe id="${id}" sandbox="${sandbox}" src="${SITE}${path}" title="${id}" style="width:720px;height:640px;border:0"></iframe>`;
  const v = await visit(
    page,
    '/sandboxed',
    '',
    frame('site', 'allow-scripts', '/embed/ferret/penitent-ferrets-lunatic/?theme=dark') +
      frame('custom', 'allow-scripts', `/embed/ferret/custom/#${custom}`) +
      frame('guided', 'allow-scripts', '/embed/ferret/learn/') +
      frame('none', '', '/embed/ferret/penitent-ferrets-lunatic/'),
  );
  for (const [id, title] of [
    ['site', 'The Penitent ferrets the Lunatic'],
    ['custom', 'Mine in a sandbox'],
  ] as const) {
    const example = page.frameLocator(`#${id}`).getByRole('region', { name: title });
    await expect(example).toBeVisible();
    // Every card is drawn in full (a sandboxed frame may not read the sprite), so it has a face to see.
    const card = example.locator('.card').first();
    await expect(card).toBeVisible();
    expect(await card.evaluate((c) => c.querySelectorAll('use').length)).toBe(0);
    const next = example.getByRole('button', { name: 'Next step' });
    const onward = (await next.isEnabled()) ? next : example.getByRole('button', { name: 'Show me' });
    await onward.click();
    await expect(example.getByText(/^Step 1 of \d+/)).toBeVisible();
  }
  // The theme asked for in the address holds.
  expect(await page.frameLocator('#site').locator('decktet-example').getAttribute('data-theme')).toBe('dark');
  await expect(page.frameLocator('#guided').getByRole('alert')).toContainText('add allow-same-origin to the frame’s sandbox attribute');
  await expect(page.frameLocator('#guided').getByRole('alert')).toContainText(`${SITE}/games/ferret/learn/`);
  const none = page.frameLocator('#none').getByRole('note');
  await expect(none).toContainText('the sandbox must include allow-scripts');
  // Said first, above the example, where the frame's height shows it.
  expect(await none.evaluate((n) => n.getBoundingClientRect().bottom)).toBeLessThan(200);
  // Nothing from anywhere but the site, and nothing thrown (the browser's own refusals of the module scripts are its reports, not errors of ours).
  expectOnlyTheSite(v);
});

test('in Spanish: sandboxed frames say what they need in Spanish, and a form’s named inputs cannot hide the language the element is in', async ({ page }) => {
  const frame = (id: string, path: string) =>
    `<iframe id="${id}" sandbox="allow-scripts" src="${SITE}${path}" title="${id}" style="width:720px;height:640px;border:0"></iframe>`;
  // A form is where markup stands in for an element's members: <input name="getAttribute"> is form.getAttribute.
  const form = `<form lang="es" id="f"><input name="getAttribute"><input name="closest"><input name="parentElement"><input name="lang">${FERRET}</form>`;
  const v = await visit(
    page,
    '/sandboxed-es',
    SCRIPT(),
    form + frame('site', '/es/embed/ferret/penitent-ferrets-lunatic/') + frame('guided', '/es/embed/ferret/learn/'),
  );
  const spanish = 'El Penitente huronea al Lunático';
  // The element in the form speaks the form's language. (Read here without locators: Playwright's own
  // script calls the form's getAttribute, which the markup has replaced.)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('ferret')?.shadowRoot;
        const lang = root?.querySelector('.embed-root')?.getAttribute('lang');
        const next = [...(root?.querySelectorAll('button') ?? [])].some((b) => b.textContent?.trim() === 'Siguiente');
        return `${lang} ${root?.querySelector('section.example h2, section.example h3')?.textContent?.trim()} ${next}`;
      }),
    )
    .toBe(`es ${spanish} true`);
  // The frame draws its example with the custom element, in the frame page's language.
  const example = (await framePage(page, '/es/embed/ferret/penitent-ferrets-lunatic/')).getByRole('region', { name: spanish });
  await expect(example).toBeVisible();
  await expect(example.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  const guided = (await framePage(page, '/es/embed/ferret/learn/')).getByRole('alert');
  await expect(guided).toContainText('puede añadir allow-same-origin al atributo sandbox del marco');
  await expect(guided).toContainText(`${SITE}/es/games/ferret/learn/`);
  expectOnlyTheSite(v);
});
