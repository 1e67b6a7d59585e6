/**
 * The words of the engine's core and of the play runtime (src/words/core/): level names, nouns, a link's
 * refusals, undo's reasons, the rooms' words for a device, and an example's answers, as messages said in
 * English word for word as the site said them, and in Spanish. Every message a test here makes is said in
 * every language (a missing entry or parameter throws).
 */
import { describe, expect, test } from 'vitest';
import { decodeOptions, LEVEL_LABEL, LEVELS, nounWord, plural, type AnyGameDefinition } from '../../src/engine/core';
import { msg, type Message } from '../../src/engine/core/message';
import { exampleYou, refusalForAuthors } from '../../src/engine/core/example';
import { gameList } from '../../src/engine/games';
import { undoPoint } from '../../src/play/record';
import { LET_THROUGH } from '../../src/play/machine';
import { readHostMessage } from '../../src/play/room-protocol';
import { whyNot } from '../../src/play/room-peer';
import { seatLines } from '../../src/play/room-host';
import { sayName } from '../../src/play/said';
import { seatNames } from '../../src/play/seats';
import { english, sayInEvery, wordsFor } from '../support/words';

const es = (m: Message, scopes: readonly string[] = []) => wordsFor(scopes, 'es').say(m);
const both = (m: Message, scopes: readonly string[] = []) => (sayInEvery(m, scopes), [english(m, scopes), es(m, scopes)]);

test('the levels and the nouns, in English and in Spanish', () => {
  expect(LEVELS.map((l) => both(LEVEL_LABEL[l]))).toEqual([
    ['Gentle', 'Suave'],
    ['Normal', 'Normal'],
    ['Strong', 'Fuerte'],
  ]);
  expect(both(nounWord('game'))).toEqual(['Game', 'Partida']);
  expect(wordsFor([]).say(msg('core.text', { text: 'x' }))).toBe('X');
  expect(english(msg('core.shelf.link-aside', { noun: 'match' }))).toBe(
    'You opened a link to another deal; the match you were playing is kept in Your matches.',
  );
  expect(english(plural('match'))).toBe('Matches');
  expect(english(msg('core.storage.dropped', { noun: 'game', n: 1 }))).toBe('This browser’s storage was full: your 1 oldest finished game was let go.');
  expect(both(msg('core.storage.dropped', { noun: 'match', n: 3 }))).toEqual([
    'This browser’s storage was full: your 3 oldest finished matches were let go.',
    'El almacenamiento de este navegador estaba lleno: se han borrado tus 3 partidas terminadas más antiguas.',
  ]);
});

describe.each(gameList().map((d) => [d.id, d] as const))('%s: a link’s refusals', (id, def: AnyGameDefinition) => {
  // In English, and in every language with words for the game (sayInEvery skips one not yet begun).
  const refused = (q: string): string[] => {
    const r = decodeOptions(def, new URLSearchParams(q));
    if (r.ok) throw new Error(`${q} was read`);
    // As a page says it: inside its notice.
    const notice = msg('core.shelf.link-new-deal', { why: r.error });
    sayInEvery(notice, [id]);
    return [english(notice, [id]).replace(/^The link could not be used: (.*)\. Here is a new deal instead\.$/, '$1')];
  };
  test('say what is wrong, with the game’s title and its seat counts', () => {
    expect(refused('players=abc')[0]).toBe('“abc” is not a number of players');
    const range =
      def.seats.min === def.seats.max
        ? `${def.title} is for ${def.seats.min} players`
        : `${def.title} is for ${def.seats.min} to ${def.seats.max} players here`;
    expect(refused('players=99')[0]).toBe(range);
    const flag = def.optionFields.find((f) => f.kind === 'boolean' && !f.seats);
    if (flag) expect(refused(`${flag.param}=maybe`)[0]).toMatch(/^the option “.+” should be 1 or 0, not “maybe”$/);
    const choice = def.optionFields.find((f) => f.kind === 'choice' && !f.seats);
    if (choice) expect(refused(`${choice.param}=nothing`)[0]).toMatch(/^the option “.+” has no choice “nothing”$/);
  });
});

test('the play machine’s words to the people at the table', () => {
  expect(both(LET_THROUGH)).toEqual([
    'That does just as well as the coach’s move here, so on you go.',
    'Esa jugada es tan buena como la del guía, así que sigue adelante.',
  ]);
  expect(english(msg('core.play.take-screen'))).toBe('First take the screen: press “I am ready”.');
  expect(english(msg('core.play.replay-failed', { noun: 'match', why: msg('core.replay.not-a-move', { n: 1, why: 'x' }) }))).toBe(
    'Your saved match could not be replayed (move 1 is not a move (x)). It has started again from the same deal.',
  );
});

