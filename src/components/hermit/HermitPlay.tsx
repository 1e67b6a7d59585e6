/** Island: a whole Hermit match for 2 to 5 seats, each a person at this screen or the computer. */
import { capitalise, card, type CardId } from '../../engine/deck';
import {
  canFollow,
  hermit,
  playableTricks,
  type HermitEvent,
  type HermitMove,
  type HermitOptions,
  type HermitState,
  type HermitView,
} from '../../engine/hermit';
import { hermitDefinition as def } from '../../engine/hermit/definition';
import { formatPoints } from '../../engine/hermit/describe';
import { createPlayMachine } from '../../play/machine';
import { markedCards, PlayShell, randomSeed, ScoreTable, usePlay, type Play } from '../play/PlayShell';
import { HandSummary } from './HandSummary';
import { HermitTable, type SeatShown } from './HermitTable';

/** The picked card, before the trick it goes on is chosen. */
type Picked = CardId | null;
const machine = createPlayMachine(def, null as Picked);
type HermitPlayState = Play<HermitState, HermitMove, HermitOptions, HermitEvent, Picked>;

/** The seats as the view lets this screen show them: only the viewer's own hand and choice face up. */
function seatsShown(v: HermitView, s: HermitState, names: readonly string[], teaching: boolean): SeatShown[] {
  return v.handCounts.map((count, seat) => {
    const own = seat === v.seat;
    const hand = own ? v.hand : teaching ? (s.hands[seat] ?? []) : count;
    const choice = own ? v.myChoice : teaching ? (s.chosen[seat] ?? null) : null;
    return {
      name: names[seat] ?? `Player ${seat + 1}`,
      hand: Array.isArray(hand) ? hand.filter((c) => c !== choice) : hand,
      chosen: v.hasChosen[seat] ? (choice ?? true) : false,
      tricksTaken: v.tricksTaken[seat] ?? 0,
      score: v.scores[seat] ?? 0,
    };
  });
}

function status(play: HermitPlayState): string {
  const { ctx, names, value } = play;
  const s = ctx.state;
  if (value === 'summary') return `Hand ${ctx.summariesSeen + 1} is over. See the scores below.`;
  if (value === 'over') {
    const o = hermit.outcome(s);
    if (!o) return 'Game over.';
    const winners = o.winners.map((w) => names[w]).join(' and ');
    const verb = o.winners.length > 1 ? 'share the win' : o.winners[0] === play.you ? 'win' : 'wins';
    return `Game over. ${winners} ${verb} with the lowest score, ${formatPoints(Math.min(...o.scores))}.`;
  }
  const seat = ctx.viewer ?? 0;
  const prefix = play.you === null ? `${names[seat]}: ` : '';
  if (s.phase === 'start') return `${prefix}No tricks are on the table: choose a card, in secret, to start a trick of your own.`;
  if (s.phase === 'cottage') return `${prefix}The table is clear: choose a card, in secret, to add to the Cottage.`;
  const picked = ctx.selection;
  if (picked) {
    if (playableTricks(s, picked).length > 0) return `${prefix}${capitalise(card(picked).name)} is picked: choose a trick to play it on.`;
    return canFollow(s, seat)
      ? `${prefix}${capitalise(card(picked).name)} cannot follow any trick; pick another card.`
      : `${prefix}You cannot follow any trick: start a new one with ${card(picked).name}.`;
  }
  return `${prefix}Your turn: pick a card from your hand.`;
}

