// Times a newcomer's path through the built site, following the coach as a reader would:
//   1. from arriving on the home page to the first own move of a game (the hero's "Learn Ferret by
//      playing it", then the two cards the coach marks);
//   2. a whole guided Ferret game, to its end, at the computer's normal speed.
// npx tsx scripts/time-newcomer.ts [base-url]   (Debian's Chromium; CHROMIUM_PATH overrides)
//
// It prints the browser's own time (the pages, the computer's moves) and an estimate for a person:
// that time plus reading every word the path puts before them at 200 words a minute (a slow, careful
// reader) and 2 seconds to find and press each thing. The estimate is a model, not a measured person.
import { chromium, type Page } from '@playwright/test';
import { ferretDefinition } from '../src/engine/ferret/definition';
import { learnPage } from '../src/engine/catalog';

const base = process.argv[2] ?? 'http://localhost:4399';
const WPM = 200;
const PRESS_S = 2;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const readingS = (text: string) => (words(text) / WPM) * 60;

interface Leg {
  browser: number;
  read: number;
  presses: number;
}
const estimate = (l: Leg) => l.browser + l.read + l.presses * PRESS_S;

async function coachLine(page: Page): Promise<string> {
  return (await page.getByTestId('coach-line').innerText()).trim();
}

/** Makes the move the coach waits for by pressing the two cards it marks (or, at the end, the set it marks); returns the presses. */
async function followFerret(page: Page): Promise<number> {
  const coach = page.getByTestId('coach');
  const move = (await coach.getAttribute('data-move')) ?? '';
  const moves = await coach.getAttribute('data-moves');
  if (move.startsWith('set:')) {
    await page.locator('[data-zone="choices"] [data-coached]').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="coach"]')?.getAttribute('data-moves') !== n, moves);
    return 1;
  }
  const [card, target] = move.split('>');
  if (!card || !target) throw new Error(`the coach waits for “${move}”, which is not a card on a card`);
  await page.locator(`[data-zone="hand"] [data-card="${card}"].is-highlighted`).click();
  await page.locator(`.play-main button[data-card="${target}"].is-highlighted`).click();
  await page.waitForFunction((n) => document.querySelector('[data-testid="coach"]')?.getAttribute('data-moves') !== n, moves);
  return 2;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
const page = await context.newPage();

// 1. Home page to the first own move.
const t0 = performance.now();
await page.goto(`${base}/`);
const hero = page.locator('.hero');
let read = readingS(await hero.innerText());
await page.getByRole('link', { name: 'Learn Ferret by playing it', exact: true }).click();
await page.waitForURL(`**${learnPage('ferret')}`);
await page.waitForSelector('astro-island:not([ssr]) .play[data-state="human"]');
read += readingS(await coachLine(page));
let presses = 1 + (await followFerret(page));
const first: Leg = { browser: (performance.now() - t0) / 1000, read, presses };

// 2. The rest of the guided Ferret game, to its end.
for (;;) {
  await page.waitForSelector('.play[data-state="human"], .play[data-state="over"]', { timeout: 60_000 });
  if ((await page.locator('.play').getAttribute('data-state')) === 'over') break;
  read += readingS(await coachLine(page));
  presses += await followFerret(page);
}
read += readingS(await coachLine(page));
const whole: Leg = { browser: (performance.now() - t0) / 1000, read, presses };
const result = (await page.locator('.game-over h2').innerText()).trim();
await browser.close();

const reader = ferretDefinition.guided.steps.filter((s) => s.say).length;
const row = (label: string, l: Leg) =>
  `${label.padEnd(34)} browser ${l.browser.toFixed(1).padStart(5)} s · reading ${l.read.toFixed(1).padStart(5)} s · ${String(l.presses).padStart(2)} presses · estimate ${estimate(l).toFixed(1).padStart(5)} s`;
console.log(`A newcomer's path at ${base} (1280×800; reading at ${WPM} words a minute, ${PRESS_S} s a press)`);
console.log(row('Home page → first own move', first));
console.log(row(`Whole guided Ferret (${reader} moves)`, whole));
console.log(`Ferret ended: “${result}”`);
console.log(
  `Targets: first own move within 30 s: ${estimate(first) <= 30 ? 'met' : 'NOT met'}; guided Ferret within 5 minutes: ${estimate(whole) <= 300 ? 'met' : 'NOT met'}.`,
);
