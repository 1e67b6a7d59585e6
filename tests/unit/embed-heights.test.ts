/** Every site example has a measured frame height (npm run measure:embeds), and the snippets' height holds it. */
import { expect, it } from 'vitest';
import { gameList } from '../../src/engine/games';
import { FRAME_WIDTH, frameHeight, MEASURED, measuredFor } from '../../src/embed/heights';

it('every example is measured at the snippet’s width, and its frame is at least that tall', () => {
  for (const def of gameList()) {
    expect(measuredFor(def.id)?.width, `${def.id}: run npm run measure:embeds`).toBe(FRAME_WIDTH);
    for (const ex of def.examples) {
      const key = `${def.id}/${ex.id}`;
      expect(MEASURED[key], `${key}: run npm run measure:embeds`).toBeGreaterThan(0);
      expect(frameHeight(def.id, ex.id)).toBeGreaterThanOrEqual(MEASURED[key] as number);
      // A custom example gets the game's tallest.
      expect(frameHeight(def.id)).toBeGreaterThanOrEqual(frameHeight(def.id, ex.id));
    }
  }
});
