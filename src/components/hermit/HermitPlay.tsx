/** Island: a whole Hermit match for 2 to 5 seats, each a person at this screen or the computer. */
import { useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { capitalise, card, type CardId } from '../../engine/deck';
import { canFollow, hermit, playableTricks, waitingFor } from '../../engine/hermit';
import { describeEvent, formatPoints } from '../../engine/hermit/describe';
import { hermitPlayMachine, lastEvents, seatNames, shownEvent, undoPoint, type HermitPlayContext, type HermitPlayEvent, type HermitSetup, type SeatKind } from '../../machines/hermit-play';
import { stateName } from '../../machines/history';
import { randomSeed } from '../../lib/saved-game';
import { openSeatsGame } from '../../lib/seats-opening';
import { useSeatsSession } from '../play/usePlaySession';
import { HermitTable } from './HermitTable';
import { HandoffPanel, PlayMessage, SetAsideNotice, TeachingBanner, PlaySidebar, PlayToolbar, ScoreTable, SeatsForm } from '../play/PlayChrome';
import { HandSummary } from './HandSummary';
import { seatsOf } from './HermitExample';

const SAVE_KEY = 'decktet-rules:hermit:save';
/** Where this page keeps its game, and how a saved one is read back. */
const SAVED = { key: SAVE_KEY, game: 'hermit', noun: 'match', parseOptions: hermit.parseOptions };
const PAGE = '/games/hermit/play/';
const DEFAULT_SEATS: SeatKind[] = ['human', 'computer', 'computer', 'computer'];


const freshMatch = (message?: string): HermitSetup => ({ seed: randomSeed(), options: { players: 4, target: 66, pleasantCompany: false, houseParty: false }, seats: DEFAULT_SEATS, ...(message ? { message, messageKind: 'error' as const } : {}) });

/** The match the page opens with: a link's deal, the saved match, or a new one; with a message if something was wrong. */
function openingMatch(): HermitSetup {
  return openSeatsGame({
    ...SAVED,
    linkOptions: (params) => {
      const options = hermit.parseOptions({ players: Number(params.get('players') ?? 4), target: params.get('target') === '100' ? 100 : 66, pleasantCompany: params.get('pc') === '1', houseParty: params.get('hp') === '1' });
      return options.ok ? options : { ok: false, error: 'Hermit is for 2 to 5 players' };
    },
    fresh: freshMatch,
  });
}

function status(value: string, ctx: HermitPlayContext, names: readonly string[]): string {
  const s = ctx.state;
  const waiting = waitingFor(s);
  const who = names[ctx.viewer] ?? '';
  if (value === 'computer') {
    const seat = waiting.find((x) => ctx.seats[x] === 'computer') ?? 0;
    return s.phase === 'play' ? `${names[seat]} is thinking…` : `${names[seat]} is choosing a card in secret…`;
  }
  if (value === 'resolving') {
    const e = lastEvents(ctx)[ctx.shown - 1];
    return e ? describeEvent(shownEvent(ctx, e), names) : '…';
  }
  if (value === 'handoff') return `Pass the screen to ${names[waiting.find((x) => ctx.seats[x] === 'human') ?? 0]}.`;
  if (value === 'handSummary') return `Hand ${s.results.length} is over. See the scores below.`;
  if (value === 'over') {
    const o = hermit.outcome(s);
    if (!o) return 'Game over.';
    const winners = o.winners.map((w) => names[w]).join(' and ');
    return `Game over. ${winners} ${o.winners.length > 1 ? 'share the win' : winners === 'You' ? 'win' : 'wins'} with the lowest score, ${formatPoints(Math.min(...o.scores))}.`;
  }
  const prefix = names.filter((n) => n !== 'You').length === names.length ? `${who}: ` : '';
  if (s.phase === 'start') return `${prefix}No tricks are on the table: choose a card, in secret, to start a trick of your own.`;
  if (s.phase === 'cottage') return `${prefix}The table is clear: choose a card, in secret, to add to the Cottage.`;
  if (ctx.selected) {
    const tricks = playableTricks(s, ctx.selected);
    if (tricks.length > 0) return `${prefix}${capitalise(card(ctx.selected).name)} is picked: choose a trick to play it on.`;
    return canFollow(s, ctx.viewer) ? `${prefix}${capitalise(card(ctx.selected).name)} cannot follow any trick; pick another card.` : `${prefix}You cannot follow any trick: start a new one with ${card(ctx.selected).name}.`;
  }
  return `${prefix}Your turn: pick a card from your hand.`;
}

export default function HermitPlay() {
  const [snapshot, sendToMachine] = useMachine(hermitPlayMachine, {
    input: { seed: 'welcome', options: { players: 4, target: 66, pleasantCompany: false, houseParty: false }, seats: DEFAULT_SEATS },
  });
  const ctx = snapshot.context;
  const value = stateName(snapshot.value);
  const names = seatNames(ctx.seats);
  const { send, root } = useSeatsSession<typeof ctx.options, HermitPlayEvent>({ sendToMachine, ctx, value, saved: SAVED, opening: () => ({ type: 'LOAD', game: openingMatch() }), focusSelector: '[data-zone="hand"] button' });
  const [teaching, setTeaching] = useState(false);
  const [form, setForm] = useState({ players: 4, seats: [...DEFAULT_SEATS, 'computer'] as SeatKind[], target: 66, pleasantCompany: false, houseParty: false });

  const s = ctx.state;
  const human = value.startsWith('human');
  const pressableCards = new Map<CardId, string>();
  if (human) {
    for (const c of s.hands[ctx.viewer] ?? [])
      pressableCards.set(c, s.phase === 'start' ? 'choose it to start a trick' : s.phase === 'cottage' ? 'add it to the Cottage' : ctx.selected === c ? 'picked; press again to put it back' : 'pick to play');
  }
  const targets = new Set<number>(human && ctx.selected && s.phase === 'play' ? playableTricks(s, ctx.selected).map((t) => t.id) : []);
  const mustStartNew = human && s.phase === 'play' && ctx.selected !== null && !canFollow(s, ctx.viewer);
  const highlight = new Set<CardId>();
  if (value === 'resolving') {
    const e = lastEvents(ctx)[ctx.shown - 1];
    if (e && (e.type === 'play' || e.type === 'new-trick')) highlight.add(e.card);
    if (e && e.type === 'starts') for (const t of e.tricks) highlight.add(t.cards[0]?.card as CardId);
  }
  const undo = undoPoint(ctx);
  const log = ctx.history.flatMap((h) => h.events.map((e) => shownEvent(ctx, e)));
  const newMatch = () => {
    const seats = form.seats.slice(0, form.players);
    if (!seats.includes('human')) seats[0] = 'human';
    send({ type: 'LOAD', game: { seed: randomSeed(), options: { players: form.players as 2 | 3 | 4 | 5, target: form.target, pleasantCompany: form.pleasantCompany, houseParty: form.houseParty }, seats, speed: ctx.speed } });
  };
  const outcome = hermit.outcome(s);
  const link = `${PAGE}?seed=${encodeURIComponent(ctx.seed)}&players=${ctx.options.players}${ctx.options.target === 100 ? '&target=100' : ''}${ctx.options.pleasantCompany ? '&pc=1' : ''}${ctx.options.houseParty ? '&hp=1' : ''}`;

  return (
    <div class="play not-content" ref={root} data-state={value}>
      <SeatsForm
        id="hermit"
        summary="New match: players, seats and options"
        submit="Start the new match"
        players={form.players}
        seats={form.seats}
        onPlayers={(players) => setForm({ ...form, players })}
        onSeat={(i, kind) => setForm({ ...form, seats: form.seats.map((k, j) => (j === i ? kind : k)) })}
        onSubmit={newMatch}
      >
        <label>
          <input type="checkbox" checked={form.target === 100} onChange={(e) => setForm({ ...form, target: e.currentTarget.checked ? 100 : 66 })} /> Play to 100 (3 to 5 players)
        </label>
        <label>
          <input type="checkbox" checked={form.pleasantCompany} onChange={(e) => setForm({ ...form, pleasantCompany: e.currentTarget.checked })} /> Pleasant Company
        </label>
        <label>
          <input type="checkbox" checked={form.houseParty} onChange={(e) => setForm({ ...form, houseParty: e.currentTarget.checked })} /> House Party
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
        link={link}
        info={`Hand ${Math.min(s.handNo + 1, s.results.length + 1)}`}
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
          ) : value === 'handSummary' && s.results[ctx.handsSeen] ? (
            <div>
              <HandSummary result={s.results[ctx.handsSeen]!} names={names} totals={s.results.slice(0, ctx.handsSeen + 1).reduce((acc, r) => acc.map((x, i) => x + (r.points[i] ?? 0)), s.scores.map(() => 0))} />
              <div class="play-actions">
                <button type="button" class="btn btn-primary" onClick={() => send({ type: 'NEXT_HAND' })}>
                  {ctx.handsSeen + 1 >= s.results.length && s.phase === 'over' ? 'See the final result' : 'Next hand'}
                </button>
              </div>
            </div>
          ) : value === 'over' && outcome ? (
            <section class="game-over" aria-labelledby="game-over-title">
              <h2 id="game-over-title">{status('over', ctx, names)}</h2>
              <ScoreTable caption="Points per hand (lowest total wins)" corner="Hand" names={names} rows={s.results.map((r) => ({ label: r.hand + 1, values: r.points.map(formatPoints) }))} totals={outcome.scores.map(formatPoints)} />
              <div class="play-actions">
                <button type="button" class="btn btn-primary" onClick={newMatch}>
                  New match
                </button>
              </div>
            </section>
          ) : (
            <>
              {teaching && <TeachingBanner next={ctx.options.players === 2 ? s.cottage : []} what="the Cottage" />}
              <HermitTable
                seats={seatsOf(s, names, (seat) => teaching || seat === ctx.viewer && (human || ctx.seats.filter((k) => k === 'human').length === 1))}
                tricks={s.tricks}
                turn={s.phase === 'play' ? s.turn : null}
                dealer={s.dealer}
                me={ctx.viewer}
                highlight={highlight}
                selected={ctx.selected}
                pressableCards={pressableCards}
                onPressCard={(c) => send({ type: 'PRESS', card: c })}
                pressableTricks={targets}
                onPressTrick={(t) => send({ type: 'TRICK', trick: t })}
                {...(ctx.options.players === 2 ? { cottage: { count: s.cottage.length, mine: s.cottageAdded[ctx.viewer] ?? [] } } : {})}
                label="The table"
              />
              {mustStartNew && ctx.selected && (
                <div class="play-actions">
                  <button type="button" class="btn btn-primary" onClick={() => send({ type: 'TRICK', trick: 'new' })}>
                    Start a new trick with {card(ctx.selected).name}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
        <PlaySidebar
          names={names}
          scores={names.map((_, i) => formatPoints(s.scores[i] ?? 0))}
          hint={
            <>
              Follow the <strong>last</strong> card of a trick. The highest card (or a tie) takes the trick in front of you. Lowest score wins. <a href="/games/hermit/">How to play</a>
            </>
          }
          log={log.map((e) => describeEvent(e, names))}
        />
      </div>
    </div>
  );
}
