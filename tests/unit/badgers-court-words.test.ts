/**
 * Badger's Court's words in every language: seeded random games with random options (enough to say every message), each event (as
 * each seat and a shared screen see it), reason, hint, refusal of a random move, result, reminder, undo
 * reason, score line, tie, Court item and option label said in English and in Spanish (a missing entry or
 * parameter throws, as sayInEvery does), the Spanish free of English words; every rule a reason cites
 * titled in each language; every entry the Badger's Court components name present in every catalogue; the
 * Spanish texts of the data files mirroring every English text field; each rules page titled as its catalogue.
 */
import { RULES } from '../../src/engine/badgers-court/rules';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createRng, fieldsFor, type AnyGameDefinition, type FieldValue, type Message } from '../../src/engine/core';
import { RANKS, type CardId } from '../../src/engine/deck';
import { badgersCourtDefinition as def } from '../../src/engine/badgers-court/definition';
import { deckFor, itemCards, rankOf, type BadgersCourtEvent, type BadgersCourtMove, type BadgersCourtState } from '../../src/engine/badgers-court';
import { describeItem, tiedLine } from '../../src/engine/badgers-court/describe';
import { rankMany, rankOne } from '../../src/engine/badgers-court/values';
import { msg } from '../../src/engine/core/message';
import { exampleScreens } from '../../src/engine/core/example-screens';
import { EXTENDED_DECK } from '../../src/engine/deck';
import { explainEvent } from '../../src/engine/badgers-court/explain';
import { BADGERS_COURT_TRIES } from '../../src/engine/badgers-court/tries';
import { review } from '../../src/engine/badgers-court/review';
import { catalogues } from '../../src/words/load';
import { mirrorGaps } from '../../src/words/mirror';
import examples from '../../src/engine/badgers-court/examples.json' with { type: 'json' };
import guided from '../../src/engine/badgers-court/guided.json' with { type: 'json' };
import meta from '../../src/engine/badgers-court/meta.json' with { type: 'json' };
import sheet from '../../src/engine/badgers-court/sheet.json' with { type: 'json' };
import examplesEs from '../../src/words/badgers-court/examples.es.json' with { type: 'json' };
import guidedEs from '../../src/words/badgers-court/guided.es.json' with { type: 'json' };
import metaEs from '../../src/words/badgers-court/meta.es.json' with { type: 'json' };
import sheetEs from '../../src/words/badgers-court/sheet.es.json' with { type: 'json' };
import catalogue from '../../src/words/badgers-court/en.json' with { type: 'json' };
import { LOCALES } from '../../src/words/locales';
import { randomGame } from '../support/random-games';
import { Coverage, sayInEvery, wordsFor, wordsGames } from '../support/words';

const SCOPES = ['badgers-court'];
/**
 * Seeded games enough to say every message they can (`cover` checks it): the first 30, and those that reach
 * the rarest (a refusal to take every build in game 37, a score line of every point in 151, a refusal to keep
 * a build in 171): issue 35.
 */
const GAMES = wordsGames(30, [37, 151, 171]);
/** Messages the random games do not reach (nor did 200 of them), said elsewhere or not yet by any test. */
const BESIDES = {
  'reminder.standard': 'said under every option combination by the next test',
  'reminder.traditional': 'said under every option combination by the next test',
  'event.rest-none': 'not reached by random games',
  'why.rest-none': 'not reached by random games',
  'why.take': 'not reached by random games',
  'result.share': 'not reached by random games',
  'result.over-shared': 'not reached by random games',
};
const NAMES = ['Ana', 'Sam', 'Lu', 'Bo'];
/** Words that mean an English sentence was left in the Spanish (the names given are Ana, Sam, Lu and Bo). */
const ENGLISH = /\b(the|and|you|your|of|is|are|cards?|points?|draws?|wins?|scores?|builds?|building|takes?|lays?|Court|round|deal|hand)\b/i;

