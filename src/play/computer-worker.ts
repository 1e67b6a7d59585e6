/**
 * The computer's worker: answers { id, game, level, view, seed } with { id, move }. It loads the one
 * game it is asked about (its src/engine/<game>/levels.ts, by the registry's id), so a play page never
 * loads every game's engine. The strong player searches within the table's budget (TABLE_BUDGET).
 */
import { byGame } from '../engine/by-game';
import { isCatalogId } from '../engine/catalog';
import { isLevel, TABLE_BUDGET, type Computer, type Level } from '../engine/core/search';

type LevelsModule = { computers: Readonly<Record<Level, Computer<unknown, unknown>>> };
const LEVELS = byGame(import.meta.glob<LevelsModule>('../engine/*/levels.ts'), (id) => `../engine/${id}/levels.ts`);

self.onmessage = async (e: MessageEvent<{ id: number; game: unknown; level: unknown; view: unknown; seed: unknown }>) => {
  const { id, game, level, view, seed } = e.data;
  try {
    if (!isCatalogId(game) || !isLevel(level) || typeof seed !== 'string') throw new Error('not a question the computer can answer');
    const mod = await LEVELS[game]();
    postMessage({ id, move: mod.computers[level](view, seed, TABLE_BUDGET) });
  } catch (err) {
    postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
