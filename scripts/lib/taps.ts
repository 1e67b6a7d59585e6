/**
 * How quickly each game's play table answers a tap on a slow device (`npm run bench -- --taps`): every
 * play page of the built site is opened in Chromium with its CPU slowed 4× (the DevTools protocol's
 * Emulation.setCPUThrottlingRate), a game against the computer is played by pointer for a few turns,
 * and each tap is timed by the browser's Event Timing: a PerformanceObserver of 'event' entries
 * (durationThreshold 16 ms), grouped by interactionId, an interaction's time being its longest event's
 * duration (from the input to the next paint: the Interaction to Next Paint measure). A tap no entry
 * reports took under 16 ms, and counts as 16. The bench's own work in the page (finding the element by its
 * role and name, checking it can be pressed) is done before the press, and the press is raw input: from the
 * press until Event Timing reports it, after the next paint, the bench runs nothing in the page (Playwright's
 * own capturing listeners, present in every page it drives, still see each pointer event: about 1 ms at 4×).
 *
 * The kinds of tap: `pick` (choosing a card, in hand or on the table, or un-choosing it), `play` (the
 * press that makes the move: a trick, a space, the pool, Take or Lay, a demand, a secret choice),
 * `confirm` (going on after a result: the next round, hand or scoring step), `undo` (the toolbar's
 * Undo, when it can undo) and `why` (opening a log line's "Why?").
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { serveDist } from './serve';

export type TapKind = 'pick' | 'play' | 'confirm' | 'undo' | 'why';
export const TAP_KINDS: readonly TapKind[] = ['pick', 'play', 'confirm', 'undo', 'why'];

export interface TapResult {
  game: string;
  /** Every tap's interaction time, in ms, by kind. */
  taps: { kind: TapKind; ms: number }[];
  /** Turns the person played. */
  turns: number;
  /** Deals played to reach them (a game that ends early is followed by another deal). */
  deals: number;
}

/** The CPU slowdown the measure runs at (a child's old tablet, as DevTools' "4× slowdown"). */
export const THROTTLE = 4;
/** Interactions shorter than this are not reported by Event Timing (the lowest threshold it allows). */
const THRESHOLD = 16;

/**
 * Collects Event Timing entries with an interactionId from the page's start (added before any script runs), and
 * tells the bench when some come (\`__tapReported\`, a binding): they come after the interaction's next paint.
 */
const OBSERVER = `(() => {
  const entries = [];
  window.__tapEntries = entries;
  try {
    new PerformanceObserver((list) => {
      const before = entries.length;
      for (const e of list.getEntries()) if (e.interactionId > 0) entries.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
      if (entries.length > before && window.__tapReported) window.__tapReported(entries.slice(before).map((e) => e.name));
    }).observe({ type: 'event', durationThreshold: ${THRESHOLD}, buffered: true });
  } catch (e) { window.__tapError = String(e); }
})();`;

