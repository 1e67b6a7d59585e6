/**
 * A Badger's Court table: the other player's side, the Court (loose cards and builds, each a toggle
 * when choosing what a play takes or builds on), the hand facing the reader, and what each player has
 * taken. It knows no rules: it is told what may be pressed, and reports presses.
 */
import type { ComponentChildren } from 'preact';
import { card, RANK_NAME, type CardId } from '../../engine/deck';
import { itemId, type BadgersCourtView, type CourtItem } from '../../engine/badgers-court';
import { describeItem } from '../../engine/badgers-court/describe';
import { rankPlural } from '../../engine/badgers-court/values';
import { Card, FaceDown, type CardSize } from '../cards/Card';
import { possessive } from '../words';

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
  size?: CardSize;
  label: string;
}

function Tally({ pile }: { pile: readonly CardId[] }) {
  const cards = pile.map(card);
  const crowns = cards.filter((c) => c.rank === 'C').length;
  const aces = cards.filter((c) => c.rank === 'A').length;
  const people = cards.filter((c) => c.types.includes('personality')).length;
  return (
    <span class="bc-tally">
      {pile.length} taken: {crowns} {crowns === 1 ? 'Crown' : 'Crowns'}, {aces} {aces === 1 ? 'Ace' : 'Aces'}, {people} {people === 1 ? 'personality' : 'personalities'}
    </span>
  );
}

function Build({ item, names, selected, highlight, onToggle }: { item: CourtItem; names: readonly string[]; selected: boolean; highlight?: ReadonlySet<CardId> | undefined; onToggle?: ((id: CardId) => void) | undefined }) {
  const owner = names[item.owner ?? 0] ?? '';
  const locked = item.units.length >= 2;
  const label = `${describeItem(item, names)}${onToggle ? (selected ? ': chosen' : ': choose it') : ''}`;
  const body = (
    <>
      <span class="bc-build-label" aria-hidden="true">
        Building {rankPlural(item.rank)} · {owner === 'You' ? 'yours' : possessive(owner)}
        {locked ? ` · locked (${item.units.length} groups)` : ''}
      </span>
      <span class="bc-stack" aria-hidden="true">
        {item.units.map((unit, i) => (
          <span class="bc-unit" key={i}>
            {unit.map((c) => (
              <Card key={c} id={c} size="small" highlighted={highlight?.has(c) ?? false} />
            ))}
          </span>
        ))}
      </span>
    </>
  );
  return onToggle ? (
    <button type="button" class={`bc-build ${selected ? 'is-selected' : ''}`} aria-pressed={selected ? 'true' : 'false'} aria-label={label} data-build={itemId(item)} onClick={() => onToggle(itemId(item))}>
      {body}
    </button>
  ) : (
    <span class={`bc-build ${locked ? 'is-locked' : ''}`} role="img" aria-label={label} data-build={itemId(item)}>
      {body}
    </span>
  );
}

export function CourtTable(props: CourtTableProps) {
  const { view, names, highlight, selectedCard, selectedItems, onPressHand, onToggleItem, size = 'medium' } = props;
  const me = view.seat;
  const them = 1 - me;
  return (
    <div class="table bc-table" role="group" aria-label={props.label}>
      <section class="zone" aria-label={`${possessive(names[them] ?? '')} side`}>
        <h4 class="zone-title">
          {names[them]} · {view.handCounts[them]} cards in hand{view.dealer === them ? ' · dealer' : ''} · <Tally pile={view.piles[them] ?? []} />
        </h4>
        <div class="card-row" role="group" aria-label={`${possessive(names[them] ?? '')} hand`}>
          {props.otherHand
            ? props.otherHand.map((id) => <Card key={id} id={id} size="small" highlighted={highlight?.has(id) ?? false} />)
            : Array.from({ length: view.handCounts[them] ?? 0 }, (_, i) => <FaceDown key={i} size="small" label={`a card in ${possessive(names[them] ?? '')} hand, face down`} />)}
        </div>
      </section>

      <section class="zone bc-court" aria-label="The Court">
        <h4 class="zone-title">
          The Court · {view.stockCount} cards left to deal
          {onToggleItem ? <span class="bc-court-hint"> · choose the cards your play takes or builds on</span> : null}
        </h4>
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
              <Build key={itemId(it)} item={it} names={names} selected={selectedItems?.has(itemId(it)) ?? false} highlight={highlight} onToggle={onToggleItem} />
            ),
          )}
        </div>
      </section>

      <section class="zone is-mine" aria-label={`${possessive(names[me] ?? '')} side`}>
        <h4 class="zone-title">
          {names[me] === 'You' ? 'Your hand' : `${possessive(names[me] ?? '')} hand`}
          {view.dealer === me ? ' · dealer' : ''} · <Tally pile={view.piles[me] ?? []} />
        </h4>
        <div class="card-row" role="group" aria-label={names[me] === 'You' ? 'Your hand' : `${possessive(names[me] ?? '')} hand`} data-zone="hand" data-empty="No cards in hand">
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
        {props.actions}
      </section>
    </div>
  );
}

export interface PlayChoice {
  kind: 'take' | 'build' | 'lay';
  rank?: NonNullable<ReturnType<typeof card>['rank']>;
}

/** The plays a chosen card can be tried as: take, build each rank held in the rest of the hand, or lay. */
export function playChoices(hand: readonly CardId[], chosen: CardId): PlayChoice[] {
  const ranks = [...new Set(hand.filter((c) => c !== chosen).map((c) => card(c).rank))].filter((r): r is NonNullable<typeof r> => r !== null);
  return [{ kind: 'take' }, ...ranks.map((rank) => ({ kind: 'build' as const, rank })), { kind: 'lay' }];
}

export function choiceLabel(c: PlayChoice): string {
  if (c.kind === 'take') return 'Take';
  if (c.kind === 'lay') return 'Lay it in the Court';
  return `Build ${c.rank === 'A' || c.rank === 'P' || c.rank === 'T' || c.rank === 'C' ? `${RANK_NAME[c.rank]}s` : `${c.rank}s`}`;
}

/** The buttons for the chosen card's plays, with what is chosen, and a way to clear the choice. */
export function PlayBar({ hand, chosen, items, onPlay, onClear }: { hand: readonly CardId[]; chosen: CardId | null; items: number; onPlay: (c: PlayChoice) => void; onClear: () => void }) {
  if (!chosen) return <p class="bc-playbar-hint">Choose a card from your hand to play.</p>;
  return (
    <div class="bc-playbar" role="group" aria-label={`Play ${card(chosen).name}`}>
      <p class="bc-playbar-hint">
        {card(chosen).name.replace(/^the /, 'The ')}: {items === 0 ? 'choose Court cards to take or build on, or lay it.' : `${items} Court ${items === 1 ? 'item' : 'items'} chosen.`}
      </p>
      <div class="play-actions">
        {playChoices(hand, chosen).map((c) => (
          <button key={`${c.kind}${c.rank ?? ''}`} type="button" class={`btn ${c.kind === 'take' ? 'btn-primary' : ''}`} onClick={() => onPlay(c)}>
            {choiceLabel(c)}
          </button>
        ))}
        <button type="button" class="btn" onClick={onClear}>
          Clear choice
        </button>
      </div>
    </div>
  );
}
