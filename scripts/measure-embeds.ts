/**
 * npm run measure:embeds: how tall each example's iframe page is at the snippet's width, at its tallest
 * step, in each language, in the built site (run `npm run build` first). Serves dist/ with `astro preview`
 * (on E2E_PORT, or 4399), opens every /embed/<game>/<example>/ and /es/embed/<game>/<example>/ in Chromium
 * at 720 px, steps through it to the end and keeps the greatest height. Writes each game's
 * src/embed/games/<game>.heights.json, which the snippets and oEmbed responses read (src/embed/heights.ts):
 * commit it. tests/e2e/embed-fit.spec.ts checks the heights still hold.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { gameList } from '../src/engine/games';
import { LOCALES, localePath, type Locale } from '../src/words/locales';

const WIDTH = 720;
const PORT = Number(process.env.E2E_PORT ?? 4399);
const BASE = `http://localhost:${PORT}`;
const OUT = (game: string) => fileURLToPath(new URL(`../src/embed/games/${game}.heights.json`, import.meta.url));

async function up(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/`)).ok;
  } catch {
    return false;
  }
}

const server = (await up()) ? null : spawn('npx', ['astro', 'preview', '--port', String(PORT)], { stdio: 'ignore' });
for (let i = 0; i < 120 && !(await up()); i++) await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
/** The stepper's words in a language (src/words/ui/<locale>.json): its two buttons, and its "Step 2 of 5" as a pattern. */
function stepperWords(locale: Locale) {
  const ui = JSON.parse(readFileSync(new URL(`../src/words/ui/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const step = (ui['example.step'] as string)
    .replace(/[.*+?^$()[\]\\|]/g, '\\$&')
    .replace('{n}', '(\\d+)')
    .replace('{of}', '\\d+');
  return { next: ui['example.next'] as string, showMe: ui['example.show-me'] as string, step: new RegExp(step) };
}

const heights: Record<string, Partial<Record<Locale, Record<string, number>>>> = {};
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 400 } });
  for (const locale of LOCALES) {
    const words = stepperWords(locale);
    for (const def of gameList())
      for (const ex of def.examples) {
        await page.goto(`${BASE}${localePath(locale, `/embed/${def.id}/${ex.id}/`)}`);
        // A step that asks waits for the reader: "Show me" answers it and moves on.
        const next = (shown: number) => page.getByRole('button', { name: ex.steps[shown]?.ask ? words.showMe : words.next });
        const progress = page.getByText(words.step).first();
        /** Step n is shown (pressing Next until it is: the frame may still be hydrating). */
        const reach = async (n: number) => {
          for (let tries = 0; tries < 40; tries++) {
            const shown = (await progress.isVisible()) ? Number(words.step.exec(await progress.innerText())?.[1]) : 0;
            if (shown === n) return;
            if (shown < n) await next(shown).click();
            await page.waitForTimeout(250);
          }
          throw new Error(`${locale}: ${def.id}/${ex.id}: step ${n} never showed`);
        };
        // The example runs (its section is marked ready) and the fonts are in (not 'networkidle', which a loaded
        // machine may never reach).
        await page.waitForFunction(() => document.querySelector('section[data-ready]') !== null && document.fonts.status === 'loaded');
        let tallest = 0;
        for (let step = 0; step <= ex.steps.length; step++) {
          if (step > 0) await reach(step);
          await page.waitForTimeout(100);
          tallest = Math.max(tallest, await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight)));
        }
        ((heights[def.id] ??= {})[locale] ??= {})[ex.id] = tallest;
        console.log(`${locale}: ${def.id}/${ex.id}: ${tallest} px`);
      }
  }
} finally {
  await browser.close();
  server?.kill();
}
for (const [game, h] of Object.entries(heights)) {
  writeFileSync(OUT(game), `${JSON.stringify({ width: WIDTH, heights: h }, null, 2)}\n`);
  console.log(`wrote ${OUT(game)}`);
}
