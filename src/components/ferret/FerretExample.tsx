/** Island: one of Ferret's scripted examples, by id. The reader answers on the table; the engine judges. */
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import { ferret, setMove, setName, type FerretMove, type FerretView } from '../../engine/ferret';
import { FERRET_TRIES } from '../../engine/ferret/tries';
import { explainEvent } from '../../engine/ferret/explain';
import { useWords } from '../../words/context';
import { exampleIsland, type StageArgs } from '../ExampleOf';
import { FerretTable } from './FerretTable';

export default exampleIsland(ferret, FERRET_TRIES, explainEvent, (props, step, screens, example) => (
  <FerretStage props={props} step={step} screens={screens} example={example} />
));

type FerretStageProps = StageArgs<FerretView, FerretMove>;

/** The example's table at one step, in the page's words (a component, so that it may read them). */
function FerretStage({ props: { index, highlight, ask, answer }, step: { view, legal }, screens, example }: FerretStageProps) {
  const base = useWords();
  // The reader's seat is spoken to as "you".
  const names = [example.names[0] ?? '', example.names[1] ?? ''] as const;
  const you = example.seat >= 0 ? example.seat : null;
  const words = base.speaking(names, you);
  const target = ask?.target;
  // A custom question with no move: a play of the reader's card on the question's card.
  const tries = screens.tries(index, target !== undefined ? { type: 'ferret', card: view.hand[0] ?? target, target } : null, true);
  const judge = (move: FerretMove) => {
    const v = screens.judge(index, move);
    if (v) answer(v.right, v.text);
  };
  const plays = tries.flatMap((m) => (m.type === 'ferret' ? [m] : []));
  const pressable =
    plays.length > 0
      ? new Map<CardId, { hint?: string }>(plays.map((m) => [m.card, { hint: words.phrase(msg('ferret.example.play-on', { c: m.target })) }]))
      : undefined;
  const on = plays[0]?.target;
  return (
    <>
      <FerretTable
        view={view}
        names={names}
        you={you}
        size="small"
        highlight={highlight}
        label={words.say(msg('ferret.example.table', { n: index }))}
        {...(pressable && on !== undefined ? { pressable, onPress: (c: CardId) => judge({ type: 'ferret', card: c, target: on }) } : {})}
      />
      {ask && view.phase === 'choose-set' && (
        <div class="example-choices" role="group" aria-label={words.say(msg('ferret.example.sets'))}>
          {legal.map((move) => {
            const option = view.choice?.options.find((o) => ferret.printMove(setMove(o)) === ferret.printMove(move));
            if (!option) return null;
            return (
              <button type="button" class="btn" key={ferret.printMove(move)} onClick={() => judge(move)}>
                {words.say(msg('ferret.example.form', { set: setName({ low: option.low, high: option.low + 2, suit: option.suit }) }))}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
