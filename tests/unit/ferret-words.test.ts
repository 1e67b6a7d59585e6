/**
 * Ferret's words in every language, over seeded random games enough to say every message: every event of every move as
 * each seat and a shared screen see it, its "Why?", the hints of the seat to act, the refusal of a random
 * illegal move, what a reader's try would do, and the end (the result, the score sheet), with the reminder
 * and the table's words, are said in every language that has a catalogue (`sayInEvery` throws on a missing
 * entry or parameter). Spanish holds no English word, and every message the engine can say is said.
 */
import { describe, expect, test } from 'vitest';
import { createRng, type Message } from '../../src/engine/core';
import { BASIC_DECK, EXTENDED_DECK } from '../../src/engine/deck';
import { apply, explainMove, legalMoves, outcome, type FerretEvent, type FerretMove, type FerretState } from '../../src/engine/ferret';
import { ferretDefinition as def } from '../../src/engine/ferret/definition';
import { review } from '../../src/engine/ferret/review';
import { randomGame } from '../support/random-games';
import { Coverage, sayInEvery, wordsFor, wordsGames } from '../support/words';
import { LOCALES } from '../../src/words/locales';
import { readFileSync } from 'node:fs';
import { mirrorGaps, TEXT_FIELDS, type MirrorKind } from '../../src/words/mirror';
import { slug } from '../../src/words/words';
import en from '../../src/words/ferret/en.json';

/** Seeded games enough to say every message the engine can (14 do it; `cover` checks it): issue 35. */
const GAMES = wordsGames(24);
const NAMES = ['Ann', 'Sam'];

/** Words of English that Spanish does not share: one in a Spanish sentence is English left behind. */
const ENGLISH = /\b(the|and|your|you|of|card|cards|hand|tableau|pool|set|sets|draw|pile|pass|passes|wins?|scores?|layoffs?)\b/i;

