import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';

/** The rules every page is held to: WCAG 2.2, levels A and AA. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's own script, the one AxeBuilder would give each frame (resolved from it, whatever npm hoists). */
const AXE_SOURCE: string = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * AxeBuilder, given axe once a page. Its `analyze()` evaluates axe's 640 kB script in the page, and in legacy
 * mode again in every frame, the page among them: twice a page a check, and again for a second check. Each
 * costs the browser about 0.22 CPU-seconds (the script compiled and set up again: 20 fresh pages, 3.1 → 7.5
 * CPU-seconds with it, where an axe run on the 404 page costs 0.19). Here axe is given to each frame that has
 * none yet, and the builder's own script is nothing, so its configure and run find axe in place. As
 * AxeBuilder: the page's own failure throws, a frame that cannot be reached (or does not answer in 10 s) is left out.
 */
class AxeOnce extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: 'void 0' });
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    const main = this.target.mainFrame();
    for (const frame of this.target.frames()) {
      const given = (async () => {
        if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(AXE_SOURCE);
      })();
      if (frame === main) {
        await given;
        continue;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((done) => (timer = setTimeout(done, 10_000)));
      await Promise.race([given, late]).catch(() => undefined);
      clearTimeout(timer);
    }
    return super.analyze();
  }
}

/**
 * axe on this page, held to TAGS. It runs axe.run() in the page itself, and in its frames by axe's own
 * messages (legacy mode): the same rules and the same results as the default, which runs axe.runPartial()
 * in each frame, sends every partial result through the test process to a blank page it opens for the
 * occasion and runs axe.finishRun() there. That way exists for frames of other origins, which no page here
 * has, and took twice as long on a rules page (issue 35). `.include()`, `.analyze()` as AxeBuilder.
 *
 * Only violations are gathered node by node (`resultTypes`): every rule still runs on every element and a
 * violation is reported as before, but the elements that pass are not each collected and sent back, which
 * was half of axe's time on a rules page (676 → 326 ms). The options come before `withTags`: AxeBuilder's
 * `options()` replaces the tags set before it, and then runs every rule, best practices too.
 */
const violationsOn = (page: Page): AxeBuilder => new AxeOnce(page).options({ resultTypes: ['violations'] }).setLegacyMode(true);
export const axeOn = (page: Page): AxeBuilder => violationsOn(page).withTags(TAGS);

/** axe's violations on the page as it is now, a line each: the rule and up to three of its elements. */
export const axe = async (page: Page): Promise<string[]> =>
  (await axeOn(page).analyze()).violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );

/**
 * axe's landmark-unique, a best practice beyond TAGS: no two landmarks of one role share a name. A rules
 * page's examples draw the same zones ("Your side", "The pool"): as regions a screen reader's list of
 * landmarks had a dozen of each; in an example they are groups (src/components/zone-heading.tsx).
 */
export const landmarksShared = async (page: Page): Promise<string[]> =>
  (await violationsOn(page).withRules(['landmark-unique']).analyze()).violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
