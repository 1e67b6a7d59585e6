/**
 * "Your games": every game of this kind the person started on this device, last played first (the list,
 * ./YourGamesList.tsx, loads when it is first opened, not with the play page). A game is kept until the
 * person lets it go (src/play/shelf.ts).
 */
import { useState } from 'preact/hooks';
import type { Noun } from '../../engine/core';
import { useWords } from '../../words/context';
import type { Session } from '../../play/usePlay';
import { openedEarly, useLater, Waiting } from './Later';

export function YourGames<O>({ session, noun }: { session: Session<O>; noun: Noun }) {
  const [open, setOpen] = useState(openedEarly('your-games'));
  const { mod, failed } = useLater(() => import('./YourGamesList'), open);
  const w = useWords();
  return (
    <details class="your-games" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{w.t('ui.your-games', { noun })}</summary>
      {open && (mod ? <mod.YourGamesList session={session} noun={noun} /> : <Waiting failed={failed}>{w.t('ui.loading')}</Waiting>)}
    </details>
  );
}
