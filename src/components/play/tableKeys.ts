/**
 * Keys on the table: arrows move along a row of cards (left, right) and between rows (up, down);
 * Escape puts back what was picked. Enter and Space press, as buttons do.
 */

/** The pressable things of the table, in rows (a hand, the pool, a trick, the grid…), in reading order. */
function pressableRows(root: HTMLElement): HTMLElement[][] {
  const groups = Array.from(root.querySelectorAll<HTMLElement>('.play-main [role="group"]')).filter((g) => !g.closest('.play-toolbar'));
  return groups
    .map((g) => Array.from(g.querySelectorAll<HTMLElement>(':scope button')).filter((b) => b.closest('[role="group"]') === g))
    .filter((row) => row.length > 0);
}

/** Handles a key pressed on the table; `clear` puts back what was picked (only while it is the person's turn). */
export function onTableKey(e: KeyboardEvent, root: HTMLElement | null, clear: (() => void) | null): void {
  if (!root) return;
  if (e.key === 'Escape') {
    if (clear && !(e.target as HTMLElement).closest('.play-toolbar, .new-match')) {
      clear();
      e.preventDefault();
    }
    return;
  }
  if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
  const target = e.target as HTMLElement;
  if (target.closest('.play-toolbar, select, input')) return;
  const rows = pressableRows(root);
  const r = rows.findIndex((row) => row.includes(target));
  if (r < 0) return;
  const row = rows[r] as HTMLElement[];
  const i = row.indexOf(target);
  let next: HTMLElement | undefined;
  if (e.key === 'ArrowLeft') next = row[(i - 1 + row.length) % row.length];
  else if (e.key === 'ArrowRight') next = row[(i + 1) % row.length];
  else {
    const other = rows[(r + (e.key === 'ArrowDown' ? 1 : -1) + rows.length) % rows.length] as HTMLElement[];
    next = other[Math.min(i, other.length - 1)];
  }
  if (next) {
    next.focus();
    e.preventDefault();
  }
}