let count = 0;
const cover = new Coverage();
/** Said in every language, with the Spanish held to having no English words in it. */
function said(m: Message, you: number | null, what: string): void {
  cover.saw(m);
  const [en, es] = sayInEvery(m, SCOPES, NAMES, you);
  expect(en, what).toBeTruthy();
  expect(es, `${what}: Spanish for “${en}”`).toBeTruthy();
  expect(es, `${what}: “${es}”, for “${en}”`).not.toMatch(ENGLISH);
  count++;
}

const rules = LOCALES.map((l) => wordsFor(SCOPES, l));
/** A rule key titled in every language. */
const titled = (key: string) => rules.forEach((w) => expect(w.rule(key).section.length).toBeGreaterThan(3));

/** A random move, mostly illegal: a card from the hand or the deck, some Court items, a kind and a rank. */
function wild(s: BadgersCourtState, rng: ReturnType<typeof createRng>): BadgersCourtMove {
  const deck = deckFor(s.options);
  const hand = s.hands[s.turn] ?? [];
  const c = (rng.next() < 0.8 ? hand[rng.int(Math.max(1, hand.length))] : undefined) ?? (deck[rng.int(deck.length)] as CardId);
  const items = s.court.flatMap(itemCards).filter(() => rng.next() < 0.3);
  if (rng.next() < 0.05) items.push(deck[rng.int(deck.length)] as CardId);
  const kind = rng.int(3);
  if (kind === 0) return { type: 'lay', card: c };
  if (kind === 1) return { type: 'take', card: c, items };
  return { type: 'build', card: c, items, rank: rankOf(deck[rng.int(deck.length)] as CardId) };
}

