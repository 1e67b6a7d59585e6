/**
 * Hermit's rules engine: several tricks open at once, following only the last card's suits, control by
 * the highest card (ties too, Aces low, a Crown cancelled by its Ace), four cards to a trick, scoring
 * personalities at the end of each hand, and the match across hands. Two to five players.
 */
import { BASIC_DECK, capitalise, card, isPersonality, suitList, SUITS, type CardId } from '../deck';
import { createRng, err, ok, shuffle, type Applied, type IllegalMove, type Outcome, type Result, type ScoreLine } from '../core';
import { COTTAGE_SIZE, HAND_SIZES, MOON_PERSONALITIES, RULES, SUN_PERSONALITIES, TRICK_SIZE, TWO_PLAYER_HANDS } from './rules';
import type { HandResult, HermitEvent, HermitMove, HermitOptions, HermitState, Trick } from './state';
import { formatPoints } from './describe';

export const DEFAULT_OPTIONS: HermitOptions = { players: 4, target: 66, pleasantCompany: false, houseParty: false };

const n = (s: HermitState) => s.options.players;
const left = (s: HermitState, seat: number) => (seat + 1) % n(s);

/** A card's rank in a trick: Aces 1, numbers their value, Crowns 10, or 0 when the trick holds the Ace of the Crown's suit. */
export function trickValue(id: CardId, trick: readonly CardId[]): number {
  const c = card(id);
  if (c.rank === 'A') return 1;
  if (c.rank === 'C') return trick.some((o) => card(o).rank === 'A' && card(o).suits[0] === c.suits[0]) ? 0 : 10;
  return Number(c.rank);
}

/** Can this card be played on this trick: does it share a suit with the last card played on it? */
export function follows(id: CardId, trick: Trick): boolean {
  const last = trick.cards[trick.cards.length - 1];
  if (!last) return false;
  return (suitBits(id) & suitBits(last.card)) !== 0;
}

/** A card's suits as bits, worked out once per card: following a trick is asked very often. */
const SUIT_BITS = new Map<CardId, number>();
function suitBits(id: CardId): number {
  let bits = SUIT_BITS.get(id);
  if (bits === undefined) {
    bits = 0;
    for (const suit of card(id).suits) bits |= 1 << SUITS.indexOf(suit);
    SUIT_BITS.set(id, bits);
  }
  return bits;
}

/** Personality points of a card: its rank, Crowns 10. */
export function personalityPoints(id: CardId): number {
  const c = card(id);
  if (!isPersonality(c)) return 0;
  return c.rank === 'C' ? 10 : Number(c.rank);
}

function deal(base: Omit<HermitState, 'hands' | 'cottage' | 'leftover'>, handNo: number, dealer: number, events: HermitEvent[]): HermitState {
  const players = base.options.players;
  const deck = shuffle(BASIC_DECK, createRng(`hermit:${base.seed}:${handNo}`));
  const cottage = players === 2 ? deck.slice(0, COTTAGE_SIZE) : [];
  const rest = players === 2 ? deck.slice(COTTAGE_SIZE) : deck;
  const size = HAND_SIZES[players] as number;
  const hands: CardId[][] = Array.from({ length: players }, () => []);
  for (let i = 0; i < size * players; i++) hands[(dealer + 1 + i) % players]?.push(rest[i] as CardId);
  const leftover = players === 5 ? (rest[size * players] as CardId) : null;
  events.push({ type: 'deal', hand: handNo, dealer });
  return {
    ...base,
    handNo,
    dealer,
    hands,
    cottage,
    leftover,
    tricks: [],
    nextTrickId: 1,
    taken: Array.from({ length: players }, () => []),
    cottageAdded: Array.from({ length: players }, () => []),
    discarded: [],
    firstStartDone: false,
    phase: 'start',
    chosen: Array.from({ length: players }, () => null),
    turn: (dealer + 1) % players,
  };
}

export function newGame(options: HermitOptions, seed: string): HermitState {
  const dealer = options.firstDealer ?? createRng(`hermit-dealer:${seed}`).int(options.players);
  const base = {
    game: 'hermit' as const,
    options,
    seed,
    scores: Array.from({ length: options.players }, () => 0),
    results: [],
  };
  return deal(base as unknown as Omit<HermitState, 'hands' | 'cottage' | 'leftover'>, 0, dealer, []);
}

