/**
 * "Play with someone on another device": which seats are played from other devices, the invitation to
 * send them (a link and a QR code holding only the room's code, never the deal), who is connected or
 * away, and a seat handed to the computer while its person is away (or given back).
 */
import { useState } from 'preact/hooks';
import type { Screen } from '../../play/screen';
import type { SeatKind } from '../../play/seats';
import { invitation, type HostRoom } from '../../play/useRoom';
import { QrCode } from './QrCode';

export interface InvitePanelProps {
  game: string;
  noun: string;
  room: HostRoom;
  screen: Pick<Screen<unknown, unknown, unknown>, 'seats' | 'names'>;
}

const STATUS: Record<string, string> = {
  opening: 'Opening the room…',
  open: 'The room is open: the invitation works now.',
  offline: 'The connection service is out of reach: devices already here play on; new ones can join when it is back.',
};

/** The panel's body, under its summary (./Later.tsx draws the summary and loads this when it is opened). */
export function InviteBody({ game, noun, room, screen }: InvitePanelProps) {
  const seats = screen.seats;
  const wanted = (i: number, kind: SeatKind) => room.invite(seats.map((k, j) => (j === i ? kind : k)));
  const link = room.room ? invitation(game, room.room, location.origin) : null;
  const [copied, setCopied] = useState(false);
  return (
    <div class="invite-body">
      <p class="form-note">
        Send the invitation: your friends open it on their phone or tablet, give their name, and play their seat there. Your browser keeps the whole {noun},
        every card of it, as it does at one screen: for a fair {noun}, the one who keeps it should not look.
      </p>
      <fieldset class="seat-list">
        <legend>Who plays each seat</legend>
        {seats.map((kind, i) =>
          kind === 'human' ? (
            <span class="seat-choice" key={i}>
              Seat {i + 1}: {screen.names[i]} at this screen
            </span>
          ) : (
            <span class="seat-choice" key={i}>
              <label for={`${game}-invite-${i}`}>Seat {i + 1}, played by</label>
              <select id={`${game}-invite-${i}`} value={kind} onChange={(e) => wanted(i, e.currentTarget.value as SeatKind)}>
                <option value="remote">Someone on another device</option>
                <option value="computer">The computer</option>
              </select>
              {kind === 'remote' && <span class="seat-status">{room.away.includes(i) ? ` ${screen.names[i]} is away` : ''}</span>}
              {kind === 'remote' && room.away.includes(i) && (
                <button type="button" class="btn" onClick={() => wanted(i, 'computer')}>
                  Let the computer play for {screen.names[i]}
                </button>
              )}
            </span>
          ),
        )}
      </fieldset>
      {!seats.includes('remote') && (
        <button
          type="button"
          class="btn btn-primary"
          onClick={() =>
            wanted(
              seats.findIndex((k) => k !== 'human'),
              'remote',
            )
          }
        >
          Invite someone for seat {seats.findIndex((k) => k !== 'human') + 1}
        </button>
      )}
      {link && seats.includes('remote') && (
        <div class="invite-link">
          <p class="play-message" role="status" aria-live="polite">
            {room.status?.kind === 'failed'
              ? `The room could not open: ${room.status.why}. You can play at this screen meanwhile.`
              : STATUS[room.status?.kind ?? 'opening']}
          </p>
          <QrCode text={link} label={`A QR code of the invitation: ${link}`} />
          <p>
            <a href={link} data-invitation>
              {link}
            </a>{' '}
            <button
              type="button"
              class="btn"
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? 'Copied' : 'Copy the invitation'}
            </button>
          </p>
          <p class="form-note">Anyone with the invitation can join a free seat, or watch (a projector) and see what every player can see.</p>
        </div>
      )}
    </div>
  );
}