/** `guided`: the game's guided first game, with the coach, instead of a free game. */
export default function HermitPlay({ guided = false }: { guided?: boolean }) {
  const play = usePlay(def, machine, '[data-zone="hand"] button', guided);
  const { ctx, names, value, send } = play;
  const s = ctx.state;
  const human = value === 'human';
  const seat = ctx.viewer;
  const picked = ctx.selection;
  const v = hermit.view(s, seat ?? -1);

  const pressCard = (c: CardId) => {
    if (!human || seat === null) return;
    if (s.phase === 'start' || s.phase === 'cottage') return send({ type: 'MOVE', move: { type: s.phase, seat, card: c } });
    if (!(s.hands[seat] ?? []).includes(c)) return send({ type: 'SAY', text: `${capitalise(card(c).name)} is not in your hand: pick one of your own cards.` });
    if (picked === c) return send({ type: 'SELECT', selection: null });
    send({ type: 'SELECT', selection: c });
    // A card that cannot go anywhere while others can is explained at once, by the engine.
    if (playableTricks(s, c).length === 0 && canFollow(s, seat)) send({ type: 'MOVE', move: { type: 'play', card: c, trick: 'new' } });
  };
  const pressableCards = new Map<CardId, string>();
  if (human && seat !== null)
    for (const c of s.hands[seat] ?? [])
      pressableCards.set(
        c,
        s.phase === 'start'
          ? 'choose it to start a trick'
          : s.phase === 'cottage'
            ? 'add it to the Cottage'
            : picked === c
              ? 'picked; press again to put it back'
              : 'pick to play',
      );
  const targets = new Set<number>(human && picked && s.phase === 'play' ? playableTricks(s, picked).map((t) => t.id) : []);
  const mustStartNew = human && seat !== null && s.phase === 'play' && picked !== null && !canFollow(s, seat);
  const highlight = markedCards(play);
  const outcome = hermit.outcome(s);
  const result = s.results[ctx.summariesSeen];

  return (
    <PlayShell
      play={play}
      status={status(play)}
      step={s.phase === 'play' ? (picked ? 'choosingTrick' : 'choosingCard') : 'choosingSecret'}
      scores={names.map((_, i) => formatPoints(s.scores[i] ?? 0))}
      info={`Hand ${Math.min(s.handNo + 1, s.results.length + 1)}`}
      teachingNext={{ cards: ctx.options.players === 2 ? s.cottage : [], what: 'the Cottage' }}
      hint={
        <>
          Follow the <strong>last</strong> card of a trick. The highest card (or a tie) takes the trick in front of you. Lowest score wins.{' '}
          <a href={`/games/${def.id}/`}>How to play</a>
        </>
      }
      summary={
        result && (
          <HandSummary
            result={result}
            names={names}
            totals={s.results.slice(0, ctx.summariesSeen + 1).reduce(
              (acc, r) => acc.map((x, i) => x + (r.points[i] ?? 0)),
              s.scores.map(() => 0),
            )}
          />
        )
      }
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{status(play)}</h2>
            <ScoreTable
              caption="Points per hand (lowest total wins)"
              corner="Hand"
              names={names}
              rows={s.results.map((r) => ({ label: r.hand + 1, values: r.points.map(formatPoints) }))}
              totals={outcome.scores.map(formatPoints)}
            />
            <div class="play-actions">
              <button
                type="button"
                class="btn btn-primary"
                onClick={() => play.startNew({ seed: randomSeed(), options: ctx.options, seats: ctx.seats, names: ctx.given, speed: ctx.speed })}
              >
                New {def.noun}
              </button>
            </div>
          </section>
        )
      }
    >
      {value !== 'over' && (
        <>
          <HermitTable
            seats={seatsShown(v, s, names, play.teaching)}
            tricks={s.tricks}
            turn={s.phase === 'play' ? s.turn : null}
            secret={s.phase === 'start' || s.phase === 'cottage'}
            dealer={s.dealer}
            me={seat}
            highlight={highlight}
            selected={picked}
            pressableCards={pressableCards}
            onPressCard={pressCard}
            pressableTricks={targets}
            onPressTrick={(t) => picked && send({ type: 'MOVE', move: { type: 'play', card: picked, trick: t } })}
            {...(ctx.options.players === 2 ? { cottage: { count: s.cottage.length, mine: v.cottageAdded } } : {})}
            label="The table"
          />
          {mustStartNew && picked && (
            <div class="play-actions">
              <button type="button" class="btn btn-primary" onClick={() => send({ type: 'MOVE', move: { type: 'play', card: picked, trick: 'new' } })}>
                Start a new trick with {card(picked).name}
              </button>
            </div>
          )}
        </>
      )}
    </PlayShell>
  );
}
