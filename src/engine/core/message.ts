/**
 * A sentence as data. The engine never builds a sentence a reader sees: it returns a message id and the
 * facts the sentence needs (card ids, seats, numbers, rule keys, other messages), and the reader's
 * language makes the words from its catalogue (src/words/). So the same refusal reads "The game is over…"
 * on an English page and "La partida ha terminado…" on a Spanish one, from one judge of the rules.
 *
 * A parameter's meaning is fixed by the catalogues' templates, which name its kind: `{card, card}` is a
 * card id, `{p, seat}` a seat number, `{n, plural, …}` a count (src/words/format.ts).
 */
export type Param = string | number | boolean | null | Message | readonly Param[];

export interface Message {
  /** The catalogue entry: "<game>.<group>.<name>" for a game's words, "core.<group>.<name>" for shared ones. */
  readonly id: string;
  readonly p?: Readonly<Record<string, Param>>;
}

/** A message, from its id and parameters (undefined parameters left out, so a message compares as JSON). */
/* @__NO_SIDE_EFFECTS__ */
export function msg(id: string, p?: Readonly<Record<string, Param | undefined>>): Message {
  if (!p) return { id };
  // A plain loop (engines make messages in their hottest paths): the parameters are kept as given, and copied
  // only when one is left out (undefined).
  let given = 0;
  let missing = false;
  for (const k in p) {
    if (p[k] === undefined) missing = true;
    else given++;
  }
  if (given === 0) return { id };
  if (!missing) return { id, p: p as Readonly<Record<string, Param>> };
  const kept: Record<string, Param> = {};
  for (const k in p) if (p[k] !== undefined) kept[k] = p[k];
  return { id, p: kept };
}

/** Is this a message (and not another parameter)? */
export const isMessage = (x: unknown): x is Message =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && typeof (x as { id?: unknown }).id === 'string';
