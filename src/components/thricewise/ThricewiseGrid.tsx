/**
 * The Thricewise grid: cards where they lie, and around them the spaces a card may go, as buttons with
 * spoken positions ("row 2, column 3"). Presentational: legal spaces come in, presses go out.
 */
import { card, type CardId } from '../../engine/deck';
import { bounds, MAX_SPAN, type Cell, type Placed, type Trio } from '../../engine/thricewise';
import { Card } from '../cards/Card';

export interface ThricewiseGridProps {
  grid: readonly Placed[];
  /** Spaces that may be pressed, with what pressing does ("place the Soldier here"). */
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

const KIND: Record<Trio['kind'], string> = { flush: 'flush', set: 'set', straight: 'straight' };

export function trioText(t: Trio): string {
  const what = t.kind === 'flush' ? `a flush of ${t.suit ? t.suit.charAt(0).toUpperCase() + t.suit.slice(1) : ''}` : `a ${KIND[t.kind]}`;
  return `${what} (${t.cards.map((c) => card(c).name.replace(/^the /, '')).join(', ')}): ${t.points} ${t.points === 1 ? 'point' : 'points'}`;
}

export function ThricewiseGrid({ grid, spaces = [], spaceHint, onPressSpace, highlight, trios = [], label, coached }: ThricewiseGridProps) {
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
      <div class="tw-grid" role="group" aria-label={label} style={`--tw-cols: ${cols.length}; grid-template-columns: repeat(${cols.length}, var(--tw-cell))`}>
        {rows.map((r, ri) => (
          <div class="tw-row" key={r}>
            {cols.map((c, ci) => {
              const k = `${r},${c}`;
              const p = at.get(k);
              const name = `row ${ri + 1}, column ${ci + 1}`;
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
                      aria-label={`${name}${spaceHint ? `: ${spaceHint}` : ''}${pointed ? ' (the coach’s space)' : ''}`}
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
        <ul class="tw-trios" aria-label="Trios scored">
          {trios.map((t, i) => (
            <li key={i}>{trioText(t)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
