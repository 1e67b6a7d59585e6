/**
 * A Badger's Court table: the other player's side, the Court (loose cards and builds, each a toggle
 * when choosing what a play takes or builds on), the hand facing the reader, and what each player has
 * taken. It knows no rules: it is told what may be pressed, and reports presses.
 */
import type { ComponentChildren } from 'preact';
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import { handPlayChoices, isLocked, itemId, pileTally, type BadgersCourtView, type CourtItem, type PlayChoice, type Tally } from '../../engine/badgers-court';
import { describeItem } from '../../engine/badgers-court/describe';
import { rankMany } from '../../engine/badgers-court/values';
import type { Words } from '../../words/words';
import { useWords } from '../../words/context';
import { Card, HiddenHand, type CardSize } from '../cards/Card';
import { useZoneRole, ZoneTitle } from '../zone-heading';

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
  /** The hand and the Court cannot be pressed now (another's turn): they stay buttons, marked so. */
  idle?: boolean;
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
  const words = useWords();
  // The tally wraps as one piece, its separator drawn at its start (site.css): when it goes to a line of its
  // own, the separator is pulled out of the heading's box and clipped, so no line begins or ends with a "·".
  // On a phone the tally always takes a line of its own, without it.
  return (
    <>
      <span class="bc-gap" />{' '}
      <span class="bc-tally">{words.phrase(msg('badgers-court.table.tally', { n: cards, cr: crowns, ac: aces, pe: personalities }))}</span>
    </>
  );
}

function Build({
  item,
  words,
  selected,
  highlight,
  onToggle,
  idle = false,
}: {
  item: CourtItem;
  /** The table's words, speaking of its seats. */
  words: Words;
  selected: boolean;
  highlight?: ReadonlySet<CardId> | undefined;
  onToggle?: ((id: CardId) => void) | undefined;
  idle?: boolean;
}) {
  const locked = isLocked(item);
  const title = (
    <span class="bc-build-label">{words.t('badgers-court.court.build', { many: rankMany(item.rank), o: item.owner ?? 0, locked, n: item.units.length })}</span>
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
      aria-pressed={selected}
      aria-disabled={idle ? 'true' : undefined}
      data-build={itemId(item)}
      onClick={() => idle || onToggle(itemId(item))}
    >
      {title}
      <span class="visually-hidden">{words.phrase(msg('badgers-court.court.build-cards', { cs: item.units.flat() }))}</span>
      {stack}
    </button>
  ) : (
    <span class={`bc-build ${locked ? 'is-locked' : ''}`} role="img" aria-label={words.phrase(describeItem(item))} data-build={itemId(item)}>
      {title}
      {stack}
    </span>
  );
}

