/** Island: one of Ferret's scripted examples, by id. The reader answers on the table; the engine judges. */
import { card, type CardId } from '../../engine/deck';
import { ferret, setMove, setName, type FerretMove } from '../../engine/ferret';
import { FERRET_TRIES } from '../../engine/ferret/tries';
import { explainEvent } from '../../engine/ferret/explain';
import { exampleIsland } from '../ExampleOf';
import { FerretTable } from './FerretTable';

export default exampleIsland(ferret, FERRET_TRIES, explainEvent, ({ index, highlight, ask, answer }, { view, legal }, screens, example) => {
  const target = ask?.target;
  // A custom question with no move: a play of the reader's card on the question's card.
  const tries = screens.tries(index, target !== undefined ? { type: 'ferret', card: view.hand[0] ?? target, target } : null, true);
  const judge = (move: FerretMove) => {
    const v = screens.judge(index, move);
    if (v) answer(v.right, v.text);
  };
  const plays = tries.flatMap((m) => (m.type === 'ferret' ? [m] : []));
  const pressable = plays.length > 0 ? new Map<CardId, { hint?: string }>(plays.map((m) => [m.card, { hint: `play on ${card(m.target).name}` }])) : undefined;
  const on = plays[0]?.target;
  const names = [example.names[0] ?? 'You', example.names[1] ?? 'Sam'] as const;
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
      {ask && view.phase === 'choose-set' && (
        <div class="example-choices" role="group" aria-label="Sets you could form">
          {legal.map((move) => {
            const option = view.choice?.options.find((o) => ferret.printMove(setMove(o)) === ferret.printMove(move));
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
});
