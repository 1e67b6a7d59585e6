/** Island: one of Thricewise's scripted examples, by id. The reader answers on the table; the engine judges. */
import { card, type CardId } from '../../engine/deck';
import { thricewise, type ThricewiseMove, type ThricewiseView } from '../../engine/thricewise';
import { THRICEWISE_TRIES } from '../../engine/thricewise/tries';
import { explainEvent } from '../../engine/thricewise/explain';
import { exampleIsland } from '../ExampleOf';
import { Card } from '../cards/Card';
import { ThricewiseGrid } from './ThricewiseGrid';
import { possessive } from '../words';

/**
 * Each player's hand (the card chosen this turn marked, face up for teaching), the cards each has
 * turned up and still has to place, and any deferred cards, so no card vanishes between steps: from each
 * seat's own view (`seats[i]` is seat i's).
 */
export function ThricewiseSeats({
  seats,
  names,
  pressable,
  onPress,
}: {
  seats: readonly ThricewiseView[];
  names: readonly string[];
  pressable?: ReadonlyMap<CardId, string>;
  onPress?: (id: CardId) => void;
}) {
  return (
    <div class="tw-seats">
      {seats.map((own, seat) => {
        const toPlace = own.placing.find((p) => p.seat === seat)?.cards ?? [];
        return (
          <section class="zone" key={seat} aria-label={names[seat] ?? `Player ${seat + 1}`}>
            <h4 class="zone-title">
              {names[seat]} · {own.scores[seat]} points{own.myChoice ? ' · has chosen' : ''}
              {own.placing[0]?.seat === seat ? ' · placing' : ''}
            </h4>
            <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} hand`}>
              {own.hand.map((c) => {
                const chosen = own.myChoice === c;
                const hint = pressable?.get(c);
                return (
                  <Card
                    key={c}
                    id={c}
                    size="small"
                    selected={chosen}
                    {...(chosen ? { badge: 'chosen', hint: 'chosen, face down' } : {})}
                    {...(hint !== undefined && onPress ? { onPress, hint } : {})}
                  />
                );
              })}
            </div>
            {toPlace.length > 0 && (
              <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} cards to place`}>
                <span>To place:</span>
                {toPlace.map((c) => (
                  <Card key={c} id={c} size="small" badge="to place" />
                ))}
              </div>
            )}
            {(own.deferred[seat]?.length ?? 0) > 0 && (
              <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} deferred cards`}>
                <span>Deferred:</span>
                {own.deferred[seat]?.map((c) => (
                  <Card key={c} id={c} size="small" badge="deferred" />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

export default exampleIsland(thricewise, THRICEWISE_TRIES, explainEvent, ({ index, highlight, ask, answer }, { view, before, seats }, screens, example) => {
  // The trios the last step scored, to outline.
  const trios = before ? view.scored.slice(before.scored.length).map((x) => x.trio) : [];
  // A custom question with no move: a place for the question's card.
  const tries = screens.tries(index, ask?.target ? { type: 'place', card: ask.target, row: 0, col: 0 } : null);
  const judge = (move: ThricewiseMove | undefined) => {
    const v = move ? screens.judge(index, move) : null;
    if (v) answer(v.right, v.text);
  };
  const places = tries.flatMap((m) => (m.type === 'place' ? [m] : []));
  const chooses = tries.flatMap((m) => (m.type === 'choose' ? [m] : []));
  const placing = places[0]?.card;
  return (
    <>
      <ThricewiseGrid
        grid={view.grid}
        highlight={highlight}
        trios={trios}
        {...(placing
          ? {
              spaces: places,
              spaceHint: `place ${card(placing).name} here`,
              onPressSpace: (cell: { row: number; col: number }) => judge(places.find((m) => m.row === cell.row && m.col === cell.col)),
            }
          : {})}
        label={`The grid, step ${index}`}
      />
      <ThricewiseSeats
        seats={seats}
        names={example.names}
        {...(chooses.length
          ? { pressable: new Map(chooses.map((m) => [m.card, 'choose it'])), onPress: (c: CardId) => judge(chooses.find((m) => m.card === c)) }
          : {})}
      />
    </>
  );
});
