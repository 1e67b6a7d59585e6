/**
 * Island: one of Jigger's scripted examples, by id. A demand unfolds a player at a time and a draw at a
 * time (a step's `upTo`), and the reader makes the demand by pressing a suit; the engine judges it.
 */
import { jigger, type JiggerMove } from '../../engine/jigger';
import { JIGGER_TRIES } from '../../engine/jigger/tries';
import { explainEvent } from '../../engine/jigger/explain';
import { exampleIsland } from '../ExampleOf';
import { JiggerTable } from './JiggerTable';
import { SuitButton } from './SuitButton';

export default exampleIsland(jigger, JIGGER_TRIES, explainEvent, ({ index, highlight, ask, answer }, step, screens, example) => {
  // A question with choices is answered by them; a demand, by pressing a suit.
  const tries = ask && !ask.choices ? screens.tries(index) : [];
  const judge = (move: JiggerMove) => {
    const v = screens.judge(index, move);
    if (v) answer(v.right, v.text);
  };
  const { view } = step;
  return (
    <>
      <JiggerTable
        seats={step.seats.map((seat, i) => ({ name: example.names[i] ?? `Player ${i + 1}`, hand: seat.hand, take: seat.takes[i] ?? [] }))}
        drawCount={view.drawCount}
        turn={view.phase === 'over' ? null : view.turn}
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
});
