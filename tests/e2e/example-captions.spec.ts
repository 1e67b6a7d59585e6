/**
 * Every word of every caption is there to read (issue 36): every example of every game (from the
 * registry), stepped from its set-up to its end at 1280×800 and 390×844. At every step the caption, and
 * the question and the answer to it when there are ones, are measured against every box around them:
 * the text does not overflow its own box (nothing to scroll inside it), no box around it clips it (an
 * ancestor that hides or scrolls its overflow), no button lies over it, and at the middle of every word
 * the page shows that word (nothing else is drawn over it, it is inside the window). Questions are
 * answered with the right word where there are words, else with "Show me".
 */
import { expect, test, type Locator } from '@playwright/test';
import { gameList } from '../../src/engine/games';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** What is wrong with how the text of `el` is shown (empty when every word can be read). */
async function unreadable(text: Locator): Promise<string[]> {
  return text.evaluate((el) => {
    const problems: string[] = [];
    const r = el.getBoundingClientRect();
    const round = (n: number) => Math.round(n);
    // Its own box (a line of text's, the block it is in).
    const own = getComputedStyle(el).display === 'inline' && el.parentElement ? el.parentElement : el;
    if (own.scrollHeight > own.clientHeight + 1) problems.push(`its text is ${own.scrollHeight} px tall in a box of ${own.clientHeight} px`);
    if (own.scrollWidth > own.clientWidth + 1) problems.push(`its text is ${own.scrollWidth} px wide in a box of ${own.clientWidth} px`);
    // Every box around it that clips what overflows it.
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible' && s.overflow !== 'clip') continue;
      const b = a.getBoundingClientRect();
      const name = `${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`;
      if (r.top < b.top + a.clientTop - 1 || r.bottom > b.top + a.clientTop + a.clientHeight + 1)
        problems.push(`${name} (${round(b.top)}–${round(b.bottom)}) clips it (${round(r.top)}–${round(r.bottom)}) top or bottom`);
      if (r.left < b.left - 1 || r.right > b.left + a.clientLeft + a.clientWidth + 1) problems.push(`${name} clips it left or right`);
    }
    // No button of the example over it: the part of each button that shows (inside every box that clips it).
    const section = el.closest('section.example');
    for (const button of section?.querySelectorAll('button') ?? []) {
      if (el.contains(button)) continue;
      const b = button.getBoundingClientRect();
      let [top, right, bottom, left] = [b.top, b.right, b.bottom, b.left];
      for (let a = button.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [top, right, bottom, left] = [Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom), Math.max(left, c.left)];
      }
      // Against each line of the text (a button may end its last line, as "Why?" does).
      const over = [...el.getClientRects()].some((l) => left < l.right - 1 && l.left + 1 < right && top < l.bottom - 1 && l.top + 1 < bottom);
      if (right > left && bottom > top && over) problems.push(`the button “${button.textContent?.trim()}” lies over it`);
    }
    // Every word: in the window, and what the page shows at its middle.
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const hidden: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = node.textContent ?? '';
      for (const m of words.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((x) => x.width > 0);
        const seen =
          rects.length > 0 &&
          rects.every((w) => {
            const x = w.left + w.width / 2;
            const y = w.top + w.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
            const top = document.elementFromPoint(x, y);
            return top !== null && (top === el || el.contains(top));
          });
        if (!seen) hidden.push(m[0]);
      }
    }
    if (hidden.length) problems.push(`${hidden.length} words cannot be seen: “${hidden.slice(0, 8).join(' ')}${hidden.length > 8 ? ' …' : ''}”`);
    return problems;
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const def of gameList()) {
      test(`${def.title}: every caption is whole at every step of every example`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.goto(`/games/${def.id}/`);
        const failures: string[] = [];
        let steps = 0;
        for (const example of def.examples) {
          const section = page.locator(`section.example[data-example="${example.id}"]`);
          await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
          await expect(section).toHaveAttribute('data-ready', '');
          for (let i = 0; i <= example.steps.length; i++) {
            const where = `${example.id}, step ${i}`;
            const caption = section.getByTestId('caption');
            await expect(caption, where).toHaveText(i === 0 ? example.intro : example.steps[i - 1]!.caption);
            // The example as a reader who has scrolled to it sees it: its top just below the page's header
            // (only the page scrolls here, never a box inside the example).
            await section.evaluate((el) => {
              const header = Math.max(
                0,
                ...[...document.querySelectorAll('header.header, mobile-starlight-toc nav')].map((h) => h.getBoundingClientRect().bottom),
              );
              window.scrollBy(0, el.getBoundingClientRect().top - header);
            });
            await page.waitForTimeout(50);
            steps++;
            for (const [what, text] of [
              ['caption', caption],
              ['question', section.getByTestId('ask')],
              ['answer', section.getByTestId('feedback')],
            ] as const) {
              if (!(await text.count()) || (await text.innerText()).trim() === '') continue;
              for (const p of await unreadable(text)) failures.push(`${where}, ${what}: ${p}`);
            }
            if (i === example.steps.length) break;
            const asked = example.steps[i]!.ask;
            if (asked) {
              const right = asked.choices?.find((c) => c.right);
              if (right) await section.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: right.label, exact: true }).click();
              else await section.getByRole('button', { name: 'Show me' }).click();
            } else await section.getByRole('button', { name: 'Next step' }).click();
          }
        }
        test.info().annotations.push({ type: 'steps', description: `${steps} steps checked, ${failures.length} problems` });
        expect(failures, `${failures.length} problems in ${steps} steps:\n${failures.join('\n')}`).toEqual([]);
      });
    }
  });
}