describe('every sentence of random games, in every language', () => {
  test('events, reasons, hints, refusals, results, reminders, score lines, ties, Court items and undo reasons', () => {
    const m = def.module;
    const kinds = new Set<string>();
    const refusals = new Set<string>();
    for (const g of GAMES) {
      cover.at(g);
      const seed = `bc-words-${g}`;
      const { steps } = randomGame(def as unknown as AnyGameDefinition, seed);
      const rng = createRng(`illegal:${seed}`);
      const you = [0, 1, null][g % 3] as number | null;
      let last = steps[0]?.before as BadgersCourtState;
      for (const [i, step] of steps.entries()) {
        const s = step.before as BadgersCourtState;
        // Hints for the seat to act, from its view (every fourth turn: they list up to 40 moves each).
        if (i % 4 === 0)
          for (const h of def.hints(m.view(s, s.turn))) {
            said(h.label, s.turn, 'hint label');
            said(h.text, s.turn, 'hint');
            titled(h.rule.key);
          }
        // A random move, mostly illegal, sometimes by the seat not to play: its refusal.
        const refused = m.apply(s, wild(s, rng), rng.next() < 0.1 ? 1 - s.turn : undefined);
        if (!refused.ok) {
          said(refused.error.message, you, `refusal ${refused.error.code}`);
          titled(refused.error.rule.key);
          refusals.add(refused.error.code);
        }
        // The Court's items, as the table names them.
        for (const it of s.court) said(describeItem(it), you, 'Court item');
        for (const raw of step.events as BadgersCourtEvent[]) {
          kinds.add(raw.type);
          for (const audience of you === null ? [-1] : [you, -1]) {
            const seen = def.viewEvent(raw, audience);
            const to = audience >= 0 ? audience : null;
            said(def.describe(seen, step.after as BadgersCourtState), to, `event ${raw.type}`);
            for (const why of def.explain(seen, s, step.after as BadgersCourtState)) {
              said(why.text, to, `reason for ${raw.type}`);
              titled(why.rule.key);
            }
          }
          if (m.reveals(raw, 0)) said(def.undoBlockedBy(raw), you, 'undo');
          if (raw.type === 'round-over') {
            for (const line of raw.result.lines.flat()) said(line.label, you, 'score line');
            for (const tie of raw.result.ties) said(tie, you, 'tie');
            const tied = tiedLine(raw.result);
            if (tied) said(tied, you, 'tie line');
          }
        }
        last = step.after as BadgersCourtState;
      }
      const outcome = m.outcome(last);
      expect(outcome, seed).not.toBeNull();
      if (!outcome) continue;
      said(def.result(outcome), you, 'result');
      for (const line of outcome.breakdown.flat()) said(line.label, you, 'round line');
      const over = m.apply(last, { type: 'lay', card: 'AS' });
      if (!over.ok) said(over.error.message, you, 'game over');
      said(def.upcoming(last).what, you, 'upcoming');
    }
    expect([...kinds].sort()).toEqual(['build', 'deal', 'draw', 'lay', 'over', 'rest', 'round-over', 'take']);
    expect([...refusals].sort()).toEqual([
      'build-does-not-add-up',
      'build-locked',
      'build-rank',
      'build-without-card',
      'does-not-add-up',
      'keep-build-card',
      'not-in-court',
      'not-in-hand',
      'not-your-turn',
      'nothing-chosen',
      'take-every-match',
    ]);
    console.log(`${count} messages said in every language`);
    expect(count).toBeGreaterThan(GAMES.length * 400);
    // Every kind of message the engine says, said (200 games said no more).
    expect(cover.unsaid('badgers-court', catalogue, BESIDES)).toEqual([]);
  }, 600_000);

  test('the reminder under every option combination, the option labels and every rank’s words', () => {
    let all: Record<string, FieldValue>[] = [Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]))];
    for (const f of fieldsFor(def.optionFields, 2)) {
      said(f.label, null, `option ${f.key}`);
      if (f.kind === 'choice') for (const c of f.choices) said(c.label, null, `option ${f.key}: ${c.value}`);
      const values: FieldValue[] = f.kind === 'boolean' ? [false, true] : f.kind === 'choice' ? f.choices.map((c) => c.value) : [0, 1];
      all = all.flatMap((fields) => values.map((v) => ({ ...fields, [f.key]: v })));
    }
    let reminders = 0;
    for (const fields of all) {
      const parsed = def.module.parseOptions(def.fromFields(fields, 2));
      if (!parsed.ok) continue;
      said(def.reminder(parsed.value), null, `reminder ${JSON.stringify(fields)}`);
      reminders++;
    }
    // Standard rules: two decks and four switches; very traditional: two decks, drawing or not.
    expect(reminders).toBe(2 * 16 + 2 * 2);
    for (const r of RANKS) {
      said(msg('badgers-court.court.build', { many: rankMany(r), o: 1, locked: true, n: 2 }), 0, `rank ${r}`);
      said(msg('badgers-court.why.locked', { many: rankMany(r), one: rankOne(r) }), 0, `rank ${r}`);
      said(msg('badgers-court.refuse.build-without-card', { r }), 0, `rank ${r}`);
      said(msg('badgers-court.bar.build', { r }), 0, `rank ${r}`);
    }
  });
});

test('every example: each step’s reasons, each answer, and the verdict on every try the table offers, in every language', () => {
  let verdicts = 0;
  for (const example of def.examples) {
    const screens = exampleScreens(def.module, BADGERS_COURT_TRIES, explainEvent, example, EXTENDED_DECK);
    if (!screens.ok) throw new Error(`${example.id}: ${screens.error}`);
    const { why, answers, steps } = screens.value;
    why.flat().forEach((w) => (said(w.text, example.seat, `${example.id}: why`), titled(w.rule.key)));
    for (const [i, a] of answers.entries()) if (a) said(a, example.seat, `${example.id}: answer ${i}`);
    for (const i of steps.keys())
      for (const m of screens.value.tries(i)) {
        const v = screens.value.judge(i, m);
        if (v) (said(v.text, example.seat, `${example.id}: try at ${i}`), verdicts++);
      }
  }
  expect(verdicts).toBeGreaterThan(20);
  said(review.measure(def.module.newGame(def.module.defaultOptions(), 'x')), 0, 'the review’s measure');
});

