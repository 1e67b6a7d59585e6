/** A round's score breakdown: what each player took, the lines that scored, ties, and the totals. */
import type { RoundResult } from '../../engine/badgers-court';
import { tiedLine } from '../../engine/badgers-court/describe';
import { useWords } from '../../words/context';
import { useZoneLevel } from '../zone-heading';

/** The tallies the table shows, each with its row's words. */
const TALLIES = [
  ['cards', 'badgers-court.summary.cards'],
  ['crowns', 'badgers-court.summary.crowns'],
  ['aces', 'badgers-court.summary.aces'],
  ['personalities', 'badgers-court.summary.personalities'],
] as const;

/**
 * `headingLevel`: its title's level where the island knows it (2 as the play page's round summary). Else
 * under a heading of the place it is drawn: the play table's game-over title (h2), so h3; an example's
 * title (h3), so h4 (its zone level, src/components/zone-heading.tsx).
 */
export function RoundSummary({ result, names, headingLevel }: { result: RoundResult; names: readonly string[]; headingLevel?: 2 | 3 }) {
  const zones = useZoneLevel();
  const H = `h${headingLevel ?? Math.max(3, zones)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const words = useWords();
  // The lines as said, one row for each different line (both players' lines of the same name share it).
  const said = result.lines.map((ls) => ls.map((l) => ({ label: words.say(l.label), points: l.points })));
  const labels = [...new Set(said.flatMap((ls) => ls.map((l) => l.label)))];
  const title = words.t('badgers-court.summary.title', { n: result.round + 1 });
  const tied = tiedLine(result);
  return (
    <section class="bc-round" aria-label={title}>
      <H>{title}</H>
      <table>
        <caption>{words.t('badgers-court.summary.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{words.t('badgers-court.summary.what')}</th>
            {names.map((n) => (
              <th scope="col" key={n}>
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TALLIES.map(([k, row]) => (
            <tr key={k}>
              <th scope="row">{words.t(row)}</th>
              {result.tallies.map((t, i) => (
                <td key={i}>{t[k]}</td>
              ))}
            </tr>
          ))}
          {labels.map((label) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {said.map((ls, i) => (
                <td key={i}>{ls.find((l) => l.label === label)?.points ?? '–'}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{words.t('badgers-court.summary.points')}</th>
            {result.points.map((p, i) => (
              <td key={i}>{p}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{words.t('badgers-court.summary.total')}</th>
            {result.totals.map((p, i) => (
              <td key={i}>{p}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {tied && <p>{words.say(tied)}</p>}
    </section>
  );
}
