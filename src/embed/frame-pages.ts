/**
 * The iframe pages' islands for the server's render, every game's at once (the pages under
 * src/pages/embed/ pick their own game's); the browser loads only its game's through ./frame-islands.ts.
 * Held to the registry's ids by `byGame`: a game without its frame or play island stops the build.
 */
import type { GuidedGame } from '../engine/core/guided';
import type { ComponentType } from 'preact';
import { byGame } from '../engine/by-game';
import { isCatalogId } from '../engine/catalog';
import { frameFile, playFile } from './frame-islands';
import type { FrameProps } from './FrameWidget';
import type { WordsRef } from '../words/page-words';

const frames = byGame(import.meta.glob<{ default: ComponentType<FrameProps> }>('./frames/*Frame.tsx', { eager: true }), frameFile);
const plays = byGame(
  import.meta.glob<{ default: ComponentType<{ guided?: GuidedGame; words: WordsRef }> }>('../components/*/*Play.tsx', { eager: true }),
  playFile,
);

/** A game's example frame island (undefined for a name the registry does not list). */
export const frameIsland = (game: string): ComponentType<FrameProps> | undefined => (isCatalogId(game) ? frames[game].default : undefined);

/** A game's play island, for its guided game in a frame. */
export const playIsland = (game: string): ComponentType<{ guided?: GuidedGame; words: WordsRef }> | undefined =>
  isCatalogId(game) ? plays[game].default : undefined;
