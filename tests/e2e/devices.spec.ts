/**
 * Play across devices (issue 32), with a real signalling server (PeerJS's own, the npm package `peer`, on
 * the loopback interface; the site is built to call it by `npm test`) and real WebRTC between browser
 * contexts: whole games to their final score, every game's first move from another device, a guest's and
 * the host's reload, the signalling server stopped mid-game, a watcher, a device away and its seat handed
 * to the computer, connections that cannot be made, and forged messages from a raw PeerJS client. Every
 * message a device received is checked: no card its seat may not see ever crossed.
 */
import { createRequire } from 'node:module';
import { axeOn } from './axe';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { AnyGameDefinition } from '../../src/engine/core';
import type { CardId } from '../../src/engine/deck';
import { GAMES } from '../../src/engine/games';
import { replayMoves } from '../../src/play/record';
import { cardsIn, hiddenFrom } from '../support/hidden';
import { startPeerServer } from '../support/peer-server';
import { expectNoErrors, hydrated, shot, watchErrors } from './helpers';
import { cardNamePattern, englishIn, foreignCardNames, ownCardNames, readerText, spanishIn, CARD_NAMES } from './languages';
import { LOCALE_LABEL, localePath, type Locale } from '../../src/words/locales';

test.describe.configure({ mode: 'serial' });
let server: { stop(): Promise<void> } | null = null;
test.beforeAll(async () => {
  server = await startPeerServer();
});
test.afterAll(async () => {
  await server?.stop();
});

type Game = keyof typeof GAMES;
const play = (game: Game, locale: Locale = 'en') => localePath(locale, `/games/${game}/play/`);

/** What each language's play page says where the tests read its words. */
const SAYS = {
  en: {
    speed: 'Speed of play',
    invite: 'Play with someone on another device',
    playedBy: (n: number) => `Seat ${n}, played by`,
    open: 'The room is open',
    joining: /^You are joining/,
    name: 'Your name',
    play: 'Play',
    watch: /^(Just watch|Watch)$/,
    connected: 'Connected to',
    pass: /^Pass$/,
    over: /^Game over\./,
  },
  es: {
    speed: 'Velocidad del juego',
    invite: 'Jugar con alguien en otro dispositivo',
    playedBy: (n: number) => `Asiento ${n}, lo juega`,
    open: 'La sala está abierta',
    joining: /^Vas a entrar/,
    name: 'Tu nombre',
    play: 'Jugar',
    watch: /^(Solo mirar|Mirar)$/,
    connected: 'Conectado a',
    pass: /^Pasar$/,
    over: /^Fin de la partida\./,
  },
} as const;

/** The host: a game of this deal, with these seats played from other devices; its invitation's address. */
async function host(browser: Browser, game: Game, query: string, remote: number[], locale: Locale = 'en'): Promise<{ page: Page; invitation: string }> {
  const says = SAYS[locale];
  // Cards that do not slide (the site honours reduced motion): whole games by clicking take less time.
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await page.goto(`${play(game, locale)}?${query}`);
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', /human|computer|handoff|resolving/, { timeout: 20_000 });
  await page.getByLabel(says.speed).selectOption('quick');
  await page.getByText(says.invite).click();
  for (const seat of remote)
    await page
      .locator('.invite')
      .getByLabel(says.playedBy(seat + 1), { exact: true })
      .selectOption('remote');
  await expect(page.getByText(says.open)).toBeVisible({ timeout: 15_000 });
  const href = (await page.locator('a[data-invitation]').getAttribute('href')) ?? '';
  return { page, invitation: href.replace(/^https?:\/\/[^/]+/, '') };
}

/**
 * Another device: opens the invitation, gives a name and plays (or watches). Records every message it
 * receives. A device that reads another language than the invitation's switches the page to its own with
 * the site's language picker, as its person would, before joining.
 */
async function guest(browser: Browser, invitation: string, name: string, watch = false, locale: Locale = 'en', note?: RegExp): Promise<Page> {
  const says = SAYS[locale];
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await page.addInitScript(() => ((window as unknown as { __decktetRecord: unknown[] }).__decktetRecord = []));
  await page.goto(invitation);
  if ((await page.locator('html').getAttribute('lang')) !== locale) {
    await page.locator('starlight-lang-select select:visible').first().selectOption({ label: LOCALE_LABEL[locale] });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(new URL(page.url()).hash, 'the invitation’s room survives the change of language').toBe(new URL(invitation, 'http://x').hash);
  }
  await expect(page.getByText(says.joining)).toBeVisible({ timeout: 20_000 });
  if (note) await expect(page.locator('.guest-gate .play-message')).toHaveText(note);
  await page.getByLabel(says.name).fill(name);
  await page.getByRole('button', { name: watch ? says.watch : says.play, exact: true }).click();
  await expect(page.locator('.guest-bar')).toContainText(says.connected, { timeout: 20_000 });
  return page;
}

