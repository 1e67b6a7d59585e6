/** Island: one of Hermit's scripted examples, by id. Every hand is shown face up, for teaching. */
import { useMemo } from 'preact/hooks';
import { EXTENDED_DECK, type CardId } from '../../engine/deck';
import { changedCards, exampleExplanations, exampleFrames, judgeTry, scriptedAnswers } from '../../engine/core/example';
import { hermit, type HermitMove, type HermitState } from '../../engine/hermit';
import { hermitExample, HERMIT_TRIES } from '../../engine/hermit/examples';
import { explainEvent } from '../../engine/hermit/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { HermitTable, type SeatShown } from './HermitTable';
import { HandSummary } from './HandSummary';

export function seatsOf(s: HermitState, names: readonly string[], visible: (seat: number) => boolean, showChoices = visible): SeatShown[] {
  return s.hands.map((hand, seat) => ({
    name: names[seat] ?? `Player ${seat + 1}`,
    hand: visible(seat) ? hand.filter((c) => c !== s.chosen[seat] || !showChoices(seat)) : hand.length,
    chosen: s.chosen[seat] ? (showChoices(seat) ? (s.chosen[seat] as CardId) : true) : false,
    tricksTaken: s.taken[seat]?.length ?? 0,
    score: s.scores[seat] ?? 0,
  }));
}

export default function HermitExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? hermitExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(hermit, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(hermit, explainEvent, example, frames.value) : []), [example, frames]);
  const answers = useMemo(() => (example && frames?.ok ? scriptedAnswers(hermit, HERMIT_TRIES, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Hermit example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;

  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const state = frames.value[index]?.state as HermitState;
    const scripted = example.steps[index]?.move;
    const parsed = scripted === undefined ? null : hermit.parseMove(scripted);
    // A custom question with no move: a play on the trick whose last card is the question's card.
    const trick = ask?.target ? state.tricks.find((t) => t.cards[t.cards.length - 1]?.card === ask.target) : undefined;
    const planned: HermitMove | null = parsed?.ok ? parsed.value : trick ? { type: 'play', card: ask?.target as CardId, trick: trick.id } : null;
    const tries = ask && planned ? HERMIT_TRIES.tries(state, planned, ask) : [];
    const where = (m: HermitMove) =>
      m.type === 'start' ? 'start a trick' : m.type === 'cottage' ? 'into the Cottage' : m.trick === 'new' ? 'start a new trick' : `play on trick ${m.trick}`;
    const pressable = new Map<CardId, string>(tries.map((m) => [m.card, where(m)]));
    const judge = (c: CardId) => {
      const move = tries.find((m) => m.card === c);
      if (!ask || !move) return;
      const v = judgeTry(hermit, state, move, ask, scripted, HERMIT_TRIES.explain);
      answer(v.right, v.text);
    };
    const names = example.names;
    const before = index > 0 ? (frames.value[index - 1]?.state as HermitState) : null;
    const result = before && state.results.length > before.results.length ? state.results[state.results.length - 1] : null;
    if (result) return <HandSummary result={result} names={names} />;
    return (
      <HermitTable
        seats={seatsOf(
          state,
          names,
          () => true,
          () => false,
        )}
        tricks={state.tricks}
        turn={state.phase === 'play' ? state.turn : null}
        dealer={state.dealer}
        me={null}
        highlight={highlight}
        {...(pressable.size ? { pressableCards: pressable, onPressCard: judge } : {})}
        {...(state.options.players === 2 ? { cottage: { count: state.cottage.length, mine: [] } } : {})}
        label={`The table, step ${index}`}
      />
    );
  };
  const changedAt = (i: number) => changedCards(hermit, frames.value[i - 1]?.state as HermitState, frames.value[i]?.state as HermitState, EXTENDED_DECK);
  return (
    <ExampleStepper
      example={example}
      rulesPage="/games/hermit/"
      renderStage={renderStage}
      changedAt={changedAt}
      why={why}
      answers={answers}
      {...(start !== undefined ? { startStep: start } : {})}
    />
  );
}
