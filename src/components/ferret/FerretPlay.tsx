/** Island: a whole game of Ferret against the computer or between two people at one screen. */
import { card, capitalise, type CardId } from '../../engine/deck';
import { destination, printMove, scores, setMove, type FerretEvent, type FerretMove, type FerretOptions, type FerretView } from '../../engine/ferret';
import { ferretPlayDefinition as def } from '../../engine/ferret/play';
import type { GuidedGame } from '../../engine/core/guided';
import { setName } from '../../engine/ferret/describe';
import type { LogLine } from '../../play/screen';
import { usePlay, type Play } from '../../play/usePlay';
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

function status(play: FerretPlayState): string {
  const { screen, selection } = play;
  const v = screen.view;
  if (screen.phase === 'over') return screen.result ?? 'Game over.';
  const who = screen.you === null ? `${screen.names[screen.seat ?? 0]}: ` : '';
  if (v.phase === 'choose-set') return `${who}More than one set can be made. Choose which to form.`;
  if (selection)
    return (
      `${who}${capitalise(card(selection).name)} is picked. Now pick a card in the pool or in the ` +
      `other tableau to ferret, or pick it again to put it back.`
    );
  return `${who}Your turn: pick a card from your hand to play, or pass.`;
}

/** `guided`: the game's guided first game (its definition's `guided`, as data), with the coach, instead of a free game. */
export default function FerretPlay({ guided }: { guided?: GuidedGame }) {
  const play: FerretPlayState = usePlay(def, null as Picked, '[data-zone="hand"] button, [data-zone="choices"] button', guided);
  const { screen, send, selection: picked } = play;
  const v = screen.view;
  const names = [screen.names[0] ?? 'You', screen.names[1] ?? 'Ann'] as const;
  const human = screen.phase === 'human';
  const coached = screen.coach?.move ?? null;

  const press = (id: CardId) => {
    if (!human) return;
    if (v.phase === 'choose-set') return play.say('First choose which set to form, with the buttons below the table.');
    if (v.hand.includes(id)) return play.select(picked === id ? null : id);
    if (!picked) return play.say(`First pick a card from your hand to play on ${card(id).name}.`);
    send({ type: 'MOVE', move: { type: 'ferret', card: picked, target: id } });
  };
  const pressable = new Map<CardId, { hint?: string; badge?: string }>();
  if (human && v.phase === 'play') {
    for (const c of v.hand) pressable.set(c, { hint: picked === c ? 'picked; press again to put it back' : 'pick to play' });
    if (picked) {
      // The engine's legal moves say which cards the picked card may ferret; where each would go is the engine's too.
      for (const m of screen.choices)
        if (m.type === 'ferret' && m.card === picked) {
          const to = destination(picked, m.target);
          pressable.set(m.target, { hint: `ferret it into your ${to}`, badge: to === 'tableau' ? '→ tableau' : '→ hand' });
        }
      // Your own tableau may be pressed too, to be told why it cannot be ferreted.
      if (v.seat !== -1) for (const t of v.tableaux[v.seat]) if (!pressable.has(t)) pressable.set(t, {});
    }
  }
  const steps = scoringSteps(screen.log);
  const outcome = screen.outcome;
  const other = v.seat === 1 ? 0 : 1;

  return (
    <PlayShell
      play={play}
      status={status(play)}
      step={v.phase === 'choose-set' ? 'choosingSet' : picked ? 'choosingTarget' : 'choosingCard'}
      scores={scores(v).map((n) => `${n} cards`)}
      info={`Draw pile ${v.drawCount}`}
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title" tabIndex={-1}>
              {screen.result}
            </h2>
            <table>
              <caption>Cards in each score pile</caption>
              <thead>
                <tr>
                  <th scope="col">How</th>
                  <th scope="col">{names[0]}</th>
                  <th scope="col">{names[1]}</th>
                </tr>
              </thead>
              <tbody>
                {(outcome.breakdown[0] ?? []).map((line, i) => (
                  <tr key={i}>
                    <th scope="row">{line.label}</th>
                    <td>{line.points}</td>
                    <td>{outcome.breakdown[1]?.[i]?.points ?? 0}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Total</th>
                  <td>{outcome.scores[0]}</td>
                  <td>{outcome.scores[1]}</td>
                </tr>
              </tbody>
            </table>
          </section>
        )
      }
    >
      {/* The view is this screen's: with nobody's hand facing it (a watcher, the computer's turn between people) it holds no hand. */}
      <div data-zone="table">
        <FerretTable
          view={v}
          otherHand={screen.open?.[other]?.hand ?? null}
          names={names}
          highlight={markedCards(play)}
          selected={picked}
          pressable={pressable}
          onPress={press}
          label="The table"
        />
      </div>
      {/* Pass stays in its place while the other player moves (disabled), so the table does not jump as turns change. */}
      {screen.seat !== null && v.phase === 'play' && (
        <div class="play-actions" data-zone="choices">
          <button type="button" class="btn" disabled={!human} onClick={() => send({ type: 'MOVE', move: { type: 'pass' } })}>
            Pass
          </button>
        </div>
      )}
      {human && v.phase === 'choose-set' && v.choice && (
        <div class="play-actions" role="group" aria-label="Sets you can form" data-zone="choices">
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
                Form {setName({ low: o.low, high: o.low + 2, suit: o.suit })}: {o.cards.map((c) => card(c.card).name.replace(/^the /, '')).join(', ')}
                {mine ? <span class="sr-only"> (the coach’s pick)</span> : null}
              </button>
            );
          })}
        </div>
      )}
      {screen.recent.length > 0 && steps.length === 0 && (
        <section class="last-move" aria-label="The last move">
          <h2 class="zone-title">The last move</h2>
          <ul>
            {screen.recent.map((e, i) => (
              <li key={i}>{e.text}</li>
            ))}
          </ul>
        </section>
      )}
      {steps.length > 0 && (
        <section class="scoring" aria-labelledby="scoring-title">
          <h2 id="scoring-title">Final scoring</h2>
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
    </PlayShell>
  );
}
