/**
 * What a screen may show (src/play/screen.ts), for every game in the registry, over random games: a
 * screen never holds a card its sight may not see, by id or by name, in its view, choices, hints, log or
 * events; every hand is face up only when asked (teaching) or at the end; the legal moves are the seat's
 * own and only at its turn; and a screen is plain data (JSON gives it back whole).
 */
import { englishCard } from '../support/words';
import { describe, expect, test } from 'vitest';
import { createRng, fieldsFor, type AnyGameDefinition } from '../../src/engine/core';
import type { CardId } from '../../src/engine/deck';
import { gameList } from '../../src/engine/games';
import { createScreens, type Phase, type Sight, type TableGame } from '../../src/play/screen';
import { replayMoves } from '../../src/play/record';
import type { SeatKind } from '../../src/play/seats';
import { dealOptions } from '../../src/play/session';
import { cardsIn, hiddenFrom } from '../support/hidden';
import { randomMoves } from '../support/random-games';
import { equal, holds, is } from '../support/quick';

/** Options with every field at a random value the rules allow together. */
function randomOptions(def: AnyGameDefinition, players: number, seed: string): unknown {
  const rng = createRng(`opts:${seed}`);
  const fields = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  for (const f of fieldsFor(def.optionFields, players))
    fields[f.key] = f.kind === 'boolean' ? rng.int(2) === 1 : f.kind === 'seat' ? rng.int(players) : f.choices[rng.int(f.choices.length)]!.value;
  const options = dealOptions(def, fields, players, seed);
  if (options.ok) return options.value;
  const plain = dealOptions(def, Object.fromEntries(def.optionFields.map((f) => [f.key, f.default])), players, seed);
  if (!plain.ok) throw new Error(`${def.id}: default options for ${players} do not parse`);
  return plain.value;
}

/** A card's name as the engine's words write it, without its article: "Penitent", "Ace of Moons", "End". */
const nameOf = (c: CardId): string => englishCard(c.split('#')[0] as CardId, 'bare');

/**
 * Card names in a text that belong to cards the audience never saw (a name shared with a seen card is no
 * leak). Names are capitalised in the engine's words, so "End" is a card and "the end" is not.
 */
