/**
 * The heading level of a table's zone titles ("Buck · 0 scored", "Pool", "Your hand"), so that a page's
 * headings never skip a level (the W3C checker and axe's heading-order both read them).
 *
 * A play table sits under the page's title (h1) or the guided game's coach (h2), beside the play shell's
 * h2 sections (Scores, What happened): its zones are h2, the default. An example's table sits under the
 * example's title (h3): the example stepper draws its stage inside `headingsUnder(3, …)`, and the zones
 * are h4. The tables read the level here rather than take a prop, so no island has to pass it on.
 *
 * The same tells a zone what it is: on a play table (one a page) a landmark region, which a screen reader
 * lists and jumps to; in an example a group, since a rules page holds a dozen examples with the same
 * zones, and as regions they would fill its list of landmarks with a dozen "Your side"s (axe's
 * landmark-unique).
 */
import { createContext, type ComponentChildren, type JSX } from 'preact';
import { useContext } from 'preact/hooks';

type Level = 2 | 3 | 4 | 5 | 6;

const ZoneLevel = createContext<Level>(2);

/** What is drawn inside `children` sits under a heading of `parent`'s level: its zone titles are one below it. */
export function headingsUnder(parent: 1 | 2 | 3 | 4 | 5, children: ComponentChildren): JSX.Element {
  return <ZoneLevel.Provider value={(parent + 1) as Level}>{children}</ZoneLevel.Provider>;
}

/** The level of zone titles here (2 on a play table, 4 in an example). */
export function useZoneLevel(): Level {
  return useContext(ZoneLevel);
}

/** A zone's role, to spread on its `<section>`: its own (a region, when named) on a play table, a group in an example. */
export function useZoneRole(): { role?: 'group' } {
  return useZoneLevel() > 2 ? { role: 'group' } : {};
}

/** A zone's title, at the level of where its table is drawn. */
export function ZoneTitle({ children }: { children: ComponentChildren }) {
  const H = `h${useZoneLevel()}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return <H class="zone-title">{children}</H>;
}
