/**
 * Hermit's words in every language: seeded random matches at two and four seats, every event, explanation,
 * hint, score line, refusal of a random illegal move, example try, review measure, reminder and result said with `sayInEvery` (which
 * throws on an entry or a parameter a language lacks, and on a brace left unfilled). The English words
 * themselves are held by the other Hermit tests (the golden test hashes refusals and score lines as English).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import type { Message } from '../../src/engine/core/message';
import { BASIC_DECK, type CardId } from '../../src/engine/deck';
import { hermit, RULES, type HermitMove, type HermitOptions, type HermitState } from '../../src/engine/hermit';
import { hermitPlayDefinition as def } from '../../src/engine/hermit/play';
import { HERMIT_TRIES } from '../../src/engine/hermit/tries';
import { review } from '../../src/engine/hermit/review';
import { DEFAULT_LOCALE, LOCALES } from '../../src/words/locales';
import { wordsData } from '../../src/words/load';
import { mirrorGaps, TEXT_FIELDS, type MirrorKind } from '../../src/words/mirror';
import { mirrorOf } from '../../src/words/pages';
import examples from '../../src/engine/hermit/examples.json';
import guided from '../../src/engine/hermit/guided.json';
import meta from '../../src/engine/hermit/meta.json';
import sheet from '../../src/engine/hermit/sheet.json';
import { Coverage, sayInEvery, wordsFor, wordsGames } from '../support/words';
import catalogue from '../../src/words/hermit/en.json';

const NAMES = ['Ana', 'Sam', 'Lu', 'Bo'];
const SCOPES = ['hermit'];
/**
 * Seeded matches enough to say every message they can at each seat count (7 do it at two seats, 5 at four;
 * `cover` checks it), and to deal under every combination of the three options (the first 20 do): issue 35.
 */
const GAMES = wordsGames(24);
/** Messages the random matches do not reach at either seat count (nor did 120 of each). */
const BESIDES: Record<string, string> = {
  'event.started-ownerless': 'not reached by random matches',
  'event.taken-by-no-one': 'not reached by random matches',
  'refuse.no-such-trick': 'not reached by random matches',
  'score.house-party-share': 'not reached by random matches',
  'why.than-highest': 'not reached by random matches',
  'why.deal-five': 'not reached by random matches',
  'why.started-ownerless': 'not reached by random matches',
  'why.starts-leftover': 'not reached by random matches',
  'why.follows-unknown': 'not reached by random matches',
  'why.taken-by-no-one': 'not reached by random matches',
  'refuse.game-over': 'not reached: a random match is not played on once it is over',
};
/** Every message said by the matches at either seat count. */
const cover = new Coverage();

/** A random move, legal or not: any card of any seat or of the deck, of any kind, on any trick. */
function anyMove(s: HermitState, rng: ReturnType<typeof createRng>): HermitMove {
  const seat = rng.int(s.options.players);
  const hand = s.hands[seat] ?? [];
  const c = (rng.next() < 0.7 ? hand[rng.int(Math.max(1, hand.length))] : undefined) ?? (BASIC_DECK[rng.int(BASIC_DECK.length)] as CardId);
  const kind = rng.int(3);
  const trick = rng.next() < 0.2 ? 'new' : (s.tricks[rng.int(Math.max(1, s.tricks.length))]?.id ?? rng.int(30));
  return kind === 0 ? { type: 'start', seat, card: c } : kind === 1 ? { type: 'cottage', seat, card: c } : { type: 'play', card: c, trick };
}

/**
 * Says every message a random match makes, in every language, speaking to `you`, and counts them by id in
 * `said`. A message said before to the same seat (a hint offered again on the next move) is not said again.
 */
