/** Which catalogues a page carries for its islands (build time: src/components/WordsScript.astro). */
import { CATALOG, isCatalogId } from '../engine/catalog';
import { localeOfPath } from './locales';

/**
 * The catalogues a page carries, by its address: a game's pages (its rules, learn, play, embed frames and
 * print sheet) their game's; the embed page every game's (its editor shows any game); others none.
 */
export function scopesOfPath(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === localeOfPath(path)) parts.shift();
  const game = parts[0] === 'games' || parts[0] === 'embed' || parts[0] === 'print' ? parts[1] : undefined;
  if (game !== undefined && isCatalogId(game)) return [game];
  return parts[0] === 'embed' ? Object.keys(CATALOG) : [];
}
