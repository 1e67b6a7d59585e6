/** Island: one of Ferret's scripted examples, by id. The reader answers on the table; the engine judges. */
import { useMemo } from 'preact/hooks';
import { card, EXTENDED_DECK, type CardId } from '../../engine/deck';
import { changedCards, exampleExplanations, exampleFrames, judgeTry, scriptedAnswers, shownStates } from '../../engine/core/example';
import { ferret, setMove, setName, type FerretMove, type FerretState } from '../../engine/ferret';
import { ferretExample, FERRET_TRIES } from '../../engine/ferret/examples';
import { explainEvent } from '../../engine/ferret/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { FerretTable } from './FerretTable';

export default function FerretExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? ferretExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(ferret, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(ferret, explainEvent, example, frames.value) : []), [example, frames]);
  // The table as each step shows it: the final scoring a stage at a time where the steps say so (upTo).
  const states = useMemo(() => (example && frames?.ok ? shownStates(example, frames.value, FERRET_TRIES.unfold) : []), [example, frames]);
  const answers = useMemo(() => (example && frames?.ok ? scriptedAnswers(ferret, FERRET_TRIES, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Ferret example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const names = [example.names[0] ?? 'You', example.names[1] ?? 'Sam'] as const;

  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const state = frames.value[index]?.state as FerretState;
    const view = ferret.view(states[index] as FerretState, example.seat);
    const scripted = example.steps[index]?.move;
    const parsed = scripted === undefined ? null : ferret.parseMove(scripted);
    const target = ask?.target;
    // The scripted move, or (a custom question with no move) a play on the question's card.
    const planned: FerretMove | null = parsed?.ok ? parsed.value : target !== undefined ? { type: 'ferret', card: view.hand[0] ?? target, target } : null;
    const tries = ask && planned && ferret.toAct(state) === example.seat ? FERRET_TRIES.tries(state, planned, ask) : [];
    const judge = (move: FerretMove) => {
      if (!ask) return;
      const v = judgeTry(ferret, state, move, ask, scripted, FERRET_TRIES.explain);
      answer(v.right, v.text);
    };
    const plays = tries.flatMap((m) => (m.type === 'ferret' ? [m] : []));
    const pressable = plays.length > 0 ? new Map<CardId, { hint?: string }>(plays.map((m) => [m.card, { hint: `play on ${card(m.target).name}` }])) : undefined;
    const on = plays[0]?.target;
    return (
      <>
        <FerretTable
          view={view}
          names={names}
          size="small"
          highlight={highlight}
          label={`The table, step ${index}`}
          {...(pressable && on !== undefined ? { pressable, onPress: (c: CardId) => judge({ type: 'ferret', card: c, target: on }) } : {})}
        />
        {ask && state.phase === 'choose-set' && (
          <div class="example-choices" role="group" aria-label="Sets you could form">
            {ferret.legalMoves(state).map((move) => {
              const option = state.choice?.options.find((o) => ferret.printMove(setMove(o)) === ferret.printMove(move));
              if (!option) return null;
              return (
                <button type="button" class="btn" key={ferret.printMove(move)} onClick={() => judge(move)}>
                  Form {setName({ low: option.low, high: option.low + 2, suit: option.suit })}
                </button>
              );
            })}
          </div>
        )}
      </>
    );
  };
  const changedAt = (i: number) => changedCards(ferret, states[i - 1] as FerretState, states[i] as FerretState, EXTENDED_DECK);
  return (
    <ExampleStepper
      example={example}
      rulesPage="/games/ferret/"
      renderStage={renderStage}
      changedAt={changedAt}
      why={why}
      answers={answers}
      {...(start ? { startStep: start } : {})}
    />
  );
}
