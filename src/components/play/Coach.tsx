/**
 * The coach of a guided first game: one line at a time in a polite live region, the rule it brings in
 * (a link to its section of the rules page), how far the reader is, and at the end the scoring on the
 * reader's own cards and the way to a free game. The words are the script's (src/engine/<game>/guided.ts);
 * the machine (src/play/machine.ts) waits for the move they ask for, and the engine judges any other.
 */
import { useMemo } from 'preact/hooks';
import { readerSteps, type RuleRef } from '../../engine/core';
import { playPage } from '../../engine/pages';
import { guidedStep } from '../../play/machine';
import { guidedSetup } from '../../play/session';
import { siteUrl } from '../../site/site-base';
import type { Play } from './PlayShell';

/** A link to a rule's section of the game's page. */
export function RuleLink({ game, rule }: { game: string; rule: RuleRef }) {
  return <a href={siteUrl(`/games/${game}/#${rule.anchor}`)}>Rule: {rule.section}</a>;
}

export function Coach({ play }: { play: Play<any, any, any, any, any> }) {
  const { def, ctx, value, names } = play;
  // The reader's moves in the script: replayed only in a guided game (a free game's page skips it).
  const mine = useMemo(() => (ctx.guided ? readerSteps(def.module, def.guided) : []), [def, ctx.guided]);
  if (!ctx.guided) return null;
  const step = guidedStep(def, ctx);
  const done = mine.filter((i) => i < ctx.history.length).length;
  let line: string;
  let rule: RuleRef | undefined;
  if (value === 'over') ({ say: line, rule } = def.guided.end);
  else if (value === 'human' && step?.say) ({ say: line, rule } = step);
  else if (value === 'summary') line = 'That round is scored: read how, then go on.';
  else {
    const seat = def.module.waitingFor(ctx.state).find((s: number) => ctx.seats[s] === 'computer');
    line = seat === undefined ? '…' : `${names[seat]}’s turn: watch the marked cards.`;
  }
  return (
    <section
      class={`coach ${value === 'human' ? 'is-waiting' : ''}`}
      aria-labelledby={`${def.id}-coach-title`}
      data-testid="coach"
      data-moves={ctx.history.length}
      {...(play.coach ? { 'data-move': play.coach.move } : {})}
    >
      <h2 id={`${def.id}-coach-title`} class="coach-title">
        {def.title}, guided{value === 'over' ? ': well played' : mine.length > 0 ? ` · your move ${Math.min(done + 1, mine.length)} of ${mine.length}` : ''}
      </h2>
      <p class="coach-line" aria-live="polite" data-testid="coach-line">
        {line}
        {rule && (
          <>
            {' '}
            <RuleLink game={def.id} rule={rule} />
          </>
        )}
      </p>
      {value === 'over' && (
        <div class="play-actions">
          <a class="btn btn-primary" href={playPage(def.id)}>
            Play a free {def.noun} against the computer
          </a>
          <button type="button" class="btn" onClick={() => play.send({ type: 'LOAD', game: guidedSetup(def, play.ctx.speed) })}>
            Play the guided {def.noun} again
          </button>
        </div>
      )}
    </section>
  );
}
