/**
 * What the table says to the person: the answer to their last action (a refused move and why, with its
 * rule), the notices that stay until dismissed, and the message in place of a table that could not be drawn.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Message } from '../../play/screen';
import type { Notice } from '../../play/shelf';
import { RuleLink } from '../rules/RuleLink';

export function PlayMessage({ message, game }: { message: Message | null; game: string }) {
  if (!message) return null;
  return (
    <p class={`play-message ${message.kind === 'error' ? 'is-error' : ''}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
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
  if (props.notices.length === 0) return null;
  return (
    <div class="play-notices">
      {props.notices.map((n) => (
        <p key={n.id} class={`play-message ${n.kind === 'error' ? 'is-error' : ''}`} role={n.kind === 'error' ? 'alert' : 'status'} data-notice={n.id}>
          {n.text}{' '}
          {n.goBack && (
            <button type="button" class="btn" onClick={() => props.resume(n.goBack as string)}>
              Go back to it
            </button>
          )}{' '}
          <button type="button" class="btn btn-quiet" onClick={() => props.dismiss(n.id)} aria-label={`Dismiss: ${n.text}`}>
            Dismiss
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
  useEffect(() => {
    at.current?.focus({ preventScroll: true });
    at.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const ways = [...(canUndo ? ['undo'] : []), ...(teaching ? ['turn off “Show all hands”'] : [])];
  return (
    <div class="play-message is-error" role="alert" ref={at} tabIndex={-1}>
      <p>
        <strong>The table could not be drawn</strong> ({message}). This is our mistake, not yours: your game is kept as it stands.{' '}
        {ways.length > 0 ? `You can ${ways.join(' or ')} below, or reload the page to carry on.` : 'Reload the page to carry on.'}
      </p>
      <button type="button" class="btn" onClick={() => location.reload()}>
        Reload the page
      </button>
    </div>
  );
}
