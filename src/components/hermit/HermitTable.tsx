/**
 * A Hermit table for any number of seats: each seat with its hand (face up or face down), the tricks in
 * front of it, and what it has taken; tricks that belong to no one in the middle. Presentational: it is
 * told what may be pressed and reports presses.
 */
import type { CardId } from '../../engine/deck';
import { card } from '../../engine/deck';
import type { Trick } from '../../engine/hermit';
import { formatPoints } from '../../engine/hermit/describe';
import { Card, HiddenHand, type CardSize } from '../cards/Card';
import { possessive } from '../words';
import { ZoneTitle } from '../zone-heading';

export interface SeatShown {
  name: string;
  /** The cards, when this screen may show them; otherwise a count. */
  hand: readonly CardId[] | number;
  /** A secret choice: the card when shown, true when made but hidden, false when not yet made. */
  chosen: CardId | boolean;
  tricksTaken: number;
  score: number;
}

export interface HermitTableProps {
  seats: readonly SeatShown[];
  tricks: readonly Trick[];
  turn: number | null;
  dealer: number;
  /** The seat facing the screen, drawn last and largest. */
  me: number | null;
  highlight?: ReadonlySet<CardId>;
  selected?: CardId | null;
  pressableCards?: ReadonlyMap<CardId, string>;
  onPressCard?: (id: CardId) => void;
  /** Tricks the picked card may go on. */
  pressableTricks?: ReadonlySet<number>;
  onPressTrick?: (trick: number) => void;
  /** In a guided game, the trick the coach asks for: its button is marked as the one to press. */
  coachedTrick?: number | null;
  cottage?: { count: number; mine: readonly CardId[] } | null;
  /**
   * Every seat is choosing a card in secret (to start a trick, or for the Cottage): each seat says
   * whether it has chosen yet, on a line it keeps until the choosing is over, so that a choice being
   * made does not push the table down (a layout shift).
   */
  secret?: boolean;
  label: string;
  size?: CardSize;
}

function trickLabel(t: Trick, seats: readonly SeatShown[]): string {
  const last = t.cards[t.cards.length - 1];
  const where = t.owner === null ? 'in front of no one' : `in front of ${seats[t.owner]?.name ?? ''}`;
  return `Trick ${t.id}, ${where}, ${t.cards.length} ${t.cards.length === 1 ? 'card' : 'cards'}${last ? `, last card ${card(last.card).name}` : ''}`;
}

export function HermitTable(props: HermitTableProps) {
  const { seats, tricks, turn, dealer, me, highlight, selected, pressableCards, onPressCard, pressableTricks, onPressTrick, size = 'small' } = props;
  const showCard = (id: CardId, s: CardSize = size) => {
    const hint = pressableCards?.get(id);
    return (
      <Card
        key={id}
        id={id}
        size={s}
        highlighted={highlight?.has(id) ?? false}
        selected={selected === id}
        {...(hint !== undefined && onPressCard ? { onPress: onPressCard, hint } : {})}
      />
    );
  };
  const trickView = (t: Trick) => (
    <div class={`trick ${pressableTricks?.has(t.id) ? 'is-target' : ''}`} key={t.id} role="group" aria-label={trickLabel(t, seats)} data-trick={t.id}>
      <span class="trick-label" aria-hidden="true">
        Trick {t.id}
      </span>
      <div class="trick-cards">{t.cards.map((c) => showCard(c.card))}</div>
      {pressableTricks?.has(t.id) && onPressTrick && (
        <button
          type="button"
          class={`btn ${props.coachedTrick === t.id ? 'btn-primary is-coached' : ''}`}
          {...(props.coachedTrick === t.id ? { 'data-coached': '' } : {})}
          onClick={() => onPressTrick(t.id)}
        >
          Play on trick {t.id}
        </button>
      )}
    </div>
  );
  const order = me === null ? seats.map((_, i) => i) : [...seats.keys()].filter((i) => i !== me).concat([me]);
  const ownerless = tricks.filter((t) => t.owner === null);
  return (
    <div class="trick-table" role="group" aria-label={props.label}>
      {props.cottage && (
        <p class="trick-cottage">
          The Cottage: {props.cottage.count} cards, face down
          {props.cottage.mine.length ? ` (you put in ${props.cottage.mine.map((c) => card(c).name).join(', ')})` : ''}.
        </p>
      )}
      {ownerless.length > 0 && (
        <section class="zone" aria-label="Tricks in front of no one">
          <ZoneTitle>In front of no one</ZoneTitle>
          <div class="tricks">{ownerless.map(trickView)}</div>
        </section>
      )}
      {/* Opponents side by side (their hands are counts), then the seat facing the screen, full width. */}
      <div class="opponents">{order.filter((seat) => seat !== me).map((seat) => seatView(seat))}</div>
      {me !== null && seatView(me)}
    </div>
  );

  function seatView(seat: number) {
    const s = seats[seat] as SeatShown;
    const mine = tricks.filter((t) => t.owner === seat);
    const isMe = seat === me;
    return (
      <section class={`zone seat ${turn === seat ? 'is-turn' : ''}`} key={seat} aria-label={s.name} data-seat={seat}>
        <ZoneTitle>
          {s.name}
          {seat === dealer ? ' · dealer' : ''}
          {turn === seat ? ' · to play' : ''}
          {typeof s.hand === 'number' ? '' : ` · ${s.hand.length} in hand`} · {s.tricksTaken} {s.tricksTaken === 1 ? 'trick' : 'tricks'} taken ·{' '}
          {formatPoints(s.score)} points
        </ZoneTitle>
        {s.chosen !== false ? (
          <p class="seat-chosen">{s.chosen === true ? 'Has chosen a card, face down.' : <>Chosen: {showCard(s.chosen as CardId)}</>}</p>
        ) : props.secret ? (
          <p class="seat-chosen">Has not chosen yet.</p>
        ) : null}
        <div class="card-row" role="group" aria-label={`${possessive(s.name)} hand`} data-zone={isMe ? 'hand' : undefined}>
          {typeof s.hand === 'number' ? <HiddenHand owner={possessive(s.name)} count={s.hand} /> : s.hand.map((c) => showCard(c, isMe ? 'medium' : size))}
        </div>
        {mine.length > 0 && (
          <div class="tricks" aria-label={`Tricks in front of ${s.name}`} role="group">
            {mine.map(trickView)}
          </div>
        )}
      </section>
    );
  }
}
