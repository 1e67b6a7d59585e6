/**
 * `client:painted`: hydrate the island once the page is parsed and painted (src/lib/after-paint.ts), so
 * its scripts are not fetched before the reader sees the page, and it hydrates in its own task. Used by the play tables, whose server
 * render is the whole table; without the head script (a page outside Starlight) it hydrates at once.
 */
import type { ClientDirective } from 'astro';

const painted: ClientDirective = (load) => {
  const ready = (self as { decktetAfterPaint?: Promise<void> }).decktetAfterPaint ?? Promise.resolve();
  void ready.then(async () => {
    const hydrate = await load();
    // The modules' evaluation and the first render are two tasks, not one long one.
    await new Promise((next) => setTimeout(next, 0));
    await hydrate();
  });
};

export default painted;
