/** Island: a whole game of Ferret against the computer or between two people at one screen. */
import type { CardId } from '../../engine/deck';
import { destination, printMove, scores, setMove, type FerretEvent, type FerretMove, type FerretOptions, type FerretView } from '../../engine/ferret';
import { ferretPlayDefinition as def } from '../../engine/ferret/play';
import type { GuidedGame } from '../../engine/core/guided';
import { msg, type Message } from '../../engine/core/message';
import { setName } from '../../engine/ferret/describe';
import type { LogLine } from '../../play/screen';
import { usePlay, type Play } from '../../play/usePlay';
import { useMemo } from 'preact/hooks';
import { useWords, withWords } from '../../words/context';
import type { Words } from '../../words/words';
import { Card } from '../cards/Card';
import { markedCards, PlayShell } from '../play/PlayShell';
import { FerretTable } from './FerretTable';

/** The hand card picked, before its target. */
type Picked = CardId | null;
type FerretPlayState = Play<FerretView, FerretMove, FerretEvent, Picked, FerretOptions>;

/** The final scoring, grouped into its stages, as this screen shows it (from the log: it may take several moves, with set choices). */
function scoringSteps(log: readonly LogLine<FerretEvent>[]): { event: FerretEvent; text: string }[][] {
  const start = log.findIndex((e) => e.event?.type === 'end');
  if (start < 0) return [];
  const steps: { event: FerretEvent; text: string }[][] = [[]];
  for (const { event, text } of log.slice(start)) {
    if (!event) continue;
    if (event.type === 'stage' || event.type === 'over') steps.push([]);
    steps[steps.length - 1]?.push({ event, text });
  }
  return steps.filter((s) => s.length > 0);
}

function status(play: FerretPlayState, words: Words): string {
  const { screen, selection } = play;
  const v = screen.view;
  if (screen.phase === 'over') return screen.result ?? words.say(msg('ferret.status.over'));
  const line: Message =
    v.phase === 'choose-set' ? msg('ferret.status.choose-set') : selection ? msg('ferret.status.picked', { c: selection }) : msg('ferret.status.turn');
  // On a shared screen the line names whose it is.
  return screen.you === null ? words.say(msg('ferret.status.named', { name: screen.names[screen.seat ?? 0]!, line })) : words.say(line);
}

/** A set's cards by their bare names, "Ace of Moons, Author, Journey". */
function bareNames(cards: readonly CardId[]): Message {
  let out = msg('ferret.card.bare', { c: cards[0] ?? '' });
  for (const c of cards.slice(1)) out = msg('ferret.comma', { a: out, b: msg('ferret.card.bare', { c }) });
  return out;
}