/** One move by the person at this page, when it is theirs: a plain legal way for each game (in Ferret, a pass once `pass` says so). */
async function act(page: Page, game: Game, pass = false, locale: Locale = 'en'): Promise<boolean> {
  const table = page.locator('.play');
  if ((await table.getAttribute('data-state')) !== 'human') return false;
  const enabled = 'button:not([disabled]):not([aria-disabled="true"])';
  const hand = page.locator(`.play-main [data-zone="hand"] ${enabled}`);
  const passButton = page.locator('.play-main [data-zone="choices"] button').filter({ hasText: SAYS[locale].pass });
  const click = async (sel: string | Locator) => {
    const b = (typeof sel === 'string' ? page.locator(sel) : sel).first();
    if ((await b.count()) === 0 || !(await b.isEnabled())) return false;
    await b.click({ timeout: 2000 });
    return true;
  };
  if (game === 'jigger') return (await click('.play-main .suit-buttons button')) || (await click('.play-main .respond-buttons button'));
  if (game === 'ferret') {
    if (await click(`.play-main [data-zone="choices"][role="group"] ${enabled}`)) return true;
    if (pass || (await hand.count()) === 0) return click(passButton);
    // The first card of the hand that can be played somewhere; else a pass.
    for (let i = 0; i < (await hand.count()); i++) {
      await hand.nth(i).click({ timeout: 2000 });
      if (await click(`.play-main button.card:not([data-zone="hand"] *):not([disabled])`)) return true;
    }
    return click(passButton);
  }
  if (game === 'thricewise' && (await table.getAttribute('data-step')) === 'placing') return click('.play-main .tw-space');
  if ((await hand.count()) === 0) return click(`.play-main [data-zone="choices"] ${enabled}`);
  if (game === 'hermit') {
    // The first of the player's choices ("What can I do?"): "The Diplomat on trick 1", "Start a trick with the Sea", "The Sea".
    const label = (await page.locator('[data-testid="hint-panel"] .hint-list li strong').first().textContent({ timeout: 2000 })) ?? '';
    const m = /^(?:Start a trick with )?(the .+?)(?: on trick (\d+))?$/i.exec(label);
    if (!m) return false;
    const name = m[1]!.toLowerCase();
    const own = page.locator('.play-main [data-zone="hand"] button').filter({ has: page.locator('xpath=.') });
    const cards = await own.evaluateAll(
      (bs, n) =>
        bs.findIndex(
          (b) =>
            (b.getAttribute('aria-label') ?? '').toLowerCase().startsWith(`${n},`) || (b.getAttribute('aria-label') ?? '').toLowerCase().startsWith(`${n}:`),
        ),
      name,
    );
    if (cards < 0) return false;
    await own.nth(cards).click({ timeout: 2000 });
    if (m[2]) return click(page.getByRole('button', { name: `Play on trick ${m[2]}`, exact: true }));
    if (/^Start a trick/i.test(label)) return click(`.play-main .play-actions ${enabled}.btn-primary`);
    return true;
  }
  await hand.first().click({ timeout: 2000 });
  if (game === 'badgers-court') return click('.play-main button:has-text("Lay it in the Court")');
  return true;
}

/** Plays on at every page until the game is over at the host, or `until` says stop. */
async function playOn(
  pages: { page: Page; role: string; locale?: Locale }[],
  game: Game,
  until: () => Promise<boolean>,
  guard = 600,
  pass = false,
): Promise<void> {
  for (let i = 0; i < guard; i++) {
    if (await until()) return;
    let acted = false;
    for (const { page, locale } of pages) {
      const state = await page.locator('.play').getAttribute('data-state');
      if (state === 'summary') {
        await page
          .locator('.play-main .play-actions .btn-primary')
          .click({ timeout: 2000 })
          .catch(() => undefined);
        acted = true;
      } else if (state === 'human') acted = (await act(page, game, pass, locale).catch(() => false)) || acted;
    }
    if (!acted) await pages[0]!.page.waitForTimeout(150);
    if (process.env.DEBUG_DEVICES && i === 60)
      for (const [k, { page }] of pages.entries()) await page.screenshot({ path: `/tmp/dev-${game}-${k}.png`, fullPage: true });
    if (process.env.DEBUG_DEVICES && i % 20 === 0)
      console.log(
        game,
        i,
        Date.now() % 1e6,
        await pages[0]!.page.locator('.play-log li').count(),
        ...(await Promise.all(pages.map(async ({ page, role }) => `${role}:${await page.locator('.play').getAttribute('data-state')}`))),
      );
  }
  // What each page showed when play stopped going on: its table's state, its status line and its device's line.
  const seen = await Promise.all(
    pages.map(async ({ page, role }) => {
      const read = async (sel: string) => ((await page.locator(sel).count()) ? ((await page.locator(sel).first().textContent()) ?? '').trim() : '-');
      return `${role}: ${await page.locator('.play').getAttribute('data-state')} | ${await read('[data-testid="status"]')} | ${await read('.guest-bar')}`;
    }),
  );
  throw new Error(`${game}: play did not go on as asked\n${seen.join('\n')}`);
}

const over = (page: Page) => async () => (await page.locator('.play').getAttribute('data-state')) === 'over';

/** The host's kept game: its deal and moves, read from its storage. */
async function hostGame(page: Page, game: Game): Promise<{ seed: string; players: number; options: string; moves: string[] }> {
  return page.evaluate((g) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(`decktet-rules:${g}:game:`) && JSON.parse(localStorage.getItem(k) ?? '{}').room);
    return JSON.parse(localStorage.getItem(key ?? '') ?? '{}');
  }, game);
}

/**
 * Every screen this device received, checked against the host's game: nothing in its view, moves or
 * hints that its seat may not see and had not seen; no card in the log it was sent that its seat had not seen.
 */
