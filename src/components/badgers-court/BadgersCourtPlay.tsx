/** Island: a whole game of Badger's Court, against the computer or a person at this screen, over rounds to 17. */
import { type CardId } from '../../engine/deck';
import {
  dealsPerRound,
  isChoice,
  itemId,
  itemOf,
  moveFor,
  playChoices,
  type BadgersCourtEvent,
  type BadgersCourtMove,
  type BadgersCourtOptions,
  type BadgersCourtView,
  type PlayChoice,
} from '../../engine/badgers-court';
import { badgersCourtPlayDefinition as def } from '../../engine/badgers-court/play';
import type { GuidedGame } from '../../engine/core/guided';
import { msg } from '../../engine/core/message';
import { usePlay, type Play } from '../../play/usePlay';
import { useWords, withWords } from '../../words/context';
import type { Words } from '../../words/words';
import { PlayShell } from '../play/PlayShell';
import { ScoreTable } from '../play/ScoreTable';
import { CourtTable, PlayBar } from './CourtTable';
import { RoundSummary } from './RoundSummary';

/** A person's choices this turn: the hand card to play, and the Court items (by their bottom cards). */
interface Choice {
  readonly card: CardId | null;
  readonly items: readonly CardId[];
}
const NONE: Choice = { card: null, items: [] };
type CourtPlay = Play<BadgersCourtView, BadgersCourtMove, BadgersCourtEvent, Choice, BadgersCourtOptions>;

/** `round`: the round the screen is about, from 1 (see below). */
function status(play: CourtPlay, words: Words, round: number): string {
  const { screen, selection } = play;
  if (screen.phase === 'summary') return words.t('badgers-court.status.round-over', { n: round });
  if (screen.phase === 'over') return screen.result ?? words.t('badgers-court.status.over');
  const line = selection.card ? msg('badgers-court.status.play', { c: selection.card }) : msg('badgers-court.status.turn');
  // On a screen several people share, the line names whose turn it is.
  return screen.you === null ? words.t('badgers-court.status.named', { name: screen.names[screen.seat ?? 0]!, line }) : words.say(line);
}

/** The play the coach waits for, as the play bar offers it: take, build a rank, or lay. */
function coachedChoice(move: BadgersCourtMove | null, chosen: CardId | null): PlayChoice | null {
  if (!move || move.card !== chosen) return null;
  return move.type === 'build' ? { kind: 'build', rank: move.rank } : { kind: move.type };
}

/** `guided`: the game's guided first game (its definition's `guided`, as data), with the coach, instead of a free game. */
export default withWords(function BadgersCourtPlay({ guided }: { guided?: GuidedGame }) {
  const words = useWords();
  const play: CourtPlay = usePlay(def, NONE, '[data-zone="hand"] button', guided);
  const { screen, send, selection: choice } = play;
  const { names } = screen;
  const v = screen.view;
  const human = screen.phase === 'human';
  const last = screen.recent.find((e) => e.event.type === 'take' || e.event.type === 'build' || e.event.type === 'lay');
  const highlight = new Set<CardId>(screen.coach && human ? screen.coach.cards : last?.cards);
  const results = v.results;
  const lastRound = results.at(-1);
  const shownRound = results[screen.summariesSeen] ?? lastRound;
  // The round played, or while a round's scores show, that round: the game has dealt the next one, and a guided
  // game begins in its third round with no round before it scored (so not the summaries seen either).
  const summary = screen.phase === 'summary';
  const round = (summary ? shownRound!.round : v.round) + 1;
  const coached = screen.coach?.move ? def.module.parseMove(screen.coach.move) : null;
  const other = screen.seat === null ? null : 1 - screen.seat;
  // The plays offered for the card chosen (Take always, so that the engine can say why it cannot), and the main
  // one: the coach's in a guided game, else the first of them the engine's legal moves hold (Lay when no Court
  // card is chosen), so that a button that can only be refused never looks like the one to press.
  const chosen = choice.card;
  const offered = human && chosen ? playChoices(v, chosen, choice.items) : [];
  const coachedPlay = coachedChoice(coached?.ok ? coached.value : null, chosen);
  const main = chosen ? offered.find((c) => screen.choices.some((m) => isChoice(m, chosen, choice.items, c))) : undefined;

  const pressHand = (c: CardId) => {
    if (!human) return;
    if (!v.hand.includes(c)) return play.say(words.t('badgers-court.say.own-hand'));
    play.select({ ...choice, card: choice.card === c ? null : c });
  };
  const toggleItem = (c: CardId) => {
    if (!human) return;
    const it = itemOf(v, c);
    if (!it) return play.say(words.t('badgers-court.say.not-in-court'));
    const id = itemId(it);
    play.select({ ...choice, items: choice.items.includes(id) ? choice.items.filter((x) => x !== id) : [...choice.items, id] });
  };

  return (
    <PlayShell
      play={play}
      status={status(play, words, round)}
      step={choice.card ? 'composing' : 'choosingCard'}
      scores={v.scores.map(String)}
      // A round's scores name no deal (as a game drawn card by card names none): the next round's first is dealt.
      info={words.t('badgers-court.status.info', { n: round, draw: v.options.drawEachTurn || summary, deal: v.deal, deals: dealsPerRound(v.options) })}
      summary={shownRound && <RoundSummary result={shownRound} names={names} headingLevel={2} />}
      over={
        <section class="game-over" aria-labelledby="game-over-title">
          <h2 id="game-over-title">{screen.result}</h2>
          {lastRound && <RoundSummary result={lastRound} names={names} />}
          <ScoreTable
            caption={words.t('badgers-court.summary.by-round')}
            corner={words.t('badgers-court.summary.round')}
            names={names}
            rows={results.map((r) => ({ label: words.t('badgers-court.score.round', { n: r.round + 1 }), values: r.points }))}
            totals={v.scores}
          />
        </section>
      }
    >
      {screen.phase !== 'over' && (
        <CourtTable
          view={v}
          names={names}
          you={screen.you}
          highlight={highlight}
          otherHand={other === null ? null : (screen.open?.[other]?.hand ?? null)}
          label={words.t('badgers-court.table.label')}
          keepRoom
          // The hand and the Court stay buttons while the hand faces the screen (idle between turns): drawn as images
          // and back, every card's face was made anew twice a turn (issue 35).
          {...(screen.seat !== null ? { onPressHand: pressHand, onToggleItem: toggleItem, idle: !human } : {})}
          {...(human
            ? {
                selectedCard: choice.card,
                selectedItems: new Set(choice.items),
                actions: (
                  <PlayBar
                    hand={v.hand}
                    choices={offered}
                    chosen={choice.card}
                    items={choice.items.length}
                    coached={coachedPlay}
                    main={main ?? null}
                    onPlay={(c) => choice.card && send({ type: 'MOVE', move: moveFor(choice.card, choice.items, c) })}
                    onClear={() => play.select(NONE)}
                  />
                ),
              }
            : {})}
        />
      )}
    </PlayShell>
  );
});
