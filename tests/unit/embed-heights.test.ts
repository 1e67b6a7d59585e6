/** Every site example has a measured frame height in every language (npm run measure:embeds), and the snippets' height holds it. */
import { expect, it } from 'vitest';
import { gameList } from '../../src/engine/games';
import { FRAME_WIDTH, frameHeight, measured, measuredFor } from '../../src/embed/heights';
import { LOCALES } from '../../src/words/locales';

it('every example is measured at the snippet’s width in every language, and its frame is at least that tall', () => {
  for (const def of gameList()) {
    expect(measuredFor(def.id)?.width, `${def.id}: run npm run measure:embeds`).toBe(FRAME_WIDTH);
    for (const locale of LOCALES)
      for (const ex of def.examples) {
        const h = measured(locale, def.id, ex.id);
        expect(h, `${locale}/${def.id}/${ex.id}: run npm run measure:embeds`).toBeGreaterThan(0);
        expect(frameHeight(locale, def.id, ex.id)).toBeGreaterThanOrEqual(h as number);
        // A custom example gets the game's tallest in its language.
        expect(frameHeight(locale, def.id)).toBeGreaterThanOrEqual(frameHeight(locale, def.id, ex.id));
      }
  }
});

it('a language’s frames take its own heights, not another’s', () => {
  // Each measured language has at least one example whose height is its own (Spanish words are not English ones).
  const differ = gameList().flatMap((def) => def.examples.filter((ex) => measured('es', def.id, ex.id) !== measured('en', def.id, ex.id)));
  expect(differ.length).toBeGreaterThan(0);
  for (const def of gameList())
    for (const ex of def.examples) expect(frameHeight('es', def.id, ex.id)).toBeGreaterThanOrEqual(measured('es', def.id, ex.id) as number);
});
