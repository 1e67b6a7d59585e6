/**
 * The review kept with one of the person's games (its save's optional `review`, src/play/session.ts), so
 * that it is not worked out twice: written into the save when a review is done, read back when it is
 * asked for again. A review stays with its game while the moves it reviewed are the game's first
 * (src/play/shelf.ts keeps it when the game is kept again); a review of a game's beginning lets the
 * review of the whole take up what it judged. Pure: the play page reads and writes its storage
 * (src/play/useLookBack.ts), and this file, loaded with the review, imports nothing the page holds.
 */
import { parseReview, type Review } from '../engine/core/review';

/** The review a save kept (as `reviewInSave` found it), when it is a review of this game by these seats; else null. */
export function keptReview(raw: unknown, game: string, seats: readonly number[]): Review | null {
  const review = parseReview(raw);
  if (!review || review.game !== game || review.seats.length !== seats.length || !review.seats.every((s, i) => s === seats[i])) return null;
  return review;
}

/**
 * A save's text with a review kept in it, so it is not worked out twice: only while the game saved
 * still begins with the moves reviewed (`moves`); else null.
 */
export function withReview(text: string | null, moves: readonly string[], review: Review): string | null {
  if (text === null) return null;
  let save: Record<string, unknown>;
  try {
    save = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const kept = Array.isArray(save.moves) ? (save.moves as unknown[]) : [];
  if (typeof save !== 'object' || save === null || review.moves !== moves.length || kept.length < moves.length || moves.some((m, i) => kept[i] !== m))
    return null;
  return JSON.stringify({ ...save, review });
}
