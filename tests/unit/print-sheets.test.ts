/** The print sheets in Spanish: each sheet's text laid over from its mirror, lists kept lists (src/print/sheets.ts). */
import { expect, it } from 'vitest';
import { SHEETS, sheetInLanguage } from '../../src/print/sheets';
import { wordsData } from '../../src/words/load';
import { makeWords } from '../../src/words/words';

it('the deck’s sheet in Spanish: its text from its mirror, its points a list as in English, its page under /es/', () => {
  const english = SHEETS.find((s) => s.id === 'deck');
  if (!english) throw new Error('no deck sheet');
  const deck = sheetInLanguage(english, 'es', makeWords(wordsData('es')));
  expect(deck?.title).toBe('El Decktet');
  expect(deck?.page).toBe('/es/deck/');
  expect(deck?.sections.map((s) => s.heading)).toEqual(['Los seis palos', 'La baraja básica: 36 cartas', 'La baraja ampliada: 45 cartas', 'Tipos de carta']);
  expect(deck?.sections.map((s) => s.points?.length)).toEqual(english?.sections.map((s) => s.points?.length));
  expect(deck?.sections[1]?.points?.[0]).toBe('Seis Ases (rango 1), uno de cada palo, con un solo palo cada uno.');
});
