/** Island: one of Thricewise's scripted examples, by id. The reader answers on the table; the engine judges. */
import { useMemo } from 'preact/hooks';
import { card, EXTENDED_DECK, type CardId } from '../../engine/deck';
import { changedCards, exampleExplanations, exampleFrames, judgeTry, scriptedAnswers } from '../../engine/core/example';
import { thricewise, type ThricewiseMove, type ThricewiseState } from '../../engine/thricewise';
import { thricewiseExample, THRICEWISE_TRIES } from '../../engine/thricewise/examples';
import { explainEvent } from '../../engine/thricewise/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { Card } from '../cards/Card';
import { ThricewiseGrid } from './ThricewiseGrid';
import { possessive } from '../words';

/**
 * Each player's hand (the card chosen this turn marked, face up for teaching), the cards each has
 * turned up and still has to place, and any deferred cards, so no card vanishes between steps.
 */
export function ThricewiseSeats({
  state,
  names,
  showHands,
  pressable,
  onPress,
}: {
  state: ThricewiseState;
  names: readonly string[];
  showHands: (seat: number) => boolean;
  pressable?: ReadonlyMap<CardId, string>;
  onPress?: (id: CardId) => void;
}) {
  return (
    <div class="tw-seats">
      {state.hands.map((hand, seat) => {
        const toPlace = state.placing.find((p) => p.seat === seat)?.cards ?? [];
        return (
          <section class="zone" key={seat} aria-label={names[seat] ?? `Player ${seat + 1}`}>
            <h4 class="zone-title">
              {names[seat]} · {state.scores[seat]} points{state.chosen[seat] ? ' · has chosen' : ''}
              {state.placing[0]?.seat === seat ? ' · placing' : ''}
            </h4>
            <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} hand`}>
              {showHands(seat) ? (
                hand.map((c) => {
                  const chosen = state.chosen[seat] === c;
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
                })
              ) : (
                <span>{hand.length} cards</span>
              )}
            </div>
            {toPlace.length > 0 && (
              <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} cards to place`}>
                <span>To place:</span>
                {toPlace.map((c) => (
                  <Card key={c} id={c} size="small" badge="to place" />
                ))}
              </div>
            )}
            {(state.deferred[seat]?.length ?? 0) > 0 && (
              <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} deferred cards`}>
                <span>Deferred:</span>
                {state.deferred[seat]?.map((c) => (
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

export default function ThricewiseExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? thricewiseExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(thricewise, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(thricewise, explainEvent, example, frames.value) : []), [example, frames]);
  const answers = useMemo(() => (example && frames?.ok ? scriptedAnswers(thricewise, THRICEWISE_TRIES, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Thricewise example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const state = frames.value[index]?.state as ThricewiseState;
    const before = index > 0 ? (frames.value[index - 1]?.state as ThricewiseState) : null;
    // The trios the last step scored, to outline.
    const trios = before ? state.scored.slice(before.scored.length).map((x) => x.trio) : [];
    const scripted = example.steps[index]?.move;
    const parsed = scripted === undefined ? null : thricewise.parseMove(scripted);
    // A custom question with no move: a place for the question's card.
    const planned: ThricewiseMove | null = parsed?.ok ? parsed.value : ask?.target ? { type: 'place', card: ask.target, row: 0, col: 0 } : null;
    const tries = ask && planned ? THRICEWISE_TRIES.tries(state, planned, ask) : [];
    const judge = (move: ThricewiseMove | undefined) => {
      if (!ask || !move) return;
      const v = judgeTry(thricewise, state, move, ask, scripted, THRICEWISE_TRIES.explain);
      answer(v.right, v.text);
    };
    const places = tries.flatMap((m) => (m.type === 'place' ? [m] : []));
    const chooses = tries.flatMap((m) => (m.type === 'choose' ? [m] : []));
    const placing = places[0]?.card;
    return (
      <>
        <ThricewiseGrid
          grid={state.grid}
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
          state={state}
          names={example.names}
          showHands={() => true}
          {...(chooses.length
            ? { pressable: new Map(chooses.map((m) => [m.card, 'choose it'])), onPress: (c: CardId) => judge(chooses.find((m) => m.card === c)) }
            : {})}
        />
      </>
    );
  };
  const changedAt = (i: number) =>
    changedCards(thricewise, frames.value[i - 1]?.state as ThricewiseState, frames.value[i]?.state as ThricewiseState, EXTENDED_DECK);
  return (
    <ExampleStepper
      example={example}
      rulesPage="/games/thricewise/"
      renderStage={renderStage}
      changedAt={changedAt}
      why={why}
      answers={answers}
      {...(start !== undefined ? { startStep: start } : {})}
    />
  );
}
