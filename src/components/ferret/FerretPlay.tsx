/** Island: a whole game of Ferret against the computer or between two people at one screen. */
import { card, capitalise, type CardId } from '../../engine/deck';
import {
  ferret,
  printMove,
  scores,
  setMove,
  targetsFor,
  type FerretEvent,
  type FerretMove,
  type FerretOptions,
  type FerretState,
  type Seat,
} from '../../engine/ferret';
import { ferretDefinition as def } from '../../engine/ferret/definition';
import { describeEvent, outcomeText, setName, type Names } from '../../engine/ferret/describe';
import { createPlayMachine } from '../../play/machine';
import { Card } from '../cards/Card';
import { markedCards, PlayShell, usePlay, type Play } from '../play/PlayShell';
import { FerretTable } from './FerretTable';

/** The hand card picked, before its target. */
type Picked = CardId | null;
const machine = createPlayMachine(def, null as Picked);
type FerretPlayState = Play<FerretState, FerretMove, FerretOptions, FerretEvent, Picked>;

/** The final scoring, grouped into its stages, as this screen may show it. */
function scoringSteps(play: FerretPlayState): FerretEvent[][] {
  const all = play.ctx.history.flatMap((h) => h.events);
  const start = all.findIndex((e) => e.type === 'end');
  if (start < 0) return [];
  const steps: FerretEvent[][] = [[]];
  for (const e of all.slice(start)) {
    if (e.type === 'stage' || e.type === 'over') steps.push([]);
    (steps[steps.length - 1] as FerretEvent[]).push(play.shown(e));
  }
  return steps.filter((s) => s.length > 0);
}

function status(play: FerretPlayState, names: Names): string {
  const { ctx, value } = play;
  const s = ctx.state;
  if (value === 'over') {
    const o = ferret.outcome(s);
    return o ? outcomeText(o, names, play.you) : 'Game over.';
  }
  const who = play.you === null ? `${names[ctx.viewer ?? 0]}: ` : '';
  if (s.phase === 'choose-set') return `${who}More than one set can be made. Choose which to form.`;
  if (ctx.selection)
    return (
      `${who}${capitalise(card(ctx.selection).name)} is picked. Now pick a card in the pool or in ` +
      `the other tableau to ferret, or pick it again to put it back.`
    );
  return `${who}Your turn: pick a card from your hand to play, or pass.`;
}

/** `guided`: the game's guided first game, with the coach, instead of a free game. */
export default function FerretPlay({ guided = false }: { guided?: boolean }) {
  const play = usePlay(def, machine, '[data-zone="hand"] button, [data-zone="choices"] button', guided);
  const { ctx, value, send } = play;
  const names = [play.names[0] ?? 'You', play.names[1] ?? 'Ann'] as const;
  const s = ctx.state;
  const human = value === 'human';
  const viewer: Seat = ctx.viewer === 1 ? 1 : 0;
  const view = ferret.view(s, viewer);
  const picked = ctx.selection;

  const press = (id: CardId) => {
    if (!human) return;
    if (s.phase === 'choose-set') return send({ type: 'SAY', text: 'First choose which set to form, with the buttons below the table.' });
    if (s.hands[viewer].includes(id)) return send({ type: 'SELECT', selection: picked === id ? null : id });
    if (!picked) return send({ type: 'SAY', text: `First pick a card from your hand to play on ${card(id).name}.` });
    send({ type: 'MOVE', move: { type: 'ferret', card: picked, target: id } });
  };
  const pressable = new Map<CardId, { hint?: string; badge?: string }>();
  if (human && s.phase === 'play') {
    for (const c of s.hands[viewer]) pressable.set(c, { hint: picked === c ? 'picked; press again to put it back' : 'pick to play' });
    if (picked) {
      // The engine says which cards the picked card may ferret, and where each would go.
      for (const t of targetsFor(s, picked))
        pressable.set(t.target, { hint: `ferret it into your ${t.destination}`, badge: t.destination === 'tableau' ? '→ tableau' : '→ hand' });
      // Your own tableau may be pressed too, to be told why it cannot be ferreted.
      for (const t of s.tableaux[viewer]) if (!pressable.has(t)) pressable.set(t, {});
    }
  }
  const steps = scoringSteps(play);
  const recent = play.recent;
  const highlight = markedCards(play);
  const outcome = ferret.outcome(s);
  const sc = scores(s);

  return (
    <PlayShell
      play={play}
      status={status(play, names)}
      step={s.phase === 'choose-set' ? 'choosingSet' : picked ? 'choosingTarget' : 'choosingCard'}
      scores={sc.map((n) => `${n} cards`)}
      info={`Draw pile ${s.drawPile.length}`}
      teachingNext={{ cards: s.drawPile.slice(0, 6) }}
      hint={
        <>
          A card with a suit <strong>opposed</strong> to the target’s takes it into your tableau (then you draw); otherwise into your hand.{' '}
          <a href={`/games/${def.id}/`}>How to play</a>
        </>
      }
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title" tabIndex={-1}>
              {outcomeText(outcome, names, play.you)}
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
                    <th scope="row">{line.label.replace(/ \(\d+ × 3 cards\)/, '')}</th>
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
      {/* Nobody holds the screen (people handing it over): no table, so no hand can face the wrong person. */}
      {ctx.viewer !== null && (
        <div data-zone="table">
          <FerretTable
            view={view}
            otherHand={play.teaching || value === 'over' ? s.hands[viewer === 0 ? 1 : 0] : null}
            names={names}
            highlight={highlight}
            selected={picked}
            pressable={pressable}
            onPress={press}
            label="The table"
          />
        </div>
      )}
      {/* Pass stays in its place while the other player moves (disabled), so the table does not jump as turns change. */}
      {ctx.viewer !== null && s.phase === 'play' && (
        <div class="play-actions" data-zone="choices">
          <button type="button" class="btn" disabled={!human} onClick={() => send({ type: 'MOVE', move: { type: 'pass' } })}>
            Pass
          </button>
        </div>
      )}
      {human && s.phase === 'choose-set' && s.choice && (
        <div class="play-actions" role="group" aria-label="Sets you can form" data-zone="choices">
          {s.choice.options.map((o) => {
            // In a guided game, the coach's pick is marked (the others may be let through or explained).
            const coached = play.coach?.move === printMove(setMove(o));
            return (
              <button
                type="button"
                class={`btn ${coached ? 'is-coached' : ''}`}
                key={printMove(setMove(o))}
                {...(coached ? { 'data-coached': '' } : {})}
                onClick={() => send({ type: 'MOVE', move: setMove(o) })}
              >
                Form {setName({ low: o.low, high: o.low + 2, suit: o.suit })}: {o.cards.map((c) => card(c.card).name.replace(/^the /, '')).join(', ')}
                {coached ? <span class="sr-only"> (the coach’s pick)</span> : null}
              </button>
            );
          })}
        </div>
      )}
      {recent.length > 0 && steps.length === 0 && (
        <section class="last-move" aria-label="The last move">
          <h2 class="zone-title">The last move</h2>
          <ul>
            {recent.map((e, i) => (
              <li key={i}>{describeEvent(e, names, s.sets, play.you)}</li>
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
                {step.map((e, j) => (
                  <p key={j}>
                    {describeEvent(e, names, s.sets, play.you)}
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
