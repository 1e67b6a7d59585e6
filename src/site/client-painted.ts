/**
 * `client:painted`: hydrate the island once the page is parsed and painted (src/site/after-paint.ts), so
 * its scripts are not fetched before the reader sees the page, and it hydrates in its own task. Without
 * the head script (a page outside Starlight) it hydrates at once.
 *
 * If its scripts cannot load (the connection dropped, a new version replaced them), the table the server
 * drew would look ready and answer nothing. Astro reports it (`astro:hydration-error`, after one retry)
 * and the page's recovery answers it (src/site/stale-page.ts): it loads the new version, or says above
 * the table what happened and what to do. On a page without that recovery, this says so itself.
 */
import type { ClientDirective } from 'astro';
import { canRecover, loadFailed, sayLoadFailed } from './load-failed';

const FAILED_CLASS = 'island-failed';

/**
 * A line of the ui catalogue in the page's language, from the words the page carries in its head
 * (src/words/page-words.ts: every page with islands has them), read by hand: importing the catalogue or the
 * words' machinery would put them in every page's script. Its English, where a page carries none.
 */
function pageLine(id: string, english: string): string {
  try {
    const words = JSON.parse(document.getElementById('page-words')?.textContent ?? 'null') as { messages?: Record<string, string> } | null;
    const line = words?.messages?.[id];
    return typeof line === 'string' && !/[{}]/.test(line) ? line : english;
  } catch {
    return english;
  }
}

/** Says above the table that it cannot be played, with a way to reload (once), where the page has no recovery to say it. */
function failed(el: HTMLElement): void {
  if (el.querySelector(`.${FAILED_CLASS}`)) return;
  const note = document.createElement('p');
  note.className = FAILED_CLASS;
  note.setAttribute('role', 'alert');
  note.append(pageLine('ui.stale.scripts-failed', 'This part of the page could not load its scripts. Reload the page to try again. '));
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'btn';
  again.textContent = pageLine('ui.stale.reload', 'Reload the page');
  again.addEventListener('click', () => location.reload());
  note.append(again);
  el.prepend(note);
}

const painted: ClientDirective = (load, _options, el) => {
  // The page's recovery hears Astro's event on the window; without it, the island says so here.
  el.addEventListener('astro:hydration-error', () => canRecover() || failed(el), { once: true });
  // AFTER_PAINT_GLOBAL of ./after-paint, by name: importing it would bundle the head script into every page again.
  const ready = (self as { decktetAfterPaint?: Promise<void> }).decktetAfterPaint ?? Promise.resolve();
  void ready
    .then(async () => {
      const hydrate = await load();
      // The modules' evaluation and the first render are two tasks, not one long one.
      await new Promise((next) => setTimeout(next, 0));
      await hydrate();
    })
    .catch((e: unknown) => loadFailed(e, true).then((o) => sayLoadFailed(el, o) || failed(el)));
};

export default painted;
