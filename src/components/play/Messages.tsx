/**
 * What the table says to the person: the answer to their last action (a refused move and why, with its
 * rule), the notices that stay until dismissed, and the message in place of a table that could not be drawn.
 */
import { msg } from '../../engine/core/message';
import { useEffect, useRef } from 'preact/hooks';
import type { Notice } from '../../play/shelf';
import { useWords } from '../../words/context';
import { RuleLink } from '../rules/RuleLink';
import { said, type RuleAt, type Said } from '../rules/said';

/** An answer to the person, as the screen gives it (src/play/screen.ts). */
export interface Answer {
  readonly kind: 'error' | 'info';
  readonly text: Said;
  readonly rule?: RuleAt | undefined;
}

export function PlayMessage({ message, game }: { message: Answer | null; game: string }) {
  const w = useWords();
  if (!message) return null;
  return (
    <p class={`play-message ${message.kind === 'error' ? 'is-error' : ''}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      {said(w, message.text)}
      {message.rule && (
        <>
          {' '}
          <RuleLink game={game} rule={message.rule} />
        </>
      )}
    </p>
  );
}

/**
 * The notices, at the top of the sidebar. Where the sidebar falls below the table (phones, tablets),
 * they float at the foot of the screen instead (site.css), so the reader sees them without scrolling and
 * the table does not move when one comes or goes.
 */
export function Notices(props: { notices: readonly Notice[]; dismiss: (id: string) => void; resume: (id: string) => void }) {
  const w = useWords();
  if (props.notices.length === 0) return null;
  return (
    <div class="play-notices">
      {props.notices.map((n) => (
        <p key={n.id} class={`play-message ${n.kind === 'error' ? 'is-error' : ''}`} role={n.kind === 'error' ? 'alert' : 'status'} data-notice={n.id}>
          {said(w, n.text)}{' '}
          {n.goBack && (
            <button type="button" class="btn" onClick={() => props.resume(n.goBack as string)}>
              {w.t('ui.notice.go-back')}
            </button>
          )}{' '}
          <button
            type="button"
            class="btn btn-quiet"
            onClick={() => props.dismiss(n.id)}
            aria-label={w.t('ui.notice.dismiss-about', { text: said(w, n.text) })}
          >
            {w.t('ui.notice.dismiss')}
          </button>
        </p>
      ))}
    </div>
  );
}

/** In place of a table that could not be drawn (a defect, never the player's doing): what happened and what still works. */
export function TableProblem({ message, teaching, canUndo }: { message: string; teaching: boolean; canUndo: boolean }) {
  // The table above it is gone, and focus with it: the message takes focus and comes into view.
  const at = useRef<HTMLDivElement>(null);
  const w = useWords();
  useEffect(() => {
    at.current?.focus({ preventScroll: true });
    at.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const ways = [...(canUndo ? [w.phrase(msg('ui.problem.undo'))] : []), ...(teaching ? [w.phrase(msg('ui.problem.teaching'))] : [])];
  return (
    <div class="play-message is-error" role="alert" ref={at} tabIndex={-1}>
      <p>
        <strong>{w.t('ui.problem.title')}</strong> {w.phrase(msg('ui.problem.why', { message }))}{' '}
        {ways.length > 0 ? w.t('ui.problem.ways', { a: ways[0], b: ways[1] ?? '', n: ways.length }) : w.t('ui.problem.reload-to-go-on')}
      </p>
      <button type="button" class="btn" onClick={() => location.reload()}>
        {w.t('ui.problem.reload')}
      </button>
    </div>
  );
}
