/**
 * Where the custom element's script (element.ts) and a game's script (renderer.tsx, one file per game)
 * meet on the host page, and what neither trusts about that page.
 *
 * They meet at one property of the window, `__decktetEmbed`, which the element's script defines as the
 * window's own (not writable, not configurable). Markup cannot stand in for it: an element with
 * id="__decktetEmbed" is a named property of the window, found only when the window has no own property of
 * that name. Each side reads it as an own data property and checks its shape, never by a plain lookup.
 */

export const LOADER_KEY = '__decktetEmbed';

export interface EmbedProps {
  example?: string;
  custom?: string;
  /** The element's `step` attribute as written. */
  step?: string;
}

export interface Renderer {
  render(shadow: ShadowRoot, mount: HTMLElement, props: EmbedProps): void;
  unmount(mount: HTMLElement): void;
}

export interface Loader {
  /** The site's origin, where the element's script came from (for the links the examples make). */
  readonly base: string;
  /** A game's script hands over its renderer, which draws in one language (English when a script names none). */
  register(game: string, r: Renderer, locale?: string): void;
}

/** A copy of `o` with no prototype: what a page's script gave Object.prototype is not read from it. */
export const bare = <T extends object>(o: T): T => Object.assign(Object.create(null) as T, o);

const ORIGIN = /^https?:\/\/[^/?#\s]+$/;

/** The loader the element's script defined, or undefined: an own data property with a base and a register function. */
export function ownLoader(): Loader | undefined {
  const d = Object.getOwnPropertyDescriptor(window, LOADER_KEY);
  const v: unknown = d && Object.hasOwn(d, 'value') ? d.value : undefined;
  if (typeof v !== 'object' || v === null) return undefined;
  const base: unknown = Object.hasOwn(v, 'base') ? (v as Loader).base : undefined;
  const register: unknown = Object.hasOwn(v, 'register') ? (v as Loader).register : undefined;
  return typeof base === 'string' && ORIGIN.test(base) && typeof register === 'function' ? (v as Loader) : undefined;
}

/** Defines the loader as the window's own property; false if a script of the page took the name first. */
export function defineLoader(loader: Loader): boolean {
  try {
    Object.defineProperty(window, LOADER_KEY, bare({ value: Object.freeze(loader), writable: false, enumerable: false, configurable: false }));
    return ownLoader() === loader;
  } catch {
    return false;
  }
}

/** Object.prototype's own keys in every browser. Anything else was put there by a script of the page. */
const STANDARD = new Set([
  'constructor',
  '__defineGetter__',
  '__defineSetter__',
  'hasOwnProperty',
  '__lookupGetter__',
  '__lookupSetter__',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'valueOf',
  '__proto__',
  'toLocaleString',
]);

/**
 * What a script of the page has added to Object.prototype ("prototype pollution"), or an empty list. Every
 * object then seems to have those fields, Preact's props and XState's too: an example drawn there could
 * be steered by them (a `dangerouslySetInnerHTML` on every element), so it is not drawn at all.
 */
export function pollution(): string[] {
  const names = Object.getOwnPropertyNames(Object.prototype).filter((k) => !STANDARD.has(k));
  return Object.getOwnPropertySymbols(Object.prototype).length > 0 ? [...names, '(a symbol)'] : names;
}
