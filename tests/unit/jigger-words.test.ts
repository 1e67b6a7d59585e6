/**
 * Jigger's words in every language: seeded random games at 2 seats and at 6 to 12, every event said as each
 * seat and a shared screen see it, with its "Why?", the hints of the seat to act, the refusal of a random
 * illegal move, the undo's reason, the rules in a line, the result and the score lines, all said in every
 * language (tests/support/words.ts): a missing entry or parameter throws. And the English is the English
 * the engine wrote before its words became messages, for the cases read most.
 */
import { describe, expect, test } from 'vitest';
import { createRng, type Message } from '../../src/engine/core';
import { SUITS, type CardId } from '../../src/engine/deck';
import { jigger, parseOptions, viewEvent, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerState } from '../../src/engine/jigger';
import { jiggerDefinition as def } from '../../src/engine/jigger/definition';
import { review } from '../../src/engine/jigger/review';
import { JIGGER_TRIES } from '../../src/engine/jigger/tries';
import { readdirSync, readFileSync } from 'node:fs';
import { catalogues } from '../../src/words/load';
import { LOCALES } from '../../src/words/locales';
import { mirrorGaps } from '../../src/words/mirror';
import examples from '../../src/engine/jigger/examples.json' with { type: 'json' };
import guided from '../../src/engine/jigger/guided.json' with { type: 'json' };
import meta from '../../src/engine/jigger/meta.json' with { type: 'json' };
import sheet from '../../src/engine/jigger/sheet.json' with { type: 'json' };
import examplesEs from '../../src/words/jigger/examples.es.json' with { type: 'json' };
import guidedEs from '../../src/words/jigger/guided.es.json' with { type: 'json' };
import metaEs from '../../src/words/jigger/meta.es.json' with { type: 'json' };
import sheetEs from '../../src/words/jigger/sheet.es.json' with { type: 'json' };
import { RULES } from '../../src/engine/jigger/rules';
import { NAMES } from '../support/random-games';
import { Coverage, english, sayInEvery, wordsFor, wordsGames } from '../support/words';
import catalogue from '../../src/words/jigger/en.json' with { type: 'json' };

const SCOPES = ['jigger'];
/** Seeded games enough to say every message they can (27 do it: a shared win comes in game 26; `cover` checks it): issue 35. */
const GAMES = wordsGames(30);