/** `guided`: the game's guided first game (its definition's `guided`, as data), with the coach, instead of a free game. */
export default withWords(function FerretPlay({ guided }: { guided?: GuidedGame }) {
  const play: FerretPlayState = usePlay(def, null as Picked, '[data-zone="hand"] button, [data-zone="choices"] button', guided);
  const { screen, send, selection: picked } = play;
  const v = screen.view;
  const names = [screen.names[0] ?? '', screen.names[1] ?? ''] as const;
  // The page's words speaking of this screen's seats, the seat at the screen as "you".
  const base = useWords();
  const words = useMemo(() => base.speaking(names, screen.you), [base, names[0], names[1], screen.you]);
  const human = screen.phase === 'human';
  const coached = screen.coach?.move ?? null;

  const press = (id: CardId) => {
    if (!human) return;
    if (v.phase === 'choose-set') return play.say(words.say(msg('ferret.say.choose-set-first')));
    if (v.hand.includes(id)) return play.select(picked === id ? null : id);
    if (!picked) return play.say(words.say(msg('ferret.say.pick-first', { c: id })));
    send({ type: 'MOVE', move: { type: 'ferret', card: picked, target: id } });
  };
  const pressable = new Map<CardId, { hint?: string; badge?: string }>();
  // The hand stays buttons while it faces the screen (idle between turns), not drawn as images and back at every
  // turn: that made each card's face anew twice a turn (issue 35).
  if (v.seat !== -1 && v.phase === 'play')
    for (const c of v.hand) pressable.set(c, human ? { hint: words.phrase(picked === c ? msg('ferret.card.picked') : msg('ferret.card.pick')) } : {});
  if (human && v.phase === 'play' && picked) {
    // The engine's legal moves say which cards the picked card may ferret; where each would go is the engine's too.
    for (const m of screen.choices)
      if (m.type === 'ferret' && m.card === picked) {
        const to = destination(picked, m.target);
        pressable.set(m.target, { hint: words.phrase(msg('ferret.card.ferret-into', { to })), badge: words.phrase(msg('ferret.card.badge', { to })) });
      }
    // Your own tableau may be pressed too, to be told why it cannot be ferreted.
    if (v.seat !== -1) for (const t of v.tableaux[v.seat]) if (!pressable.has(t)) pressable.set(t, {});
  }
  const steps = scoringSteps(screen.log);
  const outcome = screen.outcome;
  const other = v.seat === 1 ? 0 : 1;

  return (
    <PlayShell
      play={play}
      status={status(play, words)}
      step={v.phase === 'choose-set' ? 'choosingSet' : picked ? 'choosingTarget' : 'choosingCard'}
      scores={scores(v).map((n) => words.phrase(msg('ferret.play.scored', { n })))}
      info={words.say(msg('ferret.play.draw-pile', { n: v.drawCount }))}
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title" tabIndex={-1}>
              {screen.result}
            </h2>
            <table>
              <caption>{words.say(msg('ferret.play.score-caption'))}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.say(msg('ferret.play.how'))}</th>
                  <th scope="col">{words.say(msg('ferret.play.seat', { p: 0 }))}</th>
                  <th scope="col">{words.say(msg('ferret.play.seat', { p: 1 }))}</th>
                </tr>
              </thead>
              <tbody>
                {(outcome.breakdown[0] ?? []).map((line, i) => (
                  <tr key={i}>
                    <th scope="row">{words.say(line.label)}</th>
                    <td>{line.points}</td>
                    <td>{outcome.breakdown[1]?.[i]?.points ?? 0}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{words.say(msg('ferret.play.total'))}</th>
                  <td>{outcome.scores[0]}</td>
                  <td>{outcome.scores[1]}</td>
                </tr>
              </tbody>
            </table>
          </section>
        )
      }
    >
      {/* The table and what is pressed or read beside it, in one box: on a short, wide screen one grid, Pass right under
          the hand and the last move beside the scored sets (src/styles/site.css, "Ferret's play table on a short, wide screen"). */}
      <div class="ferret-board">
        {/* The view is this screen's: with nobody's hand facing it (a watcher, the computer's turn between people) it holds no hand. */}
        <div data-zone="table">
          <FerretTable
            view={v}
            otherHand={screen.open?.[other]?.hand ?? null}
            names={names}
            you={screen.you}
            highlight={markedCards(play)}
            selected={picked}
            pressable={pressable}
            idle={!human}
            onPress={press}
            label={words.say(msg('ferret.table.label'))}
          />
        </div>
        {/* Pass stays in its place while the other player moves (disabled), so the table does not jump as turns change. */}
        {screen.seat !== null && v.phase === 'play' && (
          <div class="play-actions" data-zone="choices">
            <button type="button" class="btn" disabled={!human} onClick={() => send({ type: 'MOVE', move: { type: 'pass' } })}>
              {words.say(msg('ferret.play.pass'))}
            </button>
          </div>
        )}
        {human && v.phase === 'choose-set' && v.choice && (
          <div class="play-actions" role="group" aria-label={words.say(msg('ferret.play.sets'))} data-zone="choices">
            {v.choice.options.map((o) => {
              // In a guided game, the coach's pick is marked (the others may be let through or explained).
              const move = setMove(o);
              const mine = coached === printMove(move);
              return (
                <button
                  type="button"
                  class={`btn ${mine ? 'is-coached' : ''}`}
                  key={printMove(move)}
                  {...(mine ? { 'data-coached': '' } : {})}
                  onClick={() => send({ type: 'MOVE', move })}
                >
                  {words.say(
                    msg('ferret.play.form', { set: setName({ low: o.low, high: o.low + 2, suit: o.suit }), cards: bareNames(o.cards.map((c) => c.card)) }),
                  )}
                  {mine ? <span class="sr-only"> {words.phrase(msg('ferret.play.coach-pick'))}</span> : null}
                </button>
              );
            })}
          </div>
        )}
        {screen.recent.length > 0 && steps.length === 0 && (
          <section class="last-move" aria-label={words.say(msg('ferret.play.last-move'))}>
            <h2 class="zone-title">{words.say(msg('ferret.play.last-move'))}</h2>
            <ul>
              {screen.recent.map((e, i) => (
                <li key={i}>{e.text}</li>
              ))}
            </ul>
          </section>
        )}
        {steps.length > 0 && (
          <section class="scoring" aria-labelledby="scoring-title">
            <h2 id="scoring-title">{words.say(msg('ferret.play.final-scoring'))}</h2>
            <ol class="scoring-steps">
              {steps.map((step, i) => (
                <li key={i}>
                  {step.map(({ event: e, text }, j) => (
                    <p key={j}>
                      {text}
                      {e.type === 'set' && (
                        <span class="card-row scoring-cards">
                          {e.set.cards.map((c) => (
                            <Card key={c.card} id={c.card} size="small" />
                          ))}
                        </span>
                      )}
                      {e.type === 'layoff' && (
                        <span class="card-row scoring-cards">
                          <Card id={e.layoff.card} size="small" />
                        </span>
                      )}
                    </p>
                  ))}
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </PlayShell>
  );
});
