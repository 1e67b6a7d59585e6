/**
 * `client:painted`: hydrate the island once the page is parsed and painted (src/site/after-paint.ts), so
 * its scripts are not fetched before the reader sees the page, and it hydrates in its own task. Without
 * the head script (a page outside Starlight) it hydrates at once.
 *
 * If its scripts cannot load (the connection dropped, a new version replaced them), the table the server
 * drew would look ready and answer nothing: it says so above the table instead, with a way to reload.
 */
import type { ClientDirective } from 'astro';

const FAILED_CLASS = 'island-failed';

/** Says above the table that it cannot be played, with a way to reload (once). */
function failed(el: HTMLElement): void {
  if (el.querySelector(`.${FAILED_CLASS}`)) return;
  const note = document.createElement('p');
  note.className = FAILED_CLASS;
  note.setAttribute('role', 'alert');
  note.append('This table could not load its scripts, so it cannot be played yet (is the connection down?). ');
  const again = document.createElement('button');
  again.type = 'button';
  again.className = 'btn';
  again.textContent = 'Reload the page';
  again.addEventListener('click', () => location.reload());
  note.append(again);
  el.prepend(note);
}

const painted: ClientDirective = (load, _options, el) => {
  // Astro reports a module that would not load (after one retry) by this event, not by load() failing.
  el.addEventListener('astro:hydration-error', () => failed(el), { once: true });
  // AFTER_PAINT_GLOBAL of ./after-paint, by name: importing it would bundle the head script into every page again.
  const ready = (self as { decktetAfterPaint?: Promise<void> }).decktetAfterPaint ?? Promise.resolve();
  void ready
    .then(async () => {
      const hydrate = await load();
      // The modules' evaluation and the first render are two tasks, not one long one.
      await new Promise((next) => setTimeout(next, 0));
      await hydrate();
    })
    .catch(() => failed(el));
};

export default painted;