async function checkNothingHiddenCrossed(device: Page, hostPage: Page, game: Game, seat: number | null): Promise<number> {
  const def = GAMES[game] as AnyGameDefinition;
  const kept = await hostGame(hostPage, game);
  const params = new URLSearchParams(kept.options);
  params.set('players', String(kept.players));
  const { decodeOptions } = await import('../../src/engine/core');
  const decoded = decodeOptions(def, params);
  if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
  const options = def.seeded ? def.seeded(decoded.value.options, kept.seed) : decoded.value.options;
  const start = def.module.newGame(options, kept.seed);
  const r = replayMoves(def.module, start, kept.moves);
  const states = [start];
  for (const h of r.history) {
    const move = def.module.parseMove(h.move) as { ok: true; value: unknown };
    states.push((def.module.apply(states[states.length - 1], move.value, h.by) as { ok: true; value: { state: unknown } }).value.state);
  }
  const received = (await device.evaluate(() => (window as unknown as { __decktetRecord: unknown[] }).__decktetRecord)) as {
    t: string;
    screen?: { moves: number; view: unknown; choices: unknown; hints: unknown; open: unknown };
    log?: { lines: unknown[] };
  }[];
  const eyes = seat ?? -1;
  // What the seat's view has shown up to each move, and ever: read once, not again for each message.
  const seenBy: Set<CardId>[] = [];
  for (const s of states) seenBy.push(cardsIn(def.module.view(s, eyes), new Set(seenBy[seenBy.length - 1])));
  const ever = seenBy[seenBy.length - 1] ?? new Set<CardId>();
  // Plain comparisons, said in one expect: the messages of a whole game are thousands of cards.
  const sent: string[] = [];
  let screens = 0;
  for (const m of received) {
    if (m.t !== 'screen' || !m.screen) continue;
    const k = m.screen.moves;
    const seen = seenBy[k] ?? ever;
    const hidden = hiddenFrom(def, states[k], eyes);
    const secret = hidden.filter((c) => !seen.has(c));
    const own = m.screen.open ? {} : { view: m.screen.view, choices: m.screen.choices, hints: m.screen.hints };
    for (const c of cardsIn(own)) if (secret.includes(c)) sent.push(`${game}: seat ${eyes} was sent ${c} at move ${k}`);
    // Log lines are checked by card ids against what the seat ever saw, up to the end of the game.
    for (const c of cardsIn(m.log?.lines ?? [])) if (!ever.has(c) && hidden.includes(c)) sent.push(`${game}: log sent ${c}`);
    screens++;
  }
  expect(sent).toEqual([]);
  return screens;
}

test('Ferret, two devices, a whole game to its final score; the guest and then the host reload mid-game and play on; nothing hidden crosses', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const h = await host(browser, 'ferret', 'seed=dev-ferret', [1]);
  const errors = watchErrors(h.page);
  let g = await guest(browser, h.invitation, 'Sam');
  await expect(h.page.locator('.play-side')).toContainText('Sam');
  const pages = () => [
    { page: h.page, role: 'host' },
    { page: g, role: 'guest' },
  ];
  const log = (p: Page) => p.locator('.play-log li').count();
  await playOn(pages(), 'ferret', async () => (await log(h.page)) >= 8);
  // The guest reloads: the same seat, the game where it was.
  await g.reload();
  await expect(g.locator('.guest-bar')).toContainText('Connected to', { timeout: 20_000 });
  await expect.poll(async () => log(g), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
  // The host reloads: its game resumes from its storage, the room opens again, the guest comes back.
  await h.page.reload();
  await expect(h.page.locator('.play-seed code')).toHaveText('dev-ferret', { timeout: 20_000 });
  await expect(g.locator('.guest-bar')).toContainText('Connected to', { timeout: 30_000 });
  await playOn(pages(), 'ferret', async () => (await log(h.page)) >= 24);
  // Both pass in succession: the game ends there, and is scored (Ferret's rule).
  await playOn(pages(), 'ferret', over(h.page), 50, true);
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'over', { timeout: 20_000 });
  const result = await h.page.locator('#game-over-title').textContent();
  await expect(g.locator('#game-over-title')).toHaveText(/^Game over\./);
  expect(result).toMatch(/^Game over\./);
  expect(await checkNothingHiddenCrossed(g, h.page, 'ferret', 1)).toBeGreaterThan(10);
  await expectNoErrors(errors);
});

test('Hermit, three seats (a host, a guest, the computer) and a watcher on a projector: a whole match; the signalling server stops mid-game, play goes on, and when it is back the room opens again', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const h = await host(browser, 'hermit', 'seed=dev-hermit&players=3', [1]);
  const g = await guest(browser, h.invitation, 'Sam');
  const watcher = await guest(browser, h.invitation, 'Projector', true);
  const errors = [h.page, g, watcher].map(watchErrors);
  await watcher.setViewportSize({ width: 1920, height: 1080 });
  const pages = [
    { page: h.page, role: 'host' },
    { page: g, role: 'guest' },
  ];
  const log = () => h.page.locator('.play-log li').count();
  await playOn(pages, 'hermit', async () => (await log()) >= 10);
  // The signalling server goes away: the devices are linked directly, and the match goes on.
  await server?.stop();
  server = null;
  await expect(h.page.locator('.invite')).toContainText('The connection service is out of reach', { timeout: 15_000 });
  const before = await log();
  await playOn(pages, 'hermit', async () => (await log()) >= before + 6, 400);
  // It is back: the host registers the room again by itself (once, however many of PeerJS's events asked),
  // and a device that opens the invitation now joins.
  server = await startPeerServer();
  await expect(h.page.getByText(SAYS.en.open)).toBeVisible({ timeout: 20_000 });
  const late = await guest(browser, h.invitation, 'Wall', true);
  errors.push(watchErrors(late));
  await expect(h.page.locator('.invite')).toContainText('Wall', { timeout: 15_000 });
  await playOn(pages, 'hermit', over(h.page), 2000);
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'over', { timeout: 20_000 });
  await expect(watcher.locator('.play')).toHaveAttribute('data-state', 'over', { timeout: 20_000 });
  await expect(late.locator('.play')).toHaveAttribute('data-state', 'over', { timeout: 20_000 });
  expect(await checkNothingHiddenCrossed(g, h.page, 'hermit', 1)).toBeGreaterThan(10);
  expect(await checkNothingHiddenCrossed(watcher, h.page, 'hermit', null)).toBeGreaterThan(10);
  // While the server was down the browser itself logged each call that was refused: that is said, not thrown.
  const refused = /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/peerjs\?[^']*' failed: Error in connection establishment: net::ERR_CONNECTION_REFUSED /;
  for (const e of errors) await expectNoErrors(e.filter((line) => !refused.test(line)));
});

