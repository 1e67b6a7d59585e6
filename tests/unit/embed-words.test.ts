/**
 * The custom element's languages (src/embed/element-words.ts): the language a `lang` value names, the
 * script of a game in it, and the element's own sentences, which it fills in without the catalogues'
 * formatter, so they must say exactly what the formatter says.
 */
import { describe, expect, it } from 'vitest';
import { ELEMENT_PREFIX, elementSay, embedLocale, gameScript, type ElementWords } from '../../src/embed/element-words';
import { catalogues, wordsData } from '../../src/words/load';
import { LOCALES } from '../../src/words/locales';
import { makeWords } from '../../src/words/words';
import { msg } from '../../src/engine/core/message';

describe('the language an element speaks', () => {
  it('is the one its lang value names, by the primary subtag, in any case', () => {
    expect(embedLocale('es')).toBe('es');
    expect(embedLocale('es-MX')).toBe('es');
    expect(embedLocale('ES-es')).toBe('es');
    expect(embedLocale(' es ')).toBe('es');
    expect(embedLocale('en-GB')).toBe('en');
  });

  it('is English for none, a language the site does not have, or a value that is no language tag', () => {
    for (const tag of [null, undefined, '', 'fr', 'de-DE', 'spanish', 'es_ES', 'e', 'es-', '-es', 'es--MX', '__proto__', 'constructor', 'x-klingon', 'ES!'])
      expect(embedLocale(tag), String(tag)).toBe('en');
  });

  it('loads its game’s script in that language: English at the address it always had', () => {
    expect(gameScript('ferret', 'en')).toBe('games/ferret.js');
    expect(gameScript('badgers-court', 'es')).toBe('games/badgers-court.es.js');
  });
});

describe('the element’s own sentences', () => {
  const ui = catalogues().get('ui');
  const words: ElementWords = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        Object.entries(ui?.get(locale) ?? {})
          .filter(([id]) => id.startsWith(ELEMENT_PREFIX))
          .map(([id, v]) => [`ui.${id}`, typeof v === 'string' ? v : v.join(' ')]),
      ),
    ]),
  );

  it('are in every language, each with plain parameters only, and say what the catalogues’ formatter says (as a phrase: “{name}” quotes a game id as written)', () => {
    const english = Object.keys(words.en ?? {});
    expect(english).toEqual(
      expect.arrayContaining(['ui.element.loading', 'ui.element.no-game', 'ui.element.not-loaded', 'ui.element.not-drawn', 'ui.element.polluted']),
    );
    for (const locale of LOCALES) {
      const w = makeWords(wordsData(locale));
      for (const [id, template] of Object.entries(words[locale] ?? {})) {
        // Every brace is a plain {name}: no plural, select or card for the element to get wrong.
        expect(template.replace(/\{\w+\}/g, ''), `${locale} ${id}`).not.toMatch(/[{}#]/);
        const params = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, `«${m[1]}»`]));
        expect(elementSay(words, locale, id, params), `${locale} ${id}`).toBe(w.phrase(msg(id, params)));
      }
    }
  });

  it('are English for a language the element has no words for, and leave out nothing they are not given', () => {
    expect(elementSay(words, 'xx' as never, 'ui.element.loading', { title: 'Ferret' })).toBe('Loading the Ferret example…');
    expect(elementSay(words, 'es', 'ui.element.loading', { title: 'Ferret' })).toBe('Cargando el ejemplo de Ferret…');
    expect(elementSay(words, 'es', 'ui.element.loading', { toString: 'x' } as never)).toBe('Cargando el ejemplo de {title}…');
  });
});
