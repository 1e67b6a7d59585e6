/** The scoring of one hand of Hermit: each player's lines and points, and the cards set aside. */
import type { HandResult } from '../../engine/hermit';
import { msg } from '../../engine/core/message';
import { commaChain, formatPoints } from '../../engine/hermit/describe';
import { useWords } from '../../words/context';
import { Card } from '../cards/Card';
import { ZoneTitle } from '../zone-heading';

export function HandSummary({ result, names, totals }: { result: HandResult; names: readonly string[]; totals?: readonly number[] }) {
  const w = useWords();
  const h = result.hand + 1;
  return (
    <section class="hand-summary" aria-label={w.t('hermit.summary.label', { h })}>
      <ZoneTitle>{w.t('hermit.summary.title', { h })}</ZoneTitle>
      <table>
        <thead>
          <tr>
            <th scope="col">{w.t('hermit.summary.player')}</th>
            <th scope="col">{w.t('hermit.summary.tricks')}</th>
            <th scope="col">{w.t('hermit.summary.how')}</th>
            <th scope="col">{w.t('hermit.summary.points')}</th>
            {totals && <th scope="col">{w.t('hermit.summary.total')}</th>}
          </tr>
        </thead>
        <tbody>
          {result.points.map((p, seat) => (
            <tr key={seat}>
              <th scope="row">{names[seat] ?? w.t('core.name.player', { n: seat + 1 })}</th>
              <td>{result.tricksTaken[seat]}</td>
              <td>
                {(result.lines[seat] ?? []).map((l, i) => (
                  <div key={i}>
                    {w.say(l.label)}
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
          <p>{w.t('hermit.summary.set-aside', { cards: commaChain(result.setAside.map((c) => msg('hermit.card', { c }))) })}</p>
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
