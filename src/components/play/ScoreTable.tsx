/**
 * A final score table: a row per round (or kind), a column per player, and the totals. Where the game began
 * with points already (a guided match begun late), a first row says how many, so that every column adds up.
 */
import type { ComponentChildren } from 'preact';
import { useWords } from '../../words/context';

export interface ScoreTableProps {
  caption: string;
  corner: string;
  names: readonly string[];
  rows: readonly { label: ComponentChildren; values: readonly number[] }[];
  totals: readonly number[];
  /** How a number of points is written (Hermit's thirds and halves); as it is, else. */
  format?: (points: number) => string;
}

export function ScoreTable({ caption, corner, names, rows, totals, format }: ScoreTableProps) {
  const w = useWords();
  const before = totals.map((t, seat) => rows.reduce((left, r) => left - r.values[seat]!, t));
  // The rows, with the points the game began with (if any) first and the totals last: one way of drawing all three.
  const all = [...rows, { label: w.t('ui.score.total'), values: totals }];
  // Whole points only: adding Hermit's thirds may leave a trace (1e-16), and no game begins with a fraction.
  if (before.some(Math.round)) all.unshift({ label: w.t('ui.score.before'), values: before });
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {names.map((n, i) => (
            <th scope="col" key={i}>
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {all.map((r, i) => (
          <tr key={i}>
            <th scope="row">{r.label}</th>
            {r.values.map((v, seat) => (
              <td key={seat}>{format?.(v) ?? v}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
