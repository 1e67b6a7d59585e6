/**
 * A Ferret table: both tableaux, the pool, the draw pile, the scored sets and the hand facing the
 * reader. It knows no rules: it is told which cards may be pressed and where each would go, and it
 * reports presses.
 */
import type { CardId } from '../../engine/deck';
import { suitList } from '../../engine/deck';
import { runName, scores, setRun, type FerretView, type Seat } from '../../engine/ferret';
import { Card, FaceDown, HiddenHand, RowStrut, type CardSize } from '../cards/Card';
import { possessive } from '../words';
import { ZoneTitle } from '../zone-heading';

export interface FerretTableProps {
  view: FerretView;
  names: readonly [string, string];
  highlight?: ReadonlySet<CardId>;
  selected?: CardId | null;
  /** Cards that may be pressed, with what pressing them would do, for the hint and badge. */
  pressable?: ReadonlyMap<CardId, { hint?: string; badge?: string }>;
  onPress?: (id: CardId) => void;
  /** Teaching aid: the other hand, face up. */
  otherHand?: readonly CardId[] | null;
  size?: CardSize;
  /** Label for the table region. */
  label: string;
}

export function FerretTable(props: FerretTableProps) {
  const { view, names, highlight, selected, pressable, onPress, size = 'medium' } = props;
  // The table's own view (nobody's hand, seat -1) is drawn from the first player's side, their hand face down.
  const me: Seat = view.seat === -1 ? 0 : view.seat;
  const them: Seat = me === 0 ? 1 : 0;
  const scored = scores(view);

  const show = (id: CardId, extra?: { muted?: boolean; size?: CardSize }) => {
    const press = pressable?.get(id);
    return (
      <Card
        key={id}
        id={id}
        size={extra?.size ?? size}
        highlighted={highlight?.has(id) ?? false}
        selected={selected === id}
        muted={extra?.muted ?? false}
        {...(press && onPress ? { onPress } : {})}
        {...(press?.hint ? { hint: press.hint } : {})}
        {...(press?.badge ? { badge: press.badge } : {})}
      />
    );
  };

  return (
    // table--middle: the pool's side beside the other side on wide screens (a class, not a :has() over the whole table).
    <div class="table table--middle" role="group" aria-label={props.label}>
      <section class="zone" aria-label={`${possessive(names[them])} side`}>
        <div class="seat-line">
          <ZoneTitle>
            {names[them]} · {scored[them]} scored
          </ZoneTitle>
          <div class="card-row" aria-label={`${possessive(names[them])} hand`} role="group">
            {props.otherHand ? (
              props.otherHand.map((id) => show(id, { size: 'small' }))
            ) : (
              <HiddenHand owner={possessive(names[them])} count={view.handCounts[them]} />
            )}
          </div>
        </div>
        {/* The other side's tableau keeps a card's height while empty: its first card, played by the
            computer as the page opens, does not push the table down (a layout shift). */}
        <div
          class={view.tableaux[them].length === 0 ? 'card-row is-strut' : 'card-row'}
          role="group"
          aria-label={`${possessive(names[them])} tableau`}
          data-empty={`${possessive(names[them])} tableau: no cards yet`}
        >
          {view.tableaux[them].length === 0 ? <RowStrut size={size} /> : view.tableaux[them].map((id) => show(id))}
        </div>
      </section>

      <div class="zone-middle">
        <section class="zone" aria-label="The pool">
          <ZoneTitle>Pool</ZoneTitle>
          <div class="card-row" role="group" aria-label="The pool">
            {view.pool.map((id) => show(id))}
          </div>
        </section>
        <section class="zone" aria-label="The draw pile">
          <ZoneTitle>Draw pile</ZoneTitle>
          <div class="card-row">
            {view.drawCount > 0 ? (
              <FaceDown count={view.drawCount} label={`the draw pile: ${view.drawCount} ${view.drawCount === 1 ? 'card' : 'cards'}`} />
            ) : (
              <span>Empty</span>
            )}
          </div>
        </section>
        {view.sets.length > 0 && (
          <section class="zone" aria-label="Scored sets">
            <ZoneTitle>Scored sets</ZoneTitle>
            <div class="melds">
              {view.sets.map((set) => (
                <div
                  class="meld"
                  key={set.id}
                  role="group"
                  aria-label={`${possessive(names[set.owner])} set, ${runName(set.low)} to ${runName(set.high)} of ${suitList([set.suit])}`}
                >
                  <span class="meld-label">
                    {possessive(names[set.owner])} set · {runName(set.low)}–{runName(set.high)} {suitList([set.suit])}
                  </span>
                  <div class="card-row">{setRun(set, view.layoffs).map((c) => show(c.card, { size: 'small' }))}</div>
                </div>
              ))}
            </div>
          </section>
        )}
      </div>

      <section class="zone" aria-label={`${possessive(names[me])} side`}>
        <ZoneTitle>
          {possessive(names[me])} tableau · {scored[me]} scored
        </ZoneTitle>
        <div class="card-row" role="group" aria-label={`${possessive(names[me])} tableau`} data-empty="No cards yet">
          {view.tableaux[me].map((id) => show(id))}
        </div>
        <ZoneTitle style="margin-top:0.5rem">{possessive(names[me])} hand</ZoneTitle>
        <div class="card-row" role="group" aria-label={`${possessive(names[me])} hand`} data-empty="Empty" data-zone="hand">
          {view.seat === -1 ? (
            <HiddenHand owner={possessive(names[me])} count={view.handCounts[me]} />
          ) : (
            view.hand.map((id) => show(id, { size: size === 'small' ? 'medium' : 'large' }))
          )}
        </div>
      </section>
    </div>
  );
}
