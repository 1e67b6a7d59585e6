/**
 * A Badger's Court table: the other player's side, the Court (loose cards and builds, each a toggle
 * when choosing what a play takes or builds on), the hand facing the reader, and what each player has
 * taken. It knows no rules: it is told what may be pressed, and reports presses.
 */
import type { ComponentChildren } from 'preact';
import { card, RANK_NAME, type CardId } from '../../engine/deck';
import { handPlayChoices, isLocked, itemId, pileTally, type BadgersCourtView, type CourtItem, type PlayChoice, type Tally } from '../../engine/badgers-court';
import { buildOwner, cardList, describeItem } from '../../engine/badgers-court/describe';
import { rankPlural } from '../../engine/badgers-court/values';
import { Card, HiddenHand, type CardSize } from '../cards/Card';
import { possessive } from '../words';
import { ZoneTitle } from '../zone-heading';

export interface CourtTableProps {
  view: BadgersCourtView;
  names: readonly string[];
  highlight?: ReadonlySet<CardId>;
  /** The hand card chosen to play. */
  selectedCard?: CardId | null;
  /** Court items chosen (by their bottom card). */
  selectedItems?: ReadonlySet<CardId>;
  onPressHand?: (id: CardId) => void;
  onToggleItem?: (id: CardId) => void;
  /** Teaching aid: the other hand, face up. */
  otherHand?: readonly CardId[] | null;
  /** Controls shown under the hand: the plays to make with the chosen card. */
  actions?: ComponentChildren;
  /**
   * On a play page: the Court's hint and the line under the hand keep their room while it is not the
   * reader's turn (drawn invisible), so the table keeps its height as turns change (no layout shift).
   */
  keepRoom?: boolean;
  size?: CardSize;
  label: string;
  /** The seat the table speaks to as "you" ("Your hand", "yours"), or null on a shared screen; the view's seat when absent. */
  you?: number | null;
}

/** What a seat has taken, as the engine tallies it. */
function TallyLine({ tally }: { tally: Tally }) {
  const { cards, crowns, aces, personalities } = tally;
  // The separator is its own span: on a phone the tally takes a line of its own, without it (site.css).
  return (
    <>
      {' '}
      <span class="bc-sep" aria-hidden="true">
        ·
      </span>{' '}
      <span class="bc-tally">
        {cards} taken: {crowns} {crowns === 1 ? 'Crown' : 'Crowns'}, {aces} {aces === 1 ? 'Ace' : 'Aces'}, {personalities}{' '}
        {personalities === 1 ? 'personality' : 'personalities'}
      </span>
    </>
  );
}

function Build({
  item,
  names,
  you,
  selected,
  highlight,
  onToggle,
}: {
  item: CourtItem;
  names: readonly string[];
  you: number | null;
  selected: boolean;
  highlight?: ReadonlySet<CardId> | undefined;
  onToggle?: ((id: CardId) => void) | undefined;
}) {
  const locked = isLocked(item);
  const title = (
    <span class="bc-build-label">
      Building {rankPlural(item.rank)} · {buildOwner(item.owner ?? 0, names, you)}
      {locked ? ` · locked (${item.units.length} groups)` : ''}
    </span>
  );
  const stack = (
    <span class="bc-stack" aria-hidden="true">
      {item.units.map((unit, i) => (
        <span class="bc-unit" key={i}>
          {unit.map((c) => (
            <Card key={c} id={c} size="small" highlighted={highlight?.has(c) ?? false} />
          ))}
        </span>
      ))}
    </span>
  );
  // A toggle is named by what it shows, its label first, then its cards in words (WCAG 2.5.3: an aria-label
  // of other words, "a build of fours (Buck’s, open): …", did not hold the label); aria-pressed tells whether
  // it is chosen. A build that cannot be pressed is a picture named in words.
  return onToggle ? (
    <button
      type="button"
      class={`bc-build ${selected ? 'is-selected' : ''}`}
      aria-pressed={selected ? 'true' : 'false'}
      data-build={itemId(item)}
      onClick={() => onToggle(itemId(item))}
    >
      {title}
      <span class="visually-hidden">: {cardList(item.units.flat())}</span>
      {stack}
    </button>
  ) : (
    <span class={`bc-build ${locked ? 'is-locked' : ''}`} role="img" aria-label={describeItem(item, names, you)} data-build={itemId(item)}>
      {title}
      {stack}
    </span>
  );
}

