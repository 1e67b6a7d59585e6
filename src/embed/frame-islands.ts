/**
 * The iframe pages' islands, one per game (src/embed/frames/<Game>Frame.tsx, and for a guided game the
 * game's play island, src/components/<game>/<Game>Play.tsx), held to the registry's ids by `byGame`, so
 * that no list names the games and a game without its island stops the build. The page renders its
 * game's frame on the server and hydrates it with a script that loads only that game's code (a client
 * directive needs a static import, one per game).
 */
import { h, hydrate, type ComponentType } from 'preact';
import { isCatalogId } from '../engine/catalog';
import { byGame, pascal } from '../engine/by-game';
import type { FrameProps } from './FrameWidget';
import type { GuidedGame } from '../engine/core/guided';
import type { Example } from '../engine/core/example';
import type { WordsRef } from '../words/page-words';

/** "two-words" → "./frames/TwoWordsFrame.tsx": a game id to its frame island's file. */
export const frameFile = (game: string): string => `./frames/${pascal(game)}Frame.tsx`;

/** "two-words" → "../components/two-words/TwoWordsPlay.tsx": a game id to its play island's file. */
export const playFile = (game: string): string => `../components/${game}/${pascal(game)}Play.tsx`;

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
const lazy = byGame(import.meta.glob<{ default: ComponentType<FrameProps> }>('./frames/*Frame.tsx'), frameFile);
const lazyPlay = byGame(import.meta.glob<{ default: ComponentType<{ guided?: GuidedGame; words: WordsRef }> }>('../components/*/*Play.tsx'), playFile);

/** The island's reference to its page's words (data-words, ./FramePage.astro): the words themselves are in the page's head. */
const wordsOf = (root: HTMLElement): WordsRef => JSON.parse(root.dataset.words ?? 'null') as WordsRef;
const loader = <P>(all: Readonly<Record<string, Loader<P>>>, game: string): Loader<P> | undefined => (isCatalogId(game) ? all[game] : undefined);

/** Hydrates the guided game rendered into `root` (data-game), loading only its game's play island. */
export async function hydrateGuided(root: HTMLElement): Promise<void> {
  // A sandboxed frame (SANDBOX_SCRIPT in ./frame.ts) has said what it needs in place of the game.
  if (root.dataset.sandboxed !== undefined) return;
  const load = loader(lazyPlay, root.dataset.game ?? '');
  if (!load) return;
  // The guided game is data the page carries (data-guided), as the learn page gives it to its island.
  const guided = JSON.parse(root.dataset.guided ?? 'null') as GuidedGame | null;
  if (!guided) return;
  const mod = await load();
  hydrate(h(mod.default, { guided, words: wordsOf(root) }), root);
}

/** Hydrates the frame rendered into `root` (data-game, data-example), loading only its game's script. */
export async function hydrateFrame(root: HTMLElement): Promise<void> {
  // A sandboxed frame (SANDBOX_SCRIPT in ./frame.ts) draws its example with the custom element instead.
  if (root.dataset.sandboxed !== undefined) return;
  const game = root.dataset.game ?? '';
  const example = root.dataset.example ?? '';
  const load = loader(lazy, game);
  if (!load) return;
  const mod = await load();
  // A site example in another language comes with its words laid over it (data-example-data, ./FramePage.astro).
  const data = root.dataset.exampleData === undefined ? {} : { data: JSON.parse(root.dataset.exampleData) as Example };
  hydrate(h(mod.default, { game, example, words: wordsOf(root), ...data }), root);
}
