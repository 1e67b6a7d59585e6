/**
 * Island: a whole game of Jigger for 2 to 12 seats, each a person at this screen or the computer. The page
 * gives it its words (`words`), which every component under it speaks with.
 */
import { SUITS } from '../../engine/deck';
import { baseCard, books, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerView } from '../../engine/jigger';
import { jiggerPlayDefinition as def } from '../../engine/jigger/play';
import type { GuidedGame } from '../../engine/core/guided';
import { usePlay, type Play } from '../../play/usePlay';
import { useWords, withWords } from '../../words/context';
import type { Words } from '../../words/words';
import { Card } from '../cards/Card';
import { markedCards, PlayShell } from '../play/PlayShell';
import { JiggerTable } from './JiggerTable';
import { SuitButton } from './SuitButton';

type JiggerPlayState = Play<JiggerView, JiggerMove, JiggerEvent, null, JiggerOptions>;

/** The status line: what the seat at the screen does now, with its name first on a shared screen. */
function status(play: JiggerPlayState, words: Words): string {
  const { screen } = play;
  const v = screen.view;
  if (screen.phase === 'over') return screen.result ?? words.t('jigger.status.over');
  const w = words.speaking(screen.names, screen.you);
  const who = { p: screen.seat ?? 0, named: screen.you === null ? 'yes' : 'no' };
  if (v.phase === 'respond') return w.t('jigger.status.respond', { ...who, s: v.pending?.suit ?? 'moons' });
  return w.t('jigger.status.demand', who);
}

/** `guided`: the game's guided first game (its definition's `guided`, as data), with the coach, instead of a free game. */
export default withWords(function JiggerPlay({ guided }: { guided?: GuidedGame }) {
  const words = useWords();
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
      status={status(play, words)}
      step={v.phase === 'respond' ? 'responding' : 'demanding'}
      scores={names.map((_, i) => {
        const take = v.takes[i];
        if (!take) return words.t('jigger.tally.taken', { n: v.takeCounts[i] ?? 0 });
        return v.options.bookScoring ? words.t('jigger.tally.books', { n: books(take) }) : words.t('jigger.tally.taken', { n: take.length });
      })}
      info={words.t('jigger.info.pile', { n: v.drawCount })}
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{screen.result}</h2>
            <table>
              <caption>{words.t('jigger.over.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.t('jigger.over.player')}</th>
                  {(outcome.breakdown[0] ?? []).map((line) => (
                    <th scope="col" key={line.label.id}>
                      {words.say(line.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {names.map((n, i) => (
                  <tr key={i}>
                    <th scope="row">{n}</th>
                    {(outcome.breakdown[i] ?? []).map((line) => (
                      <td key={line.label.id}>{line.points}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )
      }
    >
      {/* The demand's and the answer's buttons come and go inside a box that stays: an element added or removed
          right under the table's column would restyle the whole column, every card, at each tap (DEVELOPERS.md). */}
      <div class="demand-actions">
        {human && v.phase === 'demand' && (
          <div class="suit-buttons" role="group" aria-label={words.t('jigger.group.demand')}>
            {SUITS.map((suit) => (
              <SuitButton
                key={suit}
                suit={suit}
                size="3rem"
                coached={coached === suit}
                onPress={() => send({ type: 'MOVE', move: { type: 'demand', suit } })}
              />
            ))}
          </div>
        )}
        {answers.length > 0 && (
          <div class="respond-buttons play-actions" role="group" aria-label={words.t('jigger.group.give')}>
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
                  {words.t('jigger.button.give', { n: m.give.length })}
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
      </div>
      <JiggerTable
        names={names}
        seats={v.handCounts.map((count, i) => ({
          // At the end every hand is turned up: cards in hand break ties.
          hand: i === v.seat ? v.hand : (screen.open?.[i]?.hand ?? count),
          take: screen.open?.[i]?.takes[i] ?? takeOf(i),
        }))}
        you={screen.you}
        drawCount={v.drawCount}
        turn={over ? null : v.turn}
        highlight={markedCards(play)}
        {...(screen.seat !== null ? { me: screen.seat } : {})}
        label={words.t('jigger.table.label')}
      />
    </PlayShell>
  );
});
