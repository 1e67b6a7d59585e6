/**
 * Island: one of Jigger's scripted examples, by id. A demand unfolds a player at a time and a draw at a
 * time (a step's `upTo`), and the reader makes the demand by pressing a suit; the engine judges it.
 */
import { useMemo } from 'preact/hooks';
import type { CardId } from '../../engine/deck';
import { exampleExplanations, exampleFrames, judgeTry, scriptedAnswers, shownStates } from '../../engine/core/example';
import { jigger, type JiggerMove, type JiggerState } from '../../engine/jigger';
import { jiggerExample, JIGGER_TRIES } from '../../engine/jigger/examples';
import { explainEvent } from '../../engine/jigger/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { JiggerTable } from './JiggerTable';
import { SuitButton } from './SuitButton';

export default function JiggerExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? jiggerExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(jigger, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(jigger, explainEvent, example, frames.value) : []), [example, frames]);
  // The table as each step shows it: part-way through its move when the step says so (its upTo).
  const states = useMemo(() => (example && frames?.ok ? shownStates(example, frames.value, JIGGER_TRIES.unfold) : []), [example, frames]);
  const answers = useMemo(() => (example && frames?.ok ? scriptedAnswers(jigger, JIGGER_TRIES, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Jigger example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const shown = (i: number): JiggerState => (states[i] ?? states[0]) as JiggerState;
  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const s = shown(index);
    const state = frames.value[index]?.state as JiggerState;
    const scripted = example.steps[index]?.move;
    const parsed = scripted === undefined ? null : jigger.parseMove(scripted);
    const tries = ask && !ask.choices && parsed?.ok ? JIGGER_TRIES.tries(state, parsed.value, ask) : [];
    const judge = (move: JiggerMove) => {
      if (!ask) return;
      const v = judgeTry(jigger, state, move, ask, scripted, JIGGER_TRIES.explain);
      answer(v.right, v.text);
    };
    return (
      <>
        <JiggerTable
          seats={s.hands.map((hand, i) => ({ name: example.names[i] ?? `Player ${i + 1}`, hand, take: s.takes[i] ?? [] }))}
          drawCount={s.drawPile.length}
          turn={s.phase === 'over' ? null : s.turn}
          highlight={highlight}
          label={`The table, step ${index}`}
        />
        {tries.length > 0 && (
          <div class="suit-buttons example-choices" role="group" aria-label="I demand…">
            {tries.map((m) => (m.type === 'demand' ? <SuitButton key={m.suit} suit={m.suit} size="2.2rem" onPress={() => judge(m)} /> : null))}
          </div>
        )}
      </>
    );
  };
  const changedAt = (i: number): CardId[] => {
    const a = shown(i - 1);
    const b = shown(i);
    const ids = [...new Set([...a.hands.flat(), ...a.takes.flat(), ...a.drawPile, ...b.hands.flat(), ...b.takes.flat()])];
    const where = (s: JiggerState, c: CardId) => jigger.locate(s, c);
    return ids.filter((c) => where(a, c) !== where(b, c));
  };
  return (
    <ExampleStepper
      example={example}
      rulesPage="/games/jigger/"
      renderStage={renderStage}
      changedAt={changedAt}
      why={why}
      answers={answers}
      {...(start !== undefined ? { startStep: start } : {})}
    />
  );
}
