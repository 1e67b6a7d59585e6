/**
 * Whether every word of a text on the page can be read: used by the example tests (issue 36). Measures
 * the text against every box around it: it does not overflow its own box, no box around it clips it, no
 * button of its example lies over it, and at the middle of every word the page shows that word.
 */
import type { Locator } from '@playwright/test';

/** What is wrong with how the text of `text` is shown (empty when every word can be read). */
export async function unreadable(text: Locator): Promise<string[]> {
  await text.waitFor({ state: 'attached' });
  const each = await unreadableEach(text);
  return each.length === 1 ? each[0]!.problems : [`${each.length} elements found where one was meant`];
}

/**
 * Each element `texts` finds, in one call: its test id, whether it has words, and what is wrong with how
 * they are shown (empty when every word can be read; not measured when it has none).
 */
export async function unreadableEach(texts: Locator): Promise<{ testId: string | null; empty: boolean; problems: string[] }[]> {
  return texts.evaluateAll((els) => {
    function measure(el: Element): string[] {
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
              const top = (el.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
              return top !== null && (top === el || el.contains(top));
            });
          if (!seen) hidden.push(m[0]);
        }
      }
      if (hidden.length) problems.push(`${hidden.length} words cannot be seen: “${hidden.slice(0, 8).join(' ')}${hidden.length > 8 ? ' …' : ''}”`);
      return problems;
    }
    return els.map((el) => {
      const testId = el.getAttribute('data-testid');
      if ((el as HTMLElement).innerText.trim() === '') return { testId, empty: true, problems: [] };
      return { testId, empty: false, problems: measure(el) };
    });
  });
}
