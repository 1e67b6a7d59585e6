/** Island: a whole game of Thricewise for 2 to 5 seats, each a person at this screen or the computer. */
import { useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { capitalise, card, type CardId } from '../../engine/deck';
import { legalCells, thricewise, waitingFor } from '../../engine/thricewise';
import { describeEvent } from '../../engine/thricewise/describe';
import { lastEvents, shownEvent, thricewisePlayMachine, undoPoint, type ThricewisePlayContext, type ThricewisePlayEvent, type ThricewiseSetup } from '../../machines/thricewise-play';
import { seatNames, stateName } from '../../machines/history';
import { randomSeed } from '../../lib/saved-game';
import { openSeatsGame, seatsFor } from '../../lib/seats-opening';
import { useSeatsSession } from '../play/usePlaySession';
import { Card } from '../cards/Card';
import { ThricewiseGrid } from './ThricewiseGrid';
import { HandoffPanel, PlayMessage, SetAsideNotice, TeachingBanner, PlaySidebar, PlayToolbar, ScoreTable, SeatsForm } from '../play/PlayChrome';
import { possessive } from '../words';

const SAVE_KEY = 'decktet-rules:thricewise:save';
/** Where this page keeps its game, and how a saved one is read back. */
const SAVED = { key: SAVE_KEY, game: 'thricewise', noun: 'game', parseOptions: thricewise.parseOptions };
const PAGE = '/games/thricewise/play/';
const fresh = (message?: string): ThricewiseSetup => ({ seed: randomSeed(), options: { players: 3 }, seats: seatsFor(3), ...(message ? { message, messageKind: 'error' as const } : {}) });


function openingGame(): ThricewiseSetup {
  return openSeatsGame({
    ...SAVED,
    linkOptions: (params) => {
      const options = thricewise.parseOptions({ players: Number(params.get('players') ?? 3) });
      return options.ok ? options : { ok: false, error: 'Thricewise is for 2 to 5 players' };
    },
    fresh,
  });
}

function status(value: string, ctx: ThricewisePlayContext, names: readonly string[]): string {
  const s = ctx.state;
  const waiting = waitingFor(s);
  if (value === 'computer') {
    const seat = waiting.find((x) => ctx.seats[x] === 'computer') ?? 0;
    return s.phase === 'choose' ? `${names[seat]} is choosing a card in secret…` : `${names[seat]} is placing a card…`;
  }
  if (value === 'resolving') {
    const e = lastEvents(ctx)[ctx.shown - 1];
    return e ? describeEvent(shownEvent(ctx, e), names) : '…';
  }
  if (value === 'handoff') return `Pass the screen to ${names[waiting.find((x) => ctx.seats[x] === 'human') ?? 0]}.`;
  if (value === 'over') {
    const o = thricewise.outcome(s);
    if (!o) return 'Game over.';
    const winners = o.winners.map((w) => names[w]).join(' and ');
    return `Game over. ${winners} ${o.winners.length > 1 ? 'share the win' : winners === 'You' ? 'win' : 'wins'} with ${Math.max(...o.scores)} points.`;
  }
  const prefix = names.includes('You') ? '' : `${names[ctx.viewer]}: `;
  if (s.phase === 'choose') return `${prefix}Choose a card to play this turn, in secret.`;
  const mine = s.placing[0]?.cards ?? [];
  if (mine.length > 1) return `${prefix}Place your cards, in any order: ${ctx.selected ? `${card(ctx.selected).name} is picked; ` : ''}pick a space on the grid.`;
  return `${prefix}Place ${ctx.selected ? card(ctx.selected).name : 'your card'}: pick a space on the grid.`;
}

export default function ThricewisePlay() {
  const [snapshot, sendToMachine] = useMachine(thricewisePlayMachine, { input: { seed: 'welcome', options: { players: 3 }, seats: seatsFor(3) } });
  const ctx = snapshot.context;
  const value = stateName(snapshot.value);
  const names = seatNames(ctx.seats);
  const { send, root } = useSeatsSession<typeof ctx.options, ThricewisePlayEvent>({ sendToMachine, ctx, value, saved: SAVED, opening: () => ({ type: 'LOAD', game: openingGame() }), focusSelector: '[data-zone="hand"] button, .tw-space' });
  const [teaching, setTeaching] = useState(false);
  const [form, setForm] = useState({ players: 3, seats: seatsFor(5) });

  const s = ctx.state;
  const placing = value === 'human.placing';
  const choosing = value === 'human.choosing';
  const lastPlace = [...lastEvents(ctx)].reverse().find((e) => e.type === 'place');
  const trios = lastPlace && lastPlace.type === 'place' ? lastPlace.trios : [];
  const highlight = new Set<CardId>(lastPlace && lastPlace.type === 'place' ? [lastPlace.card] : []);
  const undo = undoPoint(ctx);
  const log = ctx.history.flatMap((h) => h.events.map((e) => shownEvent(ctx, e)));
  const showHand = (seat: number) => teaching || (seat === ctx.viewer && (value.startsWith('human') || names.includes('You')));
  const newGame = () => {
    const seats = form.seats.slice(0, form.players);
    if (!seats.includes('human')) seats[0] = 'human';
    send({ type: 'LOAD', game: { seed: randomSeed(), options: { players: form.players as 2 | 3 | 4 | 5 }, seats, speed: ctx.speed } });
  };
  const outcome = thricewise.outcome(s);

  return (
    <div class="play not-content" ref={root} data-state={value}>
      <SeatsForm
        id="tw"
        summary="New game: players and seats"
        submit="Start the new game"
        players={form.players}
        seats={form.seats}
        onPlayers={(players) => setForm({ ...form, players })}
        onSeat={(i, kind) => setForm({ ...form, seats: form.seats.map((k, j) => (j === i ? kind : k)) })}
        onSubmit={newGame}
      />
      <PlayToolbar
        teaching={teaching}
        onTeaching={setTeaching}
        speed={ctx.speed}
        onSpeed={(speed) => send({ type: 'SPEED', speed })}
        undoWhy={undo.index === null ? undo.why : null}
        onUndo={() => send({ type: 'UNDO' })}
        seed={ctx.seed}
        link={`${PAGE}?seed=${encodeURIComponent(ctx.seed)}&players=${ctx.options.players}`}
        info={`Turn ${s.turnNo} · Draw pile ${s.drawPile.length}`}
      />
      <PlayMessage message={ctx.message} />
      <SetAsideNotice show={ctx.setAside && ctx.history.length === 0} saved={SAVED} onLoad={(game) => send({ type: 'LOAD', game })} />
      <div class="play-grid">
        <div class="play-main">
          <p class="play-status" aria-live="polite" data-testid="status">
            {status(value, ctx, names)}
          </p>
          {value === 'handoff' ? (
            <HandoffPanel name={names[waitingFor(s).find((x) => ctx.seats[x] === 'human') ?? 0] ?? ''} onReady={() => send({ type: 'READY' })} />
          ) : (
            <>
              {teaching && <TeachingBanner next={s.drawPile.slice(0, 6)} />}
              <ThricewiseGrid
                grid={s.grid}
                highlight={highlight}
                trios={trios}
                {...(placing && ctx.selected ? { spaces: legalCells(s.grid), spaceHint: `place ${card(ctx.selected).name} here`, onPressSpace: (cell) => send({ type: 'SPACE', cell }) } : {})}
                label="The grid"
              />
              <div class="tw-seats">
                {s.hands.map((hand, seat) => (
                  <section class={`zone ${s.placing[0]?.seat === seat ? 'is-turn' : ''}`} key={seat} aria-label={names[seat]}>
                    <h4 class="zone-title">
                      {names[seat]} · {s.scores[seat]} points
                      {s.chosen[seat] ? ' · has chosen' : ''}
                      {s.placing[0]?.seat === seat ? ' · placing' : ''}
                    </h4>
                    <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} hand`} {...(seat === ctx.viewer ? { 'data-zone': 'hand' } : {})}>
                      {showHand(seat)
                        ? hand.map((c) => (
                            <Card key={c} id={c} size="medium" selected={s.chosen[seat] === c} {...(choosing && seat === ctx.viewer ? { onPress: (id: CardId) => send({ type: 'PRESS', card: id }), hint: 'choose it for this turn' } : {})} />
                          ))
                        : `${hand.length} cards`}
                    </div>
                    {s.placing[0]?.seat === seat && (
                      <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} cards to place`}>
                        <span>To place:</span>
                        {s.placing[0].cards.map((c) => (
                          <Card key={c} id={c} size="small" selected={placing && ctx.selected === c} {...(placing && seat === ctx.viewer && s.placing[0]!.cards.length > 1 ? { onPress: (id: CardId) => send({ type: 'PRESS', card: id }), hint: 'place this one next' } : {})} />
                        ))}
                      </div>
                    )}
                    {(s.deferred[seat]?.length ?? 0) > 0 && (
                      <div class="card-row" role="group" aria-label={`${possessive(names[seat] ?? '')} deferred cards`}>
                        <span>Deferred:</span>
                        {s.deferred[seat]?.map((c) => <Card key={c} id={c} size="small" />)}
                      </div>
                    )}
                  </section>
                ))}
              </div>
            </>
          )}
          {value === 'over' && outcome && (
            <section class="game-over" aria-labelledby="game-over-title">
              <h2 id="game-over-title">{status('over', ctx, names)}</h2>
              <ScoreTable caption="Points by kind of trio" corner="Kind" names={names} rows={(outcome.breakdown[0] ?? []).map((line, i) => ({ label: line.label.replace(/ \(\d+\)$/, ''), values: outcome.breakdown.map((b) => b[i]?.points ?? 0) }))} totals={outcome.scores} />
              <div class="play-actions">
                <button type="button" class="btn btn-primary" onClick={newGame}>
                  New game
                </button>
              </div>
            </section>
          )}
        </div>
        <PlaySidebar
          names={names}
          scores={names.map((_, i) => String(s.scores[i] ?? 0))}
          hint={
            <>
              Three in a line scores: a shared suit, one rank, or ranks in order. Each trio is worth its lowest number card. <a href="/games/thricewise/">How to play</a>
            </>
          }
          log={log.map((e) => capitalise(describeEvent(e, names)))}
        />
      </div>
    </div>
  );
}
