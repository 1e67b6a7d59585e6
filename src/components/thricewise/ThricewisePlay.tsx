/** Island: a whole game of Thricewise for 2 to 5 seats, each a person at this screen or the computer. */
import type { CardId } from '../../engine/deck';
import { msg } from '../../engine/core/message';
import type { Cell, ThricewiseEvent, ThricewiseMove, ThricewiseOptions, ThricewiseView } from '../../engine/thricewise';
import { thricewisePlayDefinition as def } from '../../engine/thricewise/play';
import { useMemo } from 'preact/hooks';
import type { GuidedGame } from '../../engine/core/guided';
import { usePlay, type Play } from '../../play/usePlay';
import { useWords, withWords } from '../../words/context';
import type { Words } from '../../words/words';
import { Card } from '../cards/Card';
import { PlayShell } from '../play/PlayShell';
import { ScoreTable } from '../play/ScoreTable';
import { ZoneTitle } from '../zone-heading';
import { ThricewiseGrid } from './ThricewiseGrid';

/** While placing: which of the person's cards goes next (null: the first of them). */
type Picked = CardId | null;
type ThricewisePlayState = Play<ThricewiseView, ThricewiseMove, ThricewiseEvent, Picked, ThricewiseOptions>;

/** The move the coach waits for, in a guided game. */
const coachedMove = (play: ThricewisePlayState): ThricewiseMove | null => {
  const m = play.screen.coach?.move ? def.module.parseMove(play.screen.coach.move) : null;
  return m?.ok ? m.value : null;
};

/** The card a person places next: the one they picked, else the one the coach waits for (in a guided game), else the first they hold to place. */
const nextToPlace = (play: ThricewisePlayState): CardId | null => {
  const mine = play.screen.view.placing[0]?.cards ?? [];
  if (play.selection && mine.includes(play.selection)) return play.selection;
  const coached = coachedMove(play);
  if (coached?.type === 'place' && mine.includes(coached.card)) return coached.card;
  return mine[0] ?? null;
};

/** What the person at the screen does now, in a line; on a shared screen, to whom it is said. */
function status(play: ThricewisePlayState, words: Words): string {
  const { screen } = play;
  const v = screen.view;
  if (screen.phase === 'over') return screen.result ?? words.t('thricewise.status.over');
  const mine = v.placing[0]?.cards ?? [];
  const picked = nextToPlace(play);
  const line = words.say(
    v.phase === 'choose'
      ? msg('thricewise.status.choose')
      : mine.length > 1
        ? picked
          ? msg('thricewise.status.place-many-picked', { c: picked })
          : msg('thricewise.status.place-many')
        : picked
          ? msg('thricewise.status.place-one', { c: picked })
          : msg('thricewise.status.place-yours'),
  );
  return screen.you === null ? words.t('thricewise.status.for', { p: screen.seat ?? 0, line }) : line;
}