for (const game of ['jigger', 'thricewise', 'badgers-court'] as const)
  test(`${GAMES[game].title}: a move from another device is judged by the host and shown on both`, async ({ browser }) => {
    test.setTimeout(120_000);
    const h = await host(browser, game, `seed=dev-${game}`, [1]);
    const g = await guest(browser, h.invitation, 'Sam');
    const pages = [
      { page: h.page, role: 'host' },
      { page: g, role: 'guest' },
    ];
    const guestMoved = async () =>
      (await h.page
        .locator('.play-log li')
        .filter({ hasText: /^\u2068?Sam\b/ })
        .count()) > 0;
    await playOn(pages, game, guestMoved, 200);
    await expect(
      g
        .locator('.play-log li')
        .filter({ hasText: /^You\b/ })
        .first(),
    ).toBeVisible();
  });

test('a device that goes away: the table waits for it by name, and the host may let the computer play for it', async ({ browser }) => {
  test.setTimeout(120_000);
  const h = await host(browser, 'jigger', 'seed=dev-away&first=0', [1]);
  const g = await guest(browser, h.invitation, 'Sam');
  // The host demands a suit: Sam, on the other device, is to answer.
  await expect(h.page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
  expect(await act(h.page, 'jigger')).toBe(true);
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
  await g.context().close();
  await expect(h.page.getByTestId('status')).toContainText(/Waiting for \u2068?Sam\u2069? \(their device is away/, { timeout: 20_000 });
  await h.page.getByRole('button', { name: /^Let the computer play for \u2068?Sam\u2069?$/ }).click();
  await expect(h.page.locator('.play-log li').first()).not.toHaveText(/Waiting/);
  await expect.poll(async () => h.page.locator('.play-log li').count(), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('one who chooses to watch while a seat is free watches (no seat held, no hand sent); the next device plays; the host names itself; a closed host is said at the top', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const h = await host(browser, 'jigger', 'seed=dev-away&first=0', [1]);
  // The projector opens the invitation first: it is offered seat 2, and chooses to watch.
  const watcher = await guest(browser, h.invitation, 'Projector', true);
  await expect(watcher.locator('.play')).toHaveAttribute('data-state', /waiting|computer|resolving|human/, { timeout: 20_000 });
  await expect(watcher.locator('.play-main [data-zone="hand"] button')).toHaveCount(0);
  // The host is told who watches from a device that is there: one more comes, and goes.
  await expect(h.page.locator('.invite')).toContainText('Watching from another device: Projector.');
  // The host starts typing its own name meanwhile (not given yet: no Enter): the panel drawn again as devices
  // come and go keeps what is typed.
  const hostName = h.page.locator('.invite').getByLabel('Seat 1, at this screen: name', { exact: true });
  await expect(hostName).toHaveValue('');
  await expect(hostName).toHaveAttribute('placeholder', 'Player 1');
  // (A direction override typed into it is dropped once it is given, as in every name.)
  await hostName.fill('Ana\u202e');
  // (It gives no name: it is counted, not called "someone".)
  const wall = await guest(browser, h.invitation, '', true);
  await expect(h.page.locator('.invite')).toContainText('Watching from another device: Projector, one person without a name.', { timeout: 15_000 });
  await wall.context().close();
  await expect(h.page.locator('.invite')).toContainText('Watching from another device: Projector.', { timeout: 20_000 });
  await expect(hostName).toHaveValue('Ana\u202e');
  // Seat 2 is still free: the next device is offered it, and plays it.
  const g = await guest(browser, h.invitation, 'Sam');
  await expect(h.page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
  // The host's panel says who took the seat, beside its "Someone on another device".
  await expect(h.page.locator('.invite .seat-status')).toContainText(/\u2068?Sam\u2069? is playing it/);
  // The host gives its own name: the devices already there call its table by it, and show it at its seat.
  await expect(g.locator('.guest-bar')).toContainText(/Connected to \u2068?Player 1\u2069?’s game of Jigger/);
  await hostName.press('Enter');
  // (The host's own table still calls its seat "You".)
  await expect(hostName).toHaveValue('Ana');
  for (const device of [g, watcher]) {
    await expect(device.locator('.guest-bar')).toContainText(/^Connected to \u2068?Ana\u2069?’s game of Jigger\./, { timeout: 10_000 });
    await expect(device.locator('.play-side')).toContainText('Ana');
  }
  expect(await act(h.page, 'jigger')).toBe(true);
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
  // Everything the watcher was sent, from before its person chose on, is what every player can see.
  expect(await checkNothingHiddenCrossed(watcher, h.page, 'jigger', null)).toBeGreaterThan(0);
  // The host's page closes at Sam's turn: Sam's table says so at the top, and offers nothing a move could not reach.
  await h.page.context().close();
  const status = g.getByTestId('status');
  await expect(status).toHaveText(/^The link to \u2068?Ana\u2069?’s game dropped: reconnecting… Your moves wait until it is back\.$/, { timeout: 20_000 });
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'waiting');
  await expect(g.locator('.play-main button:not([disabled]):not([aria-disabled="true"])')).toHaveCount(0);
  await expect(g.locator('.guest-bar')).toContainText('(your seat is kept)');
  await expect(watcher.getByTestId('status')).toHaveText(/^The link to \u2068?Ana\u2069?’s game dropped: reconnecting…$/, { timeout: 20_000 });
  await expect(watcher.locator('.guest-bar')).not.toContainText('seat');
});

test('a round’s summary on a device whose link to the host drops: its Next waits, disabled, with the reason at the top', async ({ browser }) => {
  test.setTimeout(150_000);
  const h = await host(browser, 'badgers-court', 'seed=dev-summary', [1]);
  const g = await guest(browser, h.invitation, 'Sam');
  // A watcher sees both sides by name, both hands face down (it once saw "0’s hand", nameless seats and no counts).
  const watcher = await guest(browser, h.invitation, 'Wall', true);
  const table = watcher.locator('.play-main .bc-table');
  // (The computer may have played seat 2's first card before it was given to Sam: 3 or 4 cards.)
  await expect(table).toContainText(/Sam\u2069? · [34] cards in hand/, { timeout: 20_000 });
  await expect(table.locator('[data-zone="hand"]')).toContainText(/^[34] cards$/);
  await expect(table.locator('[data-zone="hand"] [role="img"]')).toHaveAttribute('aria-label', /Player 1/);
  await expect(table).not.toContainText(/\b0’s|No cards in hand/);
  // Both play on to the end of the round, whose summary shows on both screens (nobody presses its Next).
  const state = (p: Page) => p.locator('.play').getAttribute('data-state');
  for (let i = 0; i < 300 && (await state(h.page)) !== 'summary'; i++) {
    const at = (await state(h.page)) === 'human' ? h.page : (await state(g)) === 'human' ? g : null;
    if (!at || !(await act(at, 'badgers-court').catch(() => false))) await h.page.waitForTimeout(150);
  }
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'summary', { timeout: 20_000 });
  const next = g.locator('.play-main .play-actions .btn-primary');
  await expect(next).toBeEnabled();
  await h.page.context().close();
  await expect(g.getByTestId('status')).toHaveText(/^The link to \u2068?Player 1\u2069?’s game dropped: reconnecting… Your moves wait until it is back\.$/, {
    timeout: 20_000,
  });
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'summary');
  await expect(next).toBeDisabled();
  await expect(g.locator('.play-main button:not([disabled]):not([aria-disabled="true"])')).toHaveCount(0);
  await expect(watcher.locator('.play-main .play-actions .btn-primary')).toBeDisabled({ timeout: 20_000 });
  await g.context().close();
  await watcher.context().close();
});

test('Hermit: a seat the computer had, invited once the computers chose face down, gets its own choice (the computer’s is taken back)', async ({ browser }) => {
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await page.goto(`${play('hermit')}?seed=dev-take&players=3`);
  await hydrated(page);
  const moves = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('decktet-rules:hermit:game:'));
      return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { moves?: string[] }).moves ?? [];
    });
  // Both computers choose at once with the person at this screen.
  await expect.poll(async () => (await moves()).length, { timeout: 20_000 }).toBe(2);
  await page.getByText(SAYS.en.invite).click();
  await page.getByRole('button', { name: 'Invite someone for seat 2' }).click();
  await expect(page.getByText(SAYS.en.open)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await moves()).length).toBe(1);
  const href = (await page.locator('a[data-invitation]').getAttribute('href')) ?? '';
  const g = await guest(browser, href.replace(/^https?:\/\/[^/]+/, ''), 'Ben');
  await expect(g.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
  await expect(g.locator('.play-main [data-zone="hand"] button:not([disabled])')).not.toHaveCount(0);
  await expect(g.locator('.play-main')).not.toContainText('Chosen:');
  await g.context().close();
  await page.context().close();
});

