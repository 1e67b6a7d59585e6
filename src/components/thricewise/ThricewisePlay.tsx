/** Island: a whole game of Thricewise for 2 to 5 seats, each a person at this screen or the computer. */
import { card, type CardId } from '../../engine/deck';
import { thricewise, type Cell, type ThricewiseEvent, type ThricewiseMove, type ThricewiseOptions, type ThricewiseState } from '../../engine/thricewise';
import { thricewiseDefinition as def } from '../../engine/thricewise/definition';
import { createPlayMachine } from '../../play/machine';
import { Card } from '../cards/Card';
import { PlayShell, ScoreTable, usePlay, type Play } from '../play/PlayShell';
import { possessive } from '../words';
import { ThricewiseGrid } from './ThricewiseGrid';

/** While placing: which of the person's cards goes next (null: the first of them). */
type Picked = CardId | null;
const machine = createPlayMachine(def, null as Picked);
type ThricewisePlayState = Play<ThricewiseState, ThricewiseMove, ThricewiseOptions, ThricewiseEvent, Picked>;

/** The card a person places next: the one they picked, else the one the coach waits for (in a guided game), else the first they hold to place. */
const nextToPlace = (play: ThricewisePlayState): CardId | null => {
  const mine = play.ctx.state.placing[0]?.cards ?? [];
  if (play.ctx.selection && mine.includes(play.ctx.selection)) return play.ctx.selection;
  const coached = play.coach ? thricewise.parseMove(play.coach.move) : null;
  if (coached?.ok && coached.value.type === 'place' && mine.includes(coached.value.card)) return coached.value.card;
  return mine[0] ?? null;
};

function status(play: ThricewisePlayState): string {
  const { ctx, names, value } = play;
  const s = ctx.state;
  if (value === 'over') {
    const o = thricewise.outcome(s);
    if (!o) return 'Game over.';
    const winners = o.winners.map((w) => names[w]).join(' and ');
    const verb = o.winners.length > 1 ? 'share the win' : o.winners[0] === play.you ? 'win' : 'wins';
    return `Game over. ${winners} ${verb} with ${Math.max(...o.scores)} points.`;
  }
  const prefix = play.you === null ? `${names[ctx.viewer ?? 0]}: ` : '';
  if (s.phase === 'choose') return `${prefix}Choose a card to play this turn, in secret.`;
  const mine = s.placing[0]?.cards ?? [];
  const picked = nextToPlace(play);
  if (mine.length > 1) return `${prefix}Place your cards, in any order: ${picked ? `${card(picked).name} is picked; ` : ''}pick a space on the grid.`;
  return `${prefix}Place ${picked ? card(picked).name : 'your card'}: pick a space on the grid.`;
}

