/**
 * The review kept with one of the person's games (its save's optional `review`, src/play/session.ts), so
 * that it is not worked out twice: written when a review is done, read back when it is asked for again.
 * A review stays with its game while the moves it reviewed are the game's first (src/play/shelf.ts keeps
 * it when the game is kept again); a review of a game's beginning lets the review of the whole take up
 * what it judged.
 */
import type { GameDefinition } from '../engine/core';
import { parseReview, type Review } from '../engine/core/review';
import { browserStore, type Store } from '../site/storage';
import { gameKey } from './shelf';
import { reviewInSave } from './session';

/** The review kept with one of the person's games, when it is a review of these moves' beginning by these seats; else null. */
export function keptReview(
  def: Pick<GameDefinition, 'id'>,
  id: string,
  moves: readonly string[],
  seats: readonly number[],
  store: Store = browserStore,
): Review | null {
  const review = parseReview(reviewInSave(store.read(gameKey(def.id, id)), moves));
  if (!review || review.game !== def.id || review.seats.length !== seats.length || !review.seats.every((s, i) => s === seats[i])) return null;
  return review;
}

/**
 * Keeps a review with one of the person's games, so it is not worked out twice: only while the game kept
 * there still begins with the moves reviewed (`moves`). Says whether it was kept.
 */
export function keepReview(def: Pick<GameDefinition, 'id'>, id: string, moves: readonly string[], review: Review, store: Store = browserStore): boolean {
  const key = gameKey(def.id, id);
  const text = store.read(key);
  if (text === null) return false;
  let save: Record<string, unknown>;
  try {
    save = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return false;
  }
  const kept = Array.isArray(save.moves) ? (save.moves as unknown[]) : [];
  if (review.moves !== moves.length || kept.length < moves.length || moves.some((m, i) => kept[i] !== m)) return false;
  return store.write(key, JSON.stringify({ ...save, review }));
}