export function waitingFor(s: HermitState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'play') return [s.turn];
  const seats: number[] = [];
  for (let i = 0; i < n(s); i++) {
    const seat = (s.turn + i) % n(s);
    if (s.chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0) seats.push(seat);
  }
  return seats;
}

export function toAct(s: HermitState): number | null {
  return waitingFor(s)[0] ?? null;
}

/** The tricks this card may be played on now. */
export function playableTricks(s: HermitState, id: CardId): Trick[] {
  return s.tricks.filter((t) => follows(id, t));
}

/** Whether the player to act can follow any trick with any card in hand. */
export function canFollow(s: HermitState, seat: number): boolean {
  return (s.hands[seat] ?? []).some((c) => playableTricks(s, c).length > 0);
}

export function legalMoves(s: HermitState): HermitMove[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'start' || s.phase === 'cottage') {
    const type = s.phase;
    return waitingFor(s).flatMap((seat) => (s.hands[seat] ?? []).map((c) => ({ type, seat, card: c }) as HermitMove));
  }
  const hand = s.hands[s.turn] ?? [];
  // Every card on every trick it follows; a new trick only when no card follows any (as canFollow says).
  const moves: HermitMove[] = [];
  for (const c of hand) for (const t of s.tricks) if (follows(c, t)) moves.push({ type: 'play', card: c, trick: t.id });
  if (moves.length === 0) return hand.map((c) => ({ type: 'play', card: c, trick: 'new' }) as HermitMove);
  return moves;
}

const illegal = (code: string, message: string, rule: IllegalMove['rule']): Result<never, IllegalMove> => err({ code, message, rule });

