/**
 * The list in "Your games" (./YourGames.tsx loads it when it is opened): every game of this kind the
 * person started on this device, last played first, with what it is, when it was played, how far it is
 * and whose turn; any can be resumed or let go. A game is kept until the person lets it go (src/play/shelf.ts).
 */
import { msg } from '../../engine/core/message';
import { useState } from 'preact/hooks';
import type { Noun } from '../../engine/core';
import { COMPUTER_NAMES, youOf } from '../../play/seats';
import type { Shelved } from '../../play/shelf';
import type { Session } from '../../play/usePlay';
import { useWords } from '../../words/context';
import type { Words } from '../../words/words';

const when = (w: Words, ms: number): string => new Date(ms).toLocaleString(w.locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The seats' names as the list shows them: the person of this device is "You". */
function names(w: Words, g: Shelved<unknown>): string[] {
  const you = youOf(g.setup.seats);
  return g.setup.seats.map((k, i) => {
    if (k === 'computer') return COMPUTER_NAMES[i] ?? w.t('core.name.computer', { n: i + 1 });
    if (i === you) return w.t('core.name.you');
    const name = (g.setup.names?.[i] ?? '').trim();
    return name ? `\u2068${name}\u2069` : w.t('core.name.player', { n: i + 1 });
  });
}

function summary(w: Words, g: Shelved<unknown>, noun: Noun): string {
  const seats = names(w, g);
  return w.phrase(
    msg('ui.games.line', {
      who: seats.join(', '),
      computer: g.setup.seats.includes('computer') ? 'yes' : 'no',
      level: g.setup.level ?? 'normal',
      far: g.over ? 'over' : g.moves === 0 ? 'new' : 'on',
      n: g.moves,
      turn: g.over || g.toAct.length === 0 ? 'no' : 'yes',
      toAct: g.toAct.map((s) => seats[s]).join(w.phrase(msg('ui.games.and'))),
      when: when(w, g.updated),
      over: g.over ? 'yes' : 'no',
      noun,
    }),
  );
}

/** The list of games, read afresh when it is drawn (each time "Your games" is opened) and after a game is let go. */
export function YourGamesList<O>({ session, noun }: { session: Session<O>; noun: Noun }) {
  const [games, setGames] = useState<readonly Shelved<O>[]>(() => session.games());
  const [asking, setAsking] = useState<string | null>(null);
  const refresh = () => setGames(session.games());
  const w = useWords();
  return (
    <>
      {games.length === 0 ? (
        <p class="form-note">{w.t('ui.games.none', { noun })}</p>
      ) : (
        <ul class="your-games-list">
          {games.map((g) => {
            const here = g.id === session.gameId;
            return (
              <li key={g.id} data-game-id={g.id} {...(here ? { 'aria-current': 'true' } : {})}>
                <span>
                  {here ? <strong>{w.t('ui.games.this', { noun })} </strong> : null}
                  {summary(w, g as Shelved<unknown>, noun)}
                </span>
                {!here && (
                  <span class="play-actions">
                    <button type="button" class="btn" onClick={() => session.resume(g.id)}>
                      {g.over ? w.t('ui.games.open') : w.t('ui.games.resume')}
                    </button>
                    {asking === g.id ? (
                      <button
                        type="button"
                        class="btn"
                        onClick={() => {
                          session.letGo(g.id);
                          setAsking(null);
                          refresh();
                        }}
                      >
                        {w.t('ui.games.let-go-sure')}
                      </button>
                    ) : (
                      <button type="button" class="btn btn-quiet" onClick={() => setAsking(g.id)}>
                        {w.t('ui.games.let-go')}
                      </button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