/** Game g's options: 2 seats or 6 to 12, and every option drawn from the seed. */
function optionsFor(g: number): JiggerOptions {
  const rng = createRng(`jigger-words-options-${g}`);
  const players = g % 2 === 0 ? 2 : 6 + rng.int(7);
  const r = parseOptions({
    players,
    first: rng.int(players),
    bookScoring: rng.int(2) === 1,
    staggered: rng.int(3) > 0,
    fishedExcuse: rng.int(2) === 1 ? 'surrender' : 'keep',
    handicap: players === 2 && rng.int(2) === 1 ? { older: rng.int(2), takesFaceDown: rng.int(2) === 1 } : null,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A move that is most often not legal: any suit or a made-up one, any cards of any seat. */
function wildMove(s: JiggerState, rng: ReturnType<typeof createRng>): JiggerMove {
  const seat = rng.int(s.options.players);
  const give = (s.hands[seat] ?? []).filter(() => rng.next() < 0.4);
  if (rng.next() < 0.3) give.push('X');
  return rng.next() < 0.4
    ? { type: 'demand', suit: rng.next() < 0.8 ? (SUITS[rng.int(6)] as (typeof SUITS)[number]) : ('stars' as 'moons') }
    : { type: 'respond', seat, give };
}

describe('Jigger in every language', () => {
  test(`every word of ${GAMES.length} random games is said in every language`, () => {
    const said = { events: 0, whys: 0, hints: 0, refusals: 0, results: 0 };
    const kinds = new Set<string>();
    const cover = new Coverage();
    const say = (m: Message, names: readonly string[], you: number | null) => {
      cover.saw(m);
      const all = sayInEvery(m, SCOPES, names, you);
      expect(all.length).toBe(2);
      for (const t of all) expect(t, m.id).not.toMatch(/undefined|NaN|\[object|'/);
      kinds.add(m.id);
      return all;
    };
    for (const g of GAMES) {
      cover.at(g);
      const options = optionsFor(g);
      const n = options.players;
      const names = NAMES.slice(0, n);
      const rng = createRng(`jigger-words-moves-${g}`);
      let s = jigger.newGame(options, `jigger-words-${g}`);
      say(def.reminder(options), names, 0);
      say(def.upcoming(s).what, names, null);
      for (let guard = 0; guard < 3000 && s.phase !== 'over'; guard++) {
        // The hints of each seat the game waits for, as that seat is spoken to (every third move).
        for (const seat of guard % 3 === 0 ? jigger.waitingFor(s) : [])
          for (const h of def.hints(jigger.view(s, seat))) {
            say(h.label, names, seat);
            say(h.text, names, seat);
            said.hints++;
          }
        const wild = jigger.apply(s, wildMove(s, rng), rng.next() < 0.5 ? undefined : rng.int(n));
        if (!wild.ok) {
          say(wild.error.message, names, 0);
          said.refusals++;
        }
        const legal = jigger.legalMoves(s);
        const move = legal[rng.int(legal.length)] as JiggerMove;
        const r = jigger.apply(s, move, jigger.mover(s, move));
        if (!r.ok) throw new Error('a legal move was refused');
        const mover = jigger.mover(s, move);
        // As the mover, another seat, or a shared screen sees each event, in turn.
        const you = [mover, (mover + 1) % n, null][guard % 3] as number | null;
        for (const e of r.value.events as JiggerEvent[]) {
          const seen = viewEvent(e, you ?? -1);
          say(def.describe(seen, r.value.state), names, you);
          for (const w of def.explain(seen, s, r.value.state)) {
            say(w.text, names, you);
            said.whys++;
          }
          if (jigger.reveals(e, mover)) say(def.undoBlockedBy(e), names, you);
          said.events++;
        }
        s = r.value.state;
      }
      const o = jigger.outcome(s);
      expect(o).not.toBeNull();
      if (!o) continue;
      for (const you of [o.winners[0] as number, null]) say(def.result(o), names, you);
      for (const line of o.breakdown.flat()) say(line.label, names, null);
      said.results++;
    }
    // Every kind of message the engine says, said (200 games said no more).
    expect(cover.unsaid('jigger', catalogue, { 'refuse.game-over': 'not reached: a random game is not played on once it is over' })).toEqual([]);
    for (const f of def.optionFields) {
      say(f.label, NAMES, null);
      if (f.kind === 'choice') for (const c of f.choices) say(c.label, NAMES, null);
    }
    // Every kind of sentence came up (each a message id of the catalogue).
    for (const id of ['jigger.event.fish.kept', 'jigger.event.surrender.hidden', 'jigger.why.surrender.staggered', 'jigger.why.books', 'jigger.why.tie-break'])
      expect(kinds, id).toContain(id);
    expect(said.events).toBeGreaterThan(GAMES.length * 25);
    expect(said.refusals).toBeGreaterThan(GAMES.length * 5);
    expect(said.results).toBe(GAMES.length);
  }, 300_000);

  test('the English is as the engine wrote it', () => {
    const w = (m: Message, you: number | null = 0, names = ['You', 'Mia', 'Leo']) => english(m, SCOPES, names, you);
    const d = (e: JiggerEvent, you: number | null = 0) => w(def.describe(e), you);
    expect(d({ type: 'demand', seat: 0, suit: 'waves' })).toBe('You: “I demand Waves!” (the blue ones)');
    expect(d({ type: 'surrender', seat: 2, to: 0, cards: ['4WL', '9WY#2'] })).toBe('Leo gives 2 cards: the Sailor, the Darkness.');
    expect(d({ type: 'surrender', seat: 0, to: 1, cards: [null] })).toBe('You give 1 card, face down.');
    expect(d({ type: 'excuse', seat: 1, to: 0, card: 'X' })).toBe('Mia gives the Excuse instead.');
    expect(d({ type: 'jigger', seat: 1 })).toBe('Mia: “Jigger!” Going fishing.');
    expect(d({ type: 'fish', seat: 1, card: '4WL', match: false })).toBe('Mia draws a card and keeps it.');
    expect(d({ type: 'fish', seat: 0, card: '4WL', match: false })).toBe('You draw the Sailor and keep it.');
    expect(d({ type: 'fish', seat: 1, card: '9WY', match: true })).toBe('Mia draws the Darkness: that one is given.');
    expect(d({ type: 'fish', seat: 1, card: null, match: false })).toBe('Mia finds the draw pile empty.');
    expect(d({ type: 'over', reason: 'pile-ran-out', winners: [0] })).toBe('Game over. You win!');
    expect(d({ type: 'over', reason: 'pile-ran-out', winners: [0, 2] })).toBe('Game over. You and Leo share the win!');
    expect(d({ type: 'over', reason: 'pile-ran-out', winners: [1] }, null)).toBe('Game over. Mia wins!');
    const hints = def.hints(jigger.view(jigger.newGame({ ...jigger.defaultOptions(), players: 3 }, 'h'), 0));
    expect(w(hints[0]!.label)).toMatch(/^Demand (Moons|Suns|Waves|Leaves|Wyrms|Knots) \((grey|orange|blue|brown|green|yellow)\)$/);
    expect(w(hints[0]!.text)).toMatch(
      /^\d+ cards have \w+: \d+ in your hand, 0 in the takes you can see, so \d+ are in other hands or the draw pile\. Each other player gives you every card of it they hold; one who holds none gives an Excuse, or, without one, fishes until a card of it comes up, and gives that one\.$/,
    );
    expect(w(def.reminder({ ...jigger.defaultOptions(), players: 6 }))).toBe(
      'Demand a suit. Everyone gives you their cards of that suit, or goes fishing. ' +
        'The most cards in your take wins; in a tie, the one who took more Excuses wins, and then the one with more cards in hand.',
    );
    expect(w(def.undoBlockedBy({ type: 'fish', seat: 0, card: '4WL', match: false }))).toBe('Cards were drawn');
    // An example's try, and the review's measure.
    const before = jigger.newGame({ ...jigger.defaultOptions(), players: 2 }, 't');
    const tryWords = (after: JiggerState) => w(JIGGER_TRIES.explain(before, { type: 'demand', suit: 'waves' }, after));
    const taken = (take: CardId[], drawPile = before.drawPile) => tryWords({ ...before, takes: [take, []], drawPile });
    const top = before.drawPile.slice(0, 2) as CardId[];
    const held = before.hands.flat().slice(0, 2) as CardId[];
    expect(taken([])).toBe('A demand for Waves brings no cards from the others’ hands into the take.');
    expect(taken([held[0]!])).toBe('A demand for Waves brings one card from the others’ hands into the take.');
    expect(taken([held[0]!, ...top])).toBe('A demand for Waves brings one card from the others’ hands into the take, and 2 cards fished from the pile.');
    expect(taken([...held, top[0]!])).toBe('A demand for Waves brings 2 cards from the others’ hands into the take, and one card fished from the pile.');
    expect(w(review.measure(before))).toBe(
      'Moves are compared by how many cards you are ahead at the end of the game: those in your take, less the most your opponent has.',
    );
    const six = jigger.newGame({ ...jigger.defaultOptions(), players: 6, bookScoring: true }, 't');
    expect(w(review.measure(six))).toBe(
      'Moves are compared by how many books you are ahead at the end of the game: those in your take, less the most any other player has.',
    );
    for (const m of [review.measure(six), review.measure(before), JIGGER_TRIES.explain(before, { type: 'demand', suit: 'waves' }, before)])
      sayInEvery(m, SCOPES);
  });

  test('the Spanish names cards, suits and seats through the deck’s words', () => {
    const [en, es] = sayInEvery(def.describe({ type: 'surrender', seat: 1, to: 0, cards: ['4WL', 'X#2'] as CardId[] }), SCOPES, ['Ana', 'Sam'], 0);
    expect(en).toBe('Sam gives 2 cards: the Sailor, the Excuse.');
    expect(es).toBe('Sam da 2 cartas: el Marinero, la Excusa.');
    expect(sayInEvery(def.describe({ type: 'demand', seat: 0, suit: 'knots' }), SCOPES, ['Ana', 'Sam'], 0)[1]).toBe(
      'Tú: «¡Pido Nudos!» (las de color amarillo)',
    );
  });

  test('the Spanish texts of the data files mirror every English text field, and no other', () => {
    const english = { examples, guided, meta, sheet } as const;
    const spanish = { examples: examplesEs, guided: guidedEs, meta: metaEs, sheet: sheetEs } as const;
    for (const kind of ['examples', 'guided', 'meta', 'sheet'] as const) expect(mirrorGaps(kind, english[kind], spanish[kind]), kind).toEqual([]);
  });

  test('each rules page has a heading for every rule, titled exactly as its language’s catalogue titles it', () => {
    for (const [locale, page] of [
      ['en', 'src/content/docs/games/jigger/index.mdx'],
      ['es', 'src/content/docs/es/games/jigger/index.mdx'],
    ] as const) {
      const headings = readFileSync(page, 'utf8')
        .split('\n')
        .flatMap((l) => (/^###? /.test(l) ? [l.replace(/^#+ /, '').trim()] : []));
      const words = wordsFor(SCOPES, locale);
      for (const r of Object.values(RULES)) expect(headings, `${page}: ${r.key}`).toContain(words.rule(r.key).section);
    }
  });

  test('every entry the Jigger components name is in every catalogue, and every entry is named somewhere', () => {
    const named = (dir: string) =>
      readdirSync(dir).flatMap((f) => [...readFileSync(`${dir}/${f}`, 'utf8').matchAll(/'jigger\.([a-z.-]+)'/g)].map((x) => x[1] as string));
    const inComponents = new Set(named('src/components/jigger'));
    expect(inComponents.size).toBeGreaterThan(20);
    const byLocale = catalogues().get('jigger');
    for (const locale of LOCALES) for (const id of inComponents) expect(byLocale?.get(locale)?.[id], `${locale}: jigger.${id}`).toBeDefined();
    // Rule titles are named by key (RULES, and "rules" for the page as a whole); every other entry by its id.
    const used = new Set([
      ...inComponents,
      ...named('src/engine/jigger'),
      ...Object.values(RULES).map((r) => `rule.${r.key.slice('jigger.'.length)}`),
      'rule.rules',
    ]);
    expect(Object.keys(byLocale?.get('en') ?? {}).filter((id) => !used.has(id))).toEqual([]);
  });
});