/** `guided`: the game's guided first game (its definition's `guided`, as data), with the coach, instead of a free game. */
export default withWords(function ThricewisePlay({ guided }: { guided?: GuidedGame }) {
  const play: ThricewisePlayState = usePlay(def, null as Picked, '[data-zone="hand"] button, .tw-space', guided);
  const { screen, send } = play;
  const { names } = screen;
  const base = useWords();
  const words = useMemo(() => base.speaking(names, screen.you), [base, names.join('|'), screen.you]);
  const v = screen.view;
  const human = screen.phase === 'human';
  const choosing = human && v.phase === 'choose';
  const placing = human && v.phase === 'place';
  const picked = placing ? nextToPlace(play) : null;
  // The spaces the engine allows for the picked card.
  const spaces: Cell[] = picked ? screen.choices.flatMap((m) => (m.type === 'place' && m.card === picked ? [{ row: m.row, col: m.col }] : [])) : [];
  const lastPlace = [...screen.recent].reverse().find((e) => e.event.type === 'place')?.event;
  const trios = lastPlace?.type === 'place' ? lastPlace.trios : [];
  // The coach's cards while it waits in a guided game; otherwise the card just placed.
  const highlight = screen.coach && human ? new Set(screen.coach.cards) : new Set<CardId>(lastPlace?.type === 'place' ? [lastPlace.card] : []);
  const coached = coachedMove(play);
  const outcome = screen.outcome;

  return (
    <PlayShell
      play={play}
      status={status(play, words)}
      step={choosing ? 'choosing' : 'placing'}
      scores={names.map((_, i) => String(v.scores[i] ?? 0))}
      info={words.t('thricewise.info', { turn: v.turnNo, draw: v.drawCount })}
      over={
        outcome && (
          <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{screen.result}</h2>
            <ScoreTable
              caption={words.t('thricewise.score.caption')}
              corner={words.t('thricewise.score.corner')}
              names={names}
              rows={(outcome.breakdown[0] ?? []).map((line, i) => ({
                label: words.say(line.label),
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
          grid={v.grid}
          highlight={highlight}
          trios={trios}
          {...(coached?.type === 'place' ? { coached: { row: coached.row, col: coached.col } } : {})}
          {...(placing && picked
            ? {
                spaces,
                spaceHint: words.phrase(msg('thricewise.grid.place-here', { c: picked })),
                onPressSpace: (cell: Cell) => send({ type: 'MOVE', move: { type: 'place', card: picked, ...cell } }),
              }
            : {})}
          label={words.t('thricewise.grid.label')}
        />
        <div class="tw-seats">
          {/* The seat facing the screen first, under the grid; the others side by side. */}
          {[...v.handCounts.keys()]
            .sort((x, y) => (x === v.seat ? -1 : y === v.seat ? 1 : x - y))
            .map((i) => {
              const count = v.handCounts[i] ?? 0;
              const own = i === v.seat;
              const seen = own ? v : screen.open?.[i];
              const hand = seen ? seen.hand : null;
              const choice = seen ? seen.myChoice : null;
              const toPlace = v.placing[0]?.seat === i ? v.placing[0].cards : null;
              return (
                <section class={`zone ${toPlace ? 'is-turn' : ''}`} key={i} aria-label={names[i]} {...(own ? { 'data-mine': '' } : {})}>
                  <ZoneTitle>
                    {words.t('thricewise.zone.title', { p: i, n: v.scores[i] ?? 0, chosen: v.hasChosen[i] ?? false, placing: toPlace !== null })}
                  </ZoneTitle>
                  <div class="card-row" role="group" aria-label={words.t('thricewise.zone.hand', { p: i })} {...(own ? { 'data-zone': 'hand' } : {})}>
                    {hand
                      ? hand.map((c) => (
                          <Card
                            key={c}
                            id={c}
                            size="medium"
                            selected={choice === c}
                            highlighted={highlight.has(c)}
                            // The own hand stays buttons (idle while it is not the choice's time): drawn as images and
                            // back, every card's face was made anew twice a turn (issue 35).
                            {...(own
                              ? {
                                  onPress: (id: CardId) => choosing && send({ type: 'MOVE', move: { type: 'choose', seat: i, card: id } }),
                                  idle: !choosing,
                                  ...(choosing ? { hint: words.phrase(msg('thricewise.card.choose')) } : {}),
                                }
                              : {})}
                          />
                        ))
                      : words.phrase(msg('thricewise.zone.count', { n: count }))}
                  </div>
                  {toPlace && (
                    <div class="card-row" role="group" aria-label={words.t('thricewise.zone.to-place', { p: i })}>
                      <span>{words.t('thricewise.zone.to-place.title')}</span>
                      {toPlace.map((c) => (
                        <Card
                          key={c}
                          id={c}
                          size="small"
                          selected={placing && picked === c}
                          highlighted={highlight.has(c)}
                          {...(placing && own && toPlace.length > 1
                            ? { onPress: (id: CardId) => play.select(id), hint: words.phrase(msg('thricewise.card.next')) }
                            : {})}
                        />
                      ))}
                    </div>
                  )}
                  {(v.deferred[i]?.length ?? 0) > 0 && (
                    <div class="card-row" role="group" aria-label={words.t('thricewise.zone.deferred', { p: i })}>
                      <span>{words.t('thricewise.zone.deferred.title')}</span>
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
});
