/** Island: one of Jigger's scripted examples, by id. */
import { useMemo } from 'preact/hooks';
import { exampleFrames, exampleExplanations } from '../../engine/core';
import { jigger, type JiggerState } from '../../engine/jigger';
import { jiggerExample } from '../../engine/jigger/examples';
import { explainEvent } from '../../engine/jigger/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { JiggerTable } from './JiggerTable';

export default function JiggerExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? jiggerExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(jigger, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(jigger, explainEvent, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Jigger example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const renderStage = ({ index, highlight }: StageProps) => {
    const s = frames.value[index]?.state as JiggerState;
    return (
      <JiggerTable
        seats={s.hands.map((hand, i) => ({ name: example.names[i] ?? `Player ${i + 1}`, hand, take: s.takes[i] ?? [] }))}
        drawCount={s.drawPile.length}
        turn={s.phase === 'over' ? null : s.turn}
        highlight={highlight}
        label={`The table, step ${index}`}
      />
    );
  };
  return <ExampleStepper example={example} rulesPage="/games/jigger/" renderStage={renderStage} why={why} {...(start !== undefined ? { startStep: start } : {})} />;
}
