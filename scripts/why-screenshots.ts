// Screenshots of every play page with "What can I do?" on and a log line's "Why?" open, in the classroom
// setting, at the three sizes the site is checked at: npx tsx scripts/why-screenshots.ts <base-url> <out-dir>.
// Each page is a game a few moves in (a save made with the engine). Uses Debian's Chromium (CHROMIUM_PATH overrides).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { catalogList, playPage } from '../src/engine/catalog';
import { GAMES } from '../src/engine/games';
import { saveKey } from '../src/play/session';
import { openingSave } from '../tests/support/saves';

const [base = 'http://localhost:4399', out = 'screenshots'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '390x844', width: 390, height: 844 },
  { name: '1920x1080', width: 1920, height: 1080 },
];
const ids = process.env.GAMES ? process.env.GAMES.split(',') : catalogList().map((g) => g.id);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of SIZES) {
  for (const game of ids) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const save = openingSave(GAMES[game as keyof typeof GAMES]);
    await context.addInitScript(
      ([key, value]) => {
        if (sessionStorage.getItem('seeded')) return;
        localStorage.setItem(key as string, value as string);
        localStorage.setItem('decktet-rules:classroom', 'on');
        localStorage.setItem('decktet-rules:hints:classroom', 'on');
        sessionStorage.setItem('seeded', '1');
      },
      [saveKey(game), save],
    );
    const page = await context.newPage();
    await page.goto(`${base}${playPage(game)}`);
    await page.waitForSelector('.play[data-state^="human"]', { timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${game}-${size.name}.png` });
    const why = page.locator('.play-log .why-button').first();
    if (await why.count()) {
      await why.click();
      await page.locator('.play-side').screenshot({ path: `${out}/${game}-${size.name}-side.png` });
    }
    await context.close();
  }
}
await browser.close();
