import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.2, levels A and AA. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

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
const violationsOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
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
