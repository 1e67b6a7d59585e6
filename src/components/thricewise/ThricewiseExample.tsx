/** Island: one of Thricewise's scripted examples, by id. The reader answers on the table; the engine judges. */
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import { thricewise, type ThricewiseMove, type ThricewiseView } from '../../engine/thricewise';
import { THRICEWISE_TRIES } from '../../engine/thricewise/tries';
import { explainEvent } from '../../engine/thricewise/explain';
import { useWords } from '../../words/context';
import { exampleIsland, type StageArgs } from '../ExampleOf';
import { Card } from '../cards/Card';
import { useZoneRole, ZoneTitle } from '../zone-heading';
import { ThricewiseGrid } from './ThricewiseGrid';

/**
 * Each player's hand (the card chosen this turn marked, face up for teaching), the cards each has
 * turned up and still has to place, and any deferred cards, so no card vanishes between steps: from each
 * seat's own view (`seats[i]` is seat i's). `names` are the example's, `you` the seat it speaks to.
 */
export function ThricewiseSeats({
  seats,
  names,
  you,
  pressable,
  onPress,
}: {
  seats: readonly ThricewiseView[];
  names: readonly string[];
  you: number;
  pressable?: ReadonlySet<CardId>;
  onPress?: (id: CardId) => void;
}) {
  const base = useWords();
  const words = base.speaking(
    names.map((n, i) => (i === you ? base.t('core.name.you') : n)),
    you,
  );
  const zone = useZoneRole();
  return (
    <div class="tw-seats">
      {seats.map((own, seat) => {
        const toPlace = own.placing.find((p) => p.seat === seat)?.cards ?? [];
        return (
          <section {...zone} class="zone" key={seat} aria-label={words.phrase(msg('thricewise.seat.start', { p: seat }))}>
            <ZoneTitle>
              {words.t('thricewise.zone.title', {
                p: seat,
                n: own.scores[seat] ?? 0,
                chosen: own.myChoice !== null,
                placing: own.placing[0]?.seat === seat,
              })}
            </ZoneTitle>
            <div class="card-row" role="group" aria-label={words.t('thricewise.zone.hand', { p: seat })}>
              {own.hand.map((c) => {
                const chosen = own.myChoice === c;
                const press = pressable?.has(c) ?? false;
                return (
                  <Card
                    key={c}
                    id={c}
                    size="small"
                    selected={chosen}
                    {...(chosen ? { badge: words.phrase(msg('thricewise.card.chosen')), hint: words.phrase(msg('thricewise.card.face-down')) } : {})}
                    {...(press && onPress ? { onPress, hint: words.phrase(msg('thricewise.card.choose-it')) } : {})}
                  />
                );
              })}
            </div>
            {toPlace.length > 0 && (
              <div class="card-row" role="group" aria-label={words.t('thricewise.zone.to-place', { p: seat })}>
                <span>{words.t('thricewise.zone.to-place.title')}</span>
                {toPlace.map((c) => (
                  <Card key={c} id={c} size="small" badge={words.phrase(msg('thricewise.card.to-place'))} />
                ))}
              </div>
            )}
            {(own.deferred[seat]?.length ?? 0) > 0 && (
              <div class="card-row" role="group" aria-label={words.t('thricewise.zone.deferred', { p: seat })}>
                <span>{words.t('thricewise.zone.deferred.title')}</span>
                {own.deferred[seat]?.map((c) => (
                  <Card key={c} id={c} size="small" badge={words.phrase(msg('thricewise.card.deferred'))} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The example's table at one step: the grid (its spaces to press at a question) and every seat. */
function Stage({ props: { index, highlight, ask, answer }, step: { view, before, seats }, screens, example }: StageArgs<ThricewiseView, ThricewiseMove>) {
  const words = useWords();
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
              spaceHint: words.phrase(msg('thricewise.grid.place-here', { c: placing })),
              onPressSpace: (cell: { row: number; col: number }) => judge(places.find((m) => m.row === cell.row && m.col === cell.col)),
            }
          : {})}
        label={words.t('thricewise.grid.label-step', { n: index })}
      />
      <ThricewiseSeats
        seats={seats}
        names={example.names}
        you={example.seat}
        {...(chooses.length ? { pressable: new Set(chooses.map((m) => m.card)), onPress: (c: CardId) => judge(chooses.find((m) => m.card === c)) } : {})}
      />
    </>
  );
}

export default exampleIsland(thricewise, THRICEWISE_TRIES, explainEvent, (props, step, screens, example) => (
  <Stage props={props} step={step} screens={screens} example={example} />
));
