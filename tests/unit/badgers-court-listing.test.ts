/** Badger's Court's move listing where its sets of Court items pass 32 bits, held to the plain listing (./badgers-court-oracle.ts). */
import { expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import type { CardId } from '../../src/engine/deck';
import { apply, badgersCourt, deckFor, listMoves, type BadgersCourtOptions } from '../../src/engine/badgers-court';
import { plainListMoves } from './badgers-court-oracle';

test('a Court of more than 32 items (every card laid) lists what the plain listing lists, and takes and builds from its far end', () => {
  // Sets of Court items are numbers past 32 bits here (values.ts: `meets`, `has`, `minus`).
  const options: BadgersCourtOptions = {
    players: 2,
    deck: 'extended',
    variant: 'standard',
    royal: false,
    personalityPoints: false,
    drawEachTurn: false,
    casinos: false,
  };
  let checked = 0;
  for (let g = 0; g < 12; g++) {
    const rng = createRng(`big-court-${g}`);
    const cards = [...deckFor(options)];
    for (let i = cards.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [cards[i], cards[j]] = [cards[j] as CardId, cards[i] as CardId];
    }
    const hands = [cards.slice(0, 4), cards.slice(4, 8)];
    const court = cards.slice(8);
    const r = badgersCourt.fromPosition({ options, hands, court, stock: [], turn: g % 2 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = r.value;
    expect(s.court).toHaveLength(36);
    for (const ways of [1, 7, 40, 300]) {
      const quick = listMoves(s, ways);
      expect(quick).toEqual(plainListMoves(s, ways));
      for (const m of quick.moves) {
        if (m.type === 'lay') continue;
        const far = m.items.some((id) => s.court.findIndex((it) => it.units[0]?.[0] === id) >= 32);
        if (!far) continue;
        const next = apply(s, m);
        expect(next.ok).toBe(true);
        checked++;
      }
    }
  }
  expect(checked).toBeGreaterThan(20);
});
