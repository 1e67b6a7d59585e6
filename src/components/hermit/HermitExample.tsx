/** Island: one of Hermit's scripted examples, by id. Every hand is shown face up, for teaching. */
import type { CardId } from '../../engine/deck';
import { hermit, type HermitMove } from '../../engine/hermit';
import { HERMIT_TRIES } from '../../engine/hermit/tries';
import { explainEvent } from '../../engine/hermit/explain';
import { exampleIsland } from '../ExampleOf';
import { HermitTable } from './HermitTable';
import { HandSummary } from './HandSummary';

const where = (m: HermitMove) =>
  m.type === 'start' ? 'start a trick' : m.type === 'cottage' ? 'into the Cottage' : m.trick === 'new' ? 'start a new trick' : `play on trick ${m.trick}`;

export default exampleIsland(hermit, HERMIT_TRIES, explainEvent, ({ index, highlight, ask, answer }, { view, before, seats }, screens, example) => {
  // A custom question with no move: a play on the trick whose last card is the question's card.
  const trick = ask?.target ? view.tricks.find((t) => t.cards[t.cards.length - 1]?.card === ask.target) : undefined;
  const tries = screens.tries(index, trick && ask?.target ? { type: 'play', card: ask.target, trick: trick.id } : null);
  const pressable = new Map<CardId, string>(tries.map((m) => [m.card, where(m)]));
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
        name: names[seat] ?? `Player ${seat + 1}`,
        hand: v.hand,
        chosen: v.hasChosen[seat] ?? false,
        tricksTaken: v.tricksTaken[seat] ?? 0,
        score: v.scores[seat] ?? 0,
      }))}
      tricks={view.tricks}
      turn={view.phase === 'play' ? view.turn : null}
      dealer={view.dealer}
      me={null}
      highlight={highlight}
      {...(pressable.size ? { pressableCards: pressable, onPressCard: judge } : {})}
      {...(view.options.players === 2 ? { cottage: { count: view.cottageCount, mine: [] } } : {})}
      label={`The table, step ${index}`}
    />
  );
});
