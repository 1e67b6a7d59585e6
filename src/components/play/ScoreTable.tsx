/** A final score table: a row per round (or kind), a column per player, and the totals. */
import type { ComponentChildren } from 'preact';
import { useWords } from '../../words/context';

export interface ScoreTableProps {
  caption: string;
  corner: string;
  names: readonly string[];
  rows: readonly { label: ComponentChildren; values: readonly ComponentChildren[] }[];
  totals: readonly ComponentChildren[];
  /** Points a game begun from a position (a guided game's last round) had before its first row, so the total adds up. */
  earlier?: readonly number[];
}

export function ScoreTable({ caption, corner, names, rows, totals, earlier }: ScoreTableProps) {
  const w = useWords();
  const before = earlier?.some((x) => x !== 0) ? [{ label: w.t('ui.score.earlier'), values: earlier }] : [];
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
        {[...before, ...rows].map((r, i) => (
          <tr key={i}>
            <th scope="row">{r.label}</th>
            {r.values.map((v, seat) => (
              <td key={seat}>{v}</td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">{w.t('ui.score.total')}</th>
          {totals.map((v, seat) => (
            <td key={seat}>{v}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
