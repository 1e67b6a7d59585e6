/**
 * Ferret's scripted examples: data (./examples.json, read by core/example-data.ts), replayed by
 * tests/unit/ferret-examples.test.ts, so every caption's claim is checked. How they work beyond the engine's
 * moves (what the reader may try, which set-ups the game can reach) is ./tries.ts. A page gives each island
 * its example (`ferretExampleProps`), so an island loads no other.
 */
import { exampleProps, examplesAsWritten } from '../core/example-data';
import type { Example } from '../core/example';
import { RULES } from './rules';
import examples from './examples.json' with { type: 'json' };

export const FERRET_EXAMPLES: readonly Example[] = examplesAsWritten(examples, RULES);

/** An example island's props on a page, by the example's id; a page that names an example the game lacks does not build. */
export const ferretExampleProps = (id: string) => exampleProps(FERRET_EXAMPLES, id);
