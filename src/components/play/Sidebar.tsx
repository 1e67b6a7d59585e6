/** The play page's sidebar: the notices, the scores, the rules in a line, "What can I do?", and the log. */
import type { ComponentChildren } from 'preact';
import { pure } from '../../site/pure';
import { useWords } from '../../words/context';
import { WhyButton } from '../rules/Why';
import { said, type Reasoned, type Said } from '../rules/said';

/** A line of the log as the screen gives it: what happened, and why. */
export interface LogItem {
  readonly text: Said;
  readonly why: readonly Reasoned[];
  /** The move it belongs to, from 1 (a move may say several lines: a play, then a draw). */
  readonly move?: number;
}

export interface SidebarProps {
  names: readonly string[];
  scores: readonly string[];
  /** The rules in a line (the engine's words for these options), and a link to the rules page. */
  reminder: ComponentChildren;
  log: readonly (string | LogItem)[];
  game: string;
  panel?: ComponentChildren;
  notices?: ComponentChildren;
}

export function PlaySidebar(props: SidebarProps) {
  const w = useWords();
  return (
    <aside class="play-side" aria-label={w.t('ui.side.label')}>
      {props.notices}
      <h2>{w.t('ui.side.scores')}</h2>
      <table class="play-score-table">
        <tbody>
          {props.names.map((n, i) => (
            <tr key={i}>
              <th scope="row">{n}</th>
              <td data-testid={`score-${i}`}>{props.scores[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="play-hint">{props.reminder}</p>
      {props.panel}
      <PlayLog lines={props.log} game={props.game} />
    </aside>
  );
}

/**
 * The game's log in words, newest first, each line with its "Why?". Lines are numbered by move, as the replay and the
 * review number them ("Move 16 of 32"; they were numbered by line, 23 at move 16): each line of a move (a play, then a
 * draw) bears its number, the lines of no move (the computer's level, the teaching switch) none. It scrolls once it
 * is long, so it takes keyboard focus. Drawn again only when the log changes (a move), not at every pick
 * (src/site/pure.ts); a move draws only its own lines.
 */
export const PlayLog = pure(function PlayLog({ lines, limit = 80, game }: { lines: readonly (string | LogItem)[]; limit?: number; game: string }) {
  const w = useWords();
  const shown = lines.slice().reverse().slice(0, limit);
  return (
    <>
      <h2 id="play-log-title">{w.t('ui.side.log')}</h2>
      <div class="play-log-scroll" tabIndex={0} role="region" aria-labelledby="play-log-title">
        <ol class="play-log">
          {shown.map((line, i) =>
            typeof line === 'string' ? (
              <li key={lines.length - i} class="is-unnumbered">
                {line}
              </li>
            ) : (
              <LogEntry key={lines.length - i} line={line} game={game} />
            ),
          )}
        </ol>
      </div>
    </>
  );
});

/** A line of the log with its "Why?": drawn once, and again only when the screen gives another line in its place (a move adds lines, it keeps the others). */
const LogEntry = pure(function LogEntry({ line, game }: { line: LogItem; game: string }) {
  const w = useWords();
  return (
    <li {...(line.move === undefined ? { class: 'is-unnumbered' } : { value: line.move })}>
      {said(w, line.text)}
      <WhyButton why={line.why} game={game} about={said(w, line.text)} />
    </li>
  );
});
