/**
 * "Play with someone on another device": which seats are played from other devices, the invitation to
 * send them (a link and a QR code holding only the room's code, never the deal), who is connected or
 * away, and a seat handed to the computer while its person is away (or given back).
 */
import { msg } from '../../engine/core/message';
import { useState } from 'preact/hooks';
import type { Screen } from '../../play/screen';
import type { SeatKind } from '../../play/seats';
import { invitation, type HostRoom, type SeatsTaken } from '../../play/useRoom';
import { seatsTaken } from '../../play/take-back';
import { QrCode } from './QrCode';
import { cleanName, MAX_NAME } from '../../play/typed';
import { useWords } from '../../words/context';

export interface InvitePanelProps {
  game: string;
  noun: string;
  room: HostRoom;
  screen: Pick<Screen<unknown, unknown, unknown>, 'seats' | 'names'>;
  /** The names people gave their seats ('' where none was given: the screen says "Player 1"). */
  given: readonly string[];
}

/** The panel's body, under its summary (./Later.tsx draws the summary and loads this when it is opened). */
export function InviteBody({ game, noun, room, screen, given }: InvitePanelProps) {
  const seats = screen.seats;
  // (A seat the computer played, taken by a person: a face-down choice it made for it in a round still open is theirs.)
  const wanted = (i: number, kind: SeatKind) =>
    room.invite(
      seats.map((k, j) => (j === i ? kind : k)),
      undefined,
      seatsTaken as SeatsTaken,
    );
  // A name for a seat at this screen: the other devices call the host by it ("Connected to Ana's table").
  const named = (i: number, name: string) =>
    room.invite(
      seats,
      seats.map((_, j) => (j === i ? name : (given[j] ?? ''))),
    );
  const w = useWords();
  const link = room.room ? invitation(game, room.room, location.origin, w.path) : null;
  const [copied, setCopied] = useState(false);
  // Who watches (a projector, say) from a device that is there now, by the names they gave; those who gave none, counted.
  const unnamed = room.watching.filter((name) => !name).length;
  const watchers = [...room.watching.filter(Boolean), ...(unnamed > 0 ? [w.phrase(msg('ui.invite.unnamed', { n: unnamed }))] : [])];
  return (
    <div class="invite-body">
      <p class="form-note">{w.t('ui.invite.how', { noun })}</p>
      <fieldset class="seat-list">
        <legend>{w.t('ui.invite.seats')}</legend>
        {seats.map((kind, i) =>
          kind === 'human' ? (
            <span class="seat-choice" key={i}>
              <label for={`${game}-invite-name-${i}`}>{w.t('ui.invite.here', { n: i + 1 })}</label>
              <NameField
                id={`${game}-invite-name-${i}`}
                given={given[i] ?? ''}
                placeholder={w.say(msg('core.name.player', { n: i + 1 }))}
                commit={(name) => named(i, name)}
              />
            </span>
          ) : (
            <span class="seat-choice" key={i}>
              <label for={`${game}-invite-${i}`}>{w.t('ui.invite.played-by', { n: i + 1 })}</label>
              <select id={`${game}-invite-${i}`} value={kind} onChange={(e) => wanted(i, e.currentTarget.value as SeatKind)}>
                <option value="remote">{w.t('ui.invite.remote')}</option>
                <option value="computer">{w.t('ui.new.seat.computer')}</option>
              </select>
              {kind === 'remote' && (
                // Away, or here by the name its device gave (a device that gave none is not told from an empty seat).
                <span class="seat-status">
                  {room.away.includes(i)
                    ? ` ${w.phrase(msg('ui.invite.away', { name: screen.names[i] ?? '' }))}`
                    : given[i]
                      ? ` ${w.phrase(msg('ui.invite.joined', { name: screen.names[i] ?? '' }))}`
                      : ''}
                </span>
              )}
              {kind === 'remote' && room.away.includes(i) && (
                <button type="button" class="btn" onClick={() => wanted(i, 'computer')}>
                  {w.t('ui.invite.computer-for', { name: screen.names[i] ?? '' })}
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
          {w.t('ui.invite.someone', { n: seats.findIndex((k) => k !== 'human') + 1 })}
        </button>
      )}
      {link && seats.includes('remote') && (
        <div class="invite-link">
          <p class="play-message" role="status" aria-live="polite">
            {room.status?.kind === 'failed'
              ? w.t('ui.invite.failed', { why: room.status.why })
              : w.t('ui.invite.status', { status: room.status?.kind ?? 'opening' })}
          </p>
          <QrCode text={link} label={w.t('ui.invite.qr', { link })} />
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
              {copied ? w.t('ui.invite.copied') : w.t('ui.invite.copy')}
            </button>
          </p>
          <p class="form-note">{w.t('ui.invite.anyone')}</p>
          {watchers.length > 0 && <p>{w.t('ui.invite.watching', { names: watchers.join(', ') })}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * A name being typed is this field's own until it is given (Enter, or leaving the field): the table drawn
 * again meanwhile (a computer's move, a device joining) keeps what is typed so far.
 */
function NameField({ id, given, placeholder, commit }: { id: string; given: string; placeholder: string; commit: (name: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="text"
      maxLength={MAX_NAME}
      value={draft ?? given}
      placeholder={placeholder}
      onInput={(e) => setDraft(e.currentTarget.value)}
      onChange={(e) => {
        commit(cleanName(e.currentTarget.value.trim()));
        setDraft(null);
      }}
    />
  );
}
