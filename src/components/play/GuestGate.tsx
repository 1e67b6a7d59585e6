/**
 * On a device an invitation opened: joining another person's game. Whose game of what, the seat this
 * device gets (or that it watches), the person's name, and, when the link cannot be made, why in plain
 * words and the game at one screen instead. Once joined, a line says whose game this is and whether the
 * link holds.
 */
import { useState } from 'preact/hooks';
import { playPage } from '../../engine/pages';
import type { GuestRoom } from '../../play/useRoom';

export function GuestGate({ room, game, title, noun }: { room: GuestRoom; game: string; title: string; noun: string }) {
  const [name, setName] = useState(room.name);
  const w = room.welcome;
  if (room.status.kind === 'failed' && !w)
    return (
      <div class="guest-gate" role="group" aria-label="Joining a game">
        <p class="play-message is-error" role="alert">
          This device could not join the {noun}: {room.status.why}. It keeps trying while this page is open.
        </p>
        <div class="play-actions">
          <button type="button" class="btn" onClick={() => location.reload()}>
            Try again
          </button>
          <a class="btn" href={playPage(game)}>
            Play {title} at one screen instead
          </a>
        </div>
      </div>
    );
  if (!w)
    return (
      <p class="guest-gate" role="status">
        Joining the {noun} of {title}…
      </p>
    );
  const host = w.host || 'the host';
  return (
    <form
      class="guest-gate"
      aria-label="Joining a game"
      onSubmit={(e) => {
        e.preventDefault();
        room.join(name.trim(), w.seat === null ? 'watch' : 'play');
      }}
    >
      <p>
        You are joining {host}’s {noun} of {title}: {w.seat === null ? 'you will watch, and see what every player can see.' : `you play seat ${w.seat + 1}.`}
      </p>
      {w.note && <p class="play-message">{w.note}</p>}
      <p class="form-row">
        <label for="guest-name">Your name</label>
        <input id="guest-name" type="text" maxLength={24} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </p>
      <div class="play-actions">
        <button type="submit" class="btn btn-primary">
          {w.seat === null ? 'Watch' : 'Play'}
        </button>
        {w.seat !== null && (
          <button type="button" class="btn" onClick={() => room.join(name.trim(), 'watch')}>
            Just watch
          </button>
        )}
      </div>
    </form>
  );
}

/** While playing from this device: whose game it is, and whether the link to it holds. */
export function GuestBar({ room, title, noun }: { room: GuestRoom; title: string; noun: string }) {
  const host = room.welcome?.host || 'the host';
  const line =
    room.status.kind === 'open'
      ? `Connected to ${host}’s ${noun} of ${title}.`
      : room.status.kind === 'failed'
        ? `The link to ${host}’s ${noun} is lost (${room.status.why}). Trying again…`
        : `The link to ${host}’s ${noun} dropped: reconnecting… (your seat is kept).`;
  return (
    <div class="play-toolbar guest-bar" role="group" aria-label="This device">
      <p role="status" aria-live="polite">
        {line}
      </p>
      {room.note && <p class="play-message">{room.note}</p>}
    </div>
  );
}
