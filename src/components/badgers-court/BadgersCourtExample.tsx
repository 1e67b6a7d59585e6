/** Island: one of Badger's Court's scripted examples, by id. Questions are answered on the table itself. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { EXTENDED_DECK, type CardId } from '../../engine/deck';
import { badgersCourt, itemOf, itemId, moveFor, playChoices, type BadgersCourtState, type PlayChoice } from '../../engine/badgers-court';
import { changedCards, exampleExplanations, exampleFrames, judgeTry, scriptedAnswers } from '../../engine/core/example';
import { badgersCourtExample, BADGERS_COURT_TRIES } from '../../engine/badgers-court/examples';
import { explainEvent } from '../../engine/badgers-court/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { CourtTable, PlayBar } from './CourtTable';
import { RoundSummary } from './RoundSummary';

/** The move a play choice makes: the engine's, kept here for older imports. */
export { moveFor };

function Stage({
  state,
  names,
  seat,
  highlight,
  ask,
  answer,
  index,
  scripted,
}: StageProps & { state: BadgersCourtState; names: readonly string[]; seat: number; scripted: string | undefined }) {
  const [chosen, setChosen] = useState<CardId | null>(null);
  const [items, setItems] = useState<CardId[]>([]);
  useEffect(() => {
    setChosen(null);
    setItems([]);
  }, [index]);
  const v = badgersCourt.view(state, seat);
  const last = state.results[state.results.length - 1];
  const trying = ask !== null && badgersCourt.toAct(state) === seat;
  const play = (c: PlayChoice) => {
    if (!chosen || !ask) return;
    const v = judgeTry(badgersCourt, state, moveFor(chosen, items, c), ask, scripted, BADGERS_COURT_TRIES.explain);
    answer(v.right, v.text);
  };
  return (
    <>
      <CourtTable
        view={v}
        names={names}
        highlight={highlight}
        otherHand={state.hands[1 - seat] ?? []}
        you={seat}
        size="small"
        label={`The table, step ${index}`}
        {...(trying
          ? {
              selectedCard: chosen,
              selectedItems: new Set(items),
              onPressHand: (id: CardId) => setChosen(id === chosen ? null : id),
              onToggleItem: (id: CardId) => {
                const it = itemOf(state, id);
                const key = it ? itemId(it) : id;
                setItems(items.includes(key) ? items.filter((x) => x !== key) : [...items, key]);
              },
              actions: (
                <PlayBar
                  hand={state.hands[seat] ?? []}
                  chosen={chosen}
                  items={items.length}
                  {...(chosen ? { choices: playChoices(state, chosen, items) } : {})}
                  onPlay={play}
                  onClear={() => (setChosen(null), setItems([]))}
                />
              ),
            }
          : {})}
      />
      {state.phase === 'over' && last && <RoundSummary result={last} names={names} />}
    </>
  );
}

export default function BadgersCourtExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? badgersCourtExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(badgersCourt, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(badgersCourt, explainEvent, example, frames.value) : []), [example, frames]);
  const answers = useMemo(() => (example && frames?.ok ? scriptedAnswers(badgersCourt, BADGERS_COURT_TRIES, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Badger’s Court example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const renderStage = (props: StageProps) => (
    <Stage
      {...props}
      state={frames.value[props.index]?.state as BadgersCourtState}
      names={example.names}
      seat={example.seat}
      scripted={example.steps[props.index]?.move}
    />
  );
  const changedAt = (i: number) =>
    changedCards(badgersCourt, frames.value[i - 1]?.state as BadgersCourtState, frames.value[i]?.state as BadgersCourtState, EXTENDED_DECK);
  return (
    <ExampleStepper
      example={example}
      rulesPage="/games/badgers-court/"
      renderStage={renderStage}
      changedAt={changedAt}
      why={why}
      answers={answers}
      {...(start !== undefined ? { startStep: start } : {})}
    />
  );
}
