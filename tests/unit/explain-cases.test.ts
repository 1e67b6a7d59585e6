/**
 * "Why?" in the cases players ask about most, found in seeded random games: a layoff, a Crown cancelled
 * by its Ace, nobody drawing near the end, a locked build, a fished card, and each game's final count.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import type { RuleTitle } from '../../src/words/words';
import { NAMES, randomGame } from '../support/random-games';
import { wordsFor } from '../support/words';

/** The first explanation, in English, over up to 30 random games, of an event that passes the test, as seat 0 sees it. */
function find(id: keyof typeof GAMES, pick: (e: any) => boolean, text: RegExp): { text: string; rule: RuleTitle } {
  const def = GAMES[id] as AnyGameDefinition;
  for (let g = 0; g < 30; g++) {
    const { steps, players } = randomGame(def, `case-${id}-${g}`);
    const words = wordsFor([id], 'en', NAMES.slice(0, players), 0);
    for (const step of steps)
      for (const e of step.events) {
        if (!pick(e)) continue;
        const why = def.explain(def.viewEvent(e, 0), step.before, step.after).map((w) => ({ text: words.say(w.text), rule: words.rule(w.rule.key) }));
        const hit = why.find((w) => text.test(w.text));
        if (hit) return hit;
      }
  }
  throw new Error(`${id}: no ${text} found`);
}

describe('explanations say what made the rule fire', () => {
  test('Ferret: a layoff names the set it extends', () => {
    const w = find('ferret', (e) => e.type === 'layoff', /scored at once as a layoff on .+’s \w+ [\dA-Za-z-]+: it is the/);
    expect(w.rule.anchor).toMatch(/layoffs|final-scoring/);
  });
  test('Ferret: completing your own set beats a layoff', () => {
    expect(find('ferret', (e) => e.type === 'set', /could also have been laid off on .+, but completing your own set comes first/).rule.anchor).toBe(
      'completing-your-own-set-beats-a-layoff',
    );
  });
  test('Ferret: the final count lists each set and layoff', () => {
    expect(find('ferret', (e) => e.type === 'over', /scores? \d+ cards?: (sets|no sets)/).rule.anchor).toBe('final-scoring');
  });
  test('Hermit: control, with the Ace that cancels a Crown', () => {
    const w = find('hermit', (e) => e.type === 'play' && e.cancels !== null, /because the Ace of \w+ cancelled the [\w ]+, the Crown of \w+/);
    expect(w.rule.anchor).toBe('controlling-a-trick');
  });
  test('Hermit: a hand’s scoring, personality by personality', () => {
    expect(find('hermit', (e) => e.type === 'hand-over', /Personalities taken: \w+ \d+/).rule.anchor).toMatch(
      /scoring-a-hand|pleasant-company|house-party|hermit-for-two/,
    );
  });
  test('Thricewise: nobody draws once the pile cannot give everyone a card (with these deals it runs out exactly)', () => {
    expect(
      find(
        'thricewise',
        (e) => e.type === 'place' || e.type === 'reveal',
        /^Nobody draws: the draw pile is empty, so play goes on until the hands are empty\.$/,
      ).rule.anchor,
    ).toBe('drawing');
  });
  test('Thricewise: a trio, card by card, and what it is worth', () => {
    expect(find('thricewise', (e) => e.type === 'place' && e.trios.length > 0, /: a (flush of \w+|set|straight) worth \d+ \(/).rule.anchor).toBe(
      'scoring-three-in-a-row',
    );
  });
  test('Jigger: a fished card, and why the fishing goes on or ends', () => {
    expect(find('jigger', (e) => e.type === 'fish', /(is given to the player who demanded|the fishing goes on)/).rule.anchor).toBe('jigger-going-fishing');
  });
  test('Jigger: the final count and its tie-breaks', () => {
    expect(find('jigger', (e) => e.type === 'over', /(has the most|tie on)/).rule.anchor).toMatch(/the-end-of-the-game|book-scoring/);
  });
  test('Badger’s Court: a locked build', () => {
    expect(find('badgers-court', (e) => e.type === 'build' && e.locked, /^The build of \w+ is locked: it holds two \w+/).rule.anchor).toBe('locked-builds');
  });
  test('Badger’s Court: a round’s categories', () => {
    expect(find('badgers-court', (e) => e.type === 'round-over', /takes \d+ cards this round: \d+ Crowns, \d+ Aces/).rule.anchor).toBe('scoring-a-round');
  });
});

test('quotes, one per game, as the log shows them', () => {
  const quotes = [
    find('ferret', (e) => e.type === 'layoff', /layoff/),
    find('hermit', (e) => e.type === 'play' && e.cancels !== null, /cancelled/),
    find('thricewise', (e) => e.type === 'place' || e.type === 'reveal', /^Nobody draws/),
    find('jigger', (e) => e.type === 'over', /(has the most|tie on)/),
    find('badgers-court', (e) => e.type === 'build' && e.locked, /locked/),
  ];
  for (const q of quotes) console.log(`${q.text} (${q.rule.section})`);
  expect(quotes).toHaveLength(5);
});
