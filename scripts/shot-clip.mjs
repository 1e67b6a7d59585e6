import { chromium } from 'playwright-core';
const [,, url, out, y = '0', h = '900', w = '1280', theme = 'light'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: theme });
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate((y) => window.scrollTo(0, y), +y);
await page.waitForTimeout(700);
await page.screenshot({ path: out });
await browser.close();
