/**
 * The coach of a guided first game: one line at a time in a polite live region, the rule it brings in
 * (a link to its section of the rules page), how far the reader is, and at the end the scoring on the
 * reader's own cards and the way to a free game. The words are the script's (src/engine/<game>/guided.ts),
 * brought by the screen (src/play/screen.ts); the machine waits for the move they ask for.
 */
import { playPage } from '../../engine/pages';
import type { CoachLine, Phase } from '../../play/screen';
import { useWords } from '../../words/context';
import { RuleLink } from '../rules/RuleLink';
import { said, type RuleAt, type Said } from '../rules/said';

export interface CoachProps {
  game: string;
  title: string;
  noun: string;
  coach: Omit<CoachLine, 'line' | 'rule'> & { readonly line: Said; readonly rule: RuleAt | null };
  phase: Phase;
  moves: number;
  again: () => void;
}

export function Coach({ game, title, noun, coach, phase, moves, again }: CoachProps) {
  const over = phase === 'over';
  const w = useWords();
  const where = over ? 'over' : coach.of > 0 ? 'moving' : 'none';
  return (
    <section
      class={`coach ${phase === 'human' ? 'is-waiting' : ''}`}
      aria-labelledby={`${game}-coach-title`}
      data-testid="coach"
      data-moves={moves}
      {...(coach.move ? { 'data-move': coach.move } : {})}
    >
      <h2 id={`${game}-coach-title`} class="coach-title">
        {w.t('ui.coach.title', { title, where, n: Math.min(coach.done + 1, coach.of), of: coach.of })}
      </h2>
      <p class="coach-line" aria-live="polite" data-testid="coach-line">
        {said(w, coach.line)}
        {coach.rule && (
          <>
            {' '}
            <RuleLink game={game} rule={coach.rule} />
          </>
        )}
      </p>
      {over && (
        <div class="play-actions">
          <a class="btn btn-primary" href={w.path(playPage(game))}>
            {w.t('ui.coach.free', { noun })}
          </a>
          <button type="button" class="btn" onClick={again}>
            {w.t('ui.coach.again', { noun })}
          </button>
        </div>
      )}
    </section>
  );
}
