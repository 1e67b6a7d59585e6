/**
 * A Hermit table for any number of seats: each seat with its hand (face up or face down), the tricks in
 * front of it, and what it has taken; tricks that belong to no one in the middle. Presentational: it is
 * told what may be pressed and reports presses.
 */
import type { CardId } from '../../engine/deck';
import type { Trick } from '../../engine/hermit';
import { msg } from '../../engine/core/message';
import { commaChain, formatPoints } from '../../engine/hermit/describe';
import { useMemo } from 'preact/hooks';
import { useWords } from '../../words/context';
import type { Words } from '../../words/words';
import { Card, HiddenHand, type CardSize } from '../cards/Card';
import { useZoneRole, ZoneTitle } from '../zone-heading';

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
  /** The seat the words speak to as "you" (null: a screen several people share, or an example). */
  you: number | null;
  highlight?: ReadonlySet<CardId>;
  selected?: CardId | null;
  pressableCards?: ReadonlyMap<CardId, string>;
  onPressCard?: (id: CardId) => void;
  /** The pressable cards cannot be pressed now (another's turn): they stay buttons, marked so. */
  idle?: boolean;
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

/** A trick as a screen reader names it: "Trick 1, in front of Buck, 3 cards, last card the Ace of Moons". */
function trickLabel(w: Words, t: Trick): string {
  const last = t.cards[t.cards.length - 1];
  return w.t('hermit.table.trick', { t: t.id, o: t.owner ?? 'none', n: t.cards.length, c: last ? last.card : 'none' });
}

export function HermitTable(props: HermitTableProps) {
  const { seats, tricks, turn, dealer, me, highlight, selected, pressableCards, onPressCard, pressableTricks, onPressTrick, size = 'small' } = props;
  const base = useWords();
  const names = seats.map((s) => s.name);
  const w = useMemo(() => base.speaking(names, props.you), [base, names.join('\u0000'), props.you]);
  const showCard = (id: CardId, s: CardSize = size) => {
    const hint = pressableCards?.get(id);
    return (
      <Card
        key={id}
        id={id}
        size={s}
        highlighted={highlight?.has(id) ?? false}
        selected={selected === id}
        {...(hint !== undefined && onPressCard ? { onPress: onPressCard, idle: props.idle ?? false, ...(hint ? { hint } : {}) } : {})}
      />
    );
  };
  const trickView = (t: Trick) => (
    <div class={`trick ${pressableTricks?.has(t.id) ? 'is-target' : ''}`} key={t.id} role="group" aria-label={trickLabel(w, t)} data-trick={t.id}>
      <span class="trick-label" aria-hidden="true">
        {w.t('hermit.table.trick-tag', { t: t.id })}
      </span>
      <div class="trick-cards">{t.cards.map((c) => showCard(c.card))}</div>
      {pressableTricks?.has(t.id) && onPressTrick && (
        <button
          type="button"
          class={`btn ${props.coachedTrick === t.id ? 'btn-primary is-coached' : ''}`}
          {...(props.coachedTrick === t.id ? { 'data-coached': '' } : {})}
          onClick={() => onPressTrick(t.id)}
        >
          {w.t('hermit.table.play-on', { t: t.id })}
        </button>
      )}
    </div>
  );
  const order = me === null ? seats.map((_, i) => i) : [...seats.keys()].filter((i) => i !== me).concat([me]);
  const ownerless = tricks.filter((t) => t.owner === null);
  const zone = useZoneRole();
  return (
    <div class="trick-table" role="group" aria-label={props.label}>
      {props.cottage && (
        <p class="trick-cottage">
          {w.t('hermit.table.cottage', {
            n: props.cottage.count,
            mine: props.cottage.mine.length
              ? msg('hermit.table.cottage-mine', { cards: commaChain(props.cottage.mine.map((c) => msg('hermit.card', { c }))) })
              : null,
          })}
        </p>
      )}
      {ownerless.length > 0 && (
        <section {...zone} class="zone" aria-label={w.t('hermit.table.no-one-label')}>
          <ZoneTitle>{w.t('hermit.table.no-one')}</ZoneTitle>
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
      <section
        {...zone}
        class={`zone seat ${turn === seat ? 'is-turn' : ''} ${typeof s.hand === 'number' ? 'is-face-down' : ''}`}
        key={seat}
        aria-label={s.name}
        data-seat={seat}
      >
        <ZoneTitle>
          {w.t('hermit.table.seat', {
            p: seat,
            dealer: seat === dealer,
            turn: turn === seat,
            n: typeof s.hand === 'number' ? 'hidden' : s.hand.length,
            k: s.tricksTaken,
            x: formatPoints(s.score),
            v: s.score,
          })}
        </ZoneTitle>
        {s.chosen !== false ? (
          <p class="seat-chosen">
            {s.chosen === true ? (
              w.t('hermit.table.chosen-hidden')
            ) : (
              <>
                {w.t('hermit.table.chosen')} {showCard(s.chosen as CardId)}
              </>
            )}
          </p>
        ) : props.secret ? (
          <p class="seat-chosen">{w.t('hermit.table.not-chosen')}</p>
        ) : null}
        <div class="card-row" role="group" aria-label={w.t('hermit.table.hand', { p: seat })} data-zone={isMe ? 'hand' : undefined}>
          {typeof s.hand === 'number' ? (
            <HiddenHand name={s.name} you={seat === props.you} count={s.hand} />
          ) : (
            s.hand.map((c) => showCard(c, isMe ? 'medium' : size))
          )}
        </div>
        {mine.length > 0 && (
          <div class="tricks" aria-label={w.t('hermit.table.seat-tricks', { p: seat })} role="group">
            {mine.map(trickView)}
          </div>
        )}
      </section>
    );
  }
}
