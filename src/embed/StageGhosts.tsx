/**
 * An embed's stage keeps the room of its tallest step (ExampleStepper's `StageGhostsSlot`): every step's
 * table lies unseen in the place of the one shown, each with its question's answers and under it the strip of
 * cards it points at that the table has not got (as FitStage shows them); a question is drawn with its own move's
 * choices made (`StageProps.chosen`: a Badger's Court card's play buttons). The stage is then as tall as the
 * tallest step, at the reader's width and text size, and the buttons under it stay put from step to step.
 * (At 360 px, Thricewise's "A tie" moved them down by 44, 44 and 180 px as its cards came into play.)
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardId } from '../engine/deck';
import type { Example } from '../engine/core/example';
import { pointedAt, type ExampleStepperProps } from '../components/ExampleStepper';
import { missingFrom, OffstageStrip } from '../components/FitStage';
import { RenderGuard } from '../components/RenderGuard';
import { headingsUnder } from '../components/zone-heading';
import { useWords } from '../words/context';

const NONE: ReadonlySet<CardId> = new Set();
const ignore = () => {};

export function StageGhosts({ example, renderStage }: { example: Example; renderStage: ExampleStepperProps['renderStage'] }) {
  const w = useWords();
  const tables = useRef<(HTMLElement | null)[]>([]);
  // Drawn once for the example: the stepper's `renderStage` is made anew at each of its renders, and draws
  // the same table for a step every time.
  const ghosts = useMemo(
    () =>
      Array.from({ length: example.steps.length + 1 }, (_, index) => {
        const ask = example.steps[index]?.ask ?? null;
        return {
          marked: pointedAt(example, index),
          // A step that cannot be drawn takes no room (the stepper says so when it is shown).
          table: (
            <RenderGuard retry={index} fallback={() => null}>
              {headingsUnder(3, renderStage({ index, highlight: NONE, ask, answer: ignore, picking: ignore, restarts: 0, chosen: true }))}
              {ask?.choices && (
                <div class="example-choices">
                  {ask.choices.map((c) => (
                    <button type="button" class="btn" key={c.label} disabled>
                      {c.label}
                    </button>
                  ))}
                </div>
              )}
            </RenderGuard>
          ),
        };
      }),
    [example, w],
  );
  // The cards each step points at that its table has not got, found once the tables are drawn.
  const [offstage, setOffstage] = useState<readonly (readonly CardId[])[]>([]);
  useLayoutEffect(() => {
    const off = ghosts.map((g, k) => missingFrom(tables.current[k], g.marked));
    setOffstage(off.some((ids) => ids.length > 0) ? off : []);
  }, [ghosts]);
  return (
    <>
      {ghosts.map((g, k) => (
        <div class="example-ghost" key={k} aria-hidden="true" inert data-pagefind-ignore="all">
          <div class="example-table" ref={(el) => void (tables.current[k] = el)}>
            {g.table}
          </div>
          <OffstageStrip ids={offstage[k] ?? []} />
        </div>
      ))}
    </>
  );
}