test('the words speak to the seat spoken to, and of the other by name', () => {
  const es = (m: Message, you: number | null) => wordsFor(SCOPES, 'es', ['Ana', 'Sam'], you).say(m);
  const lay = def.describe({ type: 'lay', seat: 0, card: '3SK' });
  expect(es(lay, 0)).toBe('Dejas el Pintor en el Patio.');
  expect(es(lay, 1)).toBe('Ana deja el Pintor en el Patio.');
  const build = def.describe({ type: 'build', seat: 1, card: 'CM', rank: 'C', cards: ['8WL', 'AS', 'CM'], locked: false, raised: '9', from: 0 });
  expect(es(build, 0)).toBe(
    'Sam juega la Cazadora: «construyo Coronas» (antes era un montón de nueves, tuyo). El montón tiene el Molino, el As de Soles y la Cazadora.',
  );
  expect(wordsFor(SCOPES, 'en', ['Ann', 'Sam'], 0).say(build)).toBe(
    'Sam plays the Huntress: “building Crowns” (it was building nines, yours). The build holds the Mill, the Ace of Suns and the Huntress.',
  );
  expect(es(def.result({ winners: [1], scores: [12, 18], breakdown: [] }), 1)).toBe('Fin de la partida. Ganas por 18 a 12.');
  expect(es(def.result({ winners: [1], scores: [12, 18], breakdown: [] }), 0)).toBe('Fin de la partida. Sam gana por 18 a 12.');
});

test('every entry the Badger’s Court components name is in every catalogue', () => {
  const dir = 'src/components/badgers-court';
  const ids = new Set(
    readdirSync(dir).flatMap((f) => [...readFileSync(`${dir}/${f}`, 'utf8').matchAll(/'badgers-court\.([a-z.-]+)'/g)].map((x) => x[1] as string)),
  );
  expect(ids.size).toBeGreaterThan(40);
  const byLocale = catalogues().get('badgers-court');
  for (const locale of LOCALES) for (const id of ids) expect(byLocale?.get(locale)?.[id], `${locale}: badgers-court.${id}`).toBeDefined();
});

test('the Spanish texts of the data files mirror every English text field, and no other', () => {
  const english = { examples, guided, meta, sheet } as const;
  const spanish = { examples: examplesEs, guided: guidedEs, meta: metaEs, sheet: sheetEs } as const;
  for (const kind of ['examples', 'guided', 'meta', 'sheet'] as const) expect(mirrorGaps(kind, english[kind], spanish[kind]), kind).toEqual([]);
});

test('each rules page has a heading for every rule, titled exactly as its language’s catalogue titles it, and only those and the credits', () => {
  const keys = Object.keys(RULES);
  for (const [locale, page, credits] of [
    ['en', 'src/content/docs/games/badgers-court/index.mdx', 'Credits'],
    ['es', 'src/content/docs/es/games/badgers-court/index.mdx', 'Créditos'],
  ] as const) {
    const headings = readFileSync(page, 'utf8')
      .split('\n')
      .flatMap((l) => (/^## /.test(l) ? [l.slice(3).trim()] : []));
    const words = wordsFor(SCOPES, locale);
    expect(headings, page).toEqual([...keys.map((k) => words.rule(`badgers-court.${k}`).section), credits]);
  }
});

test('the Spanish rules page shows every example the English one shows, in the same places, in Spanish', () => {
  const islands = (page: string) =>
    [...readFileSync(page, 'utf8').matchAll(/<BadgersCourtExample client:visible \{\.\.\.exampleProps\(([^)]*)\)\} \/>/g)].map((m) => m[1]);
  const english = islands('src/content/docs/games/badgers-court/index.mdx');
  expect(english.length).toBe(8);
  expect(islands('src/content/docs/es/games/badgers-court/index.mdx')).toEqual(english.map((a) => `${a}, 'es'`));
});
