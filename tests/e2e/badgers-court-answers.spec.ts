/**
 * Every question of every Badger's Court example answered with the mouse, as a reader would (issue 36):
 * the hand card, the Court cards or builds the step's own move names, then the play's button (Take, Build
 * …, Lay it in the Court). Each is pressed where it shows: the page may scroll (as a reader scrolls it),
 * nothing inside the example does, and the press lands on the thing itself (nothing over it, not cut off
 * by the stage's edge). At 1280×800 and 390×844, on the rules page, in an embed's iframe, sized as the
 * site's oEmbed response says (at most the column's width), and in the custom element in a blog's column.
 */
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/games';
import { badgersCourt } from '../../src/engine/badgers-court';
import { unreadable } from './readable';

const def = GAMES['badgers-court'];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** A rank as the build button says it, in the plural ("Build nines"). */
const MANY: Readonly<Record<string, string>> = {
  '2': 'twos',
  '3': 'threes',
  '4': 'fours',
  '5': 'fives',
  '6': 'sixes',
  '7': 'sevens',
  '8': 'eights',
  '9': 'nines',
  A: 'Aces',
  P: 'Pawns',
  T: 'Courts',
  C: 'Crowns',
};

/** The play button's words for a move (CourtTable's choiceLabel). */
function label(move: ReturnType<typeof badgersCourt.parseMove>): string {
  if (!move.ok) throw new Error(move.error);
  const m = move.value;
  if (m.type === 'take') return 'Take';
  if (m.type === 'lay') return 'Lay it in the Court';
  return `Build ${MANY[m.rank]}`;
}

/**
 * Presses `what` with the mouse where it shows: its document's window scrolls it into sight if it must,
 * and where the stage scrolls (a table too big for a small frame) the wheel over the stage brings it into
 * sight, as a reader would; then the middle of it must be the thing the browser finds there (nothing over
 * it, not cut off). Returns whether the wheel was needed.
 */
