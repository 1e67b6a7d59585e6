/**
 * The one play shell every play island uses: the chrome around a game's own table, drawn from the
 * island's `Play` (src/play/usePlay.ts), which holds a Screen and never the game's state. The coach, the
 * status line, the hand-over gate, the summary and game-over slots, the toolbar and the sidebar with the
 * scores and the log in words. Presentational: the engine judges every move.
 */
import { msg } from '../../engine/core/message';
import { Fragment, type ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { CardId } from '../../engine/deck';
import { gamePage } from '../../engine/pages';
import { firstPerson } from '../../play/seats';
import type { Play } from '../../play/usePlay';
import { RenderGuard } from '../RenderGuard';
import { useKeepFocus } from '../useKeepFocus';
import { Coach } from './Coach';
import { GuestBarLater, GuestGateLater, InviteLater } from './Later';
import { HandoffGate } from './HandoffGate';
import { HintPanel } from './HintPanel';
import { Notices, PlayMessage, TableProblem } from './Messages';
import { PlaySidebar } from './Sidebar';
import { onTableKey } from './tableKeys';
import { TeachingBanner } from './Teaching';
import { Toolbar } from './Toolbar';
import { useCardMotion } from './useCardMotion';
import { WhyButton } from '../rules/Why';
import { LookBackEntry, LookBackPart } from '../review/LookBack';
import { useWords } from '../../words/context';
import { said } from '../rules/said';

// Islands hand the shell their own Play; the shell reads only what every game's screen has.
type AnyPlay = Play<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The cards to mark on the table: the coach's, or those of the event being shown, or else every card of the last move. */
export function markedCards(play: AnyPlay): Set<CardId> {
  const { screen } = play;
  if (screen.coach && screen.phase === 'human') return new Set(screen.coach.cards);
  const latest = screen.recent[screen.recent.length - 1];
  return new Set<CardId>(screen.phase === 'resolving' ? (latest?.cards ?? []) : screen.recent.flatMap((e) => [...e.cards]));
}

export interface ShellProps {
  play: AnyPlay;
  /** The status line at a person's turn (the game says what to do). */
  status: string;
  /** Each seat's score, in words. */
  scores: readonly string[];
  /** A short line before the deal: "Hand 2", "Draw pile 15". */
  info?: string;
  /** The table (shown except during the hand-over and a summary). */
  children: ComponentChildren;
  /** A scored hand's or round's summary, with the game's own words. */
  summary?: ComponentChildren;
  /** The end: the result and its breakdown. */
  over?: ComponentChildren;
  /** What the person is doing within their turn ("choosing", "placing"), for styles and tests. */
  step?: string;
  className?: string;
}

export function PlayShell({ play, status, scores, info, children, summary, over, step, className = '' }: ShellProps) {
  const { screen, session, def } = play;
  const { phase, names } = screen;
  const w = useWords();
  useCardMotion(play.root, session.seed, screen.moves);
  // A control that goes with the turn (the hand-over's button once pressed, a scoring step's Next) hands
  // the keyboard's focus on to the next button to press, not to the top of the page. While the others play, the
  // focus waits on the status line; at the person's turn usePlay gives it to the hand, at the end the effect below
  // to the result.
  useKeepFocus(play.root, (el) => el.querySelector<HTMLElement>('.play-main .play-actions button:not([disabled])'), {
    at: (el) => el.querySelector<HTMLElement>('.play-status'),
    goOn: () => phase !== 'human' && phase !== 'over',
  });
  // A game that ends while it is watched brings its result into view (the last move may be made far down the table,
  // the result's heading above and out of sight) and the focus, if it was at the table, to that heading.
  const before = useRef(phase);
  useEffect(() => {
    const ended = phase === 'over' && before.current !== 'over' && !play.look.open;
    before.current = phase;
    const heading = ended ? play.root.current?.querySelector<HTMLElement>('#game-over-title') : null;
    if (!heading) return;
    const top = heading.getBoundingClientRect().top;
    if (top < 64 || top > innerHeight - 64) heading.scrollIntoView({ block: 'center' });
    const active = document.activeElement;
    if (active === null || active === document.body || play.root.current?.contains(active)) heading.focus({ preventScroll: true });
  }, [phase]);
  const inProgress = screen.moves > 0 && screen.toAct.length > 0;
  const message = play.note !== null ? { kind: 'error' as const, text: play.note } : play.answerPast ? null : screen.message;
  const hintName = screen.seat !== null ? (names[screen.seat] ?? '') : '';
  const hintYou = screen.seat !== null && screen.seat === screen.you;
  const room = play.room;
  const guest = room?.role === 'guest' ? room : null;
  // On a device an invitation opened: the host's table once this device has joined, until then the gate.
  const joining = guest !== null && !(guest.ready && guest.welcome && guest.live);
  // Looking back (issue 33): the replay's controls over the table, the review in the place of the game's controls.
  const look = { look: play.look, game: def.id, noun: def.noun, names };
  return (
    <div
      class={`play not-content ${session.guided ? 'is-guided' : ''} ${className}`}
      ref={play.root}
      data-state={phase}
      data-step={phase === 'human' ? step : undefined}
      data-viewer={screen.seat ?? 'none'}
      data-thinking={play.thinking ? 'true' : undefined}
      data-level={screen.level}
      data-teaching={play.teaching ? '' : undefined}
      // At a person's turn without a coach, the marked cards are the last move's, drawn as past, not as a suggestion.
      data-marks={phase === 'human' && !screen.coach ? 'past' : undefined}
      data-replay={play.look.open ? play.look.at : undefined}
      onKeyDown={(e) => onTableKey(e, play.root.current, phase === 'human' ? play.clear : null)}
    >
      <div class="play-grid">
        <div class="play-main">
          {screen.coach && (
            <Coach game={def.id} title={def.title} noun={def.noun} coach={screen.coach} phase={phase} moves={screen.moves} again={session.again} />
          )}
          {/* At the end the result is the game-over panel's heading: the line says it only to screen readers. */}
          {/* While the replay is on, its controls say where it is. */}
          {/* While joining, the gate says where things stand: this line would speak of this screen's own game. */}
          {!play.look.open && !joining && (
            <p class={`play-status ${phase === 'over' ? 'sr-only' : ''}`} aria-live="polite" data-testid="status" tabIndex={-1}>
              {screen.status === null ? status : said(w, screen.status)}
            </p>
          )}
          <LookBackPart {...look} part="bar" />
          {joining && guest ? (
            <GuestGateLater room={guest} game={def.id} title={def.title} noun={def.noun} />
          ) : phase === 'handoff' ? (
            <HandoffGate
              name={names[firstPerson(screen.toAct, screen.seats)] ?? ''}
              teaching={play.teaching}
              since={screen.teachingSince}
              onReady={() => play.send({ type: 'READY' })}
            />
          ) : phase === 'summary' && summary ? (
            <div>
              {summary}
              <div class="play-actions">
                <button type="button" class="btn btn-primary" disabled={screen.held} onClick={() => play.send({ type: 'NEXT' })}>
                  {screen.lastSummary ? w.t('ui.summary.final') : w.t('ui.summary.next', { noun: def.noun })}
                </button>
              </div>
            </div>
          ) : (
            // A table that cannot be drawn says so, with the game kept and the toolbar below still at hand,
            // and is tried again after the next move, undo, or a switch.
            <RenderGuard
              retry={`${session.seed}:${screen.moves}:${play.teaching}:${phase}`}
              fallback={(m) => <TableProblem message={m} teaching={play.teaching} canUndo={!session.guided && screen.moves > 0} />}
            >
              {screen.upcoming && <TeachingBanner next={screen.upcoming.cards} what={said(w, screen.upcoming.what)} />}
              {phase === 'over' && over}
              {phase === 'over' && screen.finalWhy.length > 0 && (
                <p class="final-why">
                  {w.t('ui.final.how')}
                  <WhyButton why={screen.finalWhy} game={def.id} about={w.phrase(msg('ui.final.about'))} />
                </p>
              )}
              <LookBackEntry {...look} end />
              {/* A new deal (the browser's own replacing the server's welcome deal, or a new game) draws a new
                  table rather than moving the old one's cards about: new elements are not a layout shift. */}
              <Fragment key={session.seed}>{children}</Fragment>
              {/* A refused move is answered here, next to the hand and the buttons that tried it. */}
              <Answer message={message} game={def.id} />
            </RenderGuard>
          )}
          {guest ? (
            !joining && <GuestBarLater room={guest} title={def.title} noun={def.noun} />
          ) : play.look.open ? (
            <LookBackPart {...look} part="panel" />
          ) : (
            <Toolbar
              def={def}
              session={session}
              undo={screen.undo}
              info={info}
              inProgress={inProgress}
              teaching={play.teaching}
              setTeaching={play.setTeaching}
              send={play.send}
              invite={
                <>
                  {room?.role === 'host' && !session.guided ? (
                    <InviteLater game={def.id} noun={def.noun} room={room} screen={screen} given={session.given} />
                  ) : null}
                  <LookBackEntry {...look} end={false} />
                </>
              }
            />
          )}
        </div>
        {/* Notices come after the page has loaded (a saved game's welcome back, a link set aside): at the
            top of the sidebar beside the table, or floating at the foot of a phone's screen, they never
            push the table down. While a device is joining another's game, this screen's own game has
            nothing to say beside the gate. */}
        {!joining && (
          <PlaySidebar
            notices={guest ? null : <Notices notices={session.notices} dismiss={session.dismiss} resume={session.resume} />}
            names={names}
            scores={scores}
            reminder={
              <>
                {said(w, screen.reminder)} <a href={w.path(gamePage(def.id))}>{w.t('ui.reminder.rules')}</a>
              </>
            }
            log={screen.log}
            game={def.id}
            // A watcher on another device has no choices to be shown, nor anyone once the game is over.
            panel={
              session.guided || screen.phase === 'over' || (guest !== null && screen.seat === null) ? null : (
                <HintPanel on={play.hintsOn} onChange={play.setHintsOn} hints={screen.hints} game={def.id} name={hintName} you={hintYou} />
              )
            }
          />
        )}
      </div>
    </div>
  );
}

/**
 * The answer to the person's last action, where they acted. A new answer is brought into view: under a
 * tall table it would otherwise be below the screen's edge, and the reader would think nothing happened.
 */
function Answer({ message, game }: { message: Parameters<typeof PlayMessage>[0]['message']; game: string }) {
  const at = useRef<HTMLDivElement>(null);
  const w = useWords();
  const text = message ? said(w, message.text) : '';
  useEffect(() => {
    if (text) at.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);
  return (
    <div ref={at} class="play-answer">
      <PlayMessage message={message} game={game} />
    </div>
  );
}
