/**
 * What a play page shows only when someone asks for it (play across devices: the invitation, the guest's
 * gate; and the New game form's fields, ./NewGameForm.tsx), loaded then and not with the page, so the play
 * pages keep their JavaScript budget.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GuestRoom } from '../../play/useRoom';
import type { InvitePanelProps } from './InvitePanel';
import { useWords } from '../../words/context';

/** A module, imported once `wanted` is true; null until it has loaded (or if it could not: `failed`). */
export function useLater<T>(load: () => Promise<T>, wanted: boolean): { mod: T | null; failed: boolean } {
  const [state, setState] = useState<{ mod: T | null; failed: boolean }>({ mod: null, failed: false });
  useEffect(() => {
    if (!wanted || state.mod) return;
    let live = true;
    load().then(
      (mod) => live && setState({ mod, failed: false }),
      () => live && setState({ mod: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return state;
}

/**
 * Whether the panel of this class was opened before the page's script ran (its toggle came before any listener):
 * read as the island starts, so that it is drawn open with its contents, not open and empty.
 */
export const openedEarly = (panel: string) => (): boolean => typeof document < 'u' && !!document.querySelector(`details.${panel}[open]`);

export function Waiting({ failed, children }: { failed: boolean; children: ComponentChildren }) {
  const w = useWords();
  return failed ? (
    <p class="play-message is-error" role="alert">
      {w.t('ui.later.failed')}
    </p>
  ) : (
    <p class="form-note">{children}</p>
  );
}

/** "Play with someone on another device": its panel loads when it is first opened, or at once when a room is open. */
export function InviteLater(props: InvitePanelProps) {
  const [open, setOpen] = useState(openedEarly('invite'));
  const { mod, failed } = useLater(() => import('./InvitePanel'), open || props.room.room !== null);
  const w = useWords();
  return (
    <details class="invite" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{w.t('ui.invite.summary')}</summary>
      {mod ? <mod.InviteBody {...props} /> : open && <Waiting failed={failed}>{w.t('ui.loading')}</Waiting>}
    </details>
  );
}

interface GuestProps {
  room: GuestRoom;
  game: string;
  title: string;
  noun: string;
}

/** The gate of a device that opened an invitation (only such a page loads it). */
export function GuestGateLater(props: GuestProps) {
  const { mod, failed } = useLater(() => import('./GuestGate'), true);
  const w = useWords();
  return mod ? <mod.GuestGate {...props} /> : <Waiting failed={failed}>{w.t('ui.guest.joining-title', { title: props.title })}</Waiting>;
}

/** The bar under a guest's table: who it is connected to. */
export function GuestBarLater(props: Omit<GuestProps, 'game'>) {
  const { mod } = useLater(() => import('./GuestGate'), true);
  return mod ? <mod.GuestBar {...props} /> : null;
}
