/** The template language (src/words/format.ts) and a language's grammar (src/words/words.ts). */
import { describe, expect, it } from 'vitest';
import { msg } from '../../src/engine/core/message';
import { parse } from '../../src/words/format';
import { makeWords, type WordsData } from '../../src/words/words';
import { wordsData } from '../../src/words/load';
import { LOCALES } from '../../src/words/locales';
import { gameList } from '../../src/engine/games';

const en = wordsData('en');
const with_ = (data: WordsData, messages: Record<string, string>): WordsData => ({ ...data, messages: { ...data.messages, ...messages } });

describe('templates', () => {
  it('says cards, seats, plurals and choices', () => {
    const w = makeWords(
      with_(en, {
        'x.play':
          '{p, you, yes {{p, seat} play} other {{p, seat} plays}} {c, card} on {t, card}, {n, plural, =0 {no cards} one {# card} other {# cards}} left.',
        'x.list': '{cs, cards} go to {p, seat, poss} hand.',
        'x.of': 'The suit {s, suit, one} is {s, suit, colour}; {c, card, indef}.',
        'x.nested': 'Because {why}',
        'x.why': '{c, card, Def} is high.',
      }),
      ['Sam', 'Ana'],
      1,
    );
    expect(w.t('x.play', { p: 0, c: '6SY', t: 'AM', n: 1 })).toBe('Sam plays the Penitent on the Ace of Moons, 1 card left.');
    expect(w.t('x.play', { p: 1, c: '6SY', t: 'AM', n: 0 })).toBe('You play the Penitent on the Ace of Moons, no cards left.');
    expect(w.t('x.list', { cs: ['CW', 'CL', 'CK'], p: 1 })).toBe('The Sea, the End and the Windfall go to your hand.');
    expect(w.t('x.list', { cs: ['CW'], p: 0 })).toBe('The Sea go to Sam’s hand.');
    expect(w.t('x.of', { s: 'waves', c: 'AW' })).toBe('The suit Wave is blue; an Ace of Waves.');
    expect(w.say(msg('x.nested', { why: msg('x.why', { c: '4MS' }) }))).toBe('Because The Mountain is high.');
  });

  it('refuses what it cannot say, naming the entry', () => {
    const w = makeWords(with_(en, { 'x.a': 'A {c, card}.' }));
    expect(() => w.t('x.missing')).toThrow(/x\.missing/);
    expect(() => w.t('x.a')).toThrow(/“x.a”: “c” should be given/);
    expect(() => parse('An {unclosed')).toThrow();
    expect(() => parse('{n, plural, one {x}}')).toThrow(/other/);
  });

  it('says Spanish articles and their contractions by gender', () => {
    const es: WordsData = {
      locale: 'es',
      deck: { cards: { '6SY': { name: 'Penitente', g: 'm' }, '4MS': { name: 'Montaña', g: 'f' } }, suits: {}, ranks: {} },
      messages: { 'core.list.and': '{a} y {b}', 'core.list.comma': ', ', 'x.a': 'Juegas {c, card} encima {t, card, of}; {cs, cards}.' },
    };
    expect(makeWords(es).t('x.a', { c: '4MS', t: '6SY', cs: ['6SY', '4MS'] })).toBe('Juegas la Montaña encima del Penitente; el Penitente y la Montaña.');
  });
});

describe('the words', () => {
  it('count with a form for one wherever they say the number (“1 cards” was said)', () => {
    const scopes = gameList().map((g) => g.id);
    // A Hermit number card's value, 2 to 9: never one.
    const neverOne = new Set(['es hermit.value.number']);
    const only = LOCALES.flatMap((locale) =>
      Object.entries(wordsData(locale, scopes).messages)
        .filter(([, text]) => /\{\w+, plural, other \{[^}]*#/.test(text))
        .map(([id]) => `${locale} ${id}`),
    );
    expect(only.filter((k) => !neverOne.has(k))).toEqual([]);
  });
});