/** The quantile q of a list of numbers (nearest rank), 0 for none. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

class Driver {
  readonly taps: { kind: TapKind; ms: number }[] = [];
  constructor(readonly page: Page) {}

  /** Waits until the page has painted twice and its main thread had a moment: Event Timing reports after the next paint. */
  private async settle(): Promise<void> {
    await this.page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 60)))));
  }

  /**
   * One tap on this element, timed: the longest event of the interactions it started. The bench's own work in the
   * page (finding the element: a role query reads every button's accessible name; Playwright's checks that the
   * element is visible, still and not covered) is done before the press, and nothing of the bench runs in the page
   * from the press until Event Timing reports it, after the next paint: a locator's click checked its target from
   * inside the page's pointerdown and asked the page again after the release, and that work was timed as the tap's.
   */
  async tap(kind: TapKind, target: Locator): Promise<void> {
    const { x, y } = await this.pressPoint(kind, target);
    await this.settle();
    // The page's clock at the press (read just before it): an entry that began before it is an earlier tap's.
    const { from, at } = await this.page.evaluate(() => ({
      from: (window as unknown as { __tapEntries: unknown[] }).__tapEntries.length,
      at: performance.now(),
    }));
    const reported = new Promise<void>((done) => (this.reported = done));
    await this.page.mouse.click(x, y);
    // A tap Event Timing does not report (under 16 ms) is waited for by the clock (its pointerdown alone may be reported).
    await Promise.race([reported, new Promise((done) => setTimeout(done, 2_000))]);
    await this.settle();
    const fresh = await this.page.evaluate((n) => (window as unknown as { __tapEntries: { start: number; duration: number }[] }).__tapEntries.slice(n), from);
    // A page's clock starts again with each deal's page: its taps are the only ones its entries may be.
    if (at < (this.pressedAt[this.pressedAt.length - 1] ?? 0)) this.firstOfPage = this.taps.length;
    this.taps.push({ kind, ms: THRESHOLD });
    this.pressedAt.push(at);
    // Each entry is the tap's that was pressed last before it began: a tap that drew nothing is reported late, with
    // the next paint (whatever makes it), so its entries come with a later tap's, and are its own time.
    for (const e of fresh) {
      let t = this.taps.length - 1;
      while (t > this.firstOfPage && (this.pressedAt[t] as number) > e.start) t--;
      const tap = this.taps[t] as { ms: number };
      tap.ms = Math.max(tap.ms, e.duration);
    }
  }
  /** The page's clock when each tap was pressed, and the first tap on the page now open. */
  private readonly pressedAt: number[] = [];
  private firstOfPage = 0;

  /** Called by the page when Event Timing reports entries: the press is answered once its release or click is. */
  report(names: readonly string[]): void {
    if (!names.some((n) => n === 'pointerup' || n === 'click')) return;
    this.reported?.();
    this.reported = null;
  }
  private reported: (() => void) | null = null;

  /**
   * Where a pointer presses the element: the middle of its box, once the box stays put between two frames (a card
   * may be gliding) and the element is what is drawn there (not covered by another).
   */
  private async pressPoint(kind: TapKind, target: Locator): Promise<{ x: number; y: number }> {
    await target.scrollIntoViewIfNeeded();
    let box = await target.boundingBox();
    for (let tries = 0; tries < 20; tries++) {
      await this.settle();
      const again = await target.boundingBox();
      if (box && again && box.x === again.x && box.y === again.y && box.width === again.width && box.height === again.height) break;
      box = again;
    }
    if (!box) throw new Error(`the ${kind} tap's element has no box`);
    if (!(await target.isEnabled())) throw new Error(`the ${kind} tap's element is disabled`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const drawn = await target.evaluate((el, p) => {
      const at = document.elementFromPoint(p.x, p.y);
      return at !== null && el.contains(at);
    }, point);
    if (!drawn) throw new Error(`the ${kind} tap's element is covered at its middle`);
    return point;
  }

  /** Waits for the person's turn, a summary or the end; returns which. */
  async waitForPerson(): Promise<string> {
    const play = this.page.locator('.play');
    await this.page.waitForFunction(() => /^(human|summary|over)/.test(document.querySelector('.play')?.getAttribute('data-state') ?? ''), undefined, {
      timeout: 120_000,
    });
    return (await play.getAttribute('data-state')) ?? '';
  }
}

/** One turn of each game, by pointer, as the browser tests play them (tests/e2e/<game>.spec.ts). */
const TURNS: Record<string, (d: Driver, turn: number) => Promise<void>> = {
  'badgers-court': async (d) => {
    const page = d.page;
    const hand = page.locator('[data-zone="hand"] button');
    await d.tap('pick', hand.first());
    const rank = (await page.locator('[data-zone="hand"] button[aria-pressed="true"]').getAttribute('data-card'))?.charAt(0);
    const same = rank ? page.locator(`.bc-court button[data-card^="${rank}"]`) : null;
    if (same && (await same.count()) > 0) {
      for (let i = 0; i < (await same.count()); i++) await d.tap('pick', same.nth(i));
      await d.tap('play', page.getByRole('button', { name: 'Take', exact: true }));
      const still = (await page.locator('.play').getAttribute('data-state')) === 'human';
      if (!still || (await page.locator('[data-zone="hand"] button[aria-pressed="true"]').count()) === 0) return;
      await d.tap('pick', page.getByRole('button', { name: 'Clear choice' }));
      await d.tap('pick', hand.first());
    }
    await d.tap('play', page.getByRole('button', { name: 'Lay it in the Court' }));
  },
  ferret: async (d) => {
    const page = d.page;
    const sets = page.getByRole('group', { name: 'Sets you can form' });
    if (await sets.isVisible()) return d.tap('play', sets.getByRole('button').first());
    const hand = page.getByRole('group', { name: 'Your hand' }).getByRole('button');
    if ((await hand.count()) === 0) return;
    await d.tap('pick', hand.first());
    await d.tap('play', page.getByRole('group', { name: 'The pool' }).getByRole('button').first());
  },
  hermit: async (d) => {
    const page = d.page;
    const hand = page.getByRole('group', { name: 'Your hand' }).getByRole('button');
    if ((await page.locator('.play').getAttribute('data-step')) === 'choosingSecret') return d.tap('play', hand.first());
    const n = await hand.count();
    for (let k = 0; k < n; k++) {
      await d.tap('pick', hand.nth(k));
      const target = page.getByRole('button', { name: /^(Play on trick \d+|Start a new trick with .+)$/ });
      if ((await target.count()) > 0) return d.tap('play', target.first());
      await d.tap('pick', hand.nth(k));
    }
  },
  jigger: async (d, turn) => {
    await d.tap('play', d.page.getByRole('button', { name: /^Demand (Moons|Suns|Waves|Leaves|Wyrms|Knots), \w+$/ }).nth(turn % 6));
  },
  thricewise: async (d) => {
    const page = d.page;
    // Choosing the card for the turn is a move of its own (every seat chooses): the person then places it.
    if ((await page.locator('.play').getAttribute('data-step')) === 'choosing') {
      await d.tap('pick', page.locator('[data-zone="hand"] button').first());
      // Same rank as another seat's card: both are deferred, and the person chooses again (next turn).
      await page
        .waitForFunction(
          () =>
            document.querySelector('.play')?.getAttribute('data-state') !== 'human' || document.querySelector('.play')?.getAttribute('data-step') === 'placing',
          undefined,
          {
            timeout: 10_000,
          },
        )
        .catch(() => undefined);
      if ((await d.waitForPerson()) !== 'human' || (await page.locator('.play').getAttribute('data-step')) !== 'placing') return;
    }
    await d.tap('play', page.getByRole('button', { name: /^row \d+, column \d+: place .+ here$/ }).first());
  },
};

