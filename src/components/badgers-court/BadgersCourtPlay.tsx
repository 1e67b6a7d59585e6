/** Island: a whole game of Badger's Court, against the computer or a person at this screen, over rounds to 17. */
import { card, type CardId } from '../../engine/deck';
import {
  badgersCourt,
  deckFor,
  itemId,
  itemOf,
  moveFor,
  playChoices,
  type BadgersCourtEvent,
  type BadgersCourtMove,
  type BadgersCourtOptions,
  type BadgersCourtState,
} from '../../engine/badgers-court';
import { badgersCourtDefinition as def } from '../../engine/badgers-court/definition';
import { createPlayMachine } from '../../play/machine';
import { PlayShell, ScoreTable, usePlay, type Play } from '../play/PlayShell';
import { CourtTable, PlayBar } from './CourtTable';
import { RoundSummary } from './RoundSummary';

/** A person's choices this turn: the hand card to play, and the Court items (by their bottom cards). */
interface Choice {
  readonly card: CardId | null;
  readonly items: readonly CardId[];
}
const NONE: Choice = { card: null, items: [] };
const machine = createPlayMachine(def, NONE);
type CourtPlay = Play<BadgersCourtState, BadgersCourtMove, BadgersCourtOptions, BadgersCourtEvent, Choice>;

function status(play: CourtPlay): string {
  const { ctx, names, value } = play;
  const s = ctx.state;
  if (value === 'summary') return `Round ${ctx.summariesSeen + 1} is over. See the scores, then go on.`;
  if (value === 'over') {
    const o = badgersCourt.outcome(s);
    if (!o) return 'Game over.';
    const w = o.winners.map((x) => names[x]).join(' and ');
    return `Game over. ${w} ${o.winners.length === 1 && o.winners[0] === play.you ? 'win' : 'wins'} ${Math.max(...o.scores)} to ${Math.min(...o.scores)}.`;
  }
  const prefix = play.you === null ? `${names[ctx.viewer ?? 0]}: ` : '';
  if (ctx.selection.card) return `${prefix}Play ${card(ctx.selection.card).name}: choose the Court cards it takes or builds on, then Take, Build or Lay.`;
  return `${prefix}Your turn: choose a card from your hand to play.`;
}

/** `guided`: the game's guided first game, with the coach, instead of a free game. */
export default function BadgersCourtPlay({ guided = false }: { guided?: boolean }) {
  const play = usePlay(def, machine, '[data-zone="hand"] button', guided);
  const { ctx, names, value, send } = play;
  const s = ctx.state;
  const human = value === 'human';
  const choice = ctx.selection;
  // The hand shown is the one at the screen: nobody's while the screen is handed over.
  const v = badgersCourt.view(s, ctx.viewer ?? -1);
  const last = play.recent.find((e) => e.type === 'take' || e.type === 'build' || e.type === 'lay');
  const highlight = play.coach?.cards ?? new Set<CardId>(last ? def.eventCards(last) : []);
  const results = s.results;
  const shownRound = results[ctx.summariesSeen] ?? results[results.length - 1];
  const hand = ctx.viewer !== null ? (s.hands[ctx.viewer] ?? []) : [];

  const pressHand = (c: CardId) => {
    if (!hand.includes(c)) return send({ type: 'SAY', text: 'Choose a card from your own hand.' });
    send({ type: 'SELECT', selection: { ...choice, card: choice.card === c ? null : c } });
  };
  const toggleItem = (c: CardId) => {
    const it = itemOf(s, c);
    if (!it) return send({ type: 'SAY', text: 'That card is not in the Court.' });
    const id = itemId(it);
    send({ type: 'SELECT', selection: { ...choice, items: choice.items.includes(id) ? choice.items.filter((x) => x !== id) : [...choice.items, id] } });
  };

  return (
    <PlayShell
      play={play}
      status={status(play)}
      step={choice.card ? 'composing' : 'choosingCard'}
      scores={names.map((_, i) => String(s.scores[i] ?? 0))}
      info={`Round ${s.round + 1}${s.options.drawEachTurn ? '' : ` · Hand ${s.deal} of ${(deckFor(s.options).length - 4) / 8}`}`}
      teachingNext={{ cards: s.stock.slice(0, 8), what: 'the deck' }}
      hint={
        <>
          Match a rank, add Court cards up to a card you play, or build a total you hold another card of. Most Crowns 1, most Aces 2, most personalities 3; over
          17 wins. <a href={`/games/${def.id}/`}>How to play</a>
        </>
      }
      summary={shownRound && <RoundSummary result={shownRound} names={names} headingLevel={2} />}
      over={
        <section class="game-over" aria-labelledby="game-over-title">
          <h2 id="game-over-title">{status(play)}</h2>
          {results.length > 0 && <RoundSummary result={results[results.length - 1]!} names={names} />}
          <ScoreTable
            caption="Points by round"
            corner="Round"
            names={names}
            rows={results.map((r) => ({ label: `Round ${r.round + 1}`, values: r.points }))}
            totals={s.scores}
          />
        </section>
      }
    >
      {value !== 'over' && (
        <CourtTable
          view={v}
          names={names}
          you={play.you}
          highlight={highlight}
          otherHand={play.teaching ? (s.hands[1 - (ctx.viewer ?? 0)] ?? []) : null}
          label="The table"
          keepRoom
          {...(human
            ? {
                selectedCard: choice.card,
                selectedItems: new Set(choice.items),
                onPressHand: pressHand,
                onToggleItem: toggleItem,
                actions: (
                  <PlayBar
                    hand={hand}
                    choices={choice.card ? playChoices(v, choice.card, choice.items) : []}
                    chosen={choice.card}
                    items={choice.items.length}
                    onPlay={(c) => choice.card && send({ type: 'MOVE', move: moveFor(choice.card, choice.items, c) })}
                    onClear={() => send({ type: 'SELECT', selection: NONE })}
                  />
                ),
              }
            : {})}
        />
      )}
    </PlayShell>
  );
}
