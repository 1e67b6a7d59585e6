/** Reading cards written in a move, the same way in every game that plays with the basic deck. */
import { findCard, type CardId } from '../deck';
import { err, ok, type Result } from './result';

/**
 * A card of the basic deck as written in a move ("6SY"), or why not, in words: `game` is the game's
 * name and `example` a card to show how cards are written ("as in 6SY").
 */
export function basicCard(text: string, game: string, example: CardId): Result<CardId, string> {
  const c = findCard(text);
  if (!c) return err(`“${text.trim()}” is not a card (write a rank, A 2-9 or C, then its suits, as in ${example})`);
  if (c.deck !== 'basic') return err(`${c.id} is not in the basic deck ${game} uses`);
  return ok(c.id);
}
