/**
 * The coach of a guided first game: one line at a time in a polite live region, the rule it brings in
 * (a link to its section of the rules page), how far the reader is, and at the end the scoring on the
 * reader's own cards and the way to a free game. The words are the script's (src/engine/<game>/guided.ts),
 * brought by the screen (src/play/screen.ts); the machine waits for the move they ask for.
 */
import { playPage } from '../../engine/pages';
import type { CoachLine, Phase } from '../../play/screen';
import { RuleLink } from '../rules/RuleLink';

export interface CoachProps {
  game: string;
  title: string;
  noun: string;
  coach: CoachLine;
  phase: Phase;
  moves: number;
  again: () => void;
}

export function Coach({ game, title, noun, coach, phase, moves, again }: CoachProps) {
  const over = phase === 'over';
  return (
    <section
      class={`coach ${phase === 'human' ? 'is-waiting' : ''}`}
      aria-labelledby={`${game}-coach-title`}
      data-testid="coach"
      data-moves={moves}
      {...(coach.move ? { 'data-move': coach.move } : {})}
    >
      <h2 id={`${game}-coach-title`} class="coach-title">
        {title}, guided{over ? ': well played' : coach.of > 0 ? ` · your move ${Math.min(coach.done + 1, coach.of)} of ${coach.of}` : ''}
      </h2>
      <p class="coach-line" aria-live="polite" data-testid="coach-line">
        {coach.line}
        {coach.rule && (
          <>
            {' '}
            <RuleLink game={game} rule={coach.rule} />
          </>
        )}
      </p>
      {over && (
        <div class="play-actions">
          <a class="btn btn-primary" href={playPage(game)}>
            Play a free {noun} against the computer
          </a>
          <button type="button" class="btn" onClick={again}>
            Play the guided {noun} again
          </button>
        </div>
      )}
    </section>
  );
}