export function apply(s: HermitState, move: HermitMove, by?: number): Result<Applied<HermitState, HermitEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', 'The match is over: start a new one to play again.', RULES.scoring);
  const waiting = waitingFor(s);
  if (move.type === 'start' || move.type === 'cottage') {
    if (s.phase !== move.type) {
      const now =
        s.phase === 'play'
          ? 'it is time to play a card, not to choose one in secret'
          : s.phase === 'start'
            ? 'everyone is choosing a card to start a trick'
            : 'everyone is choosing a card for the Cottage';
      return illegal('wrong-phase', `Not now: ${now}.`, s.phase === 'play' ? RULES.playing : RULES.starting);
    }
    if (by !== undefined && by !== move.seat) return illegal('not-your-seat', 'You can only choose for your own seat.', RULES.starting);
    if (!waiting.includes(move.seat)) return illegal('already-chosen', 'That player has already chosen.', RULES.starting);
    if (!(s.hands[move.seat] ?? []).includes(move.card)) return illegal('not-in-hand', 'You can only choose a card from your own hand.', RULES.starting);
    const chosen = s.chosen.map((c, i) => (i === move.seat ? move.card : c));
    const events: HermitEvent[] = [{ type: 'chosen', seat: move.seat, phase: move.type, card: move.card }];
    const next = { ...s, chosen };
    if (waitingFor(next).length > 0) return ok({ state: next, events });
    return ok({ state: move.type === 'start' ? revealStarts(next, events) : revealCottage(next, events), events });
  }
  if (s.phase !== 'play')
    return illegal(
      'choose-first',
      s.phase === 'start' ? 'First every player chooses, in secret, a card to start a trick.' : 'First every player adds a card to the Cottage, in secret.',
      s.phase === 'start' ? RULES.starting : RULES.two,
    );
  const seat = s.turn;
  if (by !== undefined && by !== seat) return illegal('not-your-turn', 'Wait: it is another player’s turn.', RULES.playing);
  const hand = s.hands[seat] ?? [];
  if (!hand.includes(move.card)) return illegal('not-in-hand', 'You can only play a card from your hand.', RULES.playing);
  const name = capitalise(card(move.card).name);
  if (move.trick === 'new') {
    if (canFollow(s, seat)) {
      const example = hand.find((c) => playableTricks(s, c).length > 0) as CardId;
      const t = playableTricks(s, example)[0] as Trick;
      return illegal(
        'must-play-on-a-trick',
        `You must play on a trick when you can: ${card(example).name} can follow ${lastName(t)} on trick ${t.id}.`,
        RULES.playing,
      );
    }
    const trick: Trick = { id: s.nextTrickId, cards: [{ card: move.card, seat }], owner: seat };
    const events: HermitEvent[] = [{ type: 'new-trick', seat, card: move.card, trick: trick.id }];
    const next: HermitState = {
      ...s,
      hands: replace(
        s.hands,
        seat,
        hand.filter((c) => c !== move.card),
      ),
      tricks: [...s.tricks, trick],
      nextTrickId: s.nextTrickId + 1,
    };
    return ok({ state: afterPlay(next, events), events });
  }
  const trick = s.tricks.find((t) => t.id === move.trick);
  if (!trick) return illegal('no-such-trick', `There is no trick ${move.trick} in play.`, RULES.playing);
  if (!follows(move.card, trick)) {
    const last = card(trick.cards[trick.cards.length - 1]?.card as CardId);
    return illegal(
      'must-follow-last-card',
      `${name} shares no suit with the last card on trick ${trick.id}, ${last.name} (${suitList(last.suits)}): only the last card played on a trick counts.`,
      RULES.playing,
    );
  }
  const cards = [...trick.cards, { card: move.card, seat }];
  const ids = cards.map((c) => c.card);
  const mine = trickValue(move.card, ids);
  const control = cards.every((c) => c.card === move.card || trickValue(c.card, ids) <= mine);
  const cancels = card(move.card).rank === 'A' ? (ids.find((c) => card(c).rank === 'C' && card(c).suits[0] === card(move.card).suits[0]) ?? null) : null;
  const events: HermitEvent[] = [{ type: 'play', seat, card: move.card, trick: trick.id, control, cancels }];
  const updated: Trick = { ...trick, cards, owner: control ? seat : trick.owner };
  let next: HermitState = {
    ...s,
    hands: replace(
      s.hands,
      seat,
      hand.filter((c) => c !== move.card),
    ),
  };
  if (cards.length >= TRICK_SIZE) {
    events.push({ type: 'taken', trick: trick.id, seat: updated.owner, cards: ids });
    next = {
      ...next,
      tricks: s.tricks.filter((t) => t.id !== trick.id),
      taken: updated.owner === null ? s.taken : replace(s.taken, updated.owner, [...(s.taken[updated.owner] ?? []), ids]),
      discarded: updated.owner === null ? [...s.discarded, ...ids] : s.discarded,
    };
  } else next = { ...next, tricks: s.tricks.map((t) => (t.id === trick.id ? updated : t)) };
  return ok({ state: afterPlay(next, events), events });
}

function lastName(t: Trick): string {
  return card(t.cards[t.cards.length - 1]?.card as CardId).name;
}

function replace<T>(list: readonly T[], i: number, value: T): T[] {
  return list.map((x, j) => (j === i ? value : x));
}

function revealStarts(s: HermitState, events: HermitEvent[]): HermitState {
  const tricks: Trick[] = [];
  let id = s.nextTrickId;
  let hands = s.hands;
  for (let i = 0; i < n(s); i++) {
    const seat = (s.turn + i) % n(s);
    const c = s.chosen[seat];
    if (!c) continue;
    hands = replace(
      hands,
      seat,
      (hands[seat] ?? []).filter((x) => x !== c),
    );
    tricks.push({ id: id++, cards: [{ card: c, seat }], owner: seat });
  }
  if (s.leftover && !s.firstStartDone) tricks.push({ id: id++, cards: [{ card: s.leftover, seat: null }], owner: null });
  events.push({ type: 'starts', tricks });
  const next: HermitState = {
    ...s,
    hands,
    tricks: [...s.tricks, ...tricks],
    nextTrickId: id,
    leftover: s.firstStartDone ? s.leftover : null,
    firstStartDone: true,
    chosen: s.chosen.map(() => null),
    phase: 'play',
  };
  return continueTurn(next, events);
}