async function press(page: Page, what: Locator, name: string, frame: Frame | null, wheel: boolean): Promise<boolean> {
  await expect(what, name).toHaveCount(1);
  let wheeled = false;
  for (let tries = 0; ; tries++) {
    // The stage fits its table again a frame after the table changes: the reader sees it settled.
    await what.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const at = await what.evaluate((el) => {
      const header = Math.max(0, ...[...document.querySelectorAll('header.header, mobile-starlight-toc nav')].map((h) => h.getBoundingClientRect().bottom));
      let r = el.getBoundingClientRect();
      if (r.bottom > innerHeight - 4) window.scrollBy(0, r.bottom - innerHeight + 8);
      r = el.getBoundingClientRect();
      if (r.top < header) window.scrollBy(0, r.top - header - 8);
      r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // Inside a custom element the shadow root finds what is at a point (the document finds only the element).
      const hit = (el.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
      const covered = hit === null ? 'nothing (outside the window)' : el.contains(hit) ? null : `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`;
      // How far a scrolling stage would have to scroll to show it whole.
      const stage = el.closest<HTMLElement>('.example-stage[data-scroll]');
      const box = stage?.getBoundingClientRect();
      const scroll = !box ? 0 : r.bottom > box.bottom ? r.bottom - box.bottom + 4 : r.top < box.top ? r.top - box.top - 4 : 0;
      return { x, y, covered, scroll, stage: box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null };
    });
    if (at.covered && at.scroll && at.stage && wheel && tries < 5) {
      const offset = frame ? (await (await frame.frameElement()).boundingBox())! : { x: 0, y: 0 };
      await page.mouse.move(at.stage.x + offset.x, at.stage.y + offset.y);
      await page.mouse.wheel(0, at.scroll);
      wheeled = true;
      continue;
    }
    expect(at.covered, `${name}: the mouse would press ${at.covered ?? ''} instead${at.scroll ? ' (inside the stage, out of its sight)' : ''}`).toBeNull();
    let { x, y } = at;
    if (frame) {
      // Inside an iframe: the point is offset by where the frame is on the host page.
      const box = (await (await frame.frameElement()).boundingBox())!;
      x += box.x;
      y += box.y;
      const vp = page.viewportSize()!;
      expect(y, `${name}: in the window`).toBeLessThan(vp.height);
      expect(y, `${name}: in the window`).toBeGreaterThan(0);
    }
    await page.mouse.click(x, y);
    return wheeled;
  }
}

/**
 * Steps the example from its set-up to each question and answers it by mouse (the wheel allowed over a
 * stage that scrolls when `wheel`). Returns the questions answered and the presses that needed the wheel.
 */
async function answerAll(page: Page, root: Page | Frame, example: (typeof def.examples)[number], frame: Frame | null, wheel: boolean) {
  const section = root.locator(`section.example[data-example="${example.id}"]`);
  await expect(section).toHaveAttribute('data-ready', '');
  let answered = 0;
  let wheeled = 0;
  for (let i = 0; i < example.steps.length; i++) {
    const step = example.steps[i]!;
    if (!step.ask) {
      await section.getByRole('button', { name: 'Next step' }).click();
      continue;
    }
    const where = `${example.id}, step ${i + 1}`;
    const move = badgersCourt.parseMove(step.move!);
    if (!move.ok) throw new Error(move.error);
    const m = move.value;
    const pressed: boolean[] = [];
    // Where the step buttons are, on the page (or the frame's page): choosing the card and its Court cards moves
    // them nowhere (a rules page's stage is a box; an embed's keeps the room of the question with its move chosen).
    const place = () => section.getByTestId('controls').evaluate((e) => Math.round(e.getBoundingClientRect().top + scrollY));
    const before = await place();
    pressed.push(
      await press(page, section.locator(`.example-now [data-zone="hand"] button[data-card="${m.card}"]`), `${where}: the hand card ${m.card}`, frame, wheel),
    );
    for (const id of m.type === 'lay' ? [] : m.items) {
      const court = section.getByRole('group', { name: 'Cards and builds in the Court' });
      const loose = court.locator(`button[data-card="${id}"]`);
      const item = (await loose.count()) ? loose : court.locator(`button.bc-build:has([data-card="${id}"])`);
      pressed.push(await press(page, item, `${where}: the Court item ${id}`, frame, wheel));
    }
    expect(await place(), `${where}: the step buttons, once the card and its Court cards are chosen`).toBe(before);
    const play = section.getByRole('group', { name: /^Play / }).getByRole('button', { name: label(move), exact: true });
    pressed.push(await press(page, play, `${where}: “${label(move)}”`, frame, wheel));
    wheeled += pressed.filter(Boolean).length;
    await expect(section.getByTestId('feedback'), where).toContainText('Right!');
    await expect(section.getByTestId('caption'), where).toHaveText(step.caption);
    // The answer and the next step's words are whole (the band grows for the answer; nothing is cut).
    await section.evaluate((el) => {
      const r = el.getBoundingClientRect();
      if (r.bottom > innerHeight) window.scrollBy(0, r.bottom - innerHeight + 4);
    });
    for (const text of [section.getByTestId('feedback'), section.getByTestId('caption')]) expect(await unreadable(text), where).toEqual([]);
    answered++;
  }
  return { answered, wheeled };
}

for (const size of SIZES)
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('on the rules page, every Badger’s Court question is answered by mouse, nothing in the example scrolled', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/games/badgers-court/');
      let answered = 0;
      for (const example of def.examples) {
        await page.locator(`section.example[data-example="${example.id}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
        answered += (await answerAll(page, page, example, null, false)).answered;
      }
      expect(answered).toBe(def.examples.flatMap((e) => e.steps.filter((s) => s.ask)).length);
    });

    test('in an embed’s iframe, every Badger’s Court question is answered by mouse', async ({ page, request, baseURL }) => {
      test.setTimeout(240_000);
      const report: string[] = [];
      for (const example of def.examples) {
        const body = (await (await request.get(`/oembed/badgers-court/${example.id}.json`)).json()) as { width: number; height: number };
        // A blog's column: the frame at the oEmbed size, or narrower where the column is (its height kept).
        await page.setContent(
          `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:16px">` +
            `<iframe src="${baseURL}/embed/badgers-court/${example.id}/" width="${body.width}" height="${body.height}" style="max-width:100%;border:0"></iframe>`,
        );
        const frame = page.frames().find((f) => f.url().includes(`/embed/badgers-court/${example.id}/`))!;
        await frame.waitForLoadState();
        const { wheeled } = await answerAll(page, frame, example, frame, true);
        if (wheeled) report.push(`${example.id}: ${wheeled} presses after the wheel`);
      }
      test.info().annotations.push({ type: 'wheel', description: report.join('; ') || 'none' });
    });

    test('in the custom element on a blog’s page, every Badger’s Court question is answered by mouse', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      // A blog's column: at most 680 px wide, the window's width less its margins on a phone.
      const elements = def.examples.map((e) => `<decktet-example game="badgers-court" example="${e.id}"></decktet-example>`).join('\n');
      await page.setContent(
        `<!doctype html><meta name="viewport" content="width=device-width">` +
          `<script src="${baseURL}/embed/decktet-example.js" defer></script>` +
          `<body style="margin:16px"><main style="max-width:680px;margin:0 auto">${elements}</main>`,
      );
      let answered = 0;
      for (const example of def.examples) {
        await page.locator(`section.example[data-example="${example.id}"]`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
        answered += (await answerAll(page, page, example, null, false)).answered;
      }
      expect(answered).toBe(def.examples.flatMap((e) => e.steps.filter((s) => s.ask)).length);
    });
  });
