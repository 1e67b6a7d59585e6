/** Island: a whole game of Jigger for 2 to 12 seats, each a person at this screen or the computer. */
import { useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { SUIT_INFO, SUITS, type CardId } from '../../engine/deck';
import { books, isExcuse, jigger, waitingFor, type JiggerOptions } from '../../engine/jigger';
import { describeEvent } from '../../engine/jigger/describe';
import { jiggerPlayMachine, lastEvents, undoPoint, type JiggerPlayContext, type JiggerPlayEvent, type JiggerSetup } from '../../machines/jigger-play';
import { seatNames, stateName } from '../../machines/history';
import { randomSeed } from '../../lib/saved-game';
import { openSeatsGame, seatsFor } from '../../lib/seats-opening';
import { SuitIcon } from '../cards/glyphs';
import { Card } from '../cards/Card';
import { HandoffPanel, PlayMessage, SetAsideNotice, TeachingBanner, PlaySidebar, PlayToolbar, SeatsForm } from '../play/PlayChrome';
import { useSeatsSession } from '../play/usePlaySession';
import { JiggerTable } from './JiggerTable';

const SAVE_KEY = 'decktet-rules:jigger:save';
/** Where this page keeps its game, and how a saved one is read back. */
const SAVED = { key: SAVE_KEY, game: 'jigger', noun: 'game', parseOptions: jigger.parseOptions };
const PAGE = '/games/jigger/play/';
const COUNTS = Array.from({ length: 11 }, (_, i) => i + 2);
const basic = (players: number): JiggerOptions => ({ players, first: 0, bookScoring: false, fishedExcuse: 'keep', handicap: null, staggered: false });
const fresh = (message?: string): JiggerSetup => ({ seed: randomSeed(), options: basic(3), seats: seatsFor(3), ...(message ? { message, messageKind: 'error' as const } : {}) });


function openingGame(): JiggerSetup {
  return openSeatsGame({
    ...SAVED,
    linkOptions: (params) => {
      const options = jigger.parseOptions({ players: Number(params.get('players') ?? 3), bookScoring: params.get('books') === '1', staggered: params.get('staggered') === '1' });
      return options.ok && options.value.players <= 12 ? options : { ok: false, error: 'this page plays 2 to 12 seats' };
    },
    fresh,
  });
}

function status(value: string, ctx: JiggerPlayContext, names: readonly string[]): string {
  const s = ctx.state;
  if (value === 'computer') return `${names[waitingFor(s)[0] ?? 0]} is thinking…`;
  if (value === 'resolving') {
    const e = lastEvents(ctx)[ctx.shown - 1];
    return e ? describeEvent(e, names, e.type === 'fish' && e.seat !== ctx.viewer) : '…';
  }
  if (value === 'handoff') return `Pass the screen to ${names[waitingFor(s).find((x) => ctx.seats[x] === 'human') ?? 0]}.`;
  if (value === 'over') {
    const o = jigger.outcome(s);
    const winners = (o?.winners ?? []).map((w) => names[w]).join(' and ');
    return `Game over. ${winners} ${(o?.winners.length ?? 0) > 1 ? 'share the win' : winners === 'You' ? 'win' : 'wins'}!`;
  }
  const prefix = names.includes('You') ? '' : `${names[ctx.viewer]}: `;
  if (s.phase === 'respond') return `${prefix}A demand for ${SUIT_INFO[s.pending?.suit ?? 'moons'].name}: choose what to give.`;
  return `${prefix}Your turn: say “I demand…” and press a suit.`;
}

export default function JiggerPlay() {
  const [snapshot, sendToMachine] = useMachine(jiggerPlayMachine, { input: { seed: 'welcome', options: basic(3), seats: seatsFor(3) } });
  const ctx = snapshot.context;
  const value = stateName(snapshot.value);
  const names = seatNames(ctx.seats);
  const { send, root } = useSeatsSession<typeof ctx.options, JiggerPlayEvent>({ sendToMachine, ctx, value, saved: SAVED, opening: () => ({ type: 'LOAD', game: openingGame() }), focusSelector: '.suit-buttons button, .respond-buttons button' });
  const [teaching, setTeaching] = useState(false);
  const [form, setForm] = useState({ players: 3, seats: seatsFor(12), first: 0, books: false, staggered: false, handicap: false, takesFaceDown: false });
  const s = ctx.state;
  const undo = undoPoint(ctx);
  const faceDown = s.options.handicap?.takesFaceDown === true;
  const latest = value === 'resolving' ? lastEvents(ctx)[ctx.shown - 1] : undefined;
  const highlight = new Set<CardId>(latest?.type === 'fish' && latest.card && (latest.match || latest.seat === ctx.viewer) ? [latest.card] : latest?.type === 'surrender' ? latest.cards : []);
  const log = ctx.history.flatMap((h) => h.events.map((e) => describeEvent(e, names, e.type === 'fish' && e.seat !== ctx.viewer)));
  const newGame = () => {
    const seats = form.seats.slice(0, form.players);
    if (!seats.includes('human')) seats[0] = 'human';
    const options: JiggerOptions = {
      ...basic(form.players),
      first: Math.min(form.first, form.players - 1),
      bookScoring: form.books,
      staggered: form.staggered,
      // The handicap: the second seat is the older player, who plays with open cards.
      handicap: form.players === 2 && (form.handicap || form.takesFaceDown) ? { older: 1, takesFaceDown: form.takesFaceDown } : null,
    };
    send({ type: 'LOAD', game: { seed: randomSeed(), options, seats, speed: ctx.speed } });
  };
  const answers = value === 'human.responding' ? jigger.legalMoves(s).filter((m) => m.type === 'respond') : [];
  return (
    <div class="play jigger-play not-content" ref={root} data-state={value}>
      <SeatsForm
        id="jigger"
        summary="New game: players, seats and options"
        submit="Start the new game"
        players={form.players}
        seats={form.seats}
        counts={COUNTS}
        onPlayers={(players) => setForm({ ...form, players })}
        onSeat={(i, kind) => setForm({ ...form, seats: form.seats.map((k, j) => (j === i ? kind : k)) })}
        onSubmit={newGame}
      >
        <label for="jigger-first">The youngest, who goes first</label>
        <select id="jigger-first" value={String(form.first)} onChange={(e) => setForm({ ...form, first: Number(e.currentTarget.value) })}>
          {Array.from({ length: form.players }, (_, i) => (
            <option key={i} value={i}>
              Seat {i + 1}
            </option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={form.books} onChange={(e) => setForm({ ...form, books: e.currentTarget.checked })} /> Book scoring
        </label>
        <label>
          <input type="checkbox" checked={form.handicap} onChange={(e) => setForm({ ...form, handicap: e.currentTarget.checked })} /> Two players of different ages: seat 2, the older, plays with open cards
        </label>
        <label>
          <input type="checkbox" checked={form.staggered} onChange={(e) => setForm({ ...form, staggered: e.currentTarget.checked })} /> Staggered demands
        </label>
        <label>
          <input type="checkbox" checked={form.takesFaceDown} onChange={(e) => setForm({ ...form, takesFaceDown: e.currentTarget.checked })} /> Two players: takes face down (advanced)
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
        link={`${PAGE}?seed=${encodeURIComponent(ctx.seed)}&players=${ctx.options.players}`}
        info={`Draw pile ${s.drawPile.length}`}
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
              {value === 'human.demanding' && (
                <div class="suit-buttons" role="group" aria-label="I demand…">
                  {SUITS.map((suit) => (
                    <button type="button" class="suit-btn" key={suit} onClick={() => send({ type: 'DEMAND', suit })} aria-label={`Demand ${SUIT_INFO[suit].name}, the ${SUIT_INFO[suit].colourName} suit`}>
                      <SuitIcon suit={suit} size="3rem" />
                      <span class="suit-btn-name">{SUIT_INFO[suit].name}</span>
                      <span class="suit-btn-colour">{SUIT_INFO[suit].colourName}</span>
                    </button>
                  ))}
                </div>
              )}
              {answers.length > 0 && (
                <div class="respond-buttons play-actions" role="group" aria-label="What to give">
                  {answers.map((m) =>
                    m.type === 'respond' ? (
                      <button type="button" class="btn" key={m.give.join()} onClick={() => send({ type: 'RESPOND', give: m.give })}>
                        Give {m.give.length === 1 ? '1 card' : `${m.give.length} cards`}
                        <span class="card-row">{m.give.map((c) => <Card key={c} id={c.split('#')[0] as CardId} size="small" />)}</span>
                      </button>
                    ) : null,
                  )}
                </div>
              )}
              {teaching && <TeachingBanner next={s.drawPile.slice(0, 6)} />}
              <JiggerTable
                seats={s.hands.map((hand, i) => ({
                  name: names[i] ?? '',
                  hand:
                    teaching || (i === ctx.viewer && (value.startsWith('human') || names.includes('You'))) || (s.options.handicap?.older === i && ctx.viewer !== i)
                      ? hand
                      : hand.length,
                  take: faceDown ? (s.takes[i]?.length ?? 0) : (s.takes[i] ?? []),
                }))}
                drawCount={s.drawPile.length}
                turn={s.phase === 'over' ? null : s.turn}
                highlight={highlight}
                me={ctx.viewer}
                label="The table"
              />
            </>
          )}
          {value === 'over' && (
            <section class="game-over" aria-labelledby="game-over-title">
              <h2 id="game-over-title">{status('over', ctx, names)}</h2>
              <table>
                <caption>How the game ended</caption>
                <thead>
                  <tr>
                    <th scope="col">Player</th>
                    <th scope="col">Cards taken</th>
                    {s.options.bookScoring && <th scope="col">Books</th>}
                    <th scope="col">Excuses taken</th>
                    <th scope="col">Cards in hand</th>
                  </tr>
                </thead>
                <tbody>
                  {names.map((n, i) => (
                    <tr key={n}>
                      <th scope="row">{n}</th>
                      <td>{s.takes[i]?.length ?? 0}</td>
                      {s.options.bookScoring && <td>{books(s.takes[i] ?? [])}</td>}
                      <td>{(s.takes[i] ?? []).filter(isExcuse).length}</td>
                      <td>{s.hands[i]?.length ?? 0}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
          scores={names.map((_, i) => (s.options.bookScoring ? `${books(s.takes[i] ?? [])} books` : `${s.takes[i]?.length ?? 0} taken`))}
          hint={
            <>
              Demand a suit. Everyone gives you their cards of that suit, or goes fishing. Most cards in your take wins. <a href="/games/jigger/">How to play</a>
            </>
          }
          log={log}
        />
      </div>
    </div>
  );
}