test('a name given at the invitation panel before anyone is invited opens no room; inviting then does, and the name is kept', async ({ browser }) => {
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  const errors = watchErrors(page);
  await page.goto(`${play('ferret')}?seed=dev-name`);
  await hydrated(page);
  // The link's deal replaces the page's welcome deal (with its own names) once the page runs: waited for.
  await expect(page.locator('.play-seed code')).toHaveText('dev-name', { timeout: 20_000 });
  await page.getByText(SAYS.en.invite).click();
  const name = page.locator('.invite').getByLabel('Seat 1, at this screen: name', { exact: true });
  await name.fill('Ana');
  await name.press('Enter');
  await expect(name).toHaveValue('Ana');
  const rooms = () =>
    page.evaluate(
      () => Object.keys(localStorage).filter((k) => k.startsWith('decktet-rules:ferret:game:') && JSON.parse(localStorage.getItem(k) ?? '{}').room).length,
    );
  await page.waitForTimeout(1000);
  await expect(page.locator('a[data-invitation]')).toHaveCount(0);
  expect(await rooms()).toBe(0);
  await page.getByRole('button', { name: 'Invite someone for seat 2' }).click();
  await expect(page.getByText(SAYS.en.open)).toBeVisible({ timeout: 15_000 });
  await expect(name).toHaveValue('Ana');
  await expect.poll(rooms).toBe(1);
  await expectNoErrors(errors);
  await page.context().close();
});

