/**
 * A Ferret table: both tableaux, the pool, the draw pile, the scored sets and the hand facing the
 * reader. It knows no rules: it is told which cards may be pressed and where each would go, and it
 * reports presses.
 */
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import { runRank, scores, setRun, type FerretView, type Seat } from '../../engine/ferret';
import { useMemo } from 'preact/hooks';
import { useWords } from '../../words/context';
import { Card, FaceDown, HiddenHand, RowStrut, type CardSize } from '../cards/Card';
import { useZoneRole, ZoneTitle } from '../zone-heading';

export interface FerretTableProps {
  view: FerretView;
  /** The seats' names, and the seat the table speaks to as "you" (null: a screen several people share). */
  names: readonly [string, string];
  you: number | null;
  highlight?: ReadonlySet<CardId>;
  selected?: CardId | null;
  /** Cards that may be pressed, with what pressing them would do, for the hint and badge. */
  pressable?: ReadonlyMap<CardId, { hint?: string; badge?: string }>;
  onPress?: (id: CardId) => void;
  /** The pressable cards cannot be pressed now (another's turn): they stay buttons, marked so. */
  idle?: boolean;
  /** Teaching aid: the other hand, face up. */
  otherHand?: readonly CardId[] | null;
  size?: CardSize;
  /** Label for the table region. */
  label: string;
}

export function FerretTable(props: FerretTableProps) {
  const { view, names, you, highlight, selected, pressable, onPress, size = 'medium' } = props;
  const base = useWords();
  const words = useMemo(() => base.speaking(names, you), [base, names[0], names[1], you]);
  // The table's own view (nobody's hand, seat -1) is drawn from the first player's side, their hand face down.
  const me: Seat = view.seat === -1 ? 0 : view.seat;
  const them: Seat = me === 0 ? 1 : 0;
  const scored = scores(view);
  const zone = useZoneRole();

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
        {...(press && onPress ? { onPress, idle: props.idle ?? false } : {})}
        {...(press?.hint ? { hint: press.hint } : {})}
        {...(press?.badge ? { badge: press.badge } : {})}
      />
    );
  };

  const side = (p: Seat) => words.say(msg('ferret.table.side', { p }));
  const hand = (p: Seat) => words.say(msg('ferret.table.hand', { p }));
  const tableau = (p: Seat) => words.say(msg('ferret.table.tableau', { p }));
  // An empty tableau has "no cards yet" during play, "no cards" at the end.
  const over = view.phase === 'over' ? 'yes' : 'no';

  return (
    // table--middle: the pool's side beside the other side on wide screens (a class, not a :has() over the whole table).
    <div class="table table--middle" role="group" aria-label={props.label}>
      {/* is-open: the other hand face up (teaching), a row of cards rather than one back and a count. */}
      <section {...zone} class={props.otherHand ? 'zone is-open' : 'zone'} aria-label={side(them)}>
        <div class="seat-line">
          <ZoneTitle>{words.say(msg('ferret.table.seat-line', { p: them, n: scored[them] }))}</ZoneTitle>
          <div class="card-row" aria-label={hand(them)} role="group">
            {props.otherHand ? (
              props.otherHand.map((id) => show(id, { size: 'small' }))
            ) : (
              <HiddenHand name={names[them]} you={them === you} count={view.handCounts[them]} />
            )}
          </div>
        </div>
        {/* The other side's tableau keeps a card's height while empty: its first card, played by the
            computer as the page opens, does not push the table down (a layout shift). It and the pool keep
            room for the badges ("→ tableau") that a card picked in the hand puts under their cards, and the
            hand for the label under the card picked ("is-badged"). */}
        <div
          class={view.tableaux[them].length === 0 ? 'card-row is-badged is-strut' : 'card-row is-badged'}
          role="group"
          aria-label={tableau(them)}
          data-empty={words.say(msg('ferret.table.tableau-empty', { p: them, over }))}
          style={`--n: ${view.tableaux[them].length}`}
        >
          {view.tableaux[them].length === 0 ? <RowStrut size={size} /> : view.tableaux[them].map((id) => show(id))}
        </div>
      </section>

      <div class="zone-middle">
        <section {...zone} class="zone" aria-label={words.say(msg('ferret.table.pool-label'))}>
          <ZoneTitle>{words.say(msg('ferret.table.pool'))}</ZoneTitle>
          <div class="card-row is-badged" role="group" aria-label={words.say(msg('ferret.table.pool-label'))}>
            {view.pool.map((id) => show(id))}
          </div>
        </section>
        <section {...zone} class="zone" aria-label={words.say(msg('ferret.table.draw-pile-label'))}>
          <ZoneTitle>{words.say(msg('ferret.table.draw-pile'))}</ZoneTitle>
          <div class="card-row">
            {view.drawCount > 0 ? (
              <FaceDown count={view.drawCount} label={words.phrase(msg('ferret.table.draw-pile-count', { n: view.drawCount }))} />
            ) : (
              <span>{words.say(msg('ferret.table.empty-pile'))}</span>
            )}
          </div>
        </section>
        {view.sets.length > 0 && (
          <section {...zone} class="zone" aria-label={words.say(msg('ferret.table.scored-sets'))}>
            <ZoneTitle>{words.say(msg('ferret.table.scored-sets'))}</ZoneTitle>
            <div class="melds">
              {view.sets.map((set) => {
                const run = { p: set.owner, low: runRank(set.low), high: runRank(set.high), suit: set.suit };
                return (
                  <div class="meld" key={set.id} role="group" aria-label={words.say(msg('ferret.table.set-label', run))}>
                    <span class="meld-label">{words.say(msg('ferret.table.set-title', run))}</span>
                    <div class="card-row">{setRun(set, view.layoffs).map((c) => show(c.card, { size: 'small' }))}</div>
                  </div>
                );
              })}
            </div>
          </section>
        )}
      </div>

      <section {...zone} class="zone" aria-label={side(me)}>
        <ZoneTitle>{words.say(msg('ferret.table.tableau-title', { p: me, n: scored[me] }))}</ZoneTitle>
        <div
          class="card-row"
          role="group"
          aria-label={tableau(me)}
          data-empty={words.say(msg('ferret.table.no-cards', { over }))}
          style={`--n: ${view.tableaux[me].length}`}
        >
          {view.tableaux[me].map((id) => show(id))}
        </div>
        <ZoneTitle>{hand(me)}</ZoneTitle>
        <div class="card-row is-badged" role="group" aria-label={hand(me)} data-empty={words.say(msg('ferret.table.empty-hand'))} data-zone="hand">
          {view.seat === -1 ? (
            <HiddenHand name={names[me]} you={me === you} count={view.handCounts[me]} />
          ) : (
            view.hand.map((id) => show(id, { size: size === 'small' ? 'medium' : 'large' }))
          )}
        </div>
      </section>
    </div>
  );
}