function sayMatch(options: HermitOptions, seed: string, you: number | null, said: Map<string, number>, done: Set<string>, cover: Coverage): void {
  const rng = createRng(`words:${seed}`);
  const names = NAMES.slice(0, options.players);
  const say = (m: Message) => {
    cover.saw(m);
    const key = `${options.players}|${you}|${JSON.stringify(m)}`;
    if (done.has(key)) return;
    done.add(key);
    const texts = sayInEvery(m, SCOPES, names, you);
    expect(texts, m.id).toHaveLength(LOCALES.length);
    for (const t of texts) expect(t, m.id).not.toMatch(/undefined|NaN|\[object|'/);
    said.set(m.id, (said.get(m.id) ?? 0) + 1);
  };
  say(def.reminder(options));
  let s = hermit.newGame(options, seed);
  say(review.measure(s));
  for (let n = 0; n < 3000 && hermit.toAct(s) !== null; n++) {
    // The hints of the first seat the game waits for (at a secret choice, every seat's are alike).
    for (const h of def.hints(hermit.view(s, hermit.toAct(s) as number))) {
      say(h.label);
      say(h.text);
    }
    const tried = anyMove(s, rng);
    const refused = hermit.apply(s, tried, rng.next() < 0.5 ? undefined : rng.int(options.players));
    if (!refused.ok) say(refused.error.message);
    const legal = hermit.legalMoves(s);
    // What an example says of a reader's try, for a few of the moves there are.
    for (const t of legal.slice(0, 3)) {
      const tried = hermit.apply(s, t, hermit.mover(s, t));
      if (tried.ok) say(HERMIT_TRIES.explain(s, t, tried.value.state));
    }
    const m = legal[rng.int(legal.length)] as HermitMove;
    const r = hermit.apply(s, m, hermit.mover(s, m));
    if (!r.ok) throw new Error(`a legal move was refused: ${hermit.printMove(m)}`);
    for (const e of r.value.events) {
      const seen = def.viewEvent(e, you ?? -1);
      say(def.describe(seen, r.value.state));
      for (const x of def.explain(seen, s, r.value.state)) say(x.text);
      if (e.type === 'hand-over') for (const lines of e.result.lines) for (const l of lines) say(l.label);
      if (def.module.reveals(e, 0)) say(def.undoBlockedBy(e));
    }
    s = r.value.state;
  }
  const outcome = hermit.outcome(s);
  if (!outcome) throw new Error('a random match did not end');
  say(def.result(outcome));
  for (const lines of outcome.breakdown) for (const l of lines) say(l.label);
  say(def.upcoming(s).what);
}

describe('Hermit in every language', () => {
  test.each([2, 4] as const)(
    `%i seats: every message of ${GAMES.length} random matches is said in every language`,
    (players) => {
      const said = new Map<string, number>();
      const done = new Set<string>();
      for (const g of GAMES) {
        cover.at(g);
        const options: HermitOptions = { players, target: g % 4 === 0 ? 100 : 66, pleasantCompany: g % 3 === 0, houseParty: g % 5 < 2 };
        sayMatch(options, `hermit-words-${players}-${g}`, g % 3 === 2 ? null : g % players, said, done, cover);
      }
      // The matches reach the words they are for: each kind of event, refusal and hint.
      for (const id of [
        'hermit.event.play',
        'hermit.event.taken',
        'hermit.why.control-taken',
        'hermit.why.hand-score',
        'hermit.hint.play',
        'hermit.result.over',
      ])
        expect(said.get(id) ?? 0, id).toBeGreaterThan(0);
      expect([...said.keys()].filter((id) => id.startsWith('hermit.refuse.')).length).toBeGreaterThan(5);
    },
    300_000,
  );

  test('the matches at two seats and at four said every kind of message the engine says (120 of each said no more)', () => {
    expect(cover.unsaid('hermit', catalogue, BESIDES)).toEqual([]);
  });

  test('option labels and their choices', () => {
    for (const f of def.optionFields) {
      sayInEvery(f.label, SCOPES);
      if (f.kind === 'choice') for (const c of f.choices) sayInEvery(c.label, SCOPES);
    }
  });

  test('every Hermit entry the components name exists in every language, and every entry is named', () => {
    const dir = 'src/components/hermit';
    const ids = new Set(
      readdirSync(dir).flatMap((f) => [...readFileSync(`${dir}/${f}`, 'utf8').matchAll(/'((?:hermit|core)\.[a-z0-9.-]+)'/g)].map((m) => m[1] as string)),
    );
    expect(ids.size).toBeGreaterThan(30);
    // And every Hermit entry is named by the engine or a component (a rule's title is named by its key).
    const engine = readdirSync('src/engine/hermit')
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(`src/engine/hermit/${f}`, 'utf8'))
      .join('\n');
    const unnamed = Object.keys(wordsData(DEFAULT_LOCALE, SCOPES).messages).filter((id) => id.startsWith('hermit.') && !id.startsWith('hermit.rule.'));
    expect(unnamed.filter((id) => !ids.has(id) && !engine.includes(`'${id}'`))).toEqual([]);
    for (const locale of LOCALES) {
      const words = wordsFor(SCOPES, locale);
      expect(
        [...ids].filter((id) => !words.has(id)),
        locale,
      ).toEqual([]);
    }
  });

  test('every other language has a mirror of each data file, with every text field and no other', () => {
    const english: Record<MirrorKind, unknown> = { examples, guided, meta, sheet };
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
      for (const kind of Object.keys(TEXT_FIELDS) as MirrorKind[])
        expect(mirrorGaps(kind, english[kind], mirrorOf('hermit', kind, locale)), `${locale} ${kind}`).toEqual([]);
  });

  test('each language’s rules page has a heading for every rule, titled as its catalogue titles it', () => {
    for (const locale of LOCALES) {
      const page = readFileSync(`src/content/docs/${locale === DEFAULT_LOCALE ? '' : `${locale}/`}games/hermit/index.mdx`, 'utf8');
      const headings = page.split('\n').flatMap((l) => (/^## /.test(l) ? [l.slice(3).trim()] : []));
      const words = wordsFor(SCOPES, locale);
      for (const key of Object.keys(RULES)) expect(headings, `${locale}: ${key}`).toContain(words.rule(`hermit.${key}`).section);
    }
  });
});
