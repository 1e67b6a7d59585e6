/** The scoring of one hand of Hermit: each player's lines and points, and the cards set aside. */
import { card } from '../../engine/deck';
import type { HandResult } from '../../engine/hermit';
import { formatPoints } from '../../engine/hermit/describe';
import { Card } from '../cards/Card';
import { ZoneTitle } from '../zone-heading';

export function HandSummary({ result, names, totals }: { result: HandResult; names: readonly string[]; totals?: readonly number[] }) {
  return (
    <section class="hand-summary" aria-label={`Scoring of hand ${result.hand + 1}`}>
      <ZoneTitle>End of hand {result.hand + 1}: personalities taken score against you; lowest is best</ZoneTitle>
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Tricks</th>
            <th scope="col">How</th>
            <th scope="col">Points</th>
            {totals && <th scope="col">Total</th>}
          </tr>
        </thead>
        <tbody>
          {result.points.map((p, seat) => (
            <tr key={seat}>
              <th scope="row">{names[seat] ?? `Player ${seat + 1}`}</th>
              <td>{result.tricksTaken[seat]}</td>
              <td>
                {(result.lines[seat] ?? []).map((l, i) => (
                  <div key={i}>
                    {l.label}
                    {l.points !== 0 ? ` (${l.points > 0 ? '' : '−'}${formatPoints(Math.abs(l.points))})` : ''}
                  </div>
                ))}
              </td>
              <td>{formatPoints(p)}</td>
              {totals && <td>{formatPoints(totals[seat] ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {result.setAside.length > 0 && (
        <div>
          <p>Set aside, unfinished ({result.setAside.map((c) => card(c).name).join(', ')}):</p>
          <div class="card-row">
            {result.setAside.map((c) => (
              <Card key={c} id={c} size="small" />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