function revealCottage(s: HermitState, events: HermitEvent[]): HermitState {
  let hands = s.hands;
  let cottage = s.cottage;
  let added = s.cottageAdded;
  for (let seat = 0; seat < n(s); seat++) {
    const c = s.chosen[seat];
    if (!c) continue;
    hands = replace(
      hands,
      seat,
      (hands[seat] ?? []).filter((x) => x !== c),
    );
    cottage = [...cottage, c];
    added = replace(added, seat, [...(added[seat] ?? []), c]);
  }
  events.push({ type: 'cottage', cards: s.chosen });
  const next: HermitState = { ...s, hands, cottage, cottageAdded: added, chosen: s.chosen.map(() => null), phase: 'start' };
  // Players with no cards left cannot start a trick; if no one can, the hand is over.
  return next.hands.every((h) => h.length === 0) ? endHand(next, events) : next;
}

/** After a card is played: next player to the left, new tricks when the table is clear, the end of the hand. */
function afterPlay(s: HermitState, events: HermitEvent[]): HermitState {
  return continueTurn({ ...s, turn: left(s, s.turn) }, events);
}

function continueTurn(s: HermitState, events: HermitEvent[]): HermitState {
  if (s.hands.every((h) => h.length === 0)) return endHand(s, events);
  let state = s;
  // A player with no cards left is passed over.
  for (let i = 0; i < n(s) && (state.hands[state.turn]?.length ?? 0) === 0; i++) state = { ...state, turn: left(state, state.turn) };
  if (state.tricks.length === 0) {
    const cottageTime = n(state) === 2 && state.firstStartDone;
    return { ...state, phase: cottageTime ? 'cottage' : 'start', chosen: state.chosen.map(() => null) };
  }
  return { ...state, phase: 'play' };
}

function personalityLine(ids: readonly CardId[], label: string): ScoreLine {
  const people = ids.filter((c) => personalityPoints(c) > 0);
  const names = people.map((c) => `${card(c).name.replace(/^the /, '')} ${personalityPoints(c)}`).join(', ');
  return { label: people.length ? `${label}: ${names}` : `${label}: none`, points: people.reduce((a, c) => a + personalityPoints(c), 0) };
}

