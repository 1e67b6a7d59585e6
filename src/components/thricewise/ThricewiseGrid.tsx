/**
 * The Thricewise grid: cards where they lie, and around them the spaces a card may go, as buttons with
 * spoken positions ("row 2, column 3"). Presentational: legal spaces come in, presses go out.
 */
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import { bounds, MAX_SPAN, type Cell, type Placed, type Trio } from '../../engine/thricewise';
import { useWords } from '../../words/context';
import type { Words } from '../../words/words';
import { Card } from '../cards/Card';

export interface ThricewiseGridProps {
  grid: readonly Placed[];
  /** Spaces that may be pressed, with what pressing does, in words ("place the Soldier here"). */
  spaces?: readonly Cell[];
  spaceHint?: string;
  onPressSpace?: (cell: Cell) => void;
  highlight?: ReadonlySet<CardId>;
  /** Trios to outline and list, with who scored them. */
  trios?: readonly Trio[];
  label: string;
  /** The space the coach points at in a guided game. */
  coached?: Cell;
}

/** A trio scored, as the list under the grid shows it: "a flush of Wyrms (Battle, Soldier, Betrayal): 4 points". */
export const trioText = (words: Words, t: Trio): string =>
  words.phrase(msg('thricewise.grid.trio', { kind: t.kind, suit: t.suit, a: t.cards[0], b: t.cards[1], c: t.cards[2], points: t.points }));

const STEPS: Readonly<Record<string, readonly [number, number]>> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The arrow keys move the focus among the spaces that may be pressed (Tab goes through them in reading order):
 * to the nearest one in that direction, one in the same row or column before one off to the side.
 */
function arrows(e: KeyboardEvent) {
  const step = STEPS[e.key];
  const from = (e.target as HTMLElement | null)?.closest<HTMLElement>('[data-cell]');
  if (!step || !from || e.altKey || e.ctrlKey || e.metaKey) return;
  const cell = (el: HTMLElement) => (el.dataset.cell ?? '').split(',').map(Number) as [number, number];
  const [r, c] = cell(from);
  let best: { el: HTMLElement; d: number } | null = null;
  for (const b of (e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('[data-cell] button:not([disabled])')) {
    const [br, bc] = cell(b.closest<HTMLElement>('[data-cell]')!);
    const ahead = (br - r) * step[0] + (bc - c) * step[1];
    const aside = Math.abs((br - r) * step[1]) + Math.abs((bc - c) * step[0]);
    if (ahead <= 0) continue;
    const d = ahead + 2 * aside;
    if (!best || d < best.d) best = { el: b, d };
  }
  if (!best) return;
  e.preventDefault();
  best.el.focus();
}

export function ThricewiseGrid({ grid, spaces = [], spaceHint, onPressSpace, highlight, trios = [], label, coached }: ThricewiseGridProps) {
  const words = useWords();
  const b = bounds(grid);
  const tall = b.bottom - b.top + 1;
  const wide = b.right - b.left + 1;
  // A margin of empty spaces where the grid may still grow, and any space offered (even beyond the edge).
  const top = Math.min(b.top - (tall < MAX_SPAN ? 1 : 0), ...spaces.map((c) => c.row));
  const bottom = Math.max(b.bottom + (tall < MAX_SPAN ? 1 : 0), ...spaces.map((c) => c.row));
  const left = Math.min(b.left - (wide < MAX_SPAN ? 1 : 0), ...spaces.map((c) => c.col));
  const right = Math.max(b.right + (wide < MAX_SPAN ? 1 : 0), ...spaces.map((c) => c.col));
  const at = new Map(grid.map((p) => [`${p.row},${p.col}`, p]));
  const open = new Set(spaces.map((c) => `${c.row},${c.col}`));
  const outlined = new Set(trios.flatMap((t) => t.cells.map((c) => `${c.row},${c.col}`)));
  const rows: number[] = [];
  for (let r = top; r <= bottom; r++) rows.push(r);
  const cols: number[] = [];
  for (let c = left; c <= right; c++) cols.push(c);
  return (
    <div class="tw-grid-wrap">
      <div
        class="tw-grid"
        role="group"
        aria-label={label}
        onKeyDown={arrows}
        style={`--tw-cols: ${cols.length}; --tw-rows: ${rows.length}; grid-template-columns: repeat(${cols.length}, var(--tw-cell))`}
      >
        {rows.map((r, ri) => (
          <div class="tw-row" key={r}>
            {cols.map((c, ci) => {
              const k = `${r},${c}`;
              const p = at.get(k);
              const name = words.phrase(msg('thricewise.grid.space', { row: ri + 1, col: ci + 1 }));
              const press = spaceHint ? words.phrase(msg('thricewise.grid.space-hint', { space: name, hint: spaceHint })) : name;
              const pointed = coached?.row === r && coached.col === c;
              return (
                <div
                  class={`tw-cell ${outlined.has(k) ? 'is-trio' : ''} ${pointed ? 'is-coached' : ''}`}
                  key={k}
                  data-cell={k}
                  {...(pointed ? { 'data-coached': '' } : {})}
                >
                  {p ? (
                    <Card id={p.card} size="small" highlighted={highlight?.has(p.card) ?? false} hint={name} />
                  ) : open.has(k) && onPressSpace ? (
                    <button
                      type="button"
                      class="tw-space"
                      aria-label={pointed ? words.phrase(msg('thricewise.grid.coached', { space: press })) : press}
                      onClick={() => onPressSpace({ row: r, col: c })}
                    />
                  ) : (
                    <span class="tw-empty" />
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {trios.length > 0 && (
        <ul class="tw-trios" aria-label={words.t('thricewise.grid.trios')}>
          {trios.map((t, i) => (
            <li key={i}>{trioText(words, t)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
