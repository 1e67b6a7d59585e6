/** A Jigger table: each player's hand and take, and the draw pile. Big cards; presentational. */
import { useMemo } from 'preact/hooks';
import type { CardId } from '../../engine/deck';
import { baseCard } from '../../engine/jigger';
import { msg } from '../../engine/core/message';
import { useWords } from '../../words/context';
import { Card, FaceDown, HiddenHand } from '../cards/Card';
import { useZoneRole, ZoneTitle } from '../zone-heading';

export interface JiggerSeat {
  hand: readonly CardId[] | number;
  take: readonly CardId[] | number;
}

/**
 * `names`: the seats' names. `me`: the seat whose hand is shown big. `you`: the seat the table speaks to
 * as "you" ("your turn"), or null on a shared screen; `me` when absent.
 */
export function JiggerTable({
  seats,
  names,
  drawCount,
  turn,
  highlight,
  label,
  me,
  you = me ?? null,
}: {
  seats: readonly JiggerSeat[];
  names: readonly string[];
  drawCount: number;
  turn: number | null;
  highlight?: ReadonlySet<CardId>;
  label: string;
  me?: number;
  you?: number | null;
}) {
  const all = useWords();
  const w = useMemo(() => all.speaking(names, you), [all, names, you]);
  const zone = useZoneRole();
  const show = (id: CardId, big = false) => <Card key={id} id={baseCard(id)} size={big ? 'large' : 'medium'} highlighted={highlight?.has(id) ?? false} />;
  return (
    <div class="demand-table" role="group" aria-label={label}>
      <p class="demand-pile">
        <FaceDown size="small" label={w.phrase(msg('jigger.table.pile.label', { n: drawCount }))} count={drawCount} />{' '}
        {w.t('jigger.table.pile', { n: drawCount })}
      </p>
      {me !== undefined && seats[me] && seat(seats[me], me)}
      {/* The others side by side: a hand is a count, a take its cards, small. */}
      <div class="opponents">{seats.map((s, i) => (i === me ? null : seat(s, i)))}</div>
    </div>
  );

  function seat(s: JiggerSeat, i: number) {
    const take = typeof s.take === 'number' ? s.take : s.take.length;
    return (
      <section {...zone} class={`zone ${turn === i ? 'is-turn' : ''}`} key={i} aria-label={w.t('jigger.who', { p: i })}>
        <ZoneTitle>{w.t('jigger.table.seat', { p: i, turn: turn === i ? 'yes' : 'no', n: take })}</ZoneTitle>
        <div class="card-row" role="group" aria-label={w.t('jigger.table.hand', { p: i })}>
          {typeof s.hand === 'number' ? <HiddenHand name={names[i] ?? ''} you={i === you} count={s.hand} /> : s.hand.map((c) => show(c, i === me))}
        </div>
        <div class="card-row demand-take" role="group" aria-label={w.t('jigger.table.take', { p: i })}>
          <span>{w.t('jigger.table.take.label')}</span>
          {typeof s.take === 'number'
            ? w.t('jigger.table.take.hidden', { n: s.take })
            : s.take.length === 0
              ? w.phrase(msg('jigger.table.take.none'))
              : s.take.map((c) => <Card key={c} id={baseCard(c)} size="small" highlighted={highlight?.has(c) ?? false} />)}
        </div>
      </section>
    );
  }
}
