/**
 * Every rules and play page keeps its JavaScript budget as it really loads (issue 19: the reader on a slow
 * phone; issue 32: play across devices loads nothing until chosen). Measured as `npm run bench` measures it
 * (scripts/lib/page-js.ts), on the built site the tests serve; a byte count, not a time.
 */
import { expect, test } from '@playwright/test';
import { gzipSizes, pageBudgets, pageJs } from '../../scripts/lib/page-js';

const sizes = gzipSizes();

for (const [path, budget] of pageBudgets())
  test(`${path} loads at most ${(budget / 1024).toFixed(0)} kB of JavaScript (gzip), and nothing of play across devices`, async ({ page, baseURL }) => {
    const loaded = await pageJs(page, new URL(baseURL ?? '').origin, path, 'dist', sizes);
    expect(loaded.paths.filter((p) => /\/(room|room-protocol|room-host|room-peer|peerjs)\./.test(p))).toEqual([]);
    expect(loaded.gzipBytes, `${path}: ${(loaded.gzipBytes / 1024).toFixed(1)} kB`).toBeLessThanOrEqual(budget);
  });
