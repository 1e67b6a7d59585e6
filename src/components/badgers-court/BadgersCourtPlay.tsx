/** Island: a whole game of Badger's Court, against the computer or a person at this screen, over rounds to 17. */
import { useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { capitalise, card, type CardId } from '../../engine/deck';
import { badgersCourt, deckFor, DEFAULT_OPTIONS, type BadgersCourtOptions } from '../../engine/badgers-court';
import { describeEvent } from '../../engine/badgers-court/describe';
import { badgersCourtPlayMachine, lastEvents, shownEvent, undoPoint, type BadgersCourtPlayContext, type BadgersCourtPlayEvent, type BadgersCourtSetup } from '../../machines/badgers-court-play';
import { seatNames, stateName, type SeatKind } from '../../machines/history';
import { randomSeed } from '../../lib/saved-game';
import { openSeatsGame, seatsFor } from '../../lib/seats-opening';
import { useSeatsSession } from '../play/usePlaySession';
import { HandoffPanel, PlayMessage, SetAsideNotice, TeachingBanner, PlaySidebar, PlayToolbar, ScoreTable, SeatsForm } from '../play/PlayChrome';
import { CourtTable, PlayBar } from './CourtTable';
import { RoundSummary } from './RoundSummary';

const SAVE_KEY = 'decktet-rules:badgers-court:save';
/** Where this page keeps its game, and how a saved one is read back. */
const SAVED = { key: SAVE_KEY, game: 'badgers-court', noun: 'game', parseOptions: badgersCourt.parseOptions };
const PAGE = '/games/badgers-court/play/';
const fresh = (message?: string): BadgersCourtSetup => ({ seed: randomSeed(), options: DEFAULT_OPTIONS, seats: seatsFor(2), ...(message ? { message, messageKind: 'error' as const } : {}) });

/** Options as a link's query: only what differs from the standard game. */
export function optionsQuery(o: BadgersCourtOptions): string {
  const q: string[] = [];
  if (o.deck === 'extended') q.push('deck=extended');
  if (o.variant === 'traditional') q.push('variant=traditional');
  if (o.royal) q.push('royal=1');
  if (o.personalityPoints) q.push('personalities=1');
  if (o.drawEachTurn) q.push('draw=1');
  if (o.casinos) q.push('casinos=1');
  return q.map((x) => `&${x}`).join('');
}

function openingGame(): BadgersCourtSetup {
  return openSeatsGame({
    ...SAVED,
    linkOptions: (p) => {
      const options = badgersCourt.parseOptions({
        deck: p.get('deck') ?? 'basic',
        variant: p.get('variant') ?? 'standard',
        royal: p.get('royal') === '1',
        personalityPoints: p.get('personalities') === '1',
        drawEachTurn: p.get('draw') === '1',
        casinos: p.get('casinos') === '1',
      });
      return options.ok ? options : { ok: false, error: options.error[0]?.message ?? 'its options are not valid' };
    },
    fresh,
  });
}

function status(value: string, ctx: BadgersCourtPlayContext, names: readonly string[]): string {
  const s = ctx.state;
  if (value === 'computer') return `${names[s.turn]} is thinking…`;
  if (value === 'resolving') {
    const e = lastEvents(ctx)[ctx.shown - 1];
    return e ? describeEvent(shownEvent(ctx, e), names) : '…';
  }
  if (value === 'handoff') return `Pass the screen to ${names[s.turn]}.`;
  if (value === 'roundSummary') return `Round ${s.results.length} is over. See the scores, then go on.`;
  if (value === 'over') {
    const o = badgersCourt.outcome(s);
    if (!o) return 'Game over.';
    const w = o.winners.map((x) => names[x]).join(' and ');
    return `Game over. ${w} ${w === 'You' ? 'win' : 'wins'} ${Math.max(...o.scores)} to ${Math.min(...o.scores)}.`;
  }
  const prefix = names.includes('You') ? '' : `${names[ctx.viewer]}: `;
  if (value === 'human.composing' && ctx.chosen) return `${prefix}Play ${card(ctx.chosen).name}: choose the Court cards it takes or builds on, then Take, Build or Lay.`;
  return `${prefix}Your turn: choose a card from your hand to play.`;
}

export default function BadgersCourtPlay() {
  const [snapshot, sendToMachine] = useMachine(badgersCourtPlayMachine, { input: { seed: 'welcome', options: DEFAULT_OPTIONS, seats: seatsFor(2) } });
  const ctx = snapshot.context;
  const value = stateName(snapshot.value);
  const names = seatNames(ctx.seats);
  const { send, root } = useSeatsSession<typeof ctx.options, BadgersCourtPlayEvent>({ sendToMachine, ctx, value, saved: SAVED, opening: () => ({ type: 'LOAD', game: openingGame() }), focusSelector: '[data-zone="hand"] button' });
  const [teaching, setTeaching] = useState(false);
  const [form, setForm] = useState<{ seats: SeatKind[]; options: BadgersCourtOptions }>({ seats: seatsFor(2), options: DEFAULT_OPTIONS });

  const s = ctx.state;
  const human = value.startsWith('human');
  // The hand shown is the person's at the screen: between two people it changes only at the hand-over.
  const v = badgersCourt.view(s, ctx.viewer);
  const lastMove = lastEvents(ctx).find((e) => e.type === 'take' || e.type === 'build' || e.type === 'lay');
  const highlight = new Set<CardId>(
    value === 'resolving' || value === 'deciding' || human
      ? lastMove?.type === 'take'
        ? lastMove.taken
        : lastMove?.type === 'build'
          ? lastMove.cards
          : lastMove?.type === 'lay'
            ? [lastMove.card]
            : []
      : [],
  );
  const undo = undoPoint(ctx);
  const log = ctx.history.flatMap((h) => h.events.map((e) => shownEvent(ctx, e)));
  const newGame = () => {
    const seats = [...form.seats];
    if (!seats.includes('human')) seats[0] = 'human';
    send({ type: 'LOAD', game: { seed: randomSeed(), options: form.options, seats, speed: ctx.speed } });
  };
  const lastRound = s.results[s.results.length - 1];
  const traditional = form.options.variant === 'traditional';
  const setOption = (patch: Partial<BadgersCourtOptions>) => setForm({ ...form, options: { ...form.options, ...patch } });

  return (
    <div class="play not-content" ref={root} data-state={value}>
      <SeatsForm
        id="bc"
        summary="New game: seats and options"
        submit="Start the new game"
        players={2}
        counts={[2]}
        seats={form.seats}
        onPlayers={() => undefined}
        onSeat={(i, kind) => setForm({ ...form, seats: form.seats.map((k, j) => (j === i ? kind : k)) })}
        onSubmit={newGame}
      >
        <label>
          <input type="checkbox" checked={form.options.deck === 'extended'} onChange={(e) => setOption({ deck: e.currentTarget.checked ? 'extended' : 'basic' })} /> Add the Pawns and Courts
        </label>
        <label>
          <input type="checkbox" checked={traditional} onChange={(e) => setOption(e.currentTarget.checked ? { variant: 'traditional', royal: false, personalityPoints: false, casinos: false } : { variant: 'standard' })} /> Very traditional (to 25)
        </label>
        <label>
          <input type="checkbox" disabled={traditional} checked={form.options.royal} onChange={(e) => setOption({ royal: e.currentTarget.checked })} /> “Royal” Court values
        </label>
        <label>
          <input type="checkbox" disabled={traditional} checked={form.options.personalityPoints} onChange={(e) => setOption({ personalityPoints: e.currentTarget.checked })} /> Personalities 1 point each
        </label>
        <label>
          <input type="checkbox" disabled={traditional} checked={form.options.casinos} onChange={(e) => setOption({ casinos: e.currentTarget.checked })} /> Big and little casino
        </label>
        <label>
          <input type="checkbox" checked={form.options.drawEachTurn} onChange={(e) => setOption({ drawEachTurn: e.currentTarget.checked })} /> Draw a card after each turn
        </label>
      </SeatsForm>
      <PlayToolbar
        teaching={teaching}
        onTeaching={setTeaching}
        speed={ctx.speed}
        onSpeed={(speed) => send({ type: 'SPEED', speed })}
        undoWhy={undo.index === null ? undo.why : null}
        onUndo={() => send({ type: 'UNDO' })}
        seed={ctx.seed}
        link={`${PAGE}?seed=${encodeURIComponent(ctx.seed)}${optionsQuery(ctx.options)}`}
        info={`Round ${s.round + 1}${s.options.drawEachTurn ? '' : ` · Hand ${s.deal} of ${(deckFor(s.options).length - 4) / 8}`}`}
      />
      <PlayMessage message={ctx.message} />
      <SetAsideNotice show={ctx.setAside && ctx.history.length === 0} saved={SAVED} onLoad={(game) => send({ type: 'LOAD', game })} />
      <div class="play-grid">
        <div class="play-main">
          <p class="play-status" aria-live="polite" data-testid="status">
            {status(value, ctx, names)}
          </p>
          {value === 'handoff' ? (
            <HandoffPanel name={names[s.turn] ?? ''} onReady={() => send({ type: 'READY' })} />
          ) : value === 'roundSummary' && lastRound ? (
            <div>
              <RoundSummary result={lastRound} names={names} headingLevel={2} />
              <div class="play-actions">
                <button type="button" class="btn btn-primary" onClick={() => send({ type: 'NEXT_ROUND' })}>
                  Next round
                </button>
              </div>
            </div>
          ) : value === 'over' ? (
            <section class="game-over" aria-labelledby="game-over-title">
              <h2 id="game-over-title">{status('over', ctx, names)}</h2>
              {lastRound && <RoundSummary result={lastRound} names={names} />}
              <ScoreTable caption="Points by round" corner="Round" names={names} rows={s.results.map((r) => ({ label: `Round ${r.round + 1}`, values: r.points }))} totals={s.scores} />
              <div class="play-actions">
                <button type="button" class="btn btn-primary" onClick={newGame}>
                  New game
                </button>
              </div>
            </section>
          ) : (
            <>
              {teaching && <TeachingBanner next={s.stock.slice(0, 8)} what="the deck" />}
              <CourtTable
                view={v}
                names={names}
                highlight={highlight}
                otherHand={teaching ? (s.hands[1 - ctx.viewer] ?? []) : null}
                label="The table"
                {...(human
                  ? {
                      selectedCard: ctx.chosen,
                      selectedItems: new Set(ctx.items),
                      onPressHand: (id: CardId) => send({ type: 'PRESS', card: id }),
                      onToggleItem: (id: CardId) => send({ type: 'TOGGLE', item: id }),
                      actions: (
                        <PlayBar
                          hand={s.hands[s.turn] ?? []}
                          chosen={ctx.chosen}
                          items={ctx.items.length}
                          onPlay={(c) => send({ type: 'PLAY', play: c.kind === 'build' ? { kind: 'build', rank: c.rank ?? 'A' } : { kind: c.kind } })}
                          onClear={() => send({ type: 'CLEAR' })}
                        />
                      ),
                    }
                  : {})}
              />
            </>
          )}
        </div>
        <PlaySidebar
          names={names}
          scores={names.map((_, i) => String(s.scores[i] ?? 0))}
          hint={
            <>
              Match a rank, add Court cards up to a card you play, or build a total you hold another card of. Most Crowns 1, most Aces 2, most personalities 3; over 17 wins. <a href="/games/badgers-court/">How to play</a>
            </>
          }
          log={log.map((e) => capitalise(describeEvent(e, names)))}
        />
      </div>
    </div>
  );
}
