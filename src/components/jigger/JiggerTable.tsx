/** A Jigger table: each player's hand and take, and the draw pile. Big cards; presentational. */
import type { CardId } from '../../engine/deck';
import { baseCard } from '../../engine/jigger';
import { Card, FaceDown, HiddenHand } from '../cards/Card';
import { possessive } from '../words';
import { ZoneTitle } from '../zone-heading';

export interface JiggerSeat {
  name: string;
  hand: readonly CardId[] | number;
  take: readonly CardId[] | number;
}

/**
 * `me`: the seat whose hand is shown big. `you`: the seat the table speaks to as "you" ("your turn"),
 * or null on a shared screen; `me` when absent.
 */
export function JiggerTable({
  seats,
  drawCount,
  turn,
  highlight,
  label,
  me,
  you = me ?? null,
}: {
  seats: readonly JiggerSeat[];
  drawCount: number;
  turn: number | null;
  highlight?: ReadonlySet<CardId>;
  label: string;
  me?: number;
  you?: number | null;
}) {
  const show = (id: CardId, big = false) => <Card key={id} id={baseCard(id)} size={big ? 'large' : 'medium'} highlighted={highlight?.has(id) ?? false} />;
  return (
    <div class="demand-table" role="group" aria-label={label}>
      <p class="demand-pile">
        <FaceDown size="small" label={`the draw pile: ${drawCount} ${drawCount === 1 ? 'card' : 'cards'}`} count={drawCount} /> Draw pile: {drawCount}
      </p>
      {me !== undefined && seats[me] && seat(seats[me], me)}
      {/* The others side by side: a hand is a count, a take its cards, small. */}
      <div class="opponents">{seats.map((s, i) => (i === me ? null : seat(s, i)))}</div>
    </div>
  );

  function seat(s: JiggerSeat, i: number) {
    return (
      <section class={`zone ${turn === i ? 'is-turn' : ''}`} key={i} aria-label={s.name}>
        <ZoneTitle>
          {s.name}
          {turn === i ? (i === you ? ' · your turn to demand' : ` · ${possessive(s.name)} turn to demand`) : ''} · take:{' '}
          {typeof s.take === 'number' ? s.take : s.take.length}
        </ZoneTitle>
        <div class="card-row" role="group" aria-label={`${possessive(s.name)} hand`}>
          {typeof s.hand === 'number' ? <HiddenHand owner={possessive(s.name)} count={s.hand} /> : s.hand.map((c) => show(c, i === me))}
        </div>
        <div class="card-row demand-take" role="group" aria-label={`${possessive(s.name)} take`}>
          <span>Take:</span>
          {typeof s.take === 'number'
            ? `${s.take} cards, face down`
            : s.take.map((c) => <Card key={c} id={baseCard(c)} size="small" highlighted={highlight?.has(c) ?? false} />)}
        </div>
      </section>
    );
  }
}
