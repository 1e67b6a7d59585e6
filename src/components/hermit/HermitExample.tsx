/** Island: one of Hermit's scripted examples, by id. Every hand is shown face up, for teaching. */
import { useMemo } from 'preact/hooks';
import { card, type CardId } from '../../engine/deck';
import { checkExpectations, exampleFrames, exampleExplanations } from '../../engine/core';
import { hermit, type HermitMove, type HermitState } from '../../engine/hermit';
import { hermitExample } from '../../engine/hermit/examples';
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
  if (!example) return <p role="alert">There is no Hermit example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;

  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const state = frames.value[index]?.state as HermitState;
    const scripted = example.steps[index]?.move;
    const trick = ask?.target ? state.tricks.find((t) => t.cards[t.cards.length - 1]?.card === ask.target) : undefined;
    const pressable = new Map<CardId, string>();
    const seat = hermit.toAct(state);
    if (ask && trick && seat !== null) for (const c of state.hands[seat] ?? []) pressable.set(c, `play on trick ${trick.id}`);
    const judge = (c: CardId) => {
      if (!trick) return;
      const move: HermitMove = { type: 'play', card: c, trick: trick.id };
      const r = hermit.apply(state, move, hermit.mover(state, move));
      if (!r.ok) return answer(false, r.error.message);
      if (ask && checkExpectations(hermit, r.value.state, ask.goal).length === 0)
        return answer(true, scripted?.startsWith(c) ? 'Right!' : `Right: ${card(c).name} would do too.`);
      return answer(false, 'Not quite: that card can go on the trick, but it is not the one the question asks for.');
    };
    const names = example.names;
    const before = index > 0 ? (frames.value[index - 1]?.state as HermitState) : null;
    const result = before && state.results.length > before.results.length ? state.results[state.results.length - 1] : null;
    if (result) return <HandSummary result={result} names={names} />;
    return (
      <HermitTable
        seats={seatsOf(state, names, () => true, () => false)}
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
  return <ExampleStepper example={example} rulesPage="/games/hermit/" renderStage={renderStage} why={why} {...(start !== undefined ? { startStep: start } : {})} />;
}
