/** Island: a whole game of Ferret against the computer or between two people at one screen. */
import { useState } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { card, capitalise, type CardId } from '../../engine/deck';
import { destination, ferret, printMove, setMove, type FerretState, type Seat } from '../../engine/ferret';
import { describeEvent, outcomeText, setName } from '../../engine/ferret/describe';
import {
  ferretPlayMachine, lastEvents, namesFor, SCORING_SHOWN, scoringSteps, shownEvent, stateName, undoPoint,
  type GameSetup, type Mode, type PlayContext, type PlayEvent, type Speed,
} from '../../machines/ferret-play';
import type { FerretEvent } from '../../engine/ferret';
import { parseLink, parseSave, randomSeed, SAVE_VERSION, type SavedGame } from '../../lib/saved-game';
import { Card } from '../cards/Card';
import { readStorage, writeStorage } from '../../lib/storage';
import { defaultSpeed } from '../../lib/classroom';
import { FerretTable } from './FerretTable';
import { PlayLog, PlayMessage, TeachingBanner, TeachingSwitch } from '../play/PlayChrome';
import { usePlaySession } from '../play/usePlaySession';

const SAVE_KEY = 'decktet-rules:ferret:save';
const PREVIOUS_KEY = 'decktet-rules:ferret:previous';
const PAGE = '/games/ferret/play/';

/** Decides what the page opens: a linked deal, the saved game, or a new deal, with a message if something was wrong. */
function openingGame(): GameSetup {
  const link = parseLink(location.search);
  const saved = parseSave(readStorage(SAVE_KEY), 'ferret');
  if (location.search) history.replaceState(null, '', location.pathname + location.hash);
  if (link.seed) {
    if (saved.ok && saved.value && saved.value.seed !== link.seed && saved.value.moves.length > 0) writeStorage(PREVIOUS_KEY, readStorage(SAVE_KEY));
    const before = saved.ok ? saved.value : null;
    return { seed: link.seed, mode: link.mode ?? before?.mode ?? 'computer', speed: before?.speed ?? defaultSpeed(), ...(link.error ? { message: link.error, messageKind: 'error' } : {}) };
  }
  if (!saved.ok) return { seed: randomSeed(), mode: 'computer', message: `Your saved game could not be restored: ${saved.error}. A new game has started.`, messageKind: 'error' };
  const linkError = link.error ? { message: link.error, messageKind: 'error' as const } : {};
  if (saved.value) return { seed: saved.value.seed, mode: saved.value.mode ?? 'computer', speed: saved.value.speed, moves: saved.value.moves, message: 'Welcome back: your game is as you left it.', ...linkError };
  return { seed: randomSeed(), mode: link.mode ?? 'computer', speed: defaultSpeed(), ...linkError };
}

function statusText(stateValue: string, ctx: PlayContext, names: readonly [string, string]): string {
  const s = ctx.state;
  const actor = ferret.toAct(s);
  if (stateValue === 'computer') return s.phase === 'choose-set' ? 'The computer is choosing which set to form…' : 'The computer is thinking…';
  if (stateValue === 'resolving') {
    const e = lastEvents(ctx)[ctx.shown - 1];
    return e ? describeEvent(shownEvent(ctx, e), names, s.sets) : '…';
  }
  if (stateValue === 'handoff') return `Pass the screen to ${names[actor ?? 0]}.`;
  if (stateValue.startsWith('scoring')) return 'The game has ended. Step through the final scoring below.';
  if (stateValue === 'over') {
    const o = ferret.outcome(s);
    return o ? outcomeText(o, names) : 'Game over.';
  }
  const who = ctx.mode === 'friends' ? `${names[actor ?? 0]}: ` : '';
  if (s.phase === 'choose-set') return `${who}More than one set can be made. Choose which to form.`;
  if (ctx.selected) return `${who}${capitalise(card(ctx.selected).name)} is picked. Now pick a card in the pool or in the other tableau to ferret, or pick it again to put it back.`;
  return `${who}Your turn: pick a card from your hand to play, or pass.`;
}

