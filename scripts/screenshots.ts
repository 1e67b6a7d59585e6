// Screenshots of every play page at a person's turn, at the three sizes the site is checked at:
// npx tsx scripts/screenshots.ts <base-url> <out-dir> (GAMES=a,b to pick games). Uses Debian's Chromium (CHROMIUM_PATH overrides).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { catalogList, playPage } from '../src/engine/catalog';

const [base = 'http://localhost:4399', out = 'screenshots'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '390x844', width: 390, height: 844 },
  { name: '1920x1080', width: 1920, height: 1080 },
];
const GAMES = process.env.GAMES ? process.env.GAMES.split(',') : catalogList().map((g) => g.id);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of SIZES) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  for (const game of GAMES) {
    const page = await context.newPage();
    await page.goto(`${base}${playPage(game)}?seed=shot-1`);
    await page.waitForSelector('.play[data-state^="human"]', { timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${game}-${size.name}.png` });
    await page.close();
  }
  await context.close();
}
await browser.close();
