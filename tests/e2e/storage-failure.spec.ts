/**
 * Pages keep working when storage fails: no uncaught error, and the theme select still changes the
 * theme (it is only not remembered). Three ways storage fails in real browsers: a full quota, every call
 * refused (SecurityError), and the `localStorage` getter itself throwing, as with cookies blocked.
 */
import { expect, test, type Page } from '@playwright/test';

const FAILURES: Record<string, () => void> = {
  'the quota is full': () => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  'every storage call is refused': () => {
    const refuse = function () {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) (Storage.prototype as unknown as Record<string, unknown>)[name] = refuse;
  },
  'the localStorage getter throws (cookies blocked)': () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  },
};

const PAGES = ['/', '/deck/', '/games/ferret/'];
const PLAY_PAGES = ['/games/ferret/play/', '/games/badgers-court/play/'];

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

for (const [failure, install] of Object.entries(FAILURES)) {
  test.describe(`when ${failure}`, () => {
    for (const path of PAGES) {
      test(`${path} raises no error and the theme select still changes the theme`, async ({ page }) => {
        const errors = pageErrors(page);
        await page.addInitScript(install);
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(path);
        // The failure is really in place.
        expect(
          await page.evaluate(() => {
            try {
              localStorage.setItem('decktet-rules:probe', 'x');
              return 'stored';
            } catch {
              return 'refused';
            }
          }),
        ).toBe('refused');
        const html = page.locator('html');
        await expect(html).toHaveAttribute('data-theme', 'dark');
        const select = page.locator('starlight-theme-select select:visible').first();
        await select.selectOption('light');
        await expect(html).toHaveAttribute('data-theme', 'light');
        await select.selectOption('dark');
        await expect(html).toHaveAttribute('data-theme', 'dark');
        await select.selectOption('auto');
        await expect(html).toHaveAttribute('data-theme', 'dark');
        // The classroom switch works too.
        await page.locator('[data-classroom-toggle]:visible').first().click();
        await expect(html).toHaveClass(/classroom/);
        expect(errors, errors.join('\n')).toEqual([]);
      });
    }
    for (const path of PLAY_PAGES) {
      test(`${path} raises no uncaught error`, async ({ page }) => {
        const errors = pageErrors(page);
        await page.addInitScript(install);
        await page.goto(path);
        await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
        await page.waitForTimeout(500);
        expect(errors, errors.join('\n')).toEqual([]);
      });
    }
  });
}
