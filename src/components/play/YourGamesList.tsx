/**
 * The list in "Your games" (./YourGames.tsx loads it when it is opened): every game of this kind the
 * person started on this device, last played first, with what it is, when it was played, how far it is
 * and whose turn; any can be resumed or let go. A game is kept until the person lets it go (src/play/shelf.ts).
 */
import { useState } from 'preact/hooks';
import { LEVEL_LABEL, type Noun } from '../../engine/core';
import { seatNames } from '../../play/seats';
import type { Shelved } from '../../play/shelf';
import type { Session } from '../../play/usePlay';

const when = (ms: number): string => new Date(ms).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function summary(g: Shelved<unknown>, noun: Noun): string {
  const names = seatNames(g.setup.seats, g.setup.names ?? []);
  const who = names.join(', ');
  const level = g.setup.seats.includes('computer') ? ` (computer: ${LEVEL_LABEL[g.setup.level ?? 'normal']})` : '';
  const far = g.over ? `over after ${g.moves} moves` : g.moves === 0 ? 'not started' : `${g.moves} ${g.moves === 1 ? 'move' : 'moves'} in`;
  const turn = g.over || g.toAct.length === 0 ? '' : ` · ${g.toAct.map((s) => names[s]).join(' and ')} to play`;
  return `${who}${level} · ${far}${turn} · last played ${when(g.updated)}${g.over ? '' : ` · ${noun} in progress`}`;
}

/** The list of games, read afresh when it is drawn (each time "Your games" is opened) and after a game is let go. */
export function YourGamesList<O>({ session, noun }: { session: Session<O>; noun: Noun }) {
  const [games, setGames] = useState<readonly Shelved<O>[]>(() => session.games());
  const [asking, setAsking] = useState<string | null>(null);
  const refresh = () => setGames(session.games());
  return (
    <>
      {games.length === 0 ? (
        <p class="form-note">No {noun} is kept on this device yet.</p>
      ) : (
        <ul class="your-games-list">
          {games.map((g) => {
            const here = g.id === session.gameId;
            return (
              <li key={g.id} data-game-id={g.id} {...(here ? { 'aria-current': 'true' } : {})}>
                <span>
                  {here ? <strong>This {noun}: </strong> : null}
                  {summary(g as Shelved<unknown>, noun)}
                </span>
                {!here && (
                  <span class="play-actions">
                    <button type="button" class="btn" onClick={() => session.resume(g.id)}>
                      Resume
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
                        Yes, let it go for good
                      </button>
                    ) : (
                      <button type="button" class="btn btn-quiet" onClick={() => setAsking(g.id)}>
                        Let it go…
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
