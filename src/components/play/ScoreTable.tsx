/** A final score table: a row per round (or kind), a column per player, and the totals. */
import type { ComponentChildren } from 'preact';
import { useWords } from '../../words/context';

export interface ScoreTableProps {
  caption: string;
  corner: string;
  names: readonly string[];
  rows: readonly { label: ComponentChildren; values: readonly ComponentChildren[] }[];
  totals: readonly ComponentChildren[];
}

export function ScoreTable({ caption, corner, names, rows, totals }: ScoreTableProps) {
  const w = useWords();
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
        {rows.map((r, i) => (
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
