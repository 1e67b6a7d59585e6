/** Island: one of Ferret's scripted examples, by id. */
import { useMemo } from 'preact/hooks';
import { capitalise, card, type CardId } from '../../engine/deck';
import { checkExpectations, exampleFrames } from '../../engine/core';
import { apply, explainMove, ferret, legalMoves, printMove, scores, setMove, type FerretMove, type FerretState } from '../../engine/ferret';
import { ferretExample } from '../../engine/ferret/examples';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { FerretTable } from './FerretTable';

const checker = { locate: ferret.locate, outcome: ferret.outcome, scores };
const runLabel = (v: number) => (v === 1 ? 'Ace' : v === 10 ? 'Crown' : String(v));

export default function FerretExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? ferretExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(ferret, example) : null), [example]);
  if (!example) return <p role="alert">There is no Ferret example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const names = [example.names[0] ?? 'You', example.names[1] ?? 'Sam'] as const;

  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const state = frames.value[index]?.state as FerretState;
    const view = ferret.view(state, example.seat);
    const scripted = example.steps[index]?.move;
    const judge = (move: FerretMove) => {
      const result = apply(state, move, example.seat);
      if (!result.ok) return answer(false, result.error.message);
      if (ask && checkExpectations(checker, result.value.state, ask.goal).length === 0) {
        const text = printMove(move) === scripted || move.type !== 'ferret' || !scripted?.includes('>')
          ? 'Right!'
          : `Right: ${card(move.card).name} would do it too. The example goes on with ${card(scripted.split('>')[0] as string).name}.`;
        return answer(true, text);
      }
      return answer(false, `Not quite. ${explainMove(state, move)}`);
    };
    let pressable: Map<CardId, { hint?: string }> | undefined;
    if (ask && state.phase === 'play' && ask.target) {
      pressable = new Map(view.hand.map((c) => [c, { hint: `play on ${card(ask.target as string).name}` }]));
    }
    return (
      <>
        <FerretTable
          view={view}
          names={names}
          size="small"
          highlight={highlight}
          label={`The table, step ${index}`}
          {...(pressable ? { pressable, onPress: (c: CardId) => judge({ type: 'ferret', card: c, target: ask?.target as string }) } : {})}
        />
        {ask && state.phase === 'choose-set' && (
          <div class="example-controls" role="group" aria-label="Sets you could form" style="margin-top:0.75rem">
            {legalMoves(state).map((m) => {
              const option = state.choice?.options.find((o) => printMove(setMove(o)) === printMove(m));
              if (!option) return null;
              return (
                <button type="button" class="btn" key={printMove(m)} onClick={() => judge(m)}>
                  Form {runLabel(option.low)}–{runLabel(option.low + 2)} of {capitalise(option.suit)}
                </button>
              );
            })}
          </div>
        )}
      </>
    );
  };
  return <ExampleStepper example={example} rulesPage="/games/ferret/" renderStage={renderStage} {...(start ? { startStep: start } : {})} />;
}
