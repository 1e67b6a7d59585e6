/** Island: a whole Hermit match for 2 to 5 seats, each a person at this screen or the computer. */
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import type { HermitEvent, HermitMove, HermitOptions, HermitView } from '../../engine/hermit';
import { hermitPlayDefinition as def } from '../../engine/hermit/play';
import type { GuidedGame } from '../../engine/core/guided';
import { formatPoints } from '../../engine/hermit/describe';
import type { Screen } from '../../play/screen';
import { usePlay, type Play } from '../../play/usePlay';
import { randomSeed } from '../../play/useSession';
import { useMemo } from 'preact/hooks';
import { useWords, withWords } from '../../words/context';
import type { Words } from '../../words/words';
import { markedCards, PlayShell } from '../play/PlayShell';
import { ScoreTable } from '../play/ScoreTable';
import { HandSummary } from './HandSummary';
import { HermitTable, type SeatShown } from './HermitTable';

/** The picked card, before the trick it goes on is chosen. */
type Picked = CardId | null;
type HermitPlayState = Play<HermitView, HermitMove, HermitEvent, Picked, HermitOptions>;

/** The seats as this screen may show them: the hand at the screen face up, the others face up only when every hand is. */
function seatsShown(w: Words, screen: Screen<HermitView, HermitMove, HermitEvent>): SeatShown[] {
  const v = screen.view;
  return v.handCounts.map((count, seat) => {
    const own = seat === v.seat ? v : screen.open?.[seat];
    const choice = own ? own.myChoice : null;
    return {
      name: screen.names[seat] ?? w.t('core.name.player', { n: seat + 1 }),
      hand: own ? own.hand.filter((c) => c !== choice) : count,
      chosen: v.hasChosen[seat] ? (choice ?? true) : false,
      tricksTaken: v.tricksTaken[seat] ?? 0,
      score: v.scores[seat] ?? 0,
    };
  });
}

/** Where the picked card may go: the tricks the engine allows it on, and whether any card can follow a trick at all. */
function targetsOf(choices: readonly HermitMove[], picked: Picked): { tricks: number[]; canFollow: boolean } {
  const plays = choices.flatMap((m) => (m.type === 'play' && m.trick !== 'new' ? [m] : []));
  return { tricks: plays.filter((m) => m.card === picked).map((m) => m.trick as number), canFollow: plays.length > 0 };
}

/**
 * The line under the table: what the person at the screen may do now. On a screen several people share it
 * starts with the name of the seat to act ("Ann: Your turn…"); `w` speaks of the screen's seats.
 */
function status(w: Words, play: HermitPlayState): string {
  const { screen, selection: picked } = play;
  const v = screen.view;
  if (screen.phase === 'summary') return w.t('hermit.status.summary', { h: screen.summariesSeen + 1 });
  if (screen.phase === 'over') return screen.result ?? w.t('hermit.status.over');
  const who = { shared: screen.you === null, p: screen.seat ?? 0 };
  if (v.phase === 'start') return w.t('hermit.status.start', who);
  if (v.phase === 'cottage') return w.t('hermit.status.cottage', who);
  if (picked) {
    const { tricks, canFollow } = targetsOf(screen.choices, picked);
    if (tricks.length > 0) return w.t('hermit.status.picked', { ...who, c: picked });
    return canFollow ? w.t('hermit.status.cannot-follow', { ...who, c: picked }) : w.t('hermit.status.start-new', { ...who, c: picked });
  }
  return w.t('hermit.status.turn', who);
}