/** `guided`: the game's guided first game, with the coach, instead of a free game. */
export default function ThricewisePlay({ guided = false }: { guided?: boolean }) {
  const play = usePlay(def, machine, '[data-zone="hand"] button, .tw-space', guided);
  const { ctx, names, value, send } = play;
  const s = ctx.state;
  const seat = ctx.viewer;
  const human = value === 'human';
  const choosing = human && s.phase === 'choose';
  const placing = human && s.phase === 'place';
  const picked = placing ? nextToPlace(play) : null;
  const v = thricewise.view(s, seat ?? -1);
  // The spaces the engine allows for the picked card.
  const spaces: Cell[] = picked ? thricewise.legalMoves(s).flatMap((m) => (m.type === 'place' && m.card === picked ? [{ row: m.row, col: m.col }] : [])) : [];
  const lastPlace = [...(ctx.history[ctx.history.length - 1]?.events ?? [])].reverse().find((e) => e.type === 'place');
  const trios = lastPlace && lastPlace.type === 'place' ? lastPlace.trios : [];
  // The coach's cards while it waits in a guided game; otherwise the card just placed.
  const highlight = play.coach?.cards ?? new Set<CardId>(lastPlace && lastPlace.type === 'place' ? [lastPlace.card] : []);
  const coached = play.coach ? thricewise.parseMove(play.coach.move) : null;
  const outcome = thricewise.outcome(s);
  const over = value === 'over';

  return (
    <PlayShell
      play={play}
      status={status(play)}
      step={choosing ? 'choosing' : 'placing'}
      scores={names.map((_, i) => String(s.scores[i] ?? 0))}
      info={`Turn ${s.turnNo} · Draw pile ${s.drawPile.length}`}
      teachingNext={{ cards: s.drawPile.slice(0, 6) }}
      hint={
        <>
          Three in a line scores: a shared suit, one rank, or ranks in order. Each trio is worth its lowest number card.{' '}
          <a href={`/games/${def.id}/`}>How to play</a>
        </>
      }
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{status(play)}</h2>
            <ScoreTable
              caption="Points by kind of trio"
              corner="Kind"
              names={names}
              rows={(outcome.breakdown[0] ?? []).map((line, i) => ({
                label: line.label.replace(/ \(\d+\)$/, ''),
                values: outcome.breakdown.map((b) => b[i]?.points ?? 0),
              }))}
              totals={outcome.scores}
            />
          </section>
        )
      }
    >
      <div class="tw-table">
        <ThricewiseGrid
          grid={s.grid}
          highlight={highlight}
          trios={trios}
          {...(coached?.ok && coached.value.type === 'place' ? { coached: { row: coached.value.row, col: coached.value.col } } : {})}
          {...(placing && picked
            ? {
                spaces,
                spaceHint: `place ${card(picked).name} here`,
                onPressSpace: (cell: Cell) => send({ type: 'MOVE', move: { type: 'place', card: picked, ...cell } }),
              }
            : {})}
          label="The grid"
        />
        <div class="tw-seats">
          {/* The seat facing the screen first, under the grid; the others side by side. */}
          {[...v.handCounts.keys()]
            .sort((x, y) => (x === v.seat ? -1 : y === v.seat ? 1 : x - y))
            .map((i) => {
              const count = v.handCounts[i] ?? 0;
              const own = i === v.seat;
              const hand = own ? v.hand : play.teaching || over ? (s.hands[i] ?? []) : null;
              const choice = own ? v.myChoice : play.teaching ? (s.chosen[i] ?? null) : null;
              const toPlace = s.placing[0]?.seat === i ? s.placing[0].cards : null;
              return (
                <section class={`zone ${toPlace ? 'is-turn' : ''}`} key={i} aria-label={names[i]} {...(own ? { 'data-mine': '' } : {})}>
                  <h4 class="zone-title">
                    {names[i]} · {s.scores[i]} points
                    {v.hasChosen[i] ? ' · has chosen' : ''}
                    {toPlace ? ' · placing' : ''}
                  </h4>
                  <div class="card-row" role="group" aria-label={`${possessive(names[i] ?? '')} hand`} {...(own ? { 'data-zone': 'hand' } : {})}>
                    {hand
                      ? hand.map((c) => (
                          <Card
                            key={c}
                            id={c}
                            size="medium"
                            selected={choice === c}
                            highlighted={highlight.has(c)}
                            {...(choosing && own
                              ? {
                                  onPress: (id: CardId) => send({ type: 'MOVE', move: { type: 'choose', seat: i, card: id } }),
                                  hint: 'choose it for this turn',
                                }
                              : {})}
                          />
                        ))
                      : `${count} cards`}
                  </div>
                  {toPlace && (
                    <div class="card-row" role="group" aria-label={`${possessive(names[i] ?? '')} cards to place`}>
                      <span>To place:</span>
                      {toPlace.map((c) => (
                        <Card
                          key={c}
                          id={c}
                          size="small"
                          selected={placing && picked === c}
                          highlighted={highlight.has(c)}
                          {...(placing && own && toPlace.length > 1
                            ? { onPress: (id: CardId) => send({ type: 'SELECT', selection: id }), hint: 'place this one next' }
                            : {})}
                        />
                      ))}
                    </div>
                  )}
                  {(v.deferred[i]?.length ?? 0) > 0 && (
                    <div class="card-row" role="group" aria-label={`${possessive(names[i] ?? '')} deferred cards`}>
                      <span>Deferred:</span>
                      {v.deferred[i]?.map((c) => (
                        <Card key={c} id={c} size="small" highlighted={highlight.has(c)} />
                      ))}
                    </div>
                  )}
                </section>
              );
            })}
        </div>
      </div>
    </PlayShell>
  );
}
