/**
 * Cards move where they go: after each render, a card that is now somewhere else on the table glides
 * from where it was (by its id). Nothing moves when the reader prefers reduced motion.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Where a card is drawn on the table (page coordinates), and the labelled group holding it. */
interface CardPlace {
  readonly card: HTMLElement;
  readonly x: number;
  readonly y: number;
  readonly where: string;
}

/** `deal` names the deal (a new one moves nothing); `moves` counts the moves made on it. */
export function useCardMotion(root: { current: HTMLDivElement | null }, deal: string, moves: number): void {
  const places = useRef(new Map<string, CardPlace>());
  const before = useRef({ deal, moves });
  // A move's glide waits for the next frame (a render before it keeps it: the glide is not lost).
  const glide = useRef(false);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || typeof matchMedia === 'undefined') return;
    // Only a move made on this deal moves cards: not a new deal, a load, or an undo.
    const moved = before.current.deal === deal && moves > before.current.moves;
    if (before.current.deal !== deal || moves < before.current.moves) glide.current = false;
    before.current = { deal, moves };
    if (moved && !matchMedia('(prefers-reduced-motion: reduce)').matches) glide.current = true;
    // Where the cards are now is read at the next frame, when the browser lays the page out anyway, not here: a read
    // in the middle of the render forced a layout of a half-drawn table, and the frame laid it out again (issue 35:
    // on a slow device a tap's longest part; at hydration a sixth of a play page's start-up script). A render before
    // that frame cancels it and reads again, so a glide never starts from a place read mid-glide.
    const frame = requestAnimationFrame(() => {
      const now = cardPlaces(el);
      if (glide.current)
        for (const [id, at] of now) {
          const was = places.current.get(id);
          // A card that moved glides from where it was: to another place, or along its row when cards before
          // it left (it starts where it was drawn, so the move is not a jump: no layout shift).
          if (was && (was.where !== at.where || Math.abs(was.x - at.x) > 1 || Math.abs(was.y - at.y) > 1) && typeof at.card.animate === 'function')
            at.card.animate([{ transform: `translate(${was.x - at.x}px, ${was.y - at.y}px)` }, { transform: 'none' }], { duration: 320, easing: 'ease-out' });
        }
      glide.current = false;
      places.current = now;
    });
    return () => cancelAnimationFrame(frame);
  });
}

/** Where each card on the table is drawn (page coordinates) and the labelled group holding it (a hand, the pool, a trick, a tableau). */
function cardPlaces(el: HTMLElement): Map<string, CardPlace> {
  const now = new Map<string, CardPlace>();
  for (const card of Array.from(el.querySelectorAll<HTMLElement>('.play-main [data-card]'))) {
    const r = card.getBoundingClientRect();
    now.set(card.dataset.card ?? '', {
      card,
      x: r.left + scrollX,
      y: r.top + scrollY,
      where: card.parentElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? '',
    });
  }
  return now;
}