test('undo’s reasons', () => {
  const def = gameList()[0] as AnyGameDefinition;
  const none = undoPoint(def, { history: [], seats: ['human', 'computer'], state: def.module.newGame(def.module.defaultOptions(), 'u') });
  expect(none.index === null && both(none.why)).toEqual(['No move has been made yet.', 'Todavía no se ha hecho ninguna jugada.']);
  expect(english(msg('core.undo.revealed', { why: msg('core.text', { text: 'a card was drawn' }) }))).toBe(
    'Undo is not possible: a card was drawn since that move.',
  );
  expect(both(msg('core.play.undone-seen', { why: msg('badgers-court.undo.drawn') }), ['badgers-court'])).toEqual([
    'Your move was taken back, even though a card was drawn after it: undo allows this against the computer, not between people at one screen.',
    'Se ha deshecho tu jugada, aunque se robó una carta después: deshacer lo permite contra el ordenador, no entre personas en una misma pantalla.',
  ]);
});

test('a device hears the host’s words as messages, and says them in its own language', () => {
  expect(readHostMessage({ t: 'note', text: 'That is not your move to make.' })).toBeNull();
  const note = readHostMessage({ t: 'note', text: msg('core.room.watching') });
  expect(note?.t === 'note' && both(note.text)).toEqual([
    'You are watching this game: only the players make moves.',
    'Estás mirando esta partida: solo los jugadores hacen jugadas.',
  ]);
  expect(english(msg('core.shelf.link-new-deal', { why: whyNot('peer-unavailable') }))).toBe(
    'The link could not be used: the game is not open on the host’s device right now (the page may be closed, or the link is from an older game). Here is a new deal instead.',
  );
  for (const t of ['peer-unavailable', 'network', 'browser-incompatible', 'unavailable-id', 'webrtc', 'other']) sayInEvery(whyNot(t), []);
  // Said when the browser refuses the local network (room-peer.ts asks the browser; devices.spec.ts shows it).
  sayInEvery(msg('core.room.local-network'), []);
  // The table as a joining device sees it: names as data, said in the device's language.
  const lines = seatLines(['human', 'remote', 'computer'], seatNames(['human', 'remote', 'computer'], [], null), [], []);
  expect(lines.map((l) => sayName(wordsFor([]), l.name))).toEqual(['Player 1', 'Player 2', 'Maris']);
  expect(lines.map((l) => sayName(wordsFor([], 'es'), l.name))).toEqual(['Jugador 1', 'Jugador 2', 'Maris']);
});

test('an example’s answers, and its seat spoken to', () => {
  expect(exampleYou({ names: ['Sam', 'You'] })).toBe(1);
  expect(exampleYou({ names: ['Sam', 'Mia'] })).toBeNull();
  const why = msg('core.text', { text: 'The Penitent goes into your tableau.' });
  expect(both(msg('core.example.right', { why, same: 'no' }))).toEqual([
    'Right! The Penitent goes into your tableau. That works too; the example goes on the way it was written.',
    '¡Correcto! The Penitent goes into your tableau. Eso también vale; el ejemplo sigue tal como estaba escrito.',
  ]);
  expect(english(msg('core.example.not-allowed', { why, rule: 'ferret.ferret' }), ['ferret'])).toBe(
    'Not allowed: The Penitent goes into your tableau. (Rule: How to ferret.)',
  );
  expect(refusalForAuthors({ code: 'taken', message: msg('ferret.refuse.taken'), rule: { key: 'ferret.turn' } })).toBe(
    'ferret.refuse.taken (rule: ferret.turn)',
  );
});

test('a nested sentence that begins a clause gets its capital ({x, text, Cap}); one inside a sentence keeps its words', () => {
  // Two messages that begin in small letters: "it did not answer", "the devices could not connect".
  // (A move's label begins "Your move:" with its capital, as every game's labels do: "the Huntress" reads "The Huntress".)
  const played = msg('core.review.why-played', { label: msg('core.play.no-answer'), text: msg('core.room.no-link') });
  expect(english(played)).toBe('Your move: It did not answer. The devices could not connect');
  expect(es(played)).toBe('Tu jugada: No respondió. Los dispositivos no pudieron conectarse');
  expect(english(msg('core.play.computer-failed', { why: msg('core.play.no-answer') }))).toBe(
    'The computer could not move: it did not answer. It tries again.',
  );
});
