/** Island: one of Ferret's scripted examples, by id. */
import { useMemo } from 'preact/hooks';
import { card, type CardId } from '../../engine/deck';
import { checkExpectations, exampleFrames, exampleExplanations } from '../../engine/core';
import { explainMove, ferret, playsOnto, setMove, setName, type FerretMove, type FerretState } from '../../engine/ferret';
import { ferretExample } from '../../engine/ferret/examples';
import { explainEvent } from '../../engine/ferret/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { FerretTable } from './FerretTable';

export default function FerretExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? ferretExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(ferret, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(ferret, explainEvent, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Ferret example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const names = [example.names[0] ?? 'You', example.names[1] ?? 'Sam'] as const;

  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const state = frames.value[index]?.state as FerretState;
    const view = ferret.view(state, example.seat);
    const scripted = example.steps[index]?.move;
    const scriptedMove = scripted === undefined ? null : ferret.parseMove(scripted);
    const judge = (move: FerretMove) => {
      const result = ferret.apply(state, move, ferret.mover(state, move));
      if (!result.ok) return answer(false, result.error.message);
      if (ask && checkExpectations(ferret, result.value.state, ask.goal).length === 0) {
        const planned = scriptedMove?.ok ? scriptedMove.value : null;
        if (planned?.type === 'ferret' && move.type === 'ferret' && planned.card !== move.card)
          return answer(true, `Right: ${card(move.card).name} would do it too. The example goes on with ${card(planned.card).name}.`);
        return answer(true, 'Right!');
      }
      return answer(false, `Not quite. ${explainMove(state, move)}`);
    };
    // The reader answers as the example's seat, with the cards the engine lets it play on the target
    // (or, when the target cannot be ferreted, any hand card, to hear why not).
    let pressable: Map<CardId, { hint?: string }> | undefined;
    const target = ask?.target;
    if (target !== undefined && ferret.toAct(state) === example.seat && state.phase === 'play') {
      const plays = playsOnto(state, target).map((p) => p.card);
      pressable = new Map((plays.length > 0 ? plays : view.hand).map((c) => [c, { hint: `play on ${card(target).name}` }]));
    }
    return (
      <>
        <FerretTable
          view={view}
          names={names}
          size="small"
          highlight={highlight}
          label={`The table, step ${index}`}
          {...(pressable && target !== undefined ? { pressable, onPress: (c: CardId) => judge({ type: 'ferret', card: c, target }) } : {})}
        />
        {ask && state.phase === 'choose-set' && (
          <div class="example-controls" role="group" aria-label="Sets you could form" style="margin-top:0.75rem">
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
  return <ExampleStepper example={example} rulesPage="/games/ferret/" renderStage={renderStage} why={why} {...(start ? { startStep: start } : {})} />;
}