export function CourtTable(props: CourtTableProps) {
  const { view, names, highlight, selectedCard, selectedItems, onPressHand, onToggleItem, size = 'medium' } = props;
  const me = view.seat;
  const them = 1 - me;
  const you = props.you === undefined ? me : props.you;
  const hand = me === you ? 'Your hand' : `${possessive(names[me] ?? '')} hand`;
  return (
    <div class="table bc-table" role="group" aria-label={props.label}>
      <section class="zone" aria-label={`${possessive(names[them] ?? '')} side`}>
        <ZoneTitle>
          {names[them]} · {view.handCounts[them]} cards in hand{view.dealer === them ? ' · dealer' : ''}
          <TallyLine tally={pileTally(view, them)} />
        </ZoneTitle>
        <div class="card-row" role="group" aria-label={`${possessive(names[them] ?? '')} hand`}>
          {props.otherHand ? (
            props.otherHand.map((id) => <Card key={id} id={id} size="small" highlighted={highlight?.has(id) ?? false} />)
          ) : (
            <HiddenHand owner={possessive(names[them] ?? '')} count={view.handCounts[them] ?? 0} />
          )}
        </div>
      </section>

      <section class="zone bc-court" aria-label="The Court">
        <ZoneTitle>
          The Court · {view.stockCount} cards left to deal
          {onToggleItem || props.keepRoom ? (
            <span class={`bc-court-hint ${onToggleItem ? '' : 'is-idle'}`} aria-hidden={onToggleItem ? undefined : 'true'}>
              {' '}
              · choose the cards your play takes or builds on
            </span>
          ) : null}
        </ZoneTitle>
        <div class="card-row" role="group" aria-label="Cards and builds in the Court" data-empty="The Court is empty">
          {view.court.map((it) =>
            it.owner === null ? (
              <Card
                key={itemId(it)}
                id={itemId(it)}
                size={size}
                highlighted={highlight?.has(itemId(it)) ?? false}
                selected={selectedItems?.has(itemId(it)) ?? false}
                {...(onToggleItem ? { onPress: onToggleItem, hint: selectedItems?.has(itemId(it)) ? 'chosen' : 'choose it' } : {})}
              />
            ) : (
              <Build
                key={itemId(it)}
                item={it}
                names={names}
                you={you}
                selected={selectedItems?.has(itemId(it)) ?? false}
                highlight={highlight}
                onToggle={onToggleItem}
              />
            ),
          )}
        </div>
      </section>

      <section class="zone is-mine" aria-label={`${possessive(names[me] ?? '')} side`}>
        <ZoneTitle>
          {hand}
          {view.dealer === me ? ' · dealer' : ''}
          <TallyLine tally={pileTally(view, me)} />
        </ZoneTitle>
        <div class="card-row" role="group" aria-label={hand} data-zone="hand" data-empty="No cards in hand">
          {view.hand.map((id) => (
            <Card
              key={id}
              id={id}
              size={size === 'small' ? 'small' : 'large'}
              highlighted={highlight?.has(id) ?? false}
              selected={selectedCard === id}
              {...(onPressHand ? { onPress: onPressHand, hint: selectedCard === id ? 'chosen to play' : 'choose it to play' } : {})}
            />
          ))}
        </div>
        {props.actions ??
          (props.keepRoom ? (
            <p class="bc-playbar-hint is-idle" aria-hidden="true">
              Choose a card from your hand to play.
            </p>
          ) : null)}
      </section>
    </div>
  );
}

export type { PlayChoice };

export function choiceLabel(c: PlayChoice): string {
  if (c.kind === 'take') return 'Take';
  if (c.kind === 'lay') return 'Lay it in the Court';
  return `Build ${c.rank === 'A' || c.rank === 'P' || c.rank === 'T' || c.rank === 'C' ? `${RANK_NAME[c.rank]}s` : `${c.rank}s`}`;
}

/**
 * The buttons for the chosen card's plays, with what is chosen, and a way to clear the choice. The plays
 * are the engine's: `choices` from `playChoices(state or view, card, items)` when given, else
 * `handPlayChoices(hand, card)`.
 */
export function PlayBar({
  hand,
  chosen,
  items,
  choices,
  onPlay,
  onClear,
  coached = null,
}: {
  hand: readonly CardId[];
  chosen: CardId | null;
  items: number;
  choices?: readonly PlayChoice[];
  onPlay: (c: PlayChoice) => void;
  onClear: () => void;
  /** In a guided game, the play the coach asks for: the main button, marked (otherwise Take is). */
  coached?: PlayChoice | null;
}) {
  if (!chosen) return <p class="bc-playbar-hint">Choose a card from your hand to play.</p>;
  return (
    <div class="bc-playbar" role="group" aria-label={`Play ${card(chosen).name}`}>
      <p class="bc-playbar-hint">
        {card(chosen).name.replace(/^the /, 'The ')}:{' '}
        {items === 0 ? 'choose Court cards to take or build on, or lay it.' : `${items} Court ${items === 1 ? 'item' : 'items'} chosen.`}
      </p>
      <div class="play-actions">
        {(choices ?? handPlayChoices(hand, chosen)).map((c) => {
          const mine = coached !== null && coached.kind === c.kind && (coached.rank ?? null) === (c.rank ?? null);
          const main = coached === null ? c.kind === 'take' : mine;
          return (
            <button
              key={`${c.kind}${c.rank ?? ''}`}
              type="button"
              class={`btn ${main ? 'btn-primary' : ''} ${mine ? 'is-coached' : ''}`}
              {...(mine ? { 'data-coached': '' } : {})}
              onClick={() => onPlay(c)}
            >
              {choiceLabel(c)}
            </button>
          );
        })}
        <button type="button" class="btn" onClick={onClear}>
          Clear choice
        </button>
      </div>
    </div>
  );
}
