/** Island: one of Badger's Court's scripted examples, by id. Questions are answered on the table itself. */
import { useEffect, useState } from 'preact/hooks';
import type { CardId } from '../../engine/deck';
import type { ExampleScreen } from '../../engine/core/example-screens';
import { badgersCourt, itemOf, itemId, moveFor, playChoices, type BadgersCourtMove, type BadgersCourtView, type PlayChoice } from '../../engine/badgers-court';
import { BADGERS_COURT_TRIES } from '../../engine/badgers-court/tries';
import { explainEvent } from '../../engine/badgers-court/explain';
import { useWords } from '../../words/context';
import { exampleIsland, type ShownExampleScreens } from '../ExampleOf';
import type { StageProps } from '../ExampleStepper';
import { CourtTable, PlayBar } from './CourtTable';
import { RoundSummary } from './RoundSummary';

/** The move a play choice makes: the engine's, kept here for older imports. */
export { moveFor };

type Screens = ShownExampleScreens<BadgersCourtView, BadgersCourtMove>;

function Stage({
  step,
  screens,
  names,
  seat,
  highlight,
  ask,
  answer,
  picking,
  index,
  restarts,
  chosen: asChosen,
}: StageProps & { step: ExampleScreen<BadgersCourtView, BadgersCourtMove>; screens: Screens; names: readonly string[]; seat: number }) {
  const words = useWords();
  // Drawn as chosen (an embed's unseen table): the step's own move's card and Court items.
  const own = asChosen ? step.scripted : null;
  const [chosen, setChosen] = useState<CardId | null>(own?.card ?? null);
  const [items, setItems] = useState<CardId[]>(own && own.type !== 'lay' ? own.items.slice() : []);
  useEffect(() => {
    if (own) return;
    setChosen(null);
    setItems([]);
  }, [index, restarts]);
  const { view } = step;
  const last = view.results[view.results.length - 1];
  const trying = ask !== null && step.readerToAct;
  const play = (c: PlayChoice) => {
    const v = chosen ? screens.judge(index, moveFor(chosen, items, c)) : null;
    if (v) answer(v.right, v.text);
  };
  return (
    <>
      <CourtTable
        view={view}
        names={names}
        highlight={highlight}
        otherHand={step.seats[1 - seat]?.hand ?? []}
        you={seat}
        size="small"
        label={words.t('badgers-court.table.step', { n: index })}
        {...(trying
          ? {
              selectedCard: chosen,
              selectedItems: new Set(items),
              onPressHand: (id: CardId) => (picking(), setChosen(id === chosen ? null : id)),
              onToggleItem: (id: CardId) => {
                picking();
                const it = itemOf(view, id);
                const key = it ? itemId(it) : id;
                setItems(items.includes(key) ? items.filter((x) => x !== key) : [...items, key]);
              },
              actions: (
                <PlayBar
                  hand={view.hand}
                  chosen={chosen}
                  items={items.length}
                  {...(chosen ? { choices: playChoices(view, chosen, items) } : {})}
                  onPlay={play}
                  onClear={() => (picking(), setChosen(null), setItems([]))}
                />
              ),
            }
          : {})}
      />
      {view.phase === 'over' && last && <RoundSummary result={last} names={names} />}
    </>
  );
}

export default exampleIsland(badgersCourt, BADGERS_COURT_TRIES, explainEvent, (props, step, screens, example) => (
  <Stage {...props} step={step} screens={screens} names={example.names} seat={example.seat} />
));
