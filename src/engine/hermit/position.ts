/**
 * A Hermit game from an explicit position, for examples and tests. Cards not placed anywhere are set
 * aside for the hand. Every problem is reported with where it is.
 */
import { card, type CardId } from '../deck';
import { cardReader, err, forEachListed, isObject, ok, type PositionError, type Result } from '../core';
import { DEFAULT_OPTIONS } from './game';
import type { HermitOptions, HermitState, Trick } from './state';

export function fromPosition(input: unknown): Result<HermitState, PositionError[]> {
  const errors: PositionError[] = [];
  if (!isObject(input)) return err([{ path: '', message: 'a position is an object with players, hands and tricks' }]);
  const players = input.players;
  if (players !== 2 && players !== 3 && players !== 4 && players !== 5) return err([{ path: 'players', message: 'Hermit is for 2 to 5 players' }]);
  const { one, list } = cardReader(errors, (c, text) =>
    !c ? `“${text}” is not a card id (such as 3MW for the Journey)` : c.deck !== 'basic' ? `${c.id} is not in the basic deck Hermit uses` : null,
  );
  const seat = (v: unknown, path: string, allowNull = false): number | null => {
    if (allowNull && v === null) return null;
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < players) return v;
    errors.push({ path, message: `should be a seat from 0 to ${players - 1}${allowNull ? ', or null' : ''}` });
    return 0;
  };
  const perSeat = <T>(v: unknown, path: string, read: (x: unknown, p: string) => T, empty: T): T[] => {
    if (v === undefined) return Array.from({ length: players }, () => empty);
    if (!Array.isArray(v) || v.length !== players) {
      errors.push({ path, message: `should have one entry per player (${players})` });
      return Array.from({ length: players }, () => empty);
    }
    return v.map((x, i) => read(x, `${path}[${i}]`));
  };

  const hands = perSeat(input.hands, 'hands', list, [] as CardId[]);
  const tricks: Trick[] = [];
  forEachListed(errors, input.tricks, 'tricks', 'tricks', (raw, path, i) => {
    if (!isObject(raw) || !Array.isArray(raw.cards)) return void errors.push({ path, message: 'a trick is { cards: [[card, seat], …], owner }' });
    if (raw.cards.length < 1 || raw.cards.length > 3) return void errors.push({ path, message: 'a trick in play has one to three cards' });
    const cards = raw.cards.map((pair: unknown, j) => {
      const p = `${path}.cards[${j}]`;
      if (!Array.isArray(pair) || pair.length !== 2) {
        errors.push({ path: p, message: 'each card is [card, seat]' });
        return null;
      }
      const c = one(pair[0], `${p}[0]`);
      const by = seat(pair[1], `${p}[1]`, true);
      return c ? { card: c, seat: by } : null;
    });
    const owner = raw.owner === undefined ? (cards[0]?.seat ?? null) : seat(raw.owner, `${path}.owner`, true);
    tricks.push({ id: i + 1, cards: cards.filter((c): c is NonNullable<typeof c> => c !== null), owner });
  });
  const taken = perSeat(
    input.taken,
    'taken',
    (v, p) => (Array.isArray(v) ? v.map((t, i) => list(t, `${p}[${i}]`)) : (errors.push({ path: p, message: 'should be a list of tricks' }), [])),
    [] as CardId[][],
  );
  const cottage = list(input.cottage, 'cottage');
  if (players !== 2 && cottage.length > 0) errors.push({ path: 'cottage', message: 'only the 2-player game has a Cottage' });
  const leftover = input.leftover === undefined || input.leftover === null ? null : one(input.leftover, 'leftover');
  if (leftover && players !== 5) errors.push({ path: 'leftover', message: 'only the 5-player game has a leftover card' });
  const turn = seat(input.turn ?? 0, 'turn') ?? 0;
  const dealer = seat(input.dealer ?? (turn + players - 1) % players, 'dealer') ?? 0;
  const opts = isObject(input.options) ? input.options : {};
  const options: HermitOptions = {
    players,
    target: typeof opts.target === 'number' ? opts.target : DEFAULT_OPTIONS.target,
    pleasantCompany: opts.pleasantCompany === true,
    houseParty: opts.houseParty === true,
  };
  const scores =
    input.scores === undefined
      ? Array.from({ length: players }, () => 0)
      : perSeat(input.scores, 'scores', (v, p) => (typeof v === 'number' ? v : (errors.push({ path: p, message: 'should be a number' }), 0)), 0);
  const firstStartDone = input.firstStartDone === undefined ? tricks.length > 0 || taken.some((t) => t.length > 0) : input.firstStartDone === true;
  if (errors.length > 0) return err(errors);
  if (hands.every((h) => h.length === 0)) return err([{ path: 'hands', message: 'every hand is empty, so the hand would already be over' }]);
  for (const t of tricks)
    for (let i = 1; i < t.cards.length; i++) {
      const a = card((t.cards[i - 1] as { card: CardId }).card);
      const b = card((t.cards[i] as { card: CardId }).card);
      if (!b.suits.some((x) => a.suits.includes(x))) errors.push({ path: `tricks[${t.id - 1}]`, message: `${b.id} does not follow ${a.id}: no shared suit` });
    }
  if (errors.length > 0) return err(errors);
  const phase = tricks.length > 0 ? 'play' : players === 2 && firstStartDone ? 'cottage' : 'start';
  return ok({
    game: 'hermit',
    options,
    seed: typeof input.seed === 'string' ? input.seed : 'position',
    handNo: typeof input.handNo === 'number' ? input.handNo : 0,
    dealer,
    hands,
    tricks,
    nextTrickId: tricks.length + 1,
    taken,
    cottage,
    cottageAdded: Array.from({ length: players }, () => []),
    discarded: [],
    leftover,
    firstStartDone,
    phase,
    chosen: Array.from({ length: players }, () => null),
    turn,
    scores,
    results: [],
  });
}