function namedSecrets(text: string, secrets: readonly CardId[], seen: ReadonlySet<CardId>): CardId[] {
  const seenNames = new Set([...seen].map(nameOf));
  // The Excuse's name is also a word of Jigger's rules ("no Excuse"), so a name search cannot tell it.
  return secrets.filter((c) => nameOf(c) !== 'Excuse' && !seenNames.has(nameOf(c)) && new RegExp(`\\b${nameOf(c)}\\b`).test(text));
}

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (_id, def) => {
  const m = def.module;
  const screenOf = createScreens(def);

  test('a screen holds no card its sight may not see: not in its view, moves, hints, log or events, by id or by name', () => {
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const players = def.seats.min + (g % (def.seats.max - def.seats.min + 1));
      const seed = `screen-${def.id}-${g}`;
      const options = randomOptions(def, players, seed);
      const start = m.newGame(options, seed);
      const played = replayMoves(m, start, randomMoves(def, options, seed, 60 + g * 20).moves);
      expect(played.failure).toBeUndefined();
      const history = played.history;
      const states: unknown[] = [start];
      for (const h of history)
        states.push((m.apply(states[states.length - 1], (m.parseMove(h.move) as { value: unknown }).value, h.by) as { value: { state: unknown } }).value.state);
      // For every audience (each seat, and -1 for the table): what it sees at each moment, and what is hidden from it.
      const audiences = Array.from({ length: players + 1 }, (_, k) => k - 1);
      const sees = new Map(audiences.map((a) => [a, states.map((st) => cardsIn(m.view(st, a)))]));
      const hides = new Map(audiences.map((a) => [a, states.map((st) => new Set(hiddenFrom(def, st, a)))]));
      const seats: SeatKind[] = Array.from({ length: players }, () => 'human');
      const rng = createRng(`at:${seed}`);
      for (let i = 1; i < states.length; i++) {
        if (rng.int(8) !== 0 && i !== states.length - 1) continue;
        const state = states[i];
        const over = m.waitingFor(state).length === 0;
        const table: TableGame<unknown, unknown, unknown> = {
          seed,
          options,
          seats,
          given: [],
          level: 'normal',
          guided: false,
          state,
          history: history.slice(0, i),
          shown: history[i - 1]?.events.length ?? 0,
          summariesSeen: def.summaries(state),
          message: null,
          teaching: false,
          marks: [],
        };
        const phase: Phase = over ? 'over' : 'human';
        // Seen so far, by each audience.
        const seenSoFar = (a: number) => new Set((sees.get(a) ?? []).slice(0, i + 1).flatMap((x) => [...x]));
        for (const seat of audiences) {
          // A person's own device (they are the audience), a shared screen held by that person, and the table's.
          const sights: Sight[] =
            seat < 0
              ? [{ hand: null, audience: -1, open: false }]
              : [
                  { hand: seat, audience: seat, open: false },
                  { hand: seat, audience: -1, open: false },
                ];
          for (const sight of sights) {
            const screen = screenOf(table, phase, sight, { hints: true });
            equal(JSON.parse(JSON.stringify(screen)), screen, 'a screen given back whole by JSON');
            if (over) {
              // At the end every hand is turned up, for every screen.
              is(screen.open?.length, players, 'hands face up at the end');
              continue;
            }
            is(screen.open, null, 'hands face up in play');
            is(screen.upcoming, null, 'cards to come shown in play');
            const hand = sight.hand ?? -1;
            const a = sight.audience;
            // What the seat at the screen is shown: its view, moves, hints and coach hold nothing hidden from it and never seen.
            const mine = seenSoFar(hand);
            const secretNow = [...(hides.get(hand)?.[i] ?? [])].filter((c) => !mine.has(c));
            for (const c of cardsIn({ view: screen.view, choices: screen.choices, hints: screen.hints, coach: screen.coach }))
              holds(!secretNow.includes(c), () => `${def.id}: seat ${hand} is shown ${c} (seed ${seed}, move ${i})`);
            // Each line of the log names only cards its audience saw, before or after its move, or that its event showed them.
            const lines = screen.log.filter((l) => l.event !== undefined);
            let line = 0;
            const told = new Set<CardId>();
            for (let j = 0; j < i; j++) {
              const around = new Set([...(sees.get(a)?.[j] ?? []), ...(sees.get(a)?.[j + 1] ?? [])]);
              for (const c of around) told.add(c);
              const hidden = new Set([...(hides.get(a)?.[j] ?? []), ...(hides.get(a)?.[j + 1] ?? [])]);
              // A card an earlier event of the same move showed (played face up, then taken with its trick) is no secret.
              const shownNow = new Set<CardId>();
              for (const e of history[j]?.events ?? []) {
                const l = lines[line++];
                if (m.reveals(e, a)) {
                  cardsIn(def.viewEvent(e, a), shownNow);
                  continue;
                }
                const secret = [...hidden].filter((c) => !told.has(c) && !shownNow.has(c));
                const at = () => `${def.id}: audience ${a}, seed ${seed}, move ${j}: ${JSON.stringify(l)}`;
                for (const c of cardsIn(l)) holds(!secret.includes(c), () => `${at()} names ${c}`);
                equal(namedSecrets(`${l?.text} ${l?.why.map((w) => w.text).join(' ')}`, secret, told), [], at);
              }
            }
            is(line, lines.length, 'log lines for the events');
            // The legal moves are the seat's own, and only at its turn.
            for (const move of screen.choices) is(m.mover(state, move), hand, 'the mover of a move offered');
            if (!m.waitingFor(state).includes(hand)) equal(screen.choices, [], 'moves offered out of turn');
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  test('every hand is face up only with the teaching switch, and then the next cards to come are shown too', () => {
    const players = def.seats.default;
    const seed = `open-${def.id}`;
    const options = randomOptions(def, players, seed);
    const moves = randomMoves(def, options, seed, 6).moves;
    const start = m.newGame(options, seed);
    const r = replayMoves(m, start, moves);
    const table: TableGame<unknown, unknown, unknown> = {
      seed,
      options,
      seats: Array.from({ length: players }, () => 'human'),
      given: [],
      level: 'normal',
      guided: false,
      state: r.state,
      history: r.history,
      shown: 0,
      summariesSeen: 0,
      message: null,
      teaching: false,
      marks: [],
    };
    const closed = screenOf(table, 'human', { hand: 0, audience: -1, open: false });
    const open = screenOf(table, 'human', { hand: 0, audience: -1, open: true });
    expect(closed.open).toBeNull();
    expect(open.open?.map((v) => (v as { hand: unknown }).hand)).toEqual(
      Array.from({ length: players }, (_, i) => (m.view(r.state, i) as { hand: unknown }).hand),
    );
    expect(open.upcoming).toEqual(def.upcoming(r.state));
  });
});