/** Scores a hand; then deals the next one or ends the match. */
export function endHand(s: HermitState, events: HermitEvent[]): HermitState {
  const players = n(s);
  const setAside = s.tricks.flatMap((t) => t.cards.map((c) => c.card));
  const takenCards = s.taken.map((ts) => ts.flat());
  const tricksTaken = s.taken.map((ts) => ts.length);
  const lines: ScoreLine[][] = takenCards.map((cards) => [personalityLine(cards, 'Personalities taken')]);
  const scored: CardId[][] = takenCards.map((c) => [...c]);
  // Two players: the Cottage goes to whoever took fewer tricks; on a tie it is discarded.
  if (players === 2) {
    const [a, b] = tricksTaken as [number, number];
    if (a !== b) {
      const fewer = a < b ? 0 : 1;
      scored[fewer]?.push(...s.cottage);
      lines[fewer]?.push(personalityLine(s.cottage, 'The Cottage (fewer tricks)'));
    }
  }
  const raw = scored.map((cards) => cards.reduce((a, c) => a + personalityPoints(c), 0));
  let points = [...raw];
  if (s.options.pleasantCompany) {
    scored.forEach((cards, seat) => {
      for (const [group, label] of [
        [MOON_PERSONALITIES, 'Moon'],
        [SUN_PERSONALITIES, 'Sun'],
      ] as const) {
        if (!group.every((c) => cards.includes(c))) continue;
        // Both groups share the Diplomat: it is zeroed once.
        const other = group === MOON_PERSONALITIES ? SUN_PERSONALITIES : MOON_PERSONALITIES;
        const both = other.every((c) => cards.includes(c));
        const value = group.reduce((a, c) => a + personalityPoints(c), 0) - (both && label === 'Sun' ? personalityPoints('8MS') : 0);
        points[seat] = (points[seat] ?? 0) - value;
        lines[seat]?.push({ label: `Pleasant Company: all four ${label} personalities count zero`, points: -value });
      }
    });
  }
  if (s.options.houseParty) {
    const takers = takenCards.map((cards, seat) => (cards.some((c) => personalityPoints(c) > 0) ? seat : -1)).filter((x) => x >= 0);
    if (takers.length === 1) {
      const only = takers[0] as number;
      // The party's points are the taker's personalities, without Pleasant Company (and, with two players, without the Cottage).
      const party = takenCards[only]?.reduce((a, c) => a + personalityPoints(c), 0) ?? 0;
      const share = party / (players - 1);
      points = points.map(() => 0);
      lines.forEach((l, seat) => {
        l.length = 0;
        if (seat === only) l.push({ label: `House Party: the only player to take personalities (${party} points) gives them away`, points: 0 });
        else
          l.push({
            label:
              players === 2 ? 'House Party: only the other player took personalities, so their points score here' : `House Party: a share of ${party} points`,
            points: share,
          });
        points[seat] = seat === only ? 0 : share;
      });
    }
  }
  const result: HandResult = { hand: s.handNo, dealer: s.dealer, points, lines, tricksTaken, setAside };
  events.push({ type: 'hand-over', result });
  const scores = s.scores.map((x, i) => x + (points[i] ?? 0));
  const results = [...s.results, result];
  const over = players === 2 ? s.handNo + 1 >= TWO_PLAYER_HANDS : scores.some((x) => x >= s.options.target);
  if (over) {
    const best = Math.min(...scores);
    events.push({ type: 'match-over', scores, winners: scores.flatMap((x, i) => (Math.abs(x - best) < 1e-9 ? [i] : [])) });
    return { ...s, tricks: [], scores, results, phase: 'over', chosen: s.chosen.map(() => null) };
  }
  const base = { ...s, scores, results };
  return deal(base, s.handNo + 1, left(s, s.dealer), events);
}

export function outcome(s: HermitState): Outcome | null {
  if (s.phase !== 'over') return null;
  const best = Math.min(...s.scores);
  return {
    winners: s.scores.flatMap((x, i) => (Math.abs(x - best) < 1e-9 ? [i] : [])),
    scores: s.scores,
    breakdown: s.scores.map((_, seat) => s.results.map((r) => ({ label: `Hand ${r.hand + 1}`, points: r.points[seat] ?? 0 }))),
  };
}

/** Where a card is: "hand:2", "trick:3", "taken:1", "cottage", "aside", "discarded", "leftover". */
export function locate(s: HermitState, id: CardId): string {
  for (let seat = 0; seat < n(s); seat++) if (s.hands[seat]?.includes(id)) return `hand:${seat}`;
  const t = s.tricks.find((x) => x.cards.some((c) => c.card === id));
  if (t) return `trick:${t.id}`;
  for (let seat = 0; seat < n(s); seat++) if (s.taken[seat]?.some((x) => x.includes(id))) return `taken:${seat}`;
  if (s.cottage.includes(id)) return 'cottage';
  if (s.leftover === id) return 'leftover';
  if (s.discarded.includes(id)) return 'discarded';
  return 'aside';
}

/**
 * Facts for example checks: "owner:T" → "seat:N", "none" or "gone"; "result:H:S" → seat S's points for
 * hand H (0-based), as written ("5⅓"); "hand" → the current hand number (0-based); "phase"; "taken:S" →
 * tricks seat S has taken this hand.
 */
export function fact(s: HermitState, key: string): string {
  const [kind, a, b] = key.split(':');
  switch (kind) {
    case 'owner': {
      const t = s.tricks.find((x) => x.id === Number(a));
      return t ? (t.owner === null ? 'none' : `seat:${t.owner}`) : 'gone';
    }
    case 'result': {
      const r = s.results[Number(a)];
      const p = r?.points[Number(b)];
      return p === undefined ? 'none' : formatPoints(p);
    }
    case 'hand':
      return String(s.handNo);
    case 'phase':
      return s.phase;
    case 'taken':
      return String(s.taken[Number(a)]?.length ?? 0);
    default:
      return 'unknown';
  }
}