export default function FerretPlay() {
  const [snapshot, sendToMachine] = useMachine(ferretPlayMachine, { input: { seed: 'welcome', mode: 'computer' } });
  const ctx = snapshot.context;
  const stateValue = stateName(snapshot.value);
  const names = namesFor(ctx.mode);
  const { send, root } = usePlaySession<PlayEvent>({
    sendToMachine,
    opening: () => ({ type: 'LOAD', game: openingGame() }),
    saveKey: SAVE_KEY,
    save: (): SavedGame => ({ v: SAVE_VERSION, game: 'ferret', seed: ctx.seed, mode: ctx.mode, speed: ctx.speed, moves: ctx.history.map((h) => h.move) }),
    saveDeps: [ctx.seed, ctx.mode, ctx.speed, ctx.history],
    personToAct: stateValue.startsWith('human'),
    turnDeps: [stateValue, ctx.history.length],
    focusSelector: '[data-zone="hand"] button, [data-zone="choices"] button',
  });

  const newGame = (mode: Mode) => send({ type: 'LOAD', game: { seed: randomSeed(), mode, speed: ctx.speed } });
  const s: FerretState = ctx.state;
  const actor = ferret.toAct(s);
  const humanTurn = stateValue.startsWith('human');
  const viewer: Seat = ctx.viewer;
  const view = ferret.view(s, viewer);
  const [teaching, setTeaching] = useState(false);
  const them: Seat = viewer === 0 ? 1 : 0;

  const pressable = new Map<CardId, { hint?: string; badge?: string }>();
  if (humanTurn && s.phase === 'play') {
    for (const c of s.hands[viewer]) pressable.set(c, { hint: ctx.selected === c ? 'picked; press again to put it back' : 'pick to play' });
    if (ctx.selected) {
      for (const t of [...s.pool, ...s.tableaux[them]]) {
        const to = destination(ctx.selected, t);
        pressable.set(t, { hint: `ferret it into your ${to}`, badge: to === 'tableau' ? '→ tableau' : '→ hand' });
      }
      for (const t of s.tableaux[viewer]) pressable.set(t, {});
    }
  }
  const undo = undoPoint(ctx);
  const steps = scoringSteps(ctx);
  const shownSteps = stateValue.startsWith('scoring.') ? (SCORING_SHOWN[stateValue.slice(8)] ?? steps.length) : steps.length;
  // The move just made, as far as it has been shown, with the cards of its latest step highlighted.
  const recent = (stateValue === 'resolving' ? lastEvents(ctx).slice(0, ctx.shown) : lastEvents(ctx)).map((e) => shownEvent(ctx, e));
  const highlight = new Set(stateValue === 'resolving' ? cardsOf(recent[recent.length - 1]) : []);
  const outcome = ferret.outcome(s);
  const log = ctx.history.flatMap((h) => h.events.map((e) => shownEvent(ctx, e)));
  const sets = s.sets;
  const linkHref = `${PAGE}?seed=${encodeURIComponent(ctx.seed)}${ctx.mode === 'friends' ? '&mode=friends' : ''}`;
  const previous = readStorage(PREVIOUS_KEY);

  return (
    <div class="play not-content" ref={root} data-state={stateValue}>
      <div class="play-toolbar" role="group" aria-label="Game controls">
        <button type="button" class="btn btn-primary" onClick={() => newGame(ctx.mode)}>
          New game
        </button>
        <label>
          Opponent{' '}
          <select
            value={ctx.mode}
            onChange={(e) => newGame(e.currentTarget.value as Mode)}
            aria-describedby="mode-note"
          >
            <option value="computer">The computer</option>
            <option value="friends">A friend at this screen</option>
          </select>
        </label>
        <span id="mode-note" class="sr-only">Changing the opponent starts a new game.</span>
        {ctx.mode === 'computer' && (
          <label>
            Computer speed{' '}
            <select value={ctx.speed} onChange={(e) => send({ type: 'SPEED', speed: e.currentTarget.value as Speed })}>
              <option value="quick">Quick</option>
              <option value="normal">Normal</option>
              <option value="slow">Slow</option>
            </select>
          </label>
        )}
        <TeachingSwitch on={teaching} onChange={setTeaching} />
        <button type="button" class="btn" onClick={() => send({ type: 'UNDO' })} aria-disabled={undo.index === null ? 'true' : 'false'} title={undo.index === null ? undo.why : 'Take back your last move'}>
          Undo
        </button>
        <span class="play-seed">
          Deal <code>{ctx.seed}</code> · <a href={linkHref}>Link to this deal</a>
        </span>
      </div>

      <PlayMessage message={ctx.message} />
      {previous && stateValue !== 'over' && ctx.history.length === 0 && (
        <p class="play-message">
          You opened a link to a new deal; the game you were playing was set aside.{' '}
          <button
            type="button"
            class="btn"
            onClick={() => {
              const saved = parseSave(previous, 'ferret');
              writeStorage(PREVIOUS_KEY, null);
              if (saved.ok && saved.value) send({ type: 'LOAD', game: { seed: saved.value.seed, mode: saved.value.mode ?? 'computer', speed: saved.value.speed, moves: saved.value.moves } });
            }}
          >
            Go back to it
          </button>
        </p>
      )}

      <div class="play-grid">
        <div class="play-main">
          <p class="play-status" aria-live="polite" data-testid="status">
            {statusText(stateValue, ctx, names)}
          </p>
          {stateValue === 'handoff' ? (
            <div class="handoff" role="group" aria-label="Pass the screen">
              <p>
                {names[actor ?? 0]}, it is your turn. Make sure only you can see the screen, then press “I am ready”.
              </p>
              <div class="play-actions">
                <button type="button" class="btn btn-primary" onClick={() => send({ type: 'READY' })}>
                  I am ready ({names[actor ?? 0]})
                </button>
                {undo.index !== null && (
                  <button type="button" class="btn" onClick={() => send({ type: 'UNDO' })}>
                    Undo my move ({names[ctx.history[ctx.history.length - 1]?.by ?? 0]})
                  </button>
                )}
              </div>
            </div>
          ) : (
            <div data-zone="table">
              {teaching && <TeachingBanner next={s.drawPile.slice(0, 6)} />}
              <FerretTable
                view={view}
                otherHand={teaching ? s.hands[viewer === 0 ? 1 : 0] : null}
                names={names}
                highlight={highlight}
                selected={ctx.selected}
                pressable={pressable}
                onPress={(id) => send({ type: 'PRESS', card: id })}
                label="The table"
              />
            </div>
          )}
          {recent.length > 0 && steps.length === 0 && (
            <section class="last-move" aria-label="The last move">
              <h2 class="zone-title">The last move</h2>
              <ul>
                {recent.map((e, i) => (
                  <li key={i}>{describeEvent(e, names, sets)}</li>
                ))}
              </ul>
            </section>
          )}
          {humanTurn && s.phase === 'play' && (
            <div class="play-actions" data-zone="choices">
              <button type="button" class="btn" onClick={() => send({ type: 'PASS' })}>
                Pass
              </button>
            </div>
          )}
          {humanTurn && s.phase === 'choose-set' && s.choice && (
            <div class="play-actions" role="group" aria-label="Sets you can form" data-zone="choices">
              {s.choice.options.map((o) => (
                <button type="button" class="btn" key={printMove(setMove(o))} onClick={() => send({ type: 'CHOOSE', move: setMove(o) })}>
                  Form {setName({ low: o.low, high: o.low + 2, suit: o.suit })}: {o.cards.map((c) => card(c.card).name.replace(/^the /, '')).join(', ')}
                </button>
              ))}
            </div>
          )}

          {steps.length > 0 && (
            <section class="scoring" aria-labelledby="scoring-title">
              <h2 id="scoring-title">Final scoring</h2>
              <ol class="scoring-steps">
                {steps.slice(0, Math.max(1, shownSteps)).map((step, i) => (
                  <li key={i}>
                    {step.map((e, j) => (
                      <p key={j}>
                        {describeEvent(e, names, sets)}
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
              {stateValue.startsWith('scoring') && (
                <div class="play-actions" data-zone="choices">
                  <button type="button" class="btn btn-primary" onClick={() => send({ type: 'NEXT_SCORE' })}>
                    Next scoring step
                  </button>
                  <button type="button" class="btn" onClick={() => send({ type: 'SHOW_ALL' })}>
                    Show all steps
                  </button>
                </div>
              )}
            </section>
          )}
          {stateValue === 'over' && outcome && (
            <section class="game-over" aria-labelledby="game-over-title">
              <h2 id="game-over-title" tabIndex={-1}>
                {outcomeText(outcome, names)}
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
              <div class="play-actions" data-zone="choices">
                <button type="button" class="btn btn-primary" onClick={() => newGame(ctx.mode)}>
                  New game
                </button>
              </div>
            </section>
          )}
        </div>

        <aside class="play-side" aria-label="Scores and log">
          <h2>Score</h2>
          <dl class="play-scores">
            {([0, 1] as const).map((p) => (
              <div key={p}>
                <dt>{names[p]}</dt>
                <dd data-testid={`score-${p}`}>{s.sets.filter((x) => x.owner === p).length * 3 + s.layoffs.filter((l) => l.owner === p).length} cards</dd>
              </div>
            ))}
            <div>
              <dt>Draw pile</dt>
              <dd data-testid="draw-count">{s.drawPile.length} cards</dd>
            </div>
          </dl>
          <p class="play-hint">
            A card with a suit <strong>opposed</strong> to the target’s takes it into your tableau (then you draw); otherwise into your hand.{' '}
            <a href="/games/ferret/">How to play</a>
          </p>
          <PlayLog lines={log.map((e) => describeEvent(e, names, sets))} limit={60} />
        </aside>
      </div>
    </div>
  );
}

/** The cards an event is about, to highlight while it is shown. */
function cardsOf(e: FerretEvent | undefined): CardId[] {
  if (!e) return [];
  switch (e.type) {
    case 'ferret':
      return [e.card, e.target];
    case 'set':
      return e.set.cards.map((c) => c.card);
    case 'layoff':
      return [e.layoff.card];
    case 'draw':
      return e.card ? [e.card] : [];
    default:
      return [];
  }
}


