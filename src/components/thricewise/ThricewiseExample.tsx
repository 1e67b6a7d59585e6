/** Island: one of Thricewise's scripted examples, by id. */
import { useMemo } from 'preact/hooks';
import { card, type CardId } from '../../engine/deck';
import { checkExpectations, exampleFrames, exampleExplanations } from '../../engine/core';
import { legalCells, thricewise, type ThricewiseEvent, type ThricewiseMove, type ThricewiseState } from '../../engine/thricewise';
import { thricewiseExample } from '../../engine/thricewise/examples';
import { explainEvent } from '../../engine/thricewise/explain';
import { ExampleStepper, type ExampleIslandProps, type StageProps } from '../ExampleStepper';
import { Card } from '../cards/Card';
import { ThricewiseGrid } from './ThricewiseGrid';
import { possessive } from '../words';

export function ThricewiseSeats({ state, names, showHands }: { state: ThricewiseState; names: readonly string[]; showHands: (seat: number) => boolean }) {
  return (
    <div class="tw-seats">
      {state.hands.map((hand, seat) => (
        <section class="zone" key={seat} aria-label={names[seat] ?? `Player ${seat + 1}`}>
          <h4 class="zone-title">
            {names[seat]} · {state.scores[seat]} points{state.chosen[seat] ? ' · has chosen' : ''}
            {state.placing[0]?.seat === seat ? ' · placing' : ''}
          </h4>
          <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} hand`}>
            {showHands(seat) ? hand.map((c) => <Card key={c} id={c} size="small" />) : <span>{hand.length} cards</span>}
          </div>
          {(state.deferred[seat]?.length ?? 0) > 0 && (
            <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} deferred cards`}>
              <span>Deferred:</span>
              {state.deferred[seat]?.map((c) => <Card key={c} id={c} size="small" />)}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}

export default function ThricewiseExample({ example: id, custom, start }: ExampleIslandProps) {
  const example = custom ?? thricewiseExample(id ?? '');
  const frames = useMemo(() => (example ? exampleFrames(thricewise, example) : null), [example]);
  const why = useMemo(() => (example && frames?.ok ? exampleExplanations(thricewise, explainEvent, example, frames.value) : []), [example, frames]);
  if (!example) return <p role="alert">There is no Thricewise example called “{id}”.</p>;
  if (!frames || !frames.ok) return <p role="alert">This example could not be set up: {frames?.ok === false ? frames.error : 'unknown error'}.</p>;
  const renderStage = ({ index, highlight, ask, answer }: StageProps) => {
    const state = frames.value[index]?.state as ThricewiseState;
    const before = index > 0 ? (frames.value[index - 1]?.state as ThricewiseState) : null;
    // The trios the last step scored, to outline.
    const trios = before ? state.scored.slice(before.scored.length).map((x) => x.trio) : [];
    const target = ask?.target as CardId | undefined;
    const judge = (cell: { row: number; col: number }) => {
      if (!target) return;
      const move: ThricewiseMove = { type: 'place', card: target, ...cell };
      const r = thricewise.apply(state, move, thricewise.mover(state, move));
      if (!r.ok) return answer(false, r.error.message);
      const events = r.value.events as readonly ThricewiseEvent[];
      const points = events.reduce((a, e) => a + (e.type === 'place' ? e.trios.reduce((x, t) => x + t.points, 0) : 0), 0);
      if (ask && checkExpectations(thricewise, r.value.state, ask.goal).length === 0) return answer(true, 'Right!');
      return answer(false, `Not quite: there ${card(target).name} would score ${points} ${points === 1 ? 'point' : 'points'}.`);
    };
    const spaces = target ? [...legalCells(state.grid), ...outside(state)] : [];
    return (
      <>
        <ThricewiseGrid
          grid={state.grid}
          highlight={highlight}
          trios={trios}
          {...(target ? { spaces, spaceHint: `place ${card(target).name} here`, onPressSpace: judge } : {})}
          label={`The grid, step ${index}`}
        />
        <ThricewiseSeats state={state} names={example.names} showHands={() => true} />
      </>
    );
  };
  return <ExampleStepper example={example} rulesPage="/games/thricewise/" renderStage={renderStage} why={why} {...(start !== undefined ? { startStep: start } : {})} />;
}

/** Spaces just beyond a full six-wide or six-tall edge, so a reader can try them and hear why not. */
function outside(s: ThricewiseState): { row: number; col: number }[] {
  return s.grid.flatMap((p) => [
    { row: p.row, col: p.col + 1 },
    { row: p.row, col: p.col - 1 },
  ]).filter((c) => !s.grid.some((p) => p.row === c.row && p.col === c.col) && !legalCells(s.grid).some((l) => l.row === c.row && l.col === c.col));
}