const cover = new Coverage();
/** Says a message in every language, to seat `you` (or a shared screen), and holds what each language said. */
function sayAll(m: Message, you: number | null): string[] {
  cover.saw(m);
  const out = sayInEvery(m, ['ferret'], NAMES, you);
  // Plain checks, not expect(): this runs a few hundred thousand times.
  const fail = (why: string) => {
    throw new Error(`${m.id}: ${why}: ${JSON.stringify(out)}`);
  };
  if (out.length !== LOCALES.length) fail('not said in every language');
  const [english, spanish] = out as [string, string];
  for (const t of out) if (/undefined|NaN|\[object|^\s|\s$|\s\s/.test(t)) fail('a hole or stray space');
  if (english.includes("'")) fail('a straight apostrophe');
  if (ENGLISH.test(spanish)) fail('English in the Spanish');
  return out;
}

describe(`Ferret in every language, over ${GAMES.length} random games`, () => {
  test('every event, explanation, hint, refusal, try and result is said in every language', () => {
    for (const g of GAMES) {
      cover.at(g);
      const { steps } = randomGame(def as never, `words-${g}`);
      const rng = createRng(`words-illegal-${g}`);
      for (const step of steps) {
        const before = step.before as FerretState;
        const after = step.after as FerretState;
        for (const seat of [0, 1, -1] as const) {
          const you = seat === -1 ? null : seat;
          for (const e of step.events as FerretEvent[]) {
            const shown = def.viewEvent(e, seat);
            sayAll(def.describe(shown, after), you);
            for (const w of def.explain(shown, before, after)) {
              sayAll(w.text, you);
              for (const locale of LOCALES) if (wordsFor(['ferret'], locale).rule(w.rule.key).section.length < 4) throw new Error(w.rule.key);
            }
          }
        }
        // Hints for every third position (each asks the engine to play every legal move).
        if (steps.indexOf(step) % 3 === 0)
          for (const seat of def.module.waitingFor(before))
            for (const h of [...def.hints(def.module.view(before, seat)), ...review.hints(def.module.view(before, seat))]) {
              sayAll(h.label, seat);
              sayAll(h.text, seat);
            }
        // A random move, legal or not: a refusal says why; a legal one, what it would do (an example's try).
        const deck = rng.int(4) === 0 ? EXTENDED_DECK : BASIC_DECK;
        const pick = () => deck[rng.int(deck.length)] as string;
        const tries: FerretMove[] = [
          { type: 'ferret', card: pick(), target: pick() },
          { type: 'set', cards: [pick(), pick(), pick()], low: 1 + rng.int(8) },
          rng.int(2) === 0 ? { type: 'pass' } : (legalMoves(before)[rng.int(legalMoves(before).length)] as FerretMove),
        ];
        for (const m of tries) {
          const r = apply(before, m, rng.int(3) === 0 ? 1 - (before.turn as number) : undefined);
          if (!r.ok) sayAll(r.error.message, before.turn);
          sayAll(explainMove(before, m), before.turn);
        }
        for (const e of step.events as FerretEvent[]) if (def.module.reveals(e, 0)) sayAll(def.undoBlockedBy(e), 0);
      }
      const last = steps[steps.length - 1]!.after as FerretState;
      sayAll(
        def.module.apply(last, { type: 'pass' }).ok ? { id: 'never' } : (apply(last, { type: 'pass' }) as { error: { message: Message } }).error.message,
        0,
      );
      const o = outcome(last)!;
      for (const you of [0, 1, null]) sayAll(def.result(o), you);
      for (const line of o.breakdown.flat()) {
        sayAll(line.label, null);
        if (line.detail) sayAll(line.detail, null);
      }
    }
    cover.at(-1);
    sayAll(def.reminder(def.module.defaultOptions()), null);
    sayAll(def.upcoming(def.module.newGame(def.module.defaultOptions(), 'x')).what, null);
    sayAll(review.measure(def.module.newGame(def.module.defaultOptions(), 'x')), null);
    // What random games never reach: a layoff told without the sets it goes on, an empty hand shown at the
    // end (a position can set one up), and the words for a set choice that forms no set (none does).
    sayAll(def.describe({ type: 'layoff', layoff: { card: '7SK', owner: 0, sets: [3], final: false }, as: 7 }), 0);
    sayAll(def.describe({ type: 'reveal', player: 1, cards: [] }), 0);
    for (const id of ['ferret.hint.set.this', 'ferret.try.another-run']) sayAll({ id }, 0);
    // Every message the engine can say was said (the rest of the catalogue is the table's and the pages' words).
    const engine = Object.keys(en).filter((k) => !/^(rule|status|say|card|comma|play|table|example)\./.test(k) && k !== 'comma');
    expect(engine.filter((k) => !cover.first.has(`ferret.${k}`))).toEqual([]);
  }, 600_000);

  test('English says what it always said, Spanish says it for children', () => {
    const ferret = { type: 'ferret', player: 1, card: '6SY', target: '6MW', from: 'pool', to: 'tableau' } as const;
    expect(sayInEvery(def.describe(ferret), ['ferret'], NAMES, 0)).toEqual([
      'Sam plays the Penitent on the Lunatic in the pool and takes the Lunatic into Sam’s tableau.',
      'Sam juega el Penitente sobre el Lunático del centro y se lleva el Lunático a su zona.',
    ]);
    const why = def.explain(ferret, def.module.newGame(def.module.defaultOptions(), 'x'), def.module.newGame(def.module.defaultOptions(), 'x'));
    expect(sayInEvery(why[1]!.text, ['ferret'], NAMES, 1)).toEqual([
      'The Lunatic goes into your tableau: the Wyrms on the Penitent oppose the Moons on the Lunatic, and a card paid for with an opposed suit goes to the tableau (then you draw).',
      'El Lunático va a tu zona: el palo de Sierpes del Penitente se opone al palo de Lunas del Lunático, y una carta pagada con un palo opuesto va a la zona (y luego robas).',
    ]);
  });

  test('the Spanish rules page has a heading for every rule, titled as the Spanish words title it, and every data file its Spanish text', async () => {
    const page = readFileSync('src/content/docs/es/games/ferret/index.mdx', 'utf8');
    const headings = page.split('\n').flatMap((l) => (/^## /.test(l) ? [l.slice(3).trim()] : []));
    const es = wordsFor(['ferret'], 'es');
    // Every rule a move or an event follows (the page as a whole, rule.rules, is the page itself).
    for (const key of Object.keys(en).filter((k) => k.startsWith('rule.') && k !== 'rule.rules')) {
      const rule = es.rule(`ferret.${key.slice('rule.'.length)}`);
      expect(headings, key).toContain(rule.section);
      expect(headings.map(slug), key).toContain(rule.anchor);
    }
    for (const kind of Object.keys(TEXT_FIELDS) as MirrorKind[]) {
      const english = (await import(`../../src/engine/ferret/${kind}.json`)).default;
      const spanish = (await import(`../../src/words/ferret/${kind}.es.json`)).default;
      expect(mirrorGaps(kind, english, spanish), kind).toEqual([]);
    }
  });
});
