/**
 * npm run lighthouse: Lighthouse's mobile performance audit of every rules and play page (the page list
 * comes from src/engine/catalog.ts), served from dist/ by a small server that compresses as a host
 * would (scripts/lib/serve.ts), in Debian's Chromium (CHROMIUM_PATH). Prints the median of 5 runs per
 * page: the score, LCP, TBT, CLS, FCP and the DOM's size. Build first (`npm run build`).
 *
 *   npm run lighthouse -- --runs=3 --only=ferret --dist=/some/other/dist
 *
 * Lighthouse throttles the CPU by simulation, from what it observes: on a busy machine its numbers
 * drop. Run it with the machine as quiet as you can.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { catalogList, gamePage, playPage } from '../src/engine/catalog';
import { serveDist } from './lib/serve';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 5);
const only = arg('only');
const dist = resolve(arg('dist') ?? 'dist');
if (!existsSync(dist)) throw new Error(`No ${dist}: run \`npm run build\` first.`);

const pages = catalogList()
  .filter((g) => !only || g.id.includes(only))
  .flatMap((g) => [gamePage(g.id), playPage(g.id)]);

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  dom: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

/** The page's element count, from the DOM size insight (Lighthouse 13 has no dom-size audit). */
function domSize(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits['dom-size-insight']?.details as { items?: { statistic?: string; value?: { value?: number } }[] } | undefined)?.items ?? [];
  return Number(items.find((i) => i.statistic === 'Total elements')?.value?.value ?? NaN);
}

const { server, origin } = await serveDist(dist);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
console.log(`Lighthouse (mobile, performance), median of ${runs} runs, ${dist} served with gzip\n`);
console.log(`${'page'.padEnd(28)} score    LCP      TBT     CLS     FCP   DOM elements`);
const rows: { page: string; m: Run }[] = [];
try {
  for (const page of pages) {
    const results: Run[] = [];
    for (let r = 0; r < runs; r++) {
      const result = await lighthouse(origin + page, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        fcp: num('first-contentful-paint'),
        dom: domSize(lhr),
      });
    }
    const m: Run = {
      score: median(results.map((x) => x.score)),
      lcp: median(results.map((x) => x.lcp)),
      tbt: median(results.map((x) => x.tbt)),
      cls: median(results.map((x) => x.cls)),
      fcp: median(results.map((x) => x.fcp)),
      dom: median(results.map((x) => x.dom)),
    };
    rows.push({ page, m });
    console.log(
      `${page.padEnd(28)} ${String(m.score).padStart(5)} ${(m.lcp / 1000).toFixed(2).padStart(6)} s ${m.tbt.toFixed(0).padStart(5)} ms ${m.cls.toFixed(3).padStart(6)} ${(m.fcp / 1000).toFixed(2).padStart(6)} s ${String(m.dom).padStart(6)}`,
    );
  }
} finally {
  chrome.kill();
  server.close();
}
const bad = rows.filter((r) => r.m.score < 98 || r.m.lcp > 1200 || r.m.dom > 1500 || (r.page.endsWith('/play/') && r.m.cls > 0.02));
console.log(
  bad.length === 0
    ? '\nEvery page meets the bars (score ≥ 98, LCP ≤ 1.2 s, ≤ 1,500 elements, CLS ≤ 0.02 on play pages).'
    : `\nBelow the bars: ${bad.map((r) => r.page).join(', ')}`,
);
