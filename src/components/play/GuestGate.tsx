/**
 * On a device an invitation opened: joining another person's game. Whose game of what, the seat this
 * device gets (or that it watches), the person's name, and, when the link cannot be made, why in plain
 * words and the game at one screen instead. Once joined, a line says whose game this is and whether the
 * link holds.
 */
import { useState } from 'preact/hooks';
import { playPage } from '../../engine/pages';
import type { GuestRoom } from '../../play/useRoom';
import { useWords } from '../../words/context';

export function GuestGate({ room, game, title, noun }: { room: GuestRoom; game: string; title: string; noun: string }) {
  const [name, setName] = useState(room.name);
  const t = useWords();
  const w = room.welcome;
  if (room.status.kind === 'failed' && !w)
    return (
      <div class="guest-gate" role="group" aria-label={t.t('ui.guest.label')}>
        <p class="play-message is-error" role="alert">
          {t.t('ui.guest.failed', { noun, why: room.status.why })}
        </p>
        <div class="play-actions">
          <button type="button" class="btn" onClick={() => location.reload()}>
            {t.t('ui.guest.again')}
          </button>
          <a class="btn" href={t.path(playPage(game))}>
            {t.t('ui.guest.one-screen', { title })}
          </a>
        </div>
      </div>
    );
  if (!w)
    return (
      <p class="guest-gate" role="status">
        {t.t('ui.guest.joining', { noun, title })}
      </p>
    );
  return (
    <form
      class="guest-gate"
      aria-label={t.t('ui.guest.label')}
      onSubmit={(e) => {
        e.preventDefault();
        room.join(name.trim(), w.seat === null ? 'watch' : 'play');
      }}
    >
      <p>
        {t.t('ui.guest.welcome', {
          host: w.host || '',
          named: w.host ? 'yes' : 'no',
          noun,
          title,
          seat: w.seat === null ? 'watch' : 'play',
          n: (w.seat ?? 0) + 1,
        })}
      </p>
      {w.note && <p class="play-message">{t.say(w.note)}</p>}
      <p class="form-row">
        <label for="guest-name">{t.t('ui.guest.name')}</label>
        <input id="guest-name" type="text" maxLength={24} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </p>
      <div class="play-actions">
        <button type="submit" class="btn btn-primary">
          {w.seat === null ? t.t('ui.guest.watch') : t.t('ui.guest.play')}
        </button>
        {w.seat !== null && (
          <button type="button" class="btn" onClick={() => room.join(name.trim(), 'watch')}>
            {t.t('ui.guest.just-watch')}
          </button>
        )}
      </div>
    </form>
  );
}

/** While playing from this device: whose game it is, and whether the link to it holds. */
export function GuestBar({ room, title, noun }: { room: GuestRoom; title: string; noun: string }) {
  const t = useWords();
  const host = room.welcome?.host || '';
  // The host's last word; or its welcome's, which stays true (every seat was taken as they chose: they watch).
  const note = room.note ?? room.welcome?.note;
  const line =
    room.status.kind === 'open'
      ? t.t('ui.guest.connected', { host, named: host ? 'yes' : 'no', noun, title })
      : room.status.kind === 'failed'
        ? t.t('ui.guest.lost', { host, named: host ? 'yes' : 'no', noun, why: room.status.why })
        : t.t('ui.guest.dropped', { host, named: host ? 'yes' : 'no', noun, title, seat: room.welcome?.seat == null ? 'watch' : 'play' });
  return (
    <div class="play-toolbar guest-bar" role="group" aria-label={t.t('ui.guest.device')}>
      <p role="status" aria-live="polite">
        {line}
      </p>
      {note && <p class="play-message">{t.say(note)}</p>}
    </div>
  );
}