export function CourtTable(props: CourtTableProps) {
  const { view, names, highlight, selectedCard, selectedItems, onPressHand, onToggleItem, idle = false, size = 'medium' } = props;
  // The Court's hint shows only when it may be pressed now.
  const pressing = onToggleItem !== undefined && !idle;
  // A screen with no seat (a watcher's): the first seat's side at the foot, its hand face down, as the other's.
  const watching = view.seat < 0;
  const me = watching ? 0 : view.seat;
  const them = 1 - me;
  const you = props.you === undefined ? me : props.you;
  const words = useWords().speaking(names, you);
  const hand = words.t('badgers-court.table.hand', { p: me });
  const chosen = words.phrase(msg('badgers-court.card.chosen'));
  const zone = useZoneRole();
  return (
    <div class="table bc-table" role="group" aria-label={props.label}>
      <section {...zone} class="zone" aria-label={words.t('badgers-court.table.side', { p: them })}>
        <ZoneTitle>
          {words.t('badgers-court.table.them', { name: names[them] ?? '', n: view.handCounts[them] ?? 0, dealer: view.dealer === them })}
          <TallyLine tally={pileTally(view, them)} />
        </ZoneTitle>
        <div
          class={`card-row bc-their-hand ${props.otherHand ? '' : 'is-face-down'}`}
          role="group"
          aria-label={words.t('badgers-court.table.hand', { p: them })}
        >
          {props.otherHand ? (
            props.otherHand.map((id) => <Card key={id} id={id} size="small" highlighted={highlight?.has(id) ?? false} />)
          ) : (
            <HiddenHand name={names[them] ?? ''} you={them === you} count={view.handCounts[them] ?? 0} />
          )}
        </div>
      </section>

      <section {...zone} class="zone bc-court" aria-label={words.t('badgers-court.court.label')}>
        <ZoneTitle>
          {words.t('badgers-court.court.title', { n: view.stockCount })}
          {onToggleItem || props.keepRoom ? (
            <span class={`bc-court-hint ${pressing ? '' : 'is-idle'}`} aria-hidden={pressing ? undefined : 'true'}>
              {' '}
              {words.phrase(msg('badgers-court.court.hint'))}
            </span>
          ) : null}
        </ZoneTitle>
        <div class="card-row" role="group" aria-label={words.t('badgers-court.court.cards')} data-empty={words.t('badgers-court.court.empty')}>
          {view.court.map((it) =>
            it.owner === null ? (
              <Card
                key={itemId(it)}
                id={itemId(it)}
                size={size}
                highlighted={highlight?.has(itemId(it)) ?? false}
                selected={selectedItems?.has(itemId(it)) ?? false}
                selectedLabel={chosen}
                {...(onToggleItem
                  ? {
                      onPress: onToggleItem,
                      idle,
                      ...(idle ? {} : { hint: selectedItems?.has(itemId(it)) ? chosen : words.phrase(msg('badgers-court.card.choose')) }),
                    }
                  : {})}
              />
            ) : (
              <Build
                key={itemId(it)}
                item={it}
                words={words}
                selected={selectedItems?.has(itemId(it)) ?? false}
                highlight={highlight}
                onToggle={onToggleItem}
                idle={idle}
              />
            ),
          )}
        </div>
      </section>

      <section {...zone} class={watching ? 'zone' : 'zone is-mine'} aria-label={words.t('badgers-court.table.side', { p: me })}>
        <ZoneTitle>
          {hand}
          {view.dealer === me ? words.phrase(msg('badgers-court.table.dealer')) : ''}
          <TallyLine tally={pileTally(view, me)} />
        </ZoneTitle>
        <div class="card-row" role="group" aria-label={hand} data-zone="hand" data-empty={words.t('badgers-court.table.no-cards')}>
          {watching && <HiddenHand name={names[me] ?? ''} count={view.handCounts[me] ?? 0} />}
          {view.hand.map((id) => (
            <Card
              key={id}
              id={id}
              size={size === 'small' ? 'small' : 'large'}
              highlighted={highlight?.has(id) ?? false}
              selected={selectedCard === id}
              selectedLabel={chosen}
              {...(onPressHand
                ? {
                    onPress: onPressHand,
                    idle,
                    ...(idle
                      ? {}
                      : { hint: words.phrase(selectedCard === id ? msg('badgers-court.card.chosen-to-play') : msg('badgers-court.card.choose-to-play')) }),
                  }
                : {})}
            />
          ))}
        </div>
        {props.actions ??
          (props.keepRoom && !watching ? (
            <p class="bc-playbar-hint is-idle" aria-hidden="true">
              {words.t('badgers-court.bar.choose-card')}
            </p>
          ) : null)}
      </section>
    </div>
  );
}

export type { PlayChoice };

/** Whether a play (the coach's, the main one) is this button's: the same kind, and for a build the same rank. */
const samePlay = (a: PlayChoice | null, b: PlayChoice): boolean => a !== null && a.kind === b.kind && (a.rank ?? null) === (b.rank ?? null);

/** A play's button: "Take", "Build nines", "Lay it in the Court". */
export function choiceLabel(words: Words, c: PlayChoice): string {
  if (c.kind === 'take') return words.t('badgers-court.bar.take');
  if (c.kind === 'lay') return words.t('badgers-court.bar.lay');
  return words.t('badgers-court.bar.build', { r: c.rank });
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
  main = null,
}: {
  hand: readonly CardId[];
  chosen: CardId | null;
  items: number;
  choices?: readonly PlayChoice[];
  onPlay: (c: PlayChoice) => void;
  onClear: () => void;
  /** In a guided game, the play the coach asks for: the main button, marked. */
  coached?: PlayChoice | null;
  /** Otherwise the main button: at a table, the first play the engine allows with the cards chosen; in an example's question, none. */
  main?: PlayChoice | null;
}) {
  const words = useWords();
  if (!chosen) return <p class="bc-playbar-hint">{words.t('badgers-court.bar.choose-card')}</p>;
  const offered = choices ?? handPlayChoices(hand, chosen);
  // With Court items chosen, the hint says what a build would do when one is offered.
  const build = offered.some((c) => c.kind === 'build');
  return (
    <div class="bc-playbar" role="group" aria-label={words.t('badgers-court.bar.play', { c: chosen })}>
      <p class="bc-playbar-hint">
        {items === 0 ? words.t('badgers-court.bar.none', { c: chosen }) : words.t('badgers-court.bar.items', { c: chosen, n: items, build })}
      </p>
      <div class="play-actions">
        {offered.map((c) => {
          const mine = samePlay(coached, c);
          const first = samePlay(coached ?? main, c);
          return (
            <button
              key={`${c.kind}${c.rank ?? ''}`}
              type="button"
              class={`btn ${first ? 'btn-primary' : ''} ${mine ? 'is-coached' : ''}`}
              {...(mine ? { 'data-coached': '' } : {})}
              onClick={() => onPlay(c)}
            >
              {choiceLabel(words, c)}
            </button>
          );
        })}
        <button type="button" class="btn" onClick={onClear}>
          {words.t('badgers-court.bar.clear')}
        </button>
      </div>
    </div>
  );
}
