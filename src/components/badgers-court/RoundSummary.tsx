/** A round's score breakdown: what each player took, the lines that scored, ties, and the totals. */
import type { RoundResult } from '../../engine/badgers-court';
import { useZoneLevel } from '../zone-heading';

/**
 * `headingLevel`: its title's level where the island knows it (2 as the play page's round summary). Else
 * under a heading of the place it is drawn: the play table's game-over title (h2), so h3; an example's
 * title (h3), so h4 (its zone level, src/components/zone-heading.tsx).
 */
export function RoundSummary({ result, names, headingLevel }: { result: RoundResult; names: readonly string[]; headingLevel?: 2 | 3 }) {
  const zones = useZoneLevel();
  const H = `h${headingLevel ?? Math.max(3, zones)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const labels = [...new Set(result.lines.flatMap((ls) => ls.map((l) => l.label)))];
  return (
    <section class="bc-round" aria-label={`Round ${result.round + 1} scoring`}>
      <H>Round {result.round + 1} scoring</H>
      <table>
        <caption>Cards taken, and points for the round</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            {names.map((n) => (
              <th scope="col" key={n}>
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['cards', 'crowns', 'aces', 'personalities'] as const).map((k) => (
            <tr key={k}>
              <th scope="row">{k === 'cards' ? 'Cards taken' : k === 'crowns' ? 'Crowns taken' : k === 'aces' ? 'Aces taken' : 'Personalities taken'}</th>
              {result.tallies.map((t, i) => (
                <td key={i}>{t[k]}</td>
              ))}
            </tr>
          ))}
          {labels.map((label) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {result.lines.map((ls, i) => (
                <td key={i}>{ls.find((l) => l.label === label)?.points ?? '–'}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Points this round</th>
            {result.points.map((p, i) => (
              <td key={i}>{p}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Total</th>
            {result.totals.map((p, i) => (
              <td key={i} data-testid={`round-total-${i}`}>
                {p}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {result.ties.length > 0 && <p>Tied, so nobody scores: {result.ties.map((t) => t.replace(/^Most /, '')).join(', ')}.</p>}
    </section>
  );
}