/** `guided`: the game's guided first game (its definition's `guided`, as data), with the coach, instead of a free game. */
export default withWords(function HermitPlay({ guided }: { guided?: GuidedGame }) {
  const play: HermitPlayState = usePlay(def, null as Picked, '[data-zone="hand"] button', guided);
  const { screen, send, selection: picked } = play;
  const { names } = screen;
  // The page's words speaking of this screen's seats, the seat at the screen as "you" (made again only when those change).
  const base = useWords();
  const w = useMemo(() => base.speaking(names, screen.you), [base, names.join('\u0000'), screen.you]);
  const v = screen.view;
  const human = screen.phase === 'human';
  const seat = screen.seat;
  const { tricks, canFollow } = targetsOf(screen.choices, picked);
  const coached = screen.coach?.move ? def.module.parseMove(screen.coach.move) : null;
  const coachedMove = coached?.ok ? coached.value : null;

  const pressCard = (c: CardId) => {
    if (!human || seat === null) return;
    if (v.phase === 'start' || v.phase === 'cottage') return send({ type: 'MOVE', move: { type: v.phase, seat, card: c } });
    if (!v.hand.includes(c)) return play.say(w.t('hermit.play.not-in-hand', { c }));
    if (picked === c) return play.select(null);
    play.select(c);
    // A card that cannot go anywhere while others can is explained at once, by the engine.
    if (targetsOf(screen.choices, c).tricks.length === 0 && canFollow) send({ type: 'MOVE', move: { type: 'play', card: c, trick: 'new' } });
  };
  // The hand stays buttons while it faces the screen (idle between turns), not drawn as images and back at every
  // turn: that made each card's face anew twice a turn (issue 35). An idle card has no hint.
  const pressableCards = new Map<CardId, string>();
  if (seat !== null)
    for (const c of v.hand)
      pressableCards.set(
        c,
        !human
          ? ''
          : w.phrase(
              v.phase === 'start'
                ? msg('hermit.play.hint-start')
                : v.phase === 'cottage'
                  ? msg('hermit.play.hint-cottage')
                  : picked === c
                    ? msg('hermit.play.hint-picked')
                    : msg('hermit.play.hint-pick'),
            ),
      );
  const targets = new Set<number>(human && picked && v.phase === 'play' ? tricks : []);
  const mustStartNew = human && seat !== null && v.phase === 'play' && picked !== null && !canFollow;
  const outcome = screen.outcome;
  const result = v.results[screen.summariesSeen];
  // The match's totals after the hand shown: today's totals less the hands scored after it (a guided match begins
  // late, at 40, 58 and 60, so totals counted up from the first hand here would be short).
  const totalsAfter = (k: number) => v.scores.map((s, i) => v.results.slice(k + 1).reduce((t, r) => t - (r.points[i] ?? 0), s));
  const coachedTrick = coachedMove?.type === 'play' && coachedMove.card === picked ? coachedMove.trick : null;

  return (
    <PlayShell
      play={play}
      status={status(w, play)}
      step={v.phase === 'play' ? (picked ? 'choosingTrick' : 'choosingCard') : 'choosingSecret'}
      scores={names.map((_, i) => formatPoints(v.scores[i] ?? 0))}
      info={w.t('hermit.play.hand', { h: result ? result.hand + 1 : Math.min(v.handNo + 1, v.results.length + 1) })}
      summary={result && <HandSummary result={result} names={names} totals={totalsAfter(screen.summariesSeen)} />}
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{screen.result}</h2>
            <ScoreTable
              caption={w.t('hermit.play.points-caption')}
              corner={w.t('hermit.play.points-corner')}
              names={names}
              rows={v.results.map((r) => ({ label: r.hand + 1, values: r.points }))}
              totals={outcome.scores}
              format={formatPoints}
            />
            <div class="play-actions">
              <button
                type="button"
                class="btn btn-primary"
                onClick={() =>
                  play.session.startNew({
                    seed: randomSeed(),
                    options: play.session.options,
                    seats: play.session.seats,
                    names: play.session.given,
                    speed: play.session.speed,
                    level: play.session.level,
                  })
                }
              >
                {w.t('hermit.play.new-match')}
              </button>
            </div>
          </section>
        )
      }
    >
      {screen.phase !== 'over' && (
        <>
          <HermitTable
            seats={seatsShown(w, screen)}
            tricks={v.tricks}
            turn={v.phase === 'play' ? v.turn : null}
            secret={v.phase === 'start' || v.phase === 'cottage'}
            dealer={v.dealer}
            me={seat}
            you={screen.you}
            highlight={markedCards(play)}
            selected={picked}
            pressableCards={pressableCards}
            idle={!human}
            onPressCard={pressCard}
            pressableTricks={targets}
            onPressTrick={(t) => picked && send({ type: 'MOVE', move: { type: 'play', card: picked, trick: t } })}
            coachedTrick={typeof coachedTrick === 'number' ? coachedTrick : null}
            {...(v.options.players === 2 ? { cottage: { count: v.cottageCount, mine: v.cottageAdded } } : {})}
            label={w.t('hermit.play.table')}
          />
          {mustStartNew && picked && (
            <div class="play-actions">
              <button
                type="button"
                class={`btn btn-primary ${coachedTrick === 'new' ? 'is-coached' : ''}`}
                {...(coachedTrick === 'new' ? { 'data-coached': '' } : {})}
                onClick={() => send({ type: 'MOVE', move: { type: 'play', card: picked, trick: 'new' } })}
              >
                {w.t('hermit.play.start-new', { c: picked })}
              </button>
            </div>
          )}
        </>
      )}
    </PlayShell>
  );
});
