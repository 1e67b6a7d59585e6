/** Island: a whole game of Jigger for 2 to 12 seats, each a person at this screen or the computer. */
import { SUIT_INFO, SUITS } from '../../engine/deck';
import { baseCard, books, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerView } from '../../engine/jigger';
import { jiggerPlayDefinition as def } from '../../engine/jigger/play';
import type { GuidedGame } from '../../engine/core/guided';
import { usePlay, type Play } from '../../play/usePlay';
import { Card } from '../cards/Card';
import { markedCards, PlayShell } from '../play/PlayShell';
import { JiggerTable } from './JiggerTable';
import { SuitButton } from './SuitButton';

type JiggerPlayState = Play<JiggerView, JiggerMove, JiggerEvent, null, JiggerOptions>;

function status(play: JiggerPlayState): string {
  const { screen } = play;
  const v = screen.view;
  if (screen.phase === 'over') return screen.result ?? 'Game over.';
  const prefix = screen.you === null ? `${screen.names[screen.seat ?? 0]}: ` : '';
  if (v.phase === 'respond') return `${prefix}A demand for ${SUIT_INFO[v.pending?.suit ?? 'moons'].name}: choose what to give.`;
  return `${prefix}Your turn: say “I demand…” and press a suit.`;
}

/** `guided`: the game's guided first game (its definition's `guided`, as data), with the coach, instead of a free game. */
export default function JiggerPlay({ guided }: { guided?: GuidedGame }) {
  const play: JiggerPlayState = usePlay(def, null, '.suit-buttons button, .respond-buttons button', guided);
  const { screen, send } = play;
  const { names } = screen;
  const v = screen.view;
  const over = screen.phase === 'over';
  const human = screen.phase === 'human';
  const coached = screen.coach?.move ?? null;
  const answers = human ? screen.choices.flatMap((m) => (m.type === 'respond' ? [m] : [])) : [];
  const outcome = screen.outcome;
  // What each seat's take shows: its cards where this screen may see them, else how many.
  const takeOf = (i: number) => v.takes[i] ?? v.takeCounts[i] ?? 0;
  return (
    <PlayShell
      play={play}
      className="demand-play"
      status={status(play)}
      step={v.phase === 'respond' ? 'responding' : 'demanding'}
      scores={names.map((_, i) => {
        const take = v.takes[i];
        if (!take) return `${v.takeCounts[i] ?? 0} taken`;
        return v.options.bookScoring ? `${books(take)} books` : `${take.length} taken`;
      })}
      info={`Draw pile ${v.drawCount}`}
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{screen.result}</h2>
            <table>
              <caption>How the game ended</caption>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  {(outcome.breakdown[0] ?? []).map((line) => (
                    <th scope="col" key={line.label}>
                      {line.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {names.map((n, i) => (
                  <tr key={i}>
                    <th scope="row">{n}</th>
                    {(outcome.breakdown[i] ?? []).map((line) => (
                      <td key={line.label}>{line.points}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )
      }
    >
      {human && v.phase === 'demand' && (
        <div class="suit-buttons" role="group" aria-label="I demand…">
          {SUITS.map((suit) => (
            <SuitButton key={suit} suit={suit} size="3rem" coached={coached === suit} onPress={() => send({ type: 'MOVE', move: { type: 'demand', suit } })} />
          ))}
        </div>
      )}
      {answers.length > 0 && (
        <div class="respond-buttons play-actions" role="group" aria-label="What to give">
          {answers.map((m) => {
            const mine = coached !== null && coached === def.module.printMove(m);
            return (
              <button
                type="button"
                class={`btn ${mine ? 'is-coached' : ''}`}
                key={m.give.join()}
                {...(mine ? { 'data-coached': '' } : {})}
                onClick={() => send({ type: 'MOVE', move: m })}
              >
                Give {m.give.length === 1 ? '1 card' : `${m.give.length} cards`}
                <span class="card-row">
                  {m.give.map((c) => (
                    <Card key={c} id={baseCard(c)} size="small" />
                  ))}
                </span>
              </button>
            );
          })}
        </div>
      )}
      <JiggerTable
        seats={v.handCounts.map((count, i) => ({
          name: names[i] ?? '',
          // At the end every hand is turned up: cards in hand break ties.
          hand: i === v.seat ? v.hand : (screen.open?.[i]?.hand ?? count),
          take: screen.open?.[i]?.takes[i] ?? takeOf(i),
        }))}
        you={screen.you}
        drawCount={v.drawCount}
        turn={over ? null : v.turn}
        highlight={markedCards(play)}
        {...(screen.seat !== null ? { me: screen.seat } : {})}
        label="The table"
      />
    </PlayShell>
  );
}
