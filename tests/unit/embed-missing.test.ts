/**
 * A frame address that names no example: the message the 404 page shows there (src/embed/missing.ts),
 * chosen from the address alone.
 */
import { expect, test } from 'vitest';
import { missingEmbed, NAME_MARK, showMissingEmbed, type MissingPlace } from '../../src/embed/missing';
import { hostOrigin } from '../../src/embed/frame';

const M = NAME_MARK;
const places: MissingPlace[] = [
  { prefix: '/embed/', locale: 'en', cannot: 'Cannot:', games: { ferret: `Ferret has no “${M}”.` }, noGame: `No game “${M}”.` },
  { prefix: '/es/embed/', locale: 'es', cannot: 'No se puede:', games: { ferret: `Ferret no tiene «${M}».` }, noGame: `No hay juego «${M}».` },
];
const find = (path: string) => missingEmbed(path, places, M);

test('an address under a language’s /embed/ gets that language’s message, with the name the address gives', () => {
  expect(find('/embed/ferret/the-castel/')).toEqual({ locale: 'en', cannot: 'Cannot:', problem: 'Ferret has no “the-castel”.' });
  expect(find('/es/embed/ferret/the-castel/')).toEqual({ locale: 'es', cannot: 'No se puede:', problem: 'Ferret no tiene «the-castel».' });
  expect(find('/embed/chess/x/')?.problem).toBe('No game “chess”.');
  expect(find('/es/embed/ajedrez/')?.problem).toBe('No hay juego «ajedrez».');
  // Names as the reader would read them, not too long; names every object has are no game.
  expect(find('/embed/ferret/la%20castell%C3%A0/')?.problem).toBe('Ferret has no “la castellà”.');
  expect(find('/embed/ferret/%E0%A4%A/')?.problem).toBe('Ferret has no “%E0%A4%A”.');
  expect(find(`/embed/ferret/${'x'.repeat(200)}/`)?.problem).toBe(`Ferret has no “${'x'.repeat(60)}”.`);
  for (const name of ['constructor', '__proto__', 'toString']) expect(find(`/embed/${name}/x/`)?.problem).toBe(`No game “${name}”.`);
});

test('every other address keeps the ordinary 404 page', () => {
  for (const path of ['/', '/no-such-page/', '/embedded/x/', '/games/embed/x/', '/es/no/', '/es/embedded/']) expect(find(path)).toBeNull();
});

test('the functions written into the page hold nothing that would end its script', () => {
  for (const f of [missingEmbed, showMissingEmbed, hostOrigin]) expect(String(f)).not.toMatch(/<\/script|<!--/i);
});
