/** Island: a whole game of Jigger for 2 to 12 seats, each a person at this screen or the computer. */
import { SUIT_INFO, SUITS } from '../../engine/deck';
import { baseCard, books, goalText, isExcuse, jigger, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerState } from '../../engine/jigger';
import { jiggerDefinition as def } from '../../engine/jigger/definition';
import { createPlayMachine } from '../../play/machine';
import { SuitIcon } from '../cards/glyphs';
import { Card } from '../cards/Card';
import { markedCards, PlayShell, usePlay, type Play } from '../play/PlayShell';
import { JiggerTable } from './JiggerTable';

const machine = createPlayMachine(def, null);
type JiggerPlayState = Play<JiggerState, JiggerMove, JiggerOptions, JiggerEvent, null>;

function status(play: JiggerPlayState): string {
  const { ctx, names, value } = play;
  const s = ctx.state;
  if (value === 'over') {
    const o = jigger.outcome(s);
    const winners = (o?.winners ?? []).map((w) => names[w]).join(' and ');
    const verb = (o?.winners.length ?? 0) > 1 ? 'share the win' : o?.winners[0] === play.you ? 'win' : 'wins';
    return `Game over. ${winners} ${verb}!`;
  }
  const prefix = play.you === null ? `${names[ctx.viewer ?? 0]}: ` : '';
  if (s.phase === 'respond') return `${prefix}A demand for ${SUIT_INFO[s.pending?.suit ?? 'moons'].name}: choose what to give.`;
  return `${prefix}Your turn: say “I demand…” and press a suit.`;
}

/** `guided`: the game's guided first game, with the coach, instead of a free game. */
export default function JiggerPlay({ guided = false }: { guided?: boolean }) {
  const play = usePlay(def, machine, '.suit-buttons button, .respond-buttons button', guided);
  const { ctx, names, value, send } = play;
  const s = ctx.state;
  const over = value === 'over';
  // What this screen may show: the view of the seat at the screen (a seat-less view while it is handed over).
  const v = jigger.view(s, ctx.viewer ?? -1);
  const highlight = markedCards(play);
  const answers = value === 'human' && s.phase === 'respond' ? jigger.legalMoves(s).filter((m) => m.type === 'respond' && m.seat === ctx.viewer) : [];
  return (
    <PlayShell
      play={play}
      className="demand-play"
      status={status(play)}
      step={s.phase === 'respond' ? 'responding' : 'demanding'}
      scores={names.map((_, i) => {
        const take = v.takes[i];
        if (!take) return `${v.takeCounts[i] ?? 0} taken`;
        return s.options.bookScoring ? `${books(take)} books` : `${take.length} taken`;
      })}
      info={`Draw pile ${s.drawPile.length}`}
      // With more than one deck (one per three players) a card may be a copy (`AL#2`): shown as its card.
      teachingNext={{ cards: s.drawPile.slice(0, 6).map(baseCard) }}
      hint={
        <>
          Demand a suit. Everyone gives you their cards of that suit, or goes fishing. {goalText(s.options)} <a href={`/games/${def.id}/`}>How to play</a>
        </>
      }
      over={
        <section class="game-over" aria-labelledby="game-over-title">
          <h2 id="game-over-title">{status(play)}</h2>
          <table>
            <caption>How the game ended</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Cards taken</th>
                {s.options.bookScoring && <th scope="col">Books</th>}
                <th scope="col">Excuses taken</th>
                <th scope="col">Cards in hand</th>
              </tr>
            </thead>
            <tbody>
              {names.map((n, i) => (
                <tr key={i}>
                  <th scope="row">{n}</th>
                  <td>{s.takes[i]?.length ?? 0}</td>
                  {s.options.bookScoring && <td>{books(s.takes[i] ?? [])}</td>}
                  <td>{(s.takes[i] ?? []).filter(isExcuse).length}</td>
                  <td>{s.hands[i]?.length ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      }
    >
      {value === 'human' && s.phase === 'demand' && (
        <div class="suit-buttons" role="group" aria-label="I demand…">
          {SUITS.map((suit) => (
            <button
              type="button"
              class={`suit-btn ${play.coach?.move === suit ? 'is-coached' : ''}`}
              key={suit}
              {...(play.coach?.move === suit ? { 'data-coached': '' } : {})}
              onClick={() => send({ type: 'MOVE', move: { type: 'demand', suit } })}
              aria-label={`Demand ${SUIT_INFO[suit].name}, the ${SUIT_INFO[suit].colourName} suit${play.coach?.move === suit ? ' (the coach’s pick)' : ''}`}
            >
              <SuitIcon suit={suit} size="3rem" />
              <span class="suit-btn-name">{SUIT_INFO[suit].name}</span>
              <span class="suit-btn-colour">{SUIT_INFO[suit].colourName}</span>
            </button>
          ))}
        </div>
      )}
      {answers.length > 0 && (
        <div class="respond-buttons play-actions" role="group" aria-label="What to give">
          {answers.map((m) =>
            m.type === 'respond' ? (
              <button type="button" class="btn" key={m.give.join()} onClick={() => send({ type: 'MOVE', move: m })}>
                Give {m.give.length === 1 ? '1 card' : `${m.give.length} cards`}
                <span class="card-row">
                  {m.give.map((c) => (
                    <Card key={c} id={baseCard(c)} size="small" />
                  ))}
                </span>
              </button>
            ) : null,
          )}
        </div>
      )}
      <JiggerTable
        seats={s.hands.map((hand, i) => ({
          name: names[i] ?? '',
          // At the end every hand is turned up: cards in hand break ties.
          hand: over || play.teaching || i === v.seat ? hand : (v.handCounts[i] ?? 0),
          take: over || play.teaching ? (s.takes[i] ?? []) : (v.takes[i] ?? v.takeCounts[i] ?? 0),
        }))}
        you={play.you}
        drawCount={s.drawPile.length}
        turn={over ? null : s.turn}
        highlight={highlight}
        {...(ctx.viewer !== null ? { me: ctx.viewer } : {})}
        label="The table"
      />
    </PlayShell>
  );
}
