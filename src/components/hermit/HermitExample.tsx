/** Island: one of Hermit's scripted examples, by id. Every hand is shown face up, for teaching. */
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import { hermit, type HermitMove, type HermitView } from '../../engine/hermit';
import { HERMIT_TRIES } from '../../engine/hermit/tries';
import { explainEvent } from '../../engine/hermit/explain';
import { useWords } from '../../words/context';
import type { Words } from '../../words/words';
import { exampleIsland, type StageArgs } from '../ExampleOf';
import { HermitTable } from './HermitTable';
import { HandSummary } from './HandSummary';

/** What pressing a card would do, as its accessible name adds after the card's name: "play on trick 2". */
const where = (w: Words, m: HermitMove) =>
  w.phrase(
    m.type === 'start'
      ? msg('hermit.example.start')
      : m.type === 'cottage'
        ? msg('hermit.example.cottage')
        : m.trick === 'new'
          ? msg('hermit.example.new')
          : msg('hermit.example.play-on', { t: m.trick }),
  );

type HermitStageProps = StageArgs<HermitView, HermitMove>;

function HermitStage({ props: { index, highlight, ask, answer }, step: { view, before, seats }, screens, example }: HermitStageProps) {
  const w = useWords();
  // A custom question with no move: a play on the trick whose last card is the question's card.
  const trick = ask?.target ? view.tricks.find((t) => t.cards[t.cards.length - 1]?.card === ask.target) : undefined;
  const tries = screens.tries(index, trick && ask?.target ? { type: 'play', card: ask.target, trick: trick.id } : null);
  const pressable = new Map<CardId, string>(tries.map((m) => [m.card, where(w, m)]));
  const judge = (c: CardId) => {
    const move = tries.find((m) => m.card === c);
    const v = move ? screens.judge(index, move) : null;
    if (v) answer(v.right, v.text);
  };
  const names = example.names;
  const result = before && view.results.length > before.results.length ? view.results[view.results.length - 1] : null;
  if (result) return <HandSummary result={result} names={names} />;
  return (
    <HermitTable
      seats={seats.map((v, seat) => ({
        name: names[seat] ?? w.t('core.name.player', { n: seat + 1 }),
        hand: v.hand,
        chosen: v.hasChosen[seat] ?? false,
        tricksTaken: v.tricksTaken[seat] ?? 0,
        score: v.scores[seat] ?? 0,
      }))}
      tricks={view.tricks}
      turn={view.phase === 'play' ? view.turn : null}
      dealer={view.dealer}
      me={null}
      you={null}
      highlight={highlight}
      {...(pressable.size ? { pressableCards: pressable, onPressCard: judge } : {})}
      {...(view.options.players === 2 ? { cottage: { count: view.cottageCount, mine: [] } } : {})}
      label={w.t('hermit.example.table', { n: index })}
    />
  );
}

export default exampleIsland(hermit, HERMIT_TRIES, explainEvent, (step, screen, screens, example) => (
  <HermitStage props={step} step={screen} screens={screens} example={example} />
));
