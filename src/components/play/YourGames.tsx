/**
 * "Your games": every game of this kind the person started on this device, last played first (the list,
 * ./YourGamesList.tsx, loads when it is first opened, not with the play page). A game is kept until the
 * person lets it go (src/play/shelf.ts).
 */
import { useState } from 'preact/hooks';
import { plural, type Noun } from '../../engine/core';
import type { Session } from '../../play/usePlay';
import { useLater, Waiting } from './Later';

export function YourGames<O>({ session, noun }: { session: Session<O>; noun: Noun }) {
  const [open, setOpen] = useState(false);
  const { mod, failed } = useLater(() => import('./YourGamesList'), open);
  return (
    <details class="your-games" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>Your {plural(noun)}</summary>
      {open && (mod ? <mod.YourGamesList session={session} noun={noun} /> : <Waiting failed={failed}>Loading…</Waiting>)}
    </details>
  );
}
