/**
 * A print sheet's pictured example step, before and after: the example is replayed through the engine
 * (so the pictures match the rules), and the cards the step is about (its highlighted cards and every card
 * that moved) are shown where they were before the step and where they are after it, grouped
 * by place in words ("Mia’s hand", "Your take"), from the game's own `locate`.
 */
import { msg } from '../engine/core/message';
import { type GameModule } from '../engine/core';
import { exampleFrames, type Example } from '../engine/core/example';
import { EXTENDED_DECK, type CardId } from '../engine/deck';
import type { Words } from '../words/words';

export interface PlaceGroup {
  readonly place: string;
  readonly cards: readonly CardId[];
}

export interface PicturedStep {
  readonly title: string;
  /** The set-up's caption (what the reader knows before the step). */
  readonly intro: string;
  readonly caption: string;
  readonly before: readonly PlaceGroup[];
  readonly after: readonly PlaceGroup[];
}

/** Places that belong to a seat ("hand:1"), said after the owner: "Mia’s hand" (ui.place.owned). */
const OWNED = new Set(['hand', 'take', 'tableau', 'scored', 'build', 'pile', 'taken', 'chosen', 'deferred', 'placing']);

/** Places of the table, whatever follows the colon ("trick:3", "grid:1,2"): ui.place.shared. */
const SHARED = new Set(['pool', 'draw', 'court', 'stock', 'trick', 'grid', 'cottage', 'leftover', 'discarded', 'aside', 'out']);

/** A zone as the game's `locate` names it, in words, with the example's names for the seats ("You" is the reader). */
export function placeName(w: Words, zone: string, names: readonly string[]): string {
  const [kind = zone, arg] = zone.split(':');
  if (OWNED.has(kind) && arg !== undefined && /^\d+$/.test(arg)) {
    const who = names[Number(arg)];
    return w.phrase(
      msg('ui.place.owned', {
        you: who === 'You' ? 'yes' : 'no',
        who: who ?? w.t('core.name.player', { n: Number(arg) + 1 }),
        kind,
      }),
    );
  }
  if (SHARED.has(kind)) return w.t('ui.place.shared', { kind });
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

function groups(cards: readonly CardId[], where: (c: CardId) => string): PlaceGroup[] {
  const out = new Map<string, CardId[]>();
  for (const c of cards) {
    const place = where(c);
    out.set(place, [...(out.get(place) ?? []), c]);
  }
  return [...out].map(([place, cs]) => ({ place, cards: cs }));
}

/** Step `step` (1-based) of an example, before and after. Throws for a step that is not there (a build error). */
export function picturedStep<S, M>(
  w: Words,
  module: Pick<GameModule<S, M, unknown, unknown, unknown>, 'fromPosition' | 'parseMove' | 'apply' | 'locate'>,
  example: Example,
  step: number,
): PicturedStep {
  const frames = exampleFrames(module, example);
  if (!frames.ok) throw new Error(`print: ${example.id} does not replay: ${frames.error}`);
  const s = example.steps[step - 1];
  const before = frames.value[step - 1];
  const after = frames.value[step];
  if (!s || !before || !after) throw new Error(`print: ${example.id} has no step ${step}`);
  if (s.move === undefined) throw new Error(`print: step ${step} of ${example.id} makes no move, so it has no before and after`);
  const moved = EXTENDED_DECK.filter((c) => module.locate(before.state, c) !== module.locate(after.state, c));
  // The step's highlighted cards, and any other card that moved, so nothing changes place unseen.
  const cards = [...new Set([...(s.highlight ?? []), ...moved])];
  return {
    title: example.title,
    intro: example.intro,
    caption: s.caption,
    before: groups(cards, (c) => placeName(w, module.locate(before.state, c), example.names)),
    after: groups(cards, (c) => placeName(w, module.locate(after.state, c), example.names)),
  };
}