test('a connection that cannot be made is said in plain words within 15 seconds, with the game at one screen offered', async ({ browser }) => {
  test.setTimeout(60_000);
  // A room nobody opened.
  const page = await (await browser.newContext()).newPage();
  // Counted from the page being ready (a loaded test machine can take seconds to load it): the device tries for 10 s.
  await page.goto(`${play('ferret')}#join=abcdefghijkmn`);
  await hydrated(page);
  const said = page.getByRole('alert').filter({ hasText: 'could not join' });
  await expect(said).toBeVisible({ timeout: 15_000 });
  await expect(said).toContainText('not open on the host’s device');
  await expect(page.getByRole('link', { name: 'Play Ferret at one screen instead' })).toHaveAttribute('href', play('ferret'));
  // It keeps calling, and what it said stays said (it went back to "Joining…" at the next call).
  await page.waitForTimeout(5000);
  await expect(said).toBeVisible();
  await expect(page.getByText(/^Joining the game/)).toHaveCount(0);
  // The service answers that the room is not there, then drops out for the last seconds before the device gives
  // up (a busy device's socket): the reason stays the host's room, not the service.
  const dropped = await (await browser.newContext()).newPage();
  await dropped.goto(`${play('ferret')}#join=abcdefghijkmn`);
  await hydrated(dropped);
  await dropped.waitForTimeout(7000);
  await server?.stop();
  server = null;
  try {
    const saidThen = dropped.getByRole('alert').filter({ hasText: 'could not join' });
    await expect(saidThen).toBeVisible({ timeout: 15_000 });
    await expect(saidThen).toContainText('not open on the host’s device');
  } finally {
    server = await startPeerServer();
  }
  // The signalling service down.
  await server?.stop();
  server = null;
  const down = await (await browser.newContext()).newPage();
  try {
    await down.goto(`${play('ferret')}#join=abcdefghijkmn`);
    await hydrated(down);
    await expect(down.getByRole('alert').filter({ hasText: 'connection service could not be reached' })).toBeVisible({ timeout: 15_000 });
  } finally {
    server = await startPeerServer();
  }
});