/** The buttons that go on after a round's, hand's or scoring step's result. */
const GO_ON = /^(Next round|Next hand|Next scoring step|See the final result)$/;

/**
 * Plays `turns` of the person's turns, with an Undo after every third and a "Why?" after every other. A game that
 * ends sooner (a deal of Jigger can end in six turns) is followed by another deal (`another`, with the next seed), so
 * that every game's figures rest on as many turns.
 */
async function playGame(d: Driver, game: string, turns: number, another: (deal: number) => Promise<void>): Promise<TapResult> {
  const page = d.page;
  const turn = TURNS[game];
  if (!turn) throw new Error(`no tap plan for ${game}`);
  let played = 0;
  let deals = 1;
  for (let guard = 0; played < turns && guard < turns * 6; guard++) {
    const state = await d.waitForPerson();
    if (state === 'over') {
      if (deals >= 4) break;
      await another(deals++);
      continue;
    }
    const goOn = page.getByRole('button', { name: GO_ON });
    if (state === 'summary' || (await goOn.first().isVisible())) {
      await d.tap('confirm', goOn.first());
      continue;
    }
    await turn(d, played);
    played++;
    if (played % 2 === 1) {
      await d.waitForPerson();
      const why = page.locator('.play-log').getByRole('button', { name: /^Why\?/ });
      const closed = why.and(page.locator('[aria-expanded="false"]'));
      if ((await closed.count()) > 0) await d.tap('why', closed.last());
    }
    if (played % 3 === 0) {
      if ((await d.waitForPerson()) !== 'human') continue;
      const undo = page.getByRole('button', { name: 'Undo' });
      if ((await undo.count()) > 0 && (await undo.getAttribute('aria-disabled')) !== 'true') await d.tap('undo', undo);
    }
  }
  return { game, taps: d.taps, turns: played, deals };
}

/** Every game's play page, `turns` of the person's turns each, with the CPU slowed. */
export async function measureTaps(dist: string, games: readonly string[], turns = 10): Promise<TapResult[]> {
  const { server, origin } = await serveDist(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const results: TapResult[] = [];
  try {
    for (const game of games) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(OBSERVER);
      let driver: Driver | null = null;
      await context.exposeBinding('__tapReported', (_source, names: string[]) => driver?.report(names));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // A deal's page, loaded at full speed: the slowdown starts once the page has loaded (it is the taps that are
      // measured, not the load). The first deal is `taps-<game>`, the next ones `taps-<game>-<n>`.
      const open = async (deal: number) => {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await page.goto(`${origin}/games/${game}/play/?seed=taps-${game}${deal > 0 ? `-${deal}` : ''}`, { waitUntil: 'load' });
        await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
        await page.getByLabel('Computer speed').selectOption('quick');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
        const error = await page.evaluate(() => (window as unknown as { __tapError?: string }).__tapError);
        if (error) throw new Error(`Event Timing is not available: ${error}`);
      };
      await open(0);
      driver = new Driver(page);
      results.push(await playGame(driver, game, turns, open));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}
