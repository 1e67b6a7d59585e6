/**
 * Island: one of Jigger's scripted examples, by id. A demand unfolds a player at a time and a draw at a
 * time (a step's `upTo`), and the reader makes the demand by pressing a suit; the engine judges it.
 * The page gives it its words (`words`: exampleIsland provides them), which every component under it speaks with.
 */
import { jigger, type JiggerMove, type JiggerView } from '../../engine/jigger';
import { JIGGER_TRIES } from '../../engine/jigger/tries';
import { explainEvent } from '../../engine/jigger/explain';
import { useWords } from '../../words/context';
import { exampleIsland, type StageArgs } from '../ExampleOf';
import { JiggerTable } from './JiggerTable';
import { SuitButton } from './SuitButton';

const Island = exampleIsland(jigger, JIGGER_TRIES, explainEvent, (props, step, screens, example) => (
  <Stage props={props} step={step} screens={screens} example={example} />
));

/** The table at a step, and the suits to demand at a question. */
function Stage({ props, step, screens, example }: StageArgs<JiggerView, JiggerMove>) {
  const words = useWords();
  const { index, highlight, ask, answer } = props;
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
        seats={step.seats.map((seat, i) => ({ hand: seat.hand, take: seat.takes[i] ?? [] }))}
        names={example.names}
        you={example.seat}
        drawCount={view.drawCount}
        turn={view.phase === 'over' ? null : view.turn}
        highlight={highlight}
        label={words.t('jigger.table.step', { n: index })}
      />
      {tries.length > 0 && (
        <div class="suit-buttons example-choices" role="group" aria-label={words.t('jigger.group.demand')}>
          {tries.map((m) => (m.type === 'demand' ? <SuitButton key={m.suit} suit={m.suit} size="2.2rem" onPress={() => judge(m)} /> : null))}
        </div>
      )}
    </>
  );
}

export default Island;