test('a school’s own signalling server on its network: a browser told not to reach the local network says so; one allowed gets through', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The site as the public would reach it (a public https address, answered here from the built site), and the
  // signalling server on the loopback: Chromium's Local Network Access then needs the device's permission.
  const site = 'https://decktet.example';
  const device = async (setting: 'denied' | 'granted', path = `${play('ferret')}#join=abcdefghijkmn`, viewport = { width: 1280, height: 800 }) => {
    const context = await browser.newContext({ baseURL: site, serviceWorkers: 'block', viewport });
    await context.route(`${site}/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
    });
    const page = await context.newPage();
    // The device's answer to Chromium's prompt, as its site settings hold it (each of the permission's names).
    const cdp = await context.newCDPSession(page);
    // Set in this test's own browser context (the default context's settings are not this page's).
    const browserContextId = (await cdp.send('Target.getTargetInfo')).targetInfo.browserContextId ?? '';
    for (const name of ['local-network-access', 'local-network', 'loopback-network'])
      await cdp.send('Browser.setPermission', { permission: { name }, setting, origin: site, browserContextId });
    await page.goto(path);
    await hydrated(page);
    return page;
  };
  // Both at once: each tries for its 10 seconds before it says why.
  const [refused, allowed, hostRefused] = await Promise.all([
    device('denied'),
    device('granted'),
    device('denied', play('ferret'), { width: 390, height: 844 }),
  ]);
  // A host whose browser refuses: its invitation says why the room cannot open.
  await hostRefused.getByText(SAYS.en.invite).click();
  await hostRefused.locator('.invite').getByLabel(SAYS.en.playedBy(2), { exact: true }).selectOption('remote');
  await expect(hostRefused.locator('.invite [role=status]')).toContainText('set not to let this site connect to devices on your local network', {
    timeout: 15_000,
  });
  const said = refused.getByRole('alert').filter({ hasText: 'could not join' });
  await expect(said).toBeVisible({ timeout: 15_000 });
  await expect(said).toContainText('set not to let this site connect to devices on your local network');
  await expect(said).toContainText('allow it in the site’s settings');
  // Said once, and no line about this screen's own game ("Your turn…") while it is joining another's.
  await expect(refused.getByText('could not be reached')).toHaveCount(1);
  await expect(refused.getByTestId('status')).toHaveCount(0);
  await expect(refused.getByText('What can I do?')).toHaveCount(0);
  await shot(refused, 'local-network-guest-1280.png');
  await shot(hostRefused, 'local-network-host-390.png');
  // Allowed, the device reaches the service: what it hears is that nobody opened this room.
  const heard = allowed.getByRole('alert').filter({ hasText: 'could not join' });
  await expect(heard).toBeVisible({ timeout: 15_000 });
  await expect(heard).toContainText('not open on the host’s device');
});

test('forged and malformed messages from a raw PeerJS client change nothing on the host and throw nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const h = await host(browser, 'ferret', 'seed=dev-forged', [1]);
  const errors = watchErrors(h.page);
  const before = await h.page.locator('.play-log li').count();
  const room = new URLSearchParams(h.invitation.split('#')[1]).get('join');
  const raw = await (await browser.newContext()).newPage();
  // A page the site served: helpers' blankPage is answered by Playwright, not by a server on the loopback, and
  // from it Chromium's Local Network Access refused PeerJS's fetch of its id ("Permission was denied for this
  // request to access the `loopback` address space": a server-error).
  await raw.goto('/deck/');
  await raw.addScriptTag({ path: createRequire(import.meta.url).resolve('peerjs/dist/peerjs.min.js') });
  const answers = await raw.evaluate(
    async ({ room, port }) => {
      const P = (window as unknown as { peerjs: { Peer: new (o: unknown) => unknown } }).peerjs.Peer as unknown as new (o: unknown) => {
        on(e: string, f: (x: unknown) => void): void;
        connect(id: string): { on(e: string, f: (x: unknown) => void): void; send(x: unknown): void };
      };
      const peer = new P({ host: '127.0.0.1', port, path: '/', secure: false, config: { iceServers: [] } });
      await new Promise((r) => peer.on('open', r));
      const conn = peer.connect(`decktet-${room}`);
      const got: unknown[] = [];
      conn.on('data', (d) => got.push(d));
      await new Promise((r) => conn.on('open', r));
      const junk = [
        'not json',
        { t: 'move', at: 0, move: 'pass' },
        { t: 'hello', v: 1, token: 'x', name: 'Eve', want: 'play' },
        { t: 'hello', v: 1, token: 'eeeeeeeeeeeeeeeeeeee', name: 'Eve', want: 'play' },
        { t: 'move', at: 0, move: 'pass', seat: 0 },
        { t: 'move', at: 0, move: 'AK>AM' },
        { t: 'move', at: 99, move: 'pass' },
        { t: 'move', at: 0, move: '\u0000'.repeat(100) },
        { t: 'next', at: 0 },
        { t: 'hello', v: 1, token: 'eeeeeeeeeeeeeeeeeeee', name: 'x'.repeat(5000), want: 'play' },
        { t: '__proto__', at: 0 },
        [1, 2, 3],
        null,
      ];
      for (const j of junk) conn.send(j);
      await new Promise((r) => setTimeout(r, 2500));
      return got.map((g) => (g as { t?: string }).t);
    },
    { room, port: 9017 },
  );
  // It was welcomed (it took the free seat with a fair hello) and told why its moves were refused; the host's game did not move.
  expect(answers).toContain('welcome');
  expect(await h.page.locator('.play-log li').count()).toBe(before);
  await expectNoErrors(errors);
});

test('host, guest and watcher at a laptop, a phone and a projector (classroom): each sees its own table, axe clean (screenshots with E2E_SHOTS=1)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sizes = [
    { name: 'laptop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
    { name: 'projector', width: 1920, height: 1080 },
  ];
  const h = await host(browser, 'ferret', 'seed=dev-screens', [1]);
  const g = await guest(browser, h.invitation, 'Sam');
  const watcher = await guest(browser, h.invitation, 'Projector', true);
  // The projector in the classroom setting (a teacher's choice on that device, remembered there).
  await watcher.getByRole('button', { name: 'Classroom' }).click();
  await expect(watcher.locator('html')).toHaveClass(/classroom/);
  await playOn(
    [
      { page: h.page, role: 'host' },
      { page: g, role: 'guest' },
    ],
    'ferret',
    async () => (await h.page.locator('.play-log li').count()) >= 4,
  );
  for (const size of sizes)
    for (const [who, page] of [
      ['host', h.page],
      ['guest', g],
      ['watcher', watcher],
    ] as const) {
      await page.setViewportSize(size);
      await page.locator('.play').scrollIntoViewIfNeeded();
      await shot(page, `devices-${who}-${size.name}.png`);
      // Nothing runs off the side of the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${who} at ${size.width}`).toBeLessThanOrEqual(size.width);
    }
  // The watcher sees no hand: every hand is face down, counted; nothing it was sent names a hidden card.
  const sent = (await watcher.evaluate(() => (window as unknown as { __decktetRecord: { t: string; screen?: { view: { seat: number } } }[] }).__decktetRecord))
    .filter((m) => m.t === 'screen')
    .map((m) => m.screen?.view.seat);
  expect(new Set(sent)).toEqual(new Set([-1]));
  await expect(watcher.locator('.play-main [data-zone="hand"] .card:not(.card--back)')).toHaveCount(0);
  expect(await checkNothingHiddenCrossed(watcher, h.page, 'ferret', null)).toBeGreaterThan(2);
  // The guest sees its own hand, face up.
  await expect(g.locator('.play-main [data-zone="hand"] .card').first()).toBeVisible();
  for (const page of [g, watcher]) {
    const results = await axeOn(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  }
});

/** This device's page is in its own language: no word of the other language, and no card named in it. */
async function inOwnLanguage(page: Page, locale: Locale, when: string): Promise<string[]> {
  const texts = await readerText(page);
  expect(locale === 'es' ? englishIn(texts) : spanishIn(texts), `${locale} device, ${when}: words of the other language`).toEqual([]);
  expect(foreignCardNames(texts, locale), `${locale} device, ${when}: card names of the other language`).toEqual([]);
  return texts;
}

/** The cards a log line names, by id, whatever its language. */
const cardsNamed = (line: string, locale: Locale): string[] =>
  Object.entries(CARD_NAMES)
    .filter(([, n]) => cardNamePattern(n[locale], locale).test(line))
    .map(([id]) => id);

/**
 * The devices played the same game: as many log lines, every card a watcher's line names (what every player
 * can see) named on the same line of every player's log, whatever its language, and the same final scores.
 */
async function sameGame(devices: { page: Page; locale: Locale; role: string }[]): Promise<void> {
  const logs = await Promise.all(devices.map(({ page }) => page.locator('.play-log li').allTextContents()));
  for (const [i, log] of logs.entries()) expect(log.length, `${devices[i]!.role}'s log`).toBe(logs[0]!.length);
  const watcher = devices.findIndex((d) => d.role === 'watcher');
  for (const [i, d] of devices.entries()) {
    if (i === watcher) continue;
    for (const [k, line] of logs[watcher]!.entries()) {
      const named = cardsNamed(logs[i]![k]!, d.locale);
      for (const c of cardsNamed(line, devices[watcher]!.locale)) expect(named, `line ${k}: «${line}» / «${logs[i]![k]}»`).toContain(c);
    }
  }
  const scores = await Promise.all(
    devices.map(async ({ page }) => ((await page.locator('#game-over-title').textContent()) ?? '').replace(/(Jugador|Player) \d+/g, '').match(/\d+/g)),
  );
  for (const s of scores) expect(s).toEqual(scores[0]);
}

for (const [hostLocale, guestLocale, seed] of [
  ['en', 'es', 'dev-en-es'],
  ['es', 'en', 'dev-es-en'],
] as const)
  test(`across languages: a${hostLocale === 'en' ? 'n English' : ' Spanish'} host, a${guestLocale === 'en' ? 'n English' : ' Spanish'} guest and a Spanish watcher on a projector (classroom), a whole Ferret game: each device in its own language throughout, and the moves agree`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const h = await host(browser, 'ferret', `seed=${seed}`, [1], hostLocale);
    const errors = watchErrors(h.page);
    const g = await guest(browser, h.invitation, 'Sam', false, guestLocale);
    errors.push(...watchErrors(g));
    await g.setViewportSize({ width: 390, height: 844 });
    // Every seat for another device is taken: the third device is told so in its own language, and watches (when it
    // opened the invitation in English and switched, the Spanish page asks again, and is told again).
    const taken = /^Todos los asientos para otros dispositivos están ocupados/;
    const w = await guest(browser, h.invitation, 'Proyector', true, 'es', taken);
    await w.setViewportSize({ width: 1920, height: 1080 });
    await w.locator('[data-classroom-toggle]:visible').first().click();
    await expect(w.locator('html')).toHaveClass(/classroom/);
    const devices = [
      { page: h.page, locale: hostLocale, role: 'host' },
      { page: g, locale: guestLocale, role: 'guest' },
      { page: w, locale: 'es' as Locale, role: 'watcher' },
    ];
    for (const d of devices) await inOwnLanguage(d.page, d.locale, 'on joining');
    const log = (p: Page) => p.locator('.play-log li').count();
    await playOn(devices.slice(0, 2), 'ferret', async () => (await log(h.page)) >= 8);
    for (const d of devices) {
      const texts = await inOwnLanguage(d.page, d.locale, 'mid-game');
      expect(ownCardNames(texts, d.locale).length, `${d.role}: cards named in its language`).toBeGreaterThan(2);
    }
    await shot(g, `devices-${hostLocale}-${guestLocale}-guest-390x844.png`);
    await shot(w, `devices-${hostLocale}-${guestLocale}-watcher-1920x1080-classroom.png`);
    expect(await g.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await playOn(devices.slice(0, 2), 'ferret', async () => (await log(h.page)) >= 24);
    await playOn(devices.slice(0, 2), 'ferret', over(h.page), 50, true);
    for (const d of devices) {
      await expect(d.page.locator('.play')).toHaveAttribute('data-state', 'over', { timeout: 20_000 });
      await expect(d.page.locator('#game-over-title')).toHaveText(SAYS[d.locale].over);
      await inOwnLanguage(d.page, d.locale, 'at the end');
    }
    await sameGame(devices);
    await shot(g, `devices-${hostLocale}-${guestLocale}-guest-over-390x844.png`, { fullPage: true });
    expect(await checkNothingHiddenCrossed(g, h.page, 'ferret', 1)).toBeGreaterThan(10);
    await expectNoErrors(errors);
  });

test('a refusal crosses languages: a Spanish guest’s move the English host’s engine refuses is said on the guest in Spanish, with its rule, and nowhere else', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const h = await host(browser, 'badgers-court', 'seed=dev-refusal', [1], 'en');
  const g = await guest(browser, h.invitation, 'Sam', false, 'es');
  const guestsTurn = async () => (await g.locator('.play').getAttribute('data-state')) === 'human';
  await playOn([{ page: h.page, role: 'host' }], 'badgers-court', guestsTurn, 100);
  const before = await h.page.locator('.play-log li').count();
  // A card of the hand, and "Take" with nothing in the Court chosen.
  await g.locator('.play-main [data-zone="hand"] button').first().click();
  await g.getByRole('button', { name: 'Llevarte', exact: true }).click({ timeout: 10_000 });
  // The engine's own refusal, as at one screen, with its rule's section on the Spanish rules page.
  const said = g.locator('.play-message').filter({ hasText: 'Elige las cartas del Patio que quieres llevarte.' });
  await expect(said).toBeVisible({ timeout: 10_000 });
  expect(englishIn(await readerText(said))).toEqual([]);
  await expect(said.getByRole('link', { name: 'Regla: Emparejar' })).toHaveAttribute('href', /^\/es\/games\/badgers-court\/#/);
  // The host's table did not move, and its screen says nothing of another device's mistake.
  await h.page.waitForTimeout(1000);
  expect(await h.page.locator('.play-log li').count()).toBe(before);
  await expect(h.page.locator('.play-message').filter({ has: h.page.getByRole('link') })).toHaveCount(0);
  await inOwnLanguage(g, 'es', 'after a refusal');
  await inOwnLanguage(h.page, 'en', 'after a refusal on another device');
});
